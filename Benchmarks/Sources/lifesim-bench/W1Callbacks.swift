import LifecycleSim

/// W1: one app driven around launch, Home, return, call, accept, call end, Home, switcher
/// kill, again and again, through the engine's public API (`Device.handle`) with every trace
/// record kept; against a minimal hand-written state machine doing the same transitions.
enum W1Callbacks {
    /// The events of one cycle; each must be applied.
    static let cycle: [DeviceEvent] = [
        .launch(app: "App", url: nil), .home, .launch(app: "App", url: nil),
        .call, .callAccept, .callEnd, .home,
        .switcherShow, .switcherKill(app: "App"), .switcherClose,
    ]

    /// Records are kept in an array cleared every this many cycles (a recorded trace whose
    /// memory stays bounded over millions of cycles).
    static let keepCycles = 1024

    /// Runs `cycles` cycles on a fresh device: the number of callbacks delivered.
    ///
    /// The trace is kept whole as the engine writes it, packed (`Device.keepTrace()`: every
    /// record with every field, made into a `TraceRecord` only when read).
    static func engine(cycles: Int) -> Int {
        let device = Device(version: OSVersion(12))
        let trace = device.keepTrace()
        device.install(AppConfiguration(name: "App"))
        var callbacks = 0
        for index in 0..<cycles {
            for event in cycle { device.handle(event) }
            if index % keepCycles == keepCycles - 1 {
                callbacks += trace.count(of: .callback)
                trace.removeAll()
            }
        }
        return callbacks + trace.count(of: .callback)
    }

    /// Runs `cycles` cycles of the hand-written machine: the number of callbacks appended.
    static func handWritten(cycles: Int) -> Int {
        var machine = HandWrittenLifecycle()
        var names: [String] = []
        names.reserveCapacity(16 * keepCycles)
        var callbacks = 0
        for index in 0..<cycles {
            machine.launch(&names)
            machine.home(&names)
            machine.launch(&names)
            machine.call(&names)
            machine.acceptCall(&names)
            machine.endCall(&names)
            machine.home(&names)
            machine.switcherKill(&names)
            if index % keepCycles == keepCycles - 1 {
                callbacks += names.count
                names.removeAll(keepingCapacity: true)
            }
        }
        blackHole(names)
        return callbacks + names.count
    }

    /// Every trace record of `cycles` cycles on a fresh device, and whether every event applied.
    static func engineTrace(cycles: Int) -> (records: [TraceRecord], allApplied: Bool) {
        let device = Device(version: OSVersion(12))
        let trace = TraceCollector()
        device.addSink(trace)
        device.install(AppConfiguration(name: "App"))
        var allApplied = true
        for _ in 0..<cycles {
            for event in cycle where device.handle(event) != .applied { allApplied = false }
        }
        return (trace.records, allApplied)
    }

    /// The callback names of `cycles` cycles from the engine, and every outcome applied.
    static func engineNames(cycles: Int) -> (names: [String], allApplied: Bool) {
        let (records, allApplied) = engineTrace(cycles: cycles)
        let names = records.compactMap { record -> String? in
            if case .callback(let callback) = record { return callback.callback.description }
            return nil
        }
        return (names, allApplied)
    }

    /// The same from the hand-written machine.
    static func handWrittenNames(cycles: Int) -> [String] {
        var machine = HandWrittenLifecycle()
        var names: [String] = []
        for _ in 0..<cycles {
            machine.launch(&names)
            machine.home(&names)
            machine.launch(&names)
            machine.call(&names)
            machine.acceptCall(&names)
            machine.endCall(&names)
            machine.home(&names)
            machine.switcherKill(&names)
        }
        return names
    }

    static func run(_ report: Report, _ options: Options) {
        let cycles = options.quick ? 2_000 : 1_000_000
        let (engineNames, allApplied) = engineNames(cycles: 3)
        let handNames = handWrittenNames(cycles: 3)
        report.check("W1 every event applied", allApplied, "\(cycle.count) events per cycle")
        report.check("W1 same callbacks", engineNames == handNames,
                     "engine \(engineNames.count), hand-written \(handNames.count) callbacks in 3 cycles")

        _ = engine(cycles: cycles / 10)
        _ = handWritten(cycles: cycles / 10)
        var engineTimes: [Double] = []
        var handTimes: [Double] = []
        var engineCallbacks = 0
        var handCallbacks = 0
        for _ in 0..<options.runs {
            let e = Measure.time { engine(cycles: cycles) }
            engineTimes.append(e.seconds)
            engineCallbacks = e.value
            let h = Measure.time { handWritten(cycles: cycles) }
            handTimes.append(h.seconds)
            handCallbacks = h.value
        }
        report.check("W1 callback counts agree", engineCallbacks == handCallbacks,
                     "engine \(engineCallbacks), hand-written \(handCallbacks)")
        let engineRate = Double(engineCallbacks) / Measure.median(engineTimes)
        let handRate = Double(handCallbacks) / Measure.median(handTimes)
        let ratio = engineRate / handRate
        report.add(Row(workload: "W1 callbacks", metric: "engine callbacks/s (\(cycles) cycles, \(engineCallbacks) callbacks)",
                       value: Format.rate(engineRate)))
        report.add(Row(workload: "W1 callbacks", metric: "hand-written enum machine callbacks/s", value: Format.rate(handRate)))
        report.add(Row(workload: "W1 callbacks", metric: "ratio engine / hand-written", value: Format.ratio(ratio),
                       target: "≥ 0.10", met: ratio >= 0.10))
        TransitionsPeer.addRows(report, options, engineRate: engineRate, handRate: handRate)
        Floors.addW1Rows(report, options, cycles: cycles, handRate: handRate)
        W1Prototype.addRows(report, options, cycles: cycles, handRate: handRate)
    }
}

/// Keeps every trace record, in an array cleared now and then.
final class RecordingSink: TraceSink {
    private(set) var records: [TraceRecord] = []
    private(set) var callbackCount = 0

    init() { records.reserveCapacity(1 << 16) }

    func receive(_ record: TraceRecord) {
        if case .callback = record { callbackCount += 1 }
        records.append(record)
    }

    func clear() {
        records.removeAll(keepingCapacity: true)
        callbackCount = 0
    }
}

/// The practical limit: the same transitions as a minimal enum state machine that appends
/// the callback names to an array (iOS 12, one app, multitasking).
struct HandWrittenLifecycle {
    enum State { case notRunning, inactive, active, background, suspended }

    private(set) var state = State.notRunning
    private var onCall = false

    mutating func launch(_ names: inout [String]) {
        switch state {
        case .notRunning:
            names.append("willFinishLaunching")
            names.append("didFinishLaunching")
            state = .inactive
            names.append("didBecomeActive")
            state = .active
        case .background, .suspended:
            names.append("willEnterForeground")
            state = .inactive
            names.append("didBecomeActive")
            state = .active
        case .inactive, .active:
            break
        }
    }

    mutating func home(_ names: inout [String]) {
        guard state == .active else { return }
        names.append("willResignActive")
        state = .inactive
        enterBackground(&names)
    }

    mutating func call(_ names: inout [String]) {
        onCall = true
        guard state == .active else { return }
        names.append("willResignActive")
        state = .inactive
    }

    mutating func acceptCall(_ names: inout [String]) {
        guard onCall, state == .inactive else { return }
        enterBackground(&names)
    }

    mutating func endCall(_ names: inout [String]) {
        guard onCall else { return }
        onCall = false
        launch(&names)
    }

    mutating func switcherKill(_ names: inout [String]) {
        switch state {
        case .suspended: state = .notRunning
        case .background:
            names.append("willTerminate")
            state = .notRunning
        case .notRunning, .inactive, .active: break
        }
    }

    private mutating func enterBackground(_ names: inout [String]) {
        state = .background
        names.append("didEnterBackground")
        state = .suspended
    }
}
