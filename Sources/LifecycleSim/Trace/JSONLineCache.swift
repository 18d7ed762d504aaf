/// What follows the time in the JSON lines of packed entries already written, by entry (time
/// aside): a long run repeats the same few lines with only the time changed (W3 in BENCHMARKS.md).
///
/// It belongs to one device's names (an app's or callback's number means nothing under
/// another's). A line is found by the entry's bytes after its time (an entry is 32 bytes of
/// plain values, nothing else: `TraceLogTests` checks it), in a table of `size` slots where a
/// new line takes its slot from an older one. The bytes are read in place and the rests copied
/// out through a pointer (JSONLineCache+Unsafe.swift); TraceJSONPackedTests compares every line
/// it gives with the line written from the record.
public struct JSONLineCache {
    /// The names of the device whose entries it keeps lines of.
    let names: TraceNames

    static let size = 1024
    /// The longest rest kept: a longer one (a long app name) is written each time.
    static let stride = 128
    private var keys: [Key?] = Array(repeating: nil, count: size)
    /// Each slot's rest, `stride` bytes a slot, in one buffer: copying one out takes no
    /// reference to an array of its own (W3 in BENCHMARKS.md).
    var rests: [UInt8] = Array(repeating: 0, count: size * stride)
    private var lengths: [Int] = Array(repeating: 0, count: size)

    init(names: TraceNames) {
        Key.checkLayout()
        self.names = names
    }

    /// Appends to `out` the rest of the line of an entry like `entry`, when it is kept; false when it is not.
    func appendRest(of entry: TraceEntry, to out: inout [UInt8]) -> Bool {
        let key = Key(entry)
        let slot = key.slot
        guard keys[slot] == key else { return false }
        appendRest(inSlot: slot, length: lengths[slot], to: &out)
        return true
    }

    /// Keeps `rest` as the rest of the line of entries like `entry` (unless it is longer than `stride`).
    mutating func keep(_ rest: ArraySlice<UInt8>, for entry: TraceEntry) {
        guard rest.count <= Self.stride else { return }
        let key = Key(entry)
        let slot = key.slot
        keys[slot] = key
        lengths[slot] = rest.count
        rests.replaceSubrange(slot * Self.stride ..< slot * Self.stride + rest.count, with: rest)
    }
}
