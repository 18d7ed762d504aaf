#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// A situation's words (`Device.Situation`), in memory this object allocates and frees itself:
/// compared as bytes (`memcmp`), and written again for the next situation when no situation holds
/// them any more (`SituationNumbering.finishedWords()`).
///
/// A search compares the situation a step reached with the one seen before under the same hash,
/// most steps reach a situation seen before, and a situation is a hundred-odd words: compared word
/// by word (`==` on arrays), the comparisons took 3.6 % of the instructions of W9's whole-model
/// exploration (BENCHMARKS.md). And the situation a step reached is mostly dropped at once, seen
/// before: its words' room then serves the next step's situation rather than being freed and
/// another allocated.
///
/// Safe because the memory is owned by the object alone, freed once by its `deinit`, and read
/// only within the count, through `withWords` and `equal`, while the object is held. Its words
/// change only through `replace(with:)`, which its one writer (a numbering) calls only while it
/// holds the only reference (`isKnownUniquelyReferenced`): a situation that holds the words never
/// sees them change, so sharing one across threads is safe (`@unchecked Sendable`).
/// `SituationWordComparisonTests` compares `equal` with `==` on arrays for equal, unequal and
/// differently long words, and the words replaced, shorter and longer than the room, with the
/// buffer's; `DeviceSituationTests` checks that a situation kept keeps its words while the device
/// writes others.
final class SituationWords: @unchecked Sendable {
    private var base: UnsafeMutablePointer<UInt64>
    private var capacity: Int
    /// The number of words.
    private(set) var count = 0

    /// No words, with room for `capacity`.
    init(capacity: Int = 0) {
        self.capacity = max(capacity, 1)
        base = .allocate(capacity: self.capacity)
    }

    /// `words`, in order.
    convenience init(_ words: some Collection<UInt64>) {
        self.init(capacity: words.count)
        for word in words {
            (base + count).initialize(to: word)
            count += 1
        }
    }

    deinit { base.deallocate() }

    /// Makes the words those of `buffer`, growing the room when it is too small. Only for the
    /// holder of the only reference.
    func replace(with buffer: borrowing SituationBuffer<UInt64>) {
        if buffer.count > capacity {
            base.deallocate()
            capacity = max(buffer.count, capacity * 2)
            base = .allocate(capacity: capacity)
        }
        buffer.copy(to: base)
        count = buffer.count
    }

    /// Calls `body` with the words, read in place.
    @inline(__always)
    func withWords<Result>(_ body: (UnsafeBufferPointer<UInt64>) -> Result) -> Result {
        body(UnsafeBufferPointer(start: base, count: count))
    }

    /// True when `lhs` and `rhs` hold the same words in the same order.
    static func equal(_ lhs: SituationWords, _ rhs: SituationWords) -> Bool {
        guard lhs.count == rhs.count else { return false }
        guard lhs.count > 0 else { return true }
        return memcmp(lhs.base, rhs.base, lhs.count * MemoryLayout<UInt64>.stride) == 0
    }
}
