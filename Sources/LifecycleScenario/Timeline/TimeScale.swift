import LifecycleSim

/// Maps virtual time to a horizontal position in the timeline picture.
///
/// The mapping is linear between the instants at which something happened, except that
/// long idle gaps are drawn at a fixed small width (`compressedWidth`, with a break mark).
/// The run takes the room the picture gives it, whatever its length: time to scale fills
/// what the compressed gaps and the tail leave, so a long run is drawn denser, never wider.
/// Everything that happens at one instant is drawn at that instant's x: the picture stacks
/// same-instant records (labels in rows below each other, states held for no time as a
/// stripe split top to bottom) and never shifts time to make room, so equal durations take
/// equal widths wherever they are on the axis. It is monotonic: a later time never maps to
/// a smaller x.
package struct TimeScale: Sendable {
    /// A moment at which records were written, and where it is drawn.
    package struct Instant: Sendable, Hashable {
        package var time: Int64
        package var x: Double
    }

    /// The stretch between two consecutive instants.
    package struct Gap: Sendable, Hashable {
        package var from: Int64
        package var to: Int64
        package var x0: Double
        package var x1: Double
        /// True when drawn at `compressedWidth` instead of to scale.
        package var compressed: Bool
        package var duration: Int64 { to - from }
    }

    /// An axis tick: a time, its position, and its label when there is room for one.
    package struct Tick: Sendable, Hashable {
        package var time: Int64
        package var x: Double
        package var label: String?
    }

    /// The width of a compressed gap (less only if the compressed gaps would otherwise take
    /// more than half the room, which the idle rule makes all but impossible).
    package static let compressedWidth = 64.0
    /// Room after the last instant, so the final states show (all the room there is when
    /// nothing takes time to scale: a run of one instant).
    package static let tailWidth = 36.0
    /// A gap longer than this and than `idlePercent` % of the run is compressed (when no budget counts down in it).
    package static let idleThreshold: Int64 = 60_000
    package static let idlePercent: Int64 = 15

    package let instants: [Instant]
    package let gaps: [Gap]
    /// Pixels per millisecond in the to-scale gaps.
    package let scale: Double
    /// The plot's width, tail included: the `width` it was given.
    package let width: Double

    /// Lays out `moments` (sorted, distinct; the first is the run's start) across `width`
    /// units (tail included), never compressing a gap that overlaps one of the `busy` intervals.
    package init(moments: [Int64], busy: [(from: Int64, to: Int64)], width: Double) {
        let moments = moments.isEmpty ? [0] : moments
        let run = moments[moments.count - 1] - moments[0]
        var compressed: [Bool] = []
        for (from, to) in zip(moments, moments.dropFirst()) {
            let long = to - from > Self.idleThreshold && (to - from) * 100 > run * Self.idlePercent
            let isBusy = busy.contains { $0.from < to && $0.to > from }
            compressed.append(long && !isBusy)
        }
        let compressedCount = compressed.filter { $0 }.count
        let room = max(width - Self.tailWidth, 0)
        let compressedWidth = compressedCount == 0
            ? Self.compressedWidth : min(Self.compressedWidth, room / 2 / Double(compressedCount))
        var linear: Int64 = 0
        for index in compressed.indices where !compressed[index] { linear += moments[index + 1] - moments[index] }
        let scale = linear > 0 ? (room - compressedWidth * Double(compressedCount)) / Double(linear) : 0
        var x = 0.0
        var instants: [Instant] = []
        var gaps: [Gap] = []
        for (index, time) in moments.enumerated() {
            instants.append(Instant(time: time, x: x))
            guard index < compressed.count else { break }
            let next = moments[index + 1]
            let gapStart = x
            x += compressed[index] ? compressedWidth : Double(next - time) * scale
            gaps.append(Gap(from: time, to: next, x0: gapStart, x1: x, compressed: compressed[index]))
        }
        self.instants = instants
        self.gaps = gaps
        self.scale = scale
        self.width = max(width, x + Self.tailWidth)
    }

    /// The position of `time`.
    package func x(_ time: Int64) -> Double {
        let index = lastInstant(atOrBefore: time)
        let instant = instants[index]
        guard time > instant.time, index < gaps.count else { return instant.x }
        let gap = gaps[index]
        let fraction = Double(time - gap.from) / Double(gap.duration)
        return gap.x0 + fraction * (gap.x1 - gap.x0)
    }

    /// The index of the last instant at or before `time` (0 when `time` precedes them all).
    private func lastInstant(atOrBefore time: Int64) -> Int {
        var low = 0, high = instants.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if instants[middle].time <= time { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The compressed gaps, in time order.
    package var compressedGaps: [Gap] { gaps.filter(\.compressed) }

    /// A tick step (in milliseconds) that leaves at least `spacing` pixels between ticks.
    package func tickStep(spacing: Double = 72) -> Int64 {
        let steps: [Int64] = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 15_000, 30_000,
                              60_000, 120_000, 300_000, 600_000, 900_000, 1_800_000, 3_600_000, 7_200_000,
                              10_800_000, 21_600_000, 43_200_000, 86_400_000]
        guard scale > 0 else { return steps[steps.count - 1] }
        for step in steps where Double(step) * scale >= spacing { return step }
        var step = steps[steps.count - 1]
        while Double(step) * scale < spacing && step < Int64.max / 4 { step *= 2 }
        return step
    }

    /// Ticks at round multiples of `tickStep()` in the to-scale gaps, and at the start, the
    /// end and both sides of every compressed gap; labels only where they do not collide
    /// (the start, the end and the sides of compressed gaps win).
    package func ticks(labelSize: Double = 10) -> [Tick] {
        guard let first = instants.first, let last = instants.last else { return [] }
        let step = tickStep()
        var important: [Int64] = [first.time, last.time]
        for gap in gaps where gap.compressed { important += [gap.from, gap.to] }
        var regular: [Int64] = []
        for gap in gaps where !gap.compressed {
            var k = (gap.from + step - 1) / step
            while k * step <= gap.to {
                regular.append(k * step)
                k += 1
            }
        }
        var placed: [(Double, Double)] = []
        var ticks: [Tick] = []
        func add(_ time: Int64) {
            guard !ticks.contains(where: { $0.time == time }) else { return }
            let label = VirtualDuration(milliseconds: time).description
            let position = x(time)
            let half = SVGText.width(label, size: labelSize) / 2 + 6
            let fits = !placed.contains { position + half > $0.0 && position - half < $0.1 }
            if fits { placed.append((position - half, position + half)) }
            ticks.append(Tick(time: time, x: position, label: fits ? label : nil))
        }
        for time in important.sorted() { add(time) }
        for time in regular { add(time) }
        return ticks.sorted { $0.time < $1.time }
    }
}
