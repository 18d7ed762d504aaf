/// A small seeded pseudo-random generator (SplitMix64).
///
/// The simulator draws no random numbers of its own; tests, random walks and benchmarks use
/// this one so every run can be replayed exactly from its seed.
package struct SplitMix64: RandomNumberGenerator {
    package var state: UInt64

    package init(state: UInt64) { self.state = state }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (bound > 0).
    package mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    /// One of `items` (not empty).
    package mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}
