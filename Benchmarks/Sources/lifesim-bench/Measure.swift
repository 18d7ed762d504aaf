import Foundation

/// Wall-clock measurement: a monotonic clock, repeated runs and their median.
enum Measure {
    /// Nanoseconds on the monotonic clock.
    static func nanos() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return UInt64(spec.tv_sec) &* 1_000_000_000 &+ UInt64(spec.tv_nsec)
    }

    /// Seconds taken by `body`, and what it returned.
    static func time<T>(_ body: () throws -> T) rethrows -> (seconds: Double, value: T) {
        let start = nanos()
        let value = try body()
        return (Double(nanos() - start) / 1e9, value)
    }

    /// `body` run `runs` times: what it counted (the last run's count) per second of the median run.
    static func medianRate(runs: Int, _ body: () -> Int) -> Double {
        var times: [Double] = []
        var count = 0
        for _ in 0..<runs {
            let run = time(body)
            times.append(run.seconds)
            count = run.value
        }
        return Double(count) / median(times)
    }

    /// The median of `values` (the mean of the middle two for an even count).
    static func median(_ values: [Double]) -> Double {
        precondition(!values.isEmpty, "median of nothing")
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}

/// A fixed-seed generator (SplitMix64): the same numbers on every machine and every run.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `1...upper` (modulo bias is irrelevant here: both sides draw the same numbers).
    mutating func next(upTo upper: UInt64) -> Int64 {
        Int64(next() % upper) + 1
    }
}

/// Keeps a value alive so the optimiser cannot delete the work that produced it.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
