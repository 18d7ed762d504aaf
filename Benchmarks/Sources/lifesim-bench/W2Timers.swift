import LifecycleSim

/// W2: 10 000 single-app devices (EXECUTION_MODEL.md, "Benchmarks"), one after another, each
/// over one virtual day: Home; in didEnterBackground the app begins a task and an `after`
/// timer that ends it 1 to 300 s later (a fixed-seed draw per app); from 176 s, 4 s before the
/// 180 s budget (iOS 7-12) ends, the task expires instead and its expiration handler ends it
/// (BG-5); the user returns
/// to the app at the end or the expiry and presses Home again at once.
///
/// The baseline does the same with a hand-written binary heap: per backgrounding, the expiry
/// and the end go in, stale items (an earlier backgrounding's) are popped and skipped.
///
/// The app here is Swift closures (`AppConfiguration.on`); `W2ScenarioApps` runs the same
/// work with handlers written in the scenario language, and `SimPyPeer` with SimPy.
enum W2Timers {
    static let day = VirtualDuration.days(1).milliseconds
    static let budget: Int64 = 180_000
    /// BG-5: the expiration handlers run 4 s before the budget's end.
    static let expiry: Int64 = budget - 4_000

    struct Counts: Equatable {
        var cycles = 0
        var expiries = 0
        /// Device events sent (Home, return) plus scheduled items fired (ends, expiries, stale ones).
        var events = 0
    }

    /// What the app's code keeps between callbacks.
    final class AppState {
        var rng: SplitMix64
        var task = BackgroundTaskIdentifier.invalid
        var backgrounding = 0
        var delay: Int64 = 0
        var expiries = 0
        var timersFired = 0

        init(seed: UInt64) { rng = SplitMix64(seed: seed) }
    }

    /// Runs `apps` devices through the day: the counts.
    static func engine(apps: Int) -> Counts {
        var counts = Counts()
        for index in 0..<apps {
            let state = AppState(seed: UInt64(index) &+ 1)
            var config = AppConfiguration(name: "App")
            config.on(.didEnterBackground) { context in
                state.backgrounding += 1
                let backgrounding = state.backgrounding
                state.delay = state.rng.next(upTo: 300) * 1000
                state.task = context.beginBackgroundTask(withName: "work") {
                    state.expiries += 1
                    context.endBackgroundTask(state.task)
                    state.task = .invalid
                }
                context.after(.milliseconds(state.delay), label: "end work") { context in
                    state.timersFired += 1
                    guard state.backgrounding == backgrounding, state.task != .invalid else { return }
                    context.endBackgroundTask(state.task)
                    state.task = .invalid
                }
            }
            let device = Device(version: OSVersion(12))
            device.install(config)
            device.handle(.launch(app: "App", url: nil))
            var cycles = 0
            while device.now.milliseconds < day {
                let start = device.now
                device.handle(.home)
                device.advance(to: start + .milliseconds(min(state.delay, expiry)))
                device.handle(.launch(app: "App", url: nil))
                cycles += 1
            }
            counts.cycles += cycles
            counts.expiries += state.expiries
        }
        return counts
    }

    /// The same draws, expiries and returns with a hand-written binary heap.
    static func baseline(apps: Int) -> Counts {
        heapLoop(apps: apps) { DrawnDelays(rng: SplitMix64(seed: UInt64($0) &+ 1)) }
    }

    /// The heap loop over `apps` apps, each backgrounding's delay taken from the app's `delays`.
    ///
    /// Per backgrounding the expiry and (when the source asks for one) the end go in; items are
    /// popped in (deadline, insertion order) until this backgrounding's, stale ones (an earlier
    /// backgrounding's) counted and skipped. Generic, so each source is specialised: no call
    /// through a closure or a protocol in the loop.
    static func heapLoop<Source: DelaySource>(apps: Int, delays: (Int) -> Source) -> Counts {
        var counts = Counts()
        var heap = TimerHeap()
        for index in 0..<apps {
            var source = delays(index)
            heap.removeAll()
            var now: Int64 = 0
            var backgrounding = 0
            while now < day {
                backgrounding += 1
                let (delay, endTimer) = source.next()
                heap.push(deadline: now + expiry, kind: TimerHeap.expiry, tag: backgrounding)
                if endTimer { heap.push(deadline: now + delay, kind: TimerHeap.end, tag: backgrounding) }
                counts.events += 2 // Home and the return
                while let item = heap.pop() {
                    counts.events += 1
                    now = max(now, item.deadline)
                    guard item.tag == backgrounding else { continue }
                    if item.kind == TimerHeap.expiry { counts.expiries += 1 }
                    break
                }
                counts.cycles += 1
            }
        }
        return counts
    }

    static func run(_ report: Report, _ options: Options) {
        let apps = options.quick ? 100 : 10_000
        let (engineCounts, baselineCounts, engineRate, baselineRate) =
            measure(report, options, apps: apps, checks: "W2", engine: { engine(apps: $0) }, baseline: { baseline(apps: $0) })
        let ratio = engineRate / baselineRate
        report.add(Row(workload: "W2 timers", metric: "engine, Swift closures: events/s (\(apps) apps × 1 day, \(baselineCounts.events) events)",
                       value: Format.rate(engineRate)))
        report.add(Row(workload: "W2 timers", metric: "expiries (engine, Swift closures = heap loop)",
                       value: "\(engineCounts.expiries) = \(baselineCounts.expiries)", target: "equal",
                       met: engineCounts.expiries == baselineCounts.expiries))
        report.add(Row(workload: "W2 timers", metric: "hand-written heap loop events/s", value: Format.rate(baselineRate)))
        report.add(Row(workload: "W2 timers", metric: "ratio engine, Swift closures / heap loop", value: Format.ratio(ratio),
                       target: "≥ 0.05", met: ratio >= 0.05))
        W2ScenarioApps.run(report, options, apps: apps)
        SimPyPeer.addRows(report, options, engineRate: engineRate, baselineRate: baselineRate)
        Floors.addW2Rows(report, options, backgroundings: baselineCounts.cycles, events: baselineCounts.events,
                         baselineRate: baselineRate)
    }
}

extension W2Timers {
    /// An engine against its heap loop over `apps` apps: a warm-up of a twentieth, then
    /// `options.runs` timed runs of each, alternating; the count checks, named `checks` first;
    /// the last counts and the median rates (events, counted by the heap loop, per second).
    static func measure(_ report: Report, _ options: Options, apps: Int, checks: String,
                        engine: (Int) -> Counts, baseline: (Int) -> Counts)
        -> (engine: Counts, baseline: Counts, engineRate: Double, baselineRate: Double) {
        _ = engine(max(1, apps / 20))
        _ = baseline(max(1, apps / 20))
        var engineTimes: [Double] = []
        var baselineTimes: [Double] = []
        var engineCounts = Counts()
        var baselineCounts = Counts()
        for _ in 0..<options.runs {
            let e = Measure.time { engine(apps) }
            engineTimes.append(e.seconds)
            engineCounts = e.value
            let b = Measure.time { baseline(apps) }
            baselineTimes.append(b.seconds)
            baselineCounts = b.value
        }
        report.check("\(checks) expiry count equals the heap loop's", engineCounts.expiries == baselineCounts.expiries,
                     "engine \(engineCounts.expiries), heap loop \(baselineCounts.expiries)")
        report.check("\(checks) backgrounding count equals the heap loop's", engineCounts.cycles == baselineCounts.cycles,
                     "engine \(engineCounts.cycles), heap loop \(baselineCounts.cycles)")
        report.check("\(checks) some tasks expire and some end",
                     baselineCounts.expiries > 0 && baselineCounts.expiries < baselineCounts.cycles,
                     "\(baselineCounts.expiries) of \(baselineCounts.cycles)")
        let events = Double(baselineCounts.events)
        return (engineCounts, baselineCounts, events / Measure.median(engineTimes), events / Measure.median(baselineTimes))
    }
}

/// Where the heap loop takes each backgrounding's delay from, and whether the app sets an end timer.
protocol DelaySource {
    mutating func next() -> (delay: Int64, endTimer: Bool)
}

/// W2's own delays: drawn per backgrounding, 1 to 300 s, always with an end timer.
struct DrawnDelays: DelaySource {
    var rng: SplitMix64

    mutating func next() -> (delay: Int64, endTimer: Bool) { (rng.next(upTo: 300) * 1000, true) }
}

/// The baseline's binary min-heap, keyed by (deadline, insertion order) like the engine's.
struct TimerHeap {
    static let expiry: UInt8 = 0
    static let end: UInt8 = 1

    struct Item {
        var deadline: Int64
        var sequence: Int
        var kind: UInt8
        var tag: Int
    }

    private var items: [Item] = []
    private var sequence = 0

    mutating func removeAll() { items.removeAll(keepingCapacity: true) }

    private static func precedes(_ a: Item, _ b: Item) -> Bool {
        a.deadline != b.deadline ? a.deadline < b.deadline : a.sequence < b.sequence
    }

    mutating func push(deadline: Int64, kind: UInt8, tag: Int) {
        items.append(Item(deadline: deadline, sequence: sequence, kind: kind, tag: tag))
        sequence += 1
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard Self.precedes(items[child], items[parent]) else { break }
            items.swapAt(child, parent)
            child = parent
        }
    }

    mutating func pop() -> Item? {
        guard let first = items.first else { return nil }
        let last = items.removeLast()
        if !items.isEmpty {
            items[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1
                var smallest = parent
                if left < items.count, Self.precedes(items[left], items[smallest]) { smallest = left }
                if left + 1 < items.count, Self.precedes(items[left + 1], items[smallest]) { smallest = left + 1 }
                if smallest == parent { break }
                items.swapAt(parent, smallest)
                parent = smallest
            }
        }
        return first
    }
}
