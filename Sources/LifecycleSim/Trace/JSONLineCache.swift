/// What follows the time in the JSON lines of packed entries already written, by entry (time
/// aside): a long run repeats the same few lines with only the time changed (issue #14, W3).
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

    static let size = 4096
    private var keys: [Key?] = Array(repeating: nil, count: size)
    private var rests: [[UInt8]] = Array(repeating: [], count: size)

    init(names: TraceNames) {
        precondition(MemoryLayout<TraceEntry>.size == 32 && _isPOD(TraceEntry.self), "an entry is 32 plain bytes")
        self.names = names
    }

    func rest(of entry: TraceEntry) -> [UInt8]? {
        let key = Key(entry)
        let slot = key.slot
        return keys[slot] == key ? rests[slot] : nil
    }

    mutating func keep(_ rest: [UInt8], for entry: TraceEntry) {
        let key = Key(entry)
        keys[key.slot] = key
        rests[key.slot] = rest
    }
}
