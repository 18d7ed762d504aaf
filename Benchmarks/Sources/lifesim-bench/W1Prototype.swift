import LifecycleSim

/// The design BENCHMARKS.md names for the engine, measured on W1's cycle: the *measured prototype*
/// that says what the engine's class-based state costs (BENCHMARKS.md, "What stands in the way").
///
/// Apps and their processes are structs in one array on the device, changed in place by index;
/// each app's handlers are resolved once into a table indexed by delegate method; the background
/// budgets wait in a binary heap; the overlays, the call, the switcher's cards are plain values;
/// and every record the engine keeps for the cycle (31 a cycle: 13 callbacks, 18 transitions,
/// each with its app, time, state, previous state and rule) is appended to one array kept as W1
/// keeps its trace. It takes the same `DeviceEvent` values and looks apps up by name.
///
/// It implements only the rules W1's events reach on iOS 12 (LA-1, FG-1, FG-4, IN-1, IN-3, BG-2,
/// BG-3, TE-1, TE-2, ST-2), so it is a ceiling for the design, not an engine: `sameRecords`
/// checks that it writes the engine's records, record for record.
struct W1Prototype {
    /// One record: a transition (`callback` nil) or a callback, 24 bytes, nothing counted.
    struct Entry: Equatable {
        var time: Int64
        var app: Int32
        var callback: DelegateCallback?
        /// The state moved to (a transition) or the state the callback ran in.
        var state: AppState
        var previous: AppState?
        var rule: RuleID
    }

    /// Everything that ends with the process.
    struct Process {
        var generation: Int
        var backgroundEpoch = 0
        var budgetEnd: Int64?
        var budgetExpired = false
    }

    struct App {
        let name: String
        var state = AppState.notRunning
        var process: Process?
        /// The handlers of each delegate method, by its position in `DelegateCallback.allCases`.
        let handlers: [[(Int) -> Void]]
    }

    /// A budget expiry waiting in the heap (BG-5), in (deadline, insertion order).
    struct Expiry {
        var deadline: Int64
        var sequence: Int
        var app: Int
        var generation: Int
        var epoch: Int
    }

    private(set) var apps: [App] = []
    private(set) var entries: [Entry] = []
    private var now: Int64 = 0
    private var front: Int?
    /// No call, a ringing call, or an answered one and the app it sent away (IN-3).
    private var call: (ringing: Bool, returnTo: Int?)?
    private var switcherOpen = false
    private var cards: [Int] = []
    private var expiries: [Expiry] = []
    /// The heap's length at which stale expiries are swept out, as the engine's scheduler does.
    private var sweepAt = 64
    private var nextSequence = 0
    private var nextGeneration = 1
    private let budget: Int64 = 180_000 // BG-3, iOS 7-12, in milliseconds

    init() { entries.reserveCapacity(31 * W1Callbacks.keepCycles) }

    mutating func install(_ name: String) {
        apps.append(App(name: name, handlers: Array(repeating: [], count: DelegateCallback.allCases.count)))
    }

    mutating func removeEntries() { entries.removeAll(keepingCapacity: true) }

    /// Applies `event`; false for an event this miniature does not implement or refuses.
    @discardableResult
    mutating func handle(_ event: DeviceEvent) -> Bool {
        let applied: Bool
        switch event {
        case .launch(let name, nil): applied = index(of: name).map { launch($0) } ?? false
        case .home: applied = home()
        case .call: applied = incomingCall()
        case .callAccept: applied = acceptCall()
        case .callEnd: applied = endCall()
        case .switcherShow: applied = setSwitcher(open: true)
        case .switcherKill(let name): applied = index(of: name).map { kill($0) } ?? false
        case .switcherClose: applied = setSwitcher(open: false)
        default: applied = false
        }
        settleAll()
        return applied
    }

    private func index(of name: String) -> Int? { apps.firstIndex { $0.name == name } }

    // MARK: The rules W1 reaches

    private mutating func launch(_ app: Int) -> Bool {
        guard front == nil, call == nil, !switcherOpen else { return false }
        moveCardFirst(app) // TE-1
        front = app
        switch apps[app].state {
        case .notRunning: // LA-1
            apps[app].process = Process(generation: nextGeneration)
            nextGeneration += 1
            transition(app, to: .inactive, .la1)
            deliver(.willFinishLaunching, to: app, .la1)
            deliver(.didFinishLaunching, to: app, .la1)
            transition(app, to: .active, .la1)
            deliver(.didBecomeActive, to: app, .la1)
        case .background, .suspended:
            returnToForeground(app, .fg4)
        case .inactive, .active:
            return false
        }
        return true
    }

    private mutating func returnToForeground(_ app: Int, _ rule: RuleID) { // FG-4
        if apps[app].state == .suspended { transition(app, to: .background, rule) }
        apps[app].process?.budgetExpired = false
        deliver(.willEnterForeground, to: app, rule)
        apps[app].process?.budgetEnd = nil
        transition(app, to: .inactive, rule)
        transition(app, to: .active, rule)
        deliver(.didBecomeActive, to: app, rule)
    }

    private mutating func home() -> Bool { // FG-1
        guard let app = front, !switcherOpen else { return false }
        resignActive(app, .fg1)
        enterBackground(app, .fg1)
        return true
    }

    private mutating func incomingCall() -> Bool { // IN-1
        guard call == nil else { return false }
        call = (ringing: true, returnTo: nil)
        if let app = front { resignActive(app, .in1) }
        return true
    }

    private mutating func acceptCall() -> Bool { // IN-3
        guard call?.ringing == true else { return false }
        call = (ringing: false, returnTo: front)
        if let app = front { enterBackground(app, .in3) }
        return true
    }

    private mutating func endCall() -> Bool { // IN-3: the app the call sent away returns
        guard let ended = call, !ended.ringing else { return false }
        call = nil
        guard let app = ended.returnTo, apps[app].process != nil else { return true }
        front = app
        returnToForeground(app, .in3)
        return true
    }

    private mutating func setSwitcher(open: Bool) -> Bool {
        guard switcherOpen != open, front == nil else { return false }
        switcherOpen = open
        return true
    }

    private mutating func kill(_ app: Int) -> Bool { // TE-2
        guard switcherOpen, let position = cards.firstIndex(of: app) else { return false }
        cards.remove(at: position)
        guard apps[app].state == .suspended else { return apps[app].state == .notRunning }
        transition(app, to: .notRunning, .te2)
        apps[app].process = nil
        return true
    }

    private mutating func resignActive(_ app: Int, _ rule: RuleID) {
        guard apps[app].state == .active else { return }
        deliver(.willResignActive, to: app, rule)
        transition(app, to: .inactive, rule)
    }

    private mutating func enterBackground(_ app: Int, _ rule: RuleID) { // FG-1, BG-3
        guard apps[app].state == .inactive else { return }
        front = nil
        transition(app, to: .background, rule)
        startBudget(app)
        deliver(.didEnterBackground, to: app, rule)
    }

    private mutating func startBudget(_ app: Int) {
        guard var process = apps[app].process else { return }
        process.backgroundEpoch += 1
        process.budgetExpired = false
        process.budgetEnd = now + budget
        apps[app].process = process
        schedule(Expiry(deadline: now + budget, sequence: nextSequence, app: app,
                        generation: process.generation, epoch: process.backgroundEpoch))
        nextSequence += 1
    }

    /// BG-2: a background app that nothing keeps running is suspended at once (W1's app begins
    /// no task and plays no audio: nothing keeps it running).
    private mutating func settleAll() {
        for app in apps.indices where apps[app].state == .background && apps[app].process != nil {
            transition(app, to: .suspended, .bg2)
        }
    }

    private mutating func moveCardFirst(_ app: Int) {
        guard cards.first != app else { return }
        if let position = cards.firstIndex(of: app) { cards.remove(at: position) }
        cards.insert(app, at: 0)
    }

    // MARK: The primitives

    private mutating func transition(_ app: Int, to state: AppState, _ rule: RuleID) {
        let from = apps[app].state
        precondition(AppLifecycle.isLegal(from: from, to: state), "W1Prototype: \(from) → \(state)") // ST-2
        apps[app].state = state
        entries.append(Entry(time: now, app: Int32(app), callback: nil, state: state, previous: from, rule: rule))
    }

    private mutating func deliver(_ callback: DelegateCallback, to app: Int, _ rule: RuleID) {
        entries.append(Entry(time: now, app: Int32(app), callback: callback, state: apps[app].state, previous: nil, rule: rule))
        for handler in apps[app].handlers[Int(unsafeBitCast(callback, to: UInt8.self))] { handler(app) }
    }

    private mutating func schedule(_ expiry: Expiry) {
        if expiries.count >= sweepAt {
            // An expiry is stale once its process ended or a later backgrounding began (BG-5);
            // a list sorted by (deadline, insertion order) is a valid heap.
            expiries.removeAll { apps[$0.app].process?.generation != $0.generation
                || apps[$0.app].process?.backgroundEpoch != $0.epoch }
            expiries.sort { $0.deadline != $1.deadline ? $0.deadline < $1.deadline : $0.sequence < $1.sequence }
            sweepAt = max(64, expiries.count * 2)
        }
        expiries.append(expiry)
        var child = expiries.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            let (a, b) = (expiries[child], expiries[parent])
            guard a.deadline < b.deadline || (a.deadline == b.deadline && a.sequence < b.sequence) else { return }
            expiries.swapAt(child, parent)
            child = parent
        }
    }
}

extension W1Prototype {
    /// Runs `cycles` of W1's cycle: the number of callbacks recorded (records kept as W1 keeps them).
    static func run(cycles: Int) -> Int {
        var device = W1Prototype()
        device.install("App")
        var callbacks = 0
        for index in 0..<cycles {
            for event in W1Callbacks.cycle { device.handle(event) }
            if index % W1Callbacks.keepCycles == W1Callbacks.keepCycles - 1 {
                callbacks += device.entries.count(where: { $0.callback != nil })
                device.removeEntries()
            }
        }
        return callbacks + device.entries.count(where: { $0.callback != nil })
    }

    /// True when `cycles` cycles apply every event and write the engine's records, record for
    /// record (kind, app, callback, state, previous state, rule; the handlers table indexed as
    /// the engine's is).
    static func sameRecords(cycles: Int) -> (same: Bool, detail: String) {
        let indexed = DelegateCallback.allCases.enumerated().allSatisfy { Int(unsafeBitCast($1, to: UInt8.self)) == $0 }
        var device = W1Prototype()
        device.install("App")
        var allApplied = true
        for _ in 0..<cycles {
            for event in W1Callbacks.cycle where !device.handle(event) { allApplied = false }
        }
        let engine = Device(version: OSVersion(12))
        let trace = engine.keepTrace()
        engine.install(AppConfiguration(name: "App"))
        for _ in 0..<cycles { for event in W1Callbacks.cycle { engine.handle(event) } }
        let expected = trace.entries.map { entry in
            Entry(time: entry.time.milliseconds, app: entry.app, callback: entry.kind == .callback ? entry.delegate : nil,
                  state: entry.state ?? .notRunning, previous: entry.kind == .transition ? entry.previous : nil,
                  rule: entry.rule ?? .st2)
        }
        let same = indexed && allApplied && device.entries == expected
        return (same, "prototype \(device.entries.count), engine \(expected.count) records in \(cycles) cycles")
    }

    static func addRows(_ report: Report, _ options: Options, cycles: Int, handRate: Double) {
        let check = sameRecords(cycles: 3)
        report.check("W1 prototype writes the engine's records", check.same, check.detail)
        _ = run(cycles: cycles / 10)
        let rate = Measure.medianRate(runs: options.runs) { run(cycles: cycles) }
        report.add(Row(workload: "W1 prototype", metric: "apps and processes as structs by index, handlers by table, the same 31 records a cycle kept (callbacks/s)",
                       value: Format.rate(rate)))
        report.add(Row(workload: "W1 prototype", metric: "ratio prototype / hand-written: what that design reaches on W1's rules alone",
                       value: Format.ratio(rate / handRate)))
    }
}
