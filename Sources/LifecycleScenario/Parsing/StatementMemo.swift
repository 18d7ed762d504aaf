/// Timeline statements already parsed, by the bytes that spell them: a long timeline says the same
/// few things again and again (`home`, `launch App`, `expect App not-running`), and a statement
/// spelt as one before is the same statement (issue #14, W3: lexing and parsing each line again was
/// a third of a `lifesim run` of a long file, once in each of its two readings).
///
/// The parser keeps only what it may replay (see `ParserSession.replayTimelineLine`). The table has
/// a fixed number of slots, a newer statement taking its slot from an older one, so memory stays
/// flat however many different lines a file has. Looking up hashes the bytes (FNV-1a) and compares
/// them whole: deterministic, and never a wrong statement.
struct StatementMemo {
    /// A statement as the parser made it, and its text as written (the entry's `text`).
    struct Parsed {
        var statement: TimelineStatement
        var text: String
    }

    private struct Slot {
        var spelling: [UInt8]
        var parsed: Parsed
    }

    static let size = 256
    private var slots: [Slot?] = Array(repeating: nil, count: size)

    /// The statement spelt exactly `spelling`, if one was kept.
    func parsed(_ spelling: UnsafeBufferPointer<UInt8>) -> Parsed? {
        guard let slot = slots[Self.slot(of: spelling)],
              slot.spelling.withUnsafeBufferPointer({ $0.elementsEqual(spelling) })
        else { return nil }
        return slot.parsed
    }

    /// Keeps `parsed` as the statement spelt `spelling`.
    mutating func keep(_ parsed: Parsed, spelling: UnsafeBufferPointer<UInt8>) {
        slots[Self.slot(of: spelling)] = Slot(spelling: Array(spelling), parsed: parsed)
    }

    private static func slot(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return Int(truncatingIfNeeded: hash ^ (hash >> 32)) & (size - 1)
    }
}
