#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// Two situations' words compared as bytes (`memcmp`): a search compares the situation a step
/// reached with the one seen before under the same hash, most steps reach a situation seen before,
/// and a situation is a hundred-odd words. Compared word by word (`==` on the arrays), the
/// comparisons took 3.6 % of the instructions of W9's whole-model exploration (BENCHMARKS.md).
///
/// Safe because both buffers are only read, within their counts, while the arrays that own them
/// are held; equal 64-bit words are equal bytes and the other way round. `SituationWordComparisonTests`
/// compares the answer with `==` on the arrays for equal, unequal and differently long words.
enum SituationWords {
    /// True when `lhs` and `rhs` hold the same words in the same order.
    static func equal(_ lhs: ContiguousArray<UInt64>, _ rhs: ContiguousArray<UInt64>) -> Bool {
        guard lhs.count == rhs.count else { return false }
        guard !lhs.isEmpty else { return true }
        return lhs.withUnsafeBytes { left in
            rhs.withUnsafeBytes { right in memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0 }
        }
    }
}
