/// Timeline statements already parsed, by the bytes that spell them: a long timeline says the same
/// few things again and again (`home`, `launch App`, `expect App not-running`), and a statement
/// spelt as one before is the same statement (W3 in BENCHMARKS.md: lexing and parsing each line again was
/// a third of a `lifesim run` of a long file, once in each of its two readings).
///
/// The parser keeps only what it may replay (see `ParserSession.replayTimelineLine`). The table has
/// a fixed number of slots, a newer statement taking its slot from an older one, so memory stays
/// flat however many different lines a file has. Looking up hashes the bytes and compares them
/// whole: deterministic, and never a wrong statement.
struct StatementMemo {
    /// A statement as the parser made it, and its text as written (the entry's `text`).
    struct Parsed {
        var statement: TimelineStatement
        var text: String
    }

    static let size = 256
    /// Each slot's statement and its spelling (empty for an empty slot: a statement is never empty).
    private var spellings: [[UInt8]] = Array(repeating: [], count: size)
    private var statements: [Parsed?] = Array(repeating: nil, count: size)

    /// The statement spelt exactly `spelling`, if one was kept.
    func parsed(_ spelling: UnsafeBufferPointer<UInt8>) -> Parsed? {
        let slot = Self.slot(of: spelling)
        guard spellings[slot].withUnsafeBufferPointer({ $0.hasSameBytes(as: spelling) }) else { return nil }
        return statements[slot]
    }

    /// Keeps `parsed` as the statement spelt `spelling`.
    mutating func keep(_ parsed: Parsed, spelling: UnsafeBufferPointer<UInt8>) {
        let slot = Self.slot(of: spelling)
        spellings[slot] = Array(spelling)
        statements[slot] = parsed
    }

    /// The slot of a spelling: its length and its first and last eight bytes, mixed (a line is
    /// hashed in constant time; spellings that share a slot only take it from each other).
    private static func slot(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var hash = UInt64(bytes.count) &* 0x9E37_79B9_7F4A_7C15
        if bytes.count >= 8 {
            let raw = UnsafeRawBufferPointer(bytes)
            hash ^= raw.loadUnaligned(as: UInt64.self) &* 0xC2B2_AE3D_27D4_EB4F
            hash ^= raw.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self) &* 0x1656_67B1_9E37_79F9
        } else {
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        }
        hash ^= hash >> 32
        hash &*= 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: hash >> 56) & (size - 1)
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// True when `other` holds the same bytes, compared eight at a time (the generic
    /// `elementsEqual` goes through iterators, several times slower on a short line).
    func hasSameBytes(as other: UnsafeBufferPointer<UInt8>) -> Bool {
        guard count == other.count else { return false }
        let mine = UnsafeRawBufferPointer(self), theirs = UnsafeRawBufferPointer(other)
        var index = 0
        while index + 8 <= count {
            guard mine.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                == theirs.loadUnaligned(fromByteOffset: index, as: UInt64.self) else { return false }
            index += 8
        }
        while index < count {
            guard self[index] == other[index] else { return false }
            index += 1
        }
        return true
    }
}
