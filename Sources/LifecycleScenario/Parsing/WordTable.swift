/// A fixed set of words, each with a value, looked up by the word's bytes.
///
/// A `Dictionary<String, _>` look-up hashes with SipHash, about 300 instructions for a short word;
/// on the timeline's hot path (one look-up a line) that was a tenth of the parse (W3 in BENCHMARKS.md).
/// Here an FNV-1a hash of the UTF-8 picks a slot in a small open-addressed table and one string
/// comparison confirms it. The table is built once and never changes, so it is deterministic.
struct WordTable<Value: Sendable>: Sendable {
    private var slots: [(word: String, value: Value)?]
    private let mask: Int

    /// A table of `entries` (words distinct).
    init(_ entries: [(String, Value)]) {
        var size = 8
        while size < entries.count * 4 { size *= 2 }
        slots = Array(repeating: nil, count: size)
        mask = size - 1
        for (word, value) in entries {
            var index = Self.hash(word) & mask
            while slots[index] != nil { index = (index + 1) & mask }
            slots[index] = (word, value)
        }
    }

    /// The value of `word`, or nil when it is not in the table.
    subscript(word: String) -> Value? {
        var index = Self.hash(word) & mask
        while let slot = slots[index] {
            if slot.word == word { return slot.value }
            index = (index + 1) & mask
        }
        return nil
    }

    private static func hash(_ word: String) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in word.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return Int(truncatingIfNeeded: hash ^ (hash >> 32))
    }
}
