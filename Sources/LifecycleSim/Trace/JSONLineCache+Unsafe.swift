/// The cache's key and its copy, on an entry's and a slot's bytes in place.
///
/// Every packed line of a JSON run looks itself up here. Keyed instead by the entry itself with
/// its time set to zero, hashed by `Hashable`, and copied out as an array slice, W5's run took
/// more than twice the instructions (BENCHMARKS.md, "Unsafe code: what stays and why").
extension JSONLineCache {
    /// An entry's 24 bytes after its time.
    ///
    /// An entry is 32 bytes of plain values, the time first (`checkLayout`), so two entries alike
    /// but for their time have the same 24 bytes after it, and two that differ otherwise have
    /// not. The entry is read only inside `withUnsafeBytes(of:)`, which lends its bytes.
    struct Key: Equatable {
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

        /// Stops the program when an entry is not 32 plain bytes with the time first: the key
        /// would then read padding or a reference.
        static func checkLayout() {
            precondition(MemoryLayout<TraceEntry>.size == 32 && _isPOD(TraceEntry.self)
                         && MemoryLayout<TraceEntry>.offset(of: \TraceEntry.time) == 0, "an entry is 32 plain bytes")
        }
    }

    /// Appends the first `length` bytes of `slot`'s rest to `out`, in one copy that takes no
    /// reference to the cache's buffer.
    func appendRest(inSlot slot: Int, length: Int, to out: inout [UInt8]) {
        let start = slot * Self.stride
        rests.withUnsafeBufferPointer { out.append(contentsOf: UnsafeBufferPointer(rebasing: $0[start ..< start + length])) }
    }
}
