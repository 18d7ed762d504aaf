/// What follows the time in the JSON lines of packed entries already written, by entry (time
/// aside): a long run repeats the same few lines with only the time changed (W3 in BENCHMARKS.md).
///
/// It belongs to one device's names (an app's or callback's number means nothing under
/// another's). A line is found by the entry's bytes after its time (an entry is 32 bytes of
/// plain values, nothing else: `TraceLogTests` checks it), in a table of `size` slots where a
/// new line takes its slot from an older one.
public struct JSONLineCache {
    /// The names of the device whose entries it keeps lines of.
    let names: TraceNames

    /// An entry's 24 bytes after its time.
    private struct Key: Equatable {
        var a: UInt64, b: UInt64, c: UInt64

        init(_ entry: TraceEntry) {
            (a, b, c) = withUnsafeBytes(of: entry) { bytes in
                (bytes.loadUnaligned(fromByteOffset: 8, as: UInt64.self),
                 bytes.loadUnaligned(fromByteOffset: 16, as: UInt64.self),
                 bytes.loadUnaligned(fromByteOffset: 24, as: UInt64.self))
            }
        }

        var slot: Int {
            let mixed = (a &* 0x9E37_79B9_7F4A_7C15) ^ (b &* 0xC2B2_AE3D_27D4_EB4F) ^ (c &* 0x1656_67B1_9E37_79F9)
            return Int(truncatingIfNeeded: mixed >> 52) & (JSONLineCache.size - 1)
        }
    }

    static let size = 1024
    /// The longest rest kept: a longer one (a long app name) is written each time.
    static let stride = 128
    private var keys: [Key?] = Array(repeating: nil, count: size)
    /// Each slot's rest, `stride` bytes a slot, in one buffer: copying one out takes no
    /// reference to an array of its own (W3 in BENCHMARKS.md).
    private var rests: [UInt8] = Array(repeating: 0, count: size * stride)
    private var lengths: [Int] = Array(repeating: 0, count: size)

    init(names: TraceNames) {
        precondition(MemoryLayout<TraceEntry>.size == 32 && _isPOD(TraceEntry.self), "an entry is 32 plain bytes")
        self.names = names
    }

    /// Appends to `out` the rest of the line of an entry like `entry`, when it is kept; false when it is not.
    func appendRest(of entry: TraceEntry, to out: inout [UInt8]) -> Bool {
        let key = Key(entry)
        let slot = key.slot
        guard keys[slot] == key else { return false }
        let length = lengths[slot]
        let start = slot * Self.stride
        rests.withUnsafeBufferPointer { out.append(contentsOf: UnsafeBufferPointer(rebasing: $0[start ..< start + length])) }
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
