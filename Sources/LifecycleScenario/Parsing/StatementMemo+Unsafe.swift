/// The memo's look-up, on the line's bytes in place.
///
/// A replayed line costs only this look-up and the scan of its shape, so their cost is the parse
/// of a long file: hashing and comparing the bytes through `ArraySlice` indices instead (the
/// words put together byte by byte, every index checked) made `lifesim check` of W3's 100 k-line
/// file run 8% more instructions (BENCHMARKS.md, "Unsafe code: what stays and why"). Every
/// pointer here is a line's or a slot's own buffer, read only inside the
/// `withUnsafeBufferPointer` that lends it.
extension StatementMemo {
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
    ///
    /// The eight-byte words are loaded unaligned, as the machine's integers (little-endian on
    /// every platform Swift runs on): two loads where a plain loop reads sixteen bytes.
    static func slot(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
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
