/// Checks the invariants a trace must satisfy, record by record: only ST-2 transitions, each
/// starting from the app's current state; no callback to an app that runs no code; the clock
/// never goes back; willEnterForeground always followed by didBecomeActive (ST-2); SC-1 and
/// SC-5 for the scenes.
///
/// A walk checks every record of every step, so the monitor reads a batch's packed entries
/// and keeps each app's state in an array by number rather than in dictionaries by name; the
/// words of a violation (names, callbacks) are looked up only when there is one.
/// Records handed alone (`receive(_:)` of a `TraceRecord`) go through the very same checks.
public final class TraceInvariantMonitor: TraceSink {
    /// Every violation seen so far, in order.
    public var violations: [String] { checks.violations }
    /// The checks and what they know, changed through one access per batch: each stored
    /// property of a class is checked for exclusive access at every use, and a property per
    /// piece of state was over a quarter of the monitor's instructions.
    private var checks = TraceChecks()

    public init() {}

    /// Checks the records it checks (transitions, callbacks, scene transitions) from their packed
    /// entries; of the others it needs only the time, and an event ends a step.
    public func receive(_ batch: TraceBatch) { checks.receive(batch) }

    public func receive(_ record: TraceRecord) { checks.receive(record) }

    /// Ends a step: an app still waiting for didBecomeActive after willEnterForeground is a violation.
    public func finishStep() { checks.finishStep() }
}

/// What `TraceInvariantMonitor` checks, and what it knows of the trace so far to check it.
private struct TraceChecks {
    /// Every violation seen so far, in order.
    private(set) var violations: [String] = []
    /// What the monitor knows of each app it has seen, numbered in the order first seen.
    private var apps: [TrackedApp] = []
    /// The app numbers of names seen in records handed alone.
    private var numbers: [String: Int] = [:]
    /// The names table of the batches read so far, and the app number of each of its apps.
    private var batchNames: TraceNames?
    private var batchNumbers: [Int] = []
    /// The numbers of the apps that heard willEnterForeground or launched this step, each once, in
    /// no order; those still awaiting their didBecomeActive have `awaitingActive` set.
    private var notedThisStep: [Int] = []
    /// The app of the last scene transition: its derived state is checked once its own
    /// transition (if any) has followed.
    private var awaitingDerivation: Int?
    private var last = VirtualTime.zero

    /// One app as the records left it.
    private struct TrackedApp {
        let name: String
        /// Its state after its last transition (not running before any).
        var state = AppState.notRunning
        /// Its scenes as the scene-transition records left them, ordered by scene number (SC-5).
        var sceneNumbers: [Int] = []
        var sceneStates: [SceneActivationState] = []
        var awaitingActive = false
        /// This step it launched (not-running → background) or heard sceneWillEnterForeground:
        /// its state may trail its scenes (SC-5) until the step ends, and `lagging` says it does.
        var launchedThisStep = false
        var enteredThisStep = false
        var lagging = false

        init(name: String) { self.name = name }

        /// The state of scene `number` as its last transition left it, nil if it never had one.
        func scene(_ number: Int) -> SceneActivationState? {
            sceneNumbers.firstIndex(of: number).map { sceneStates[$0] }
        }

        /// Scene `number` is now in `state`.
        mutating func setScene(_ number: Int, _ state: SceneActivationState) {
            if let index = sceneNumbers.firstIndex(of: number) { return sceneStates[index] = state }
            let index = sceneNumbers.firstIndex { $0 > number } ?? sceneNumbers.endIndex
            sceneNumbers.insert(number, at: index)
            sceneStates.insert(state, at: index)
        }
    }

    mutating func receive(_ batch: TraceBatch) {
        if batchNames !== batch.names {
            batchNames = batch.names
            batchNumbers.removeAll()
        }
        for index in batch.indices {
            let entry = batch.entries[index]
            switch entry.kind {
            case .transition, .callback, .sceneTransition:
                if entry.isDetail { receive(batch[index]) } else { check(entry, of: batch, at: index) }
            case .event, .task, .warning, .expect, .log, .bgTask, .activity:
                otherRecord(at: entry.time)
                if entry.kind == .event { finishStep() }
            }
        }
    }

    mutating func receive(_ record: TraceRecord) {
        switch record {
        case .sceneTransition(let r):
            sceneTransition(number(of: r.app), time: r.time, scene: r.scene, from: r.from, to: r.to)
        case .transition(let r):
            transition(number(of: r.app), time: r.time, from: r.from, to: r.to)
        case .callback(let r):
            var delegate: DelegateCallback?
            if case .delegate(let method) = r.callback { delegate = method }
            let app = number(of: r.app)
            let problems = callback(app, time: r.time, delegate: delegate, state: r.state, scene: r.scene)
            if !problems.isEmpty { describe(problems, of: r, app: app) }
        case .event:
            otherRecord(at: record.time)
            finishStep()
        case .task, .warning, .expect, .log, .bgTask, .activity:
            otherRecord(at: record.time)
        }
    }

    /// A packed transition, callback or scene transition of `batch`.
    private mutating func check(_ entry: TraceEntry, of batch: TraceBatch, at index: Int) {
        let app = number(of: entry, in: batch.names)
        switch entry.kind {
        case .sceneTransition:
            sceneTransition(app, time: entry.time, scene: Int(entry.extra), from: entry.sceneFrom!, to: entry.sceneTo!)
        case .transition:
            transition(app, time: entry.time, from: entry.previous!, to: entry.state!)
        case .callback:
            let problems = callback(app, time: entry.time, delegate: entry.delegate, state: entry.state!,
                                    scene: entry.extra == 0 ? nil : Int(entry.extra))
            if !problems.isEmpty, case .callback(let record) = batch[index] { describe(problems, of: record, app: app) }
        case .event, .task, .warning, .expect, .log, .bgTask, .activity:
            preconditionFailure("only transitions, callbacks and scene transitions are checked from their entries")
        }
    }

    // MARK: The checks

    private mutating func checkClock(_ time: VirtualTime) {
        if time < last { violations.append("the clock went back from \(last) to \(time)") }
        last = max(last, time)
    }

    /// A record that is neither a transition, a callback nor a scene transition.
    private mutating func otherRecord(at time: VirtualTime) {
        checkClock(time)
        // Not a transition: an app waiting for its own transition after a scene's is checked now.
        if let app = awaitingDerivation { checkDerivation(app) }
    }

    private mutating func sceneTransition(_ app: Int, time: VirtualTime, scene: Int, from: SceneActivationState,
                                          to: SceneActivationState) {
        checkClock(time)
        // Several scenes of one app move in a row (a reboot ends a Split View's two): the app's
        // state follows once they all have (SC-5), so it is checked after the last.
        if let waiting = awaitingDerivation, waiting != app { checkDerivation(waiting) }
        let current = apps[app].scene(scene) ?? .unattached
        if current != from {
            violations.append("\(apps[app].name)/\(scene): scene transition from \(from) while \(current)")
        }
        apps[app].setScene(scene, to)
        awaitingDerivation = app
    }

    private mutating func transition(_ app: Int, time: VirtualTime, from: AppState, to: AppState) {
        checkClock(time)
        if let waiting = awaitingDerivation, waiting != app { checkDerivation(waiting) }
        let current = apps[app].state
        if current != from { violations.append("\(apps[app].name): transition from \(from) while \(current)") }
        if !AppLifecycle.isLegal(from: from, to: to) { violations.append("\(apps[app].name): illegal \(from) → \(to)") }
        apps[app].state = to
        if to == .notRunning || to == .suspended { apps[app].awaitingActive = false }
        if from == .notRunning && to == .background { noteStep(app) { $0.launchedThisStep = true } }
        if awaitingDerivation == app || apps[app].lagging { checkDerivation(app) }
    }

    /// The callback checks that failed, in the order their violations are written.
    private struct CallbackProblems: OptionSet {
        let rawValue: UInt8
        static let notRunningCode = CallbackProblems(rawValue: 1 << 0)
        static let notInItsState = CallbackProblems(rawValue: 1 << 1)
        static let sceneNeverConnected = CallbackProblems(rawValue: 1 << 2)
        static let sceneNotConnected = CallbackProblems(rawValue: 1 << 3)
        static let sceneOfSuspendedApp = CallbackProblems(rawValue: 1 << 4)
        static let appDelegateForScenes = CallbackProblems(rawValue: 1 << 5)
    }

    /// Checks a callback; its violations are put in words by `describe` from its full record,
    /// made only when there is one (none is made for a callback that breaks nothing).
    private mutating func callback(_ app: Int, time: VirtualTime, delegate: DelegateCallback?, state: AppState,
                                   scene: Int?) -> CallbackProblems {
        checkClock(time)
        if let waiting = awaitingDerivation { checkDerivation(waiting) }
        var problems: CallbackProblems = []
        // The app's code before UIApplicationMain runs before UIKit knows the app (LA-1, PW-1).
        if !state.isRunningCode && delegate != .main { problems.insert(.notRunningCode) }
        if apps[app].state != state { problems.insert(.notInItsState) }
        guard let delegate else { return problems }
        problems.formUnion(sceneProblems(app, delegate, state: state, scene: scene))
        if delegate == .willEnterForeground || delegate == .sceneWillEnterForeground {
            noteStep(app) { $0.awaitingActive = true }
            if delegate == .sceneWillEnterForeground { apps[app].enteredThisStep = true }
        }
        if delegate == .didBecomeActive || delegate == .sceneDidBecomeActive { apps[app].awaitingActive = false }
        return problems
    }

    /// SC-1: scene callbacks only on a connected (or just disconnected) scene of an app that has
    /// scenes, never while suspended; no app-delegate UI callback for an app with scenes.
    private func sceneProblems(_ app: Int, _ callback: DelegateCallback, state: AppState, scene: Int?) -> CallbackProblems {
        if callback.isScene {
            guard let number = scene, let sceneState = apps[app].scene(number) else { return .sceneNeverConnected }
            var problems: CallbackProblems = []
            if !sceneState.isConnected && callback != .sceneDidDisconnect { problems.insert(.sceneNotConnected) }
            if state == .suspended { problems.insert(.sceneOfSuspendedApp) }
            return problems
        }
        guard !apps[app].sceneNumbers.isEmpty else { return [] }
        switch callback {
        case .didBecomeActive, .willResignActive, .didEnterBackground, .willEnterForeground:
            return .appDelegateForScenes
        default:
            return []
        }
    }

    /// The violations `problems` of the callback `r` to app number `app`, in words.
    private mutating func describe(_ problems: CallbackProblems, of r: CallbackRecord, app: Int) {
        if problems.contains(.notRunningCode) { violations.append("\(r.app): \(r.callback) delivered while \(r.state)") }
        if problems.contains(.notInItsState) {
            violations.append("\(r.app): \(r.callback) recorded in \(r.state) while \(apps[app].state)")
        }
        guard case .delegate(let callback) = r.callback else { return }
        if problems.contains(.sceneNeverConnected) {
            violations.append("\(r.target): \(callback) for a scene that never connected (SC-1)")
        }
        if problems.contains(.sceneNotConnected), let number = r.scene, let sceneState = apps[app].scene(number) {
            violations.append("\(r.target): \(callback) to a \(sceneState) scene")
        }
        if problems.contains(.sceneOfSuspendedApp) { violations.append("\(r.target): \(callback) to a suspended app") }
        if problems.contains(.appDelegateForScenes) {
            violations.append("\(apps[app].name): app-delegate \(callback) for a scene-based app (SC-1)")
        }
    }

    /// Notes `change` on app number `app`, to be undone when the step ends.
    private mutating func noteStep(_ app: Int, _ change: (inout TrackedApp) -> Void) {
        if !notedThisStep.contains(app) { notedThisStep.append(app) }
        change(&apps[app])
    }

    /// SC-5: the app's state equals the derivation from its scenes, or trails it as devices show
    /// during a launch or a return (`SceneDerivation.mayTrail`) until the step ends (`atStepEnd`).
    private mutating func checkDerivation(_ app: Int, atStepEnd: Bool = false) {
        if !atStepEnd { awaitingDerivation = nil }
        let tracked = apps[app]
        let state = tracked.state
        let derived = SceneDerivation.appState(scenes: tracked.sceneStates, running: state != .notRunning,
                                               suspended: state == .suspended)
        apps[app].lagging = false
        guard derived != state else { return }
        if !atStepEnd && SceneDerivation.mayTrail(state, derived, launchedThisStep: tracked.launchedThisStep,
                                                  enteredThisStep: tracked.enteredThisStep) {
            apps[app].lagging = true
            return
        }
        violations.append("\(tracked.name): \(state) but its scenes give \(derived) (SC-5)")
    }

    /// Ends a step: an app still waiting for didBecomeActive after willEnterForeground is a violation.
    mutating func finishStep() {
        guard !notedThisStep.isEmpty else { return }
        for app in notedThisStep where apps[app].lagging { checkDerivation(app, atStepEnd: true) }
        let waiting = notedThisStep.filter { apps[$0].awaitingActive }.sorted { apps[$0].name < apps[$1].name }
        for app in waiting where apps[app].state.isForeground || apps[app].state == .background {
            violations.append("\(apps[app].name): willEnterForeground without didBecomeActive")
        }
        for app in notedThisStep {
            apps[app].awaitingActive = false
            apps[app].launchedThisStep = false
            apps[app].enteredThisStep = false
        }
        notedThisStep.removeAll(keepingCapacity: true)
    }

    // MARK: App numbers

    /// The number of the app named `name`, adding it the first time.
    private mutating func number(of name: String) -> Int {
        if let number = numbers[name] { return number }
        apps.append(TrackedApp(name: name))
        numbers[name] = apps.count - 1
        return apps.count - 1
    }

    /// The number of the app `entry` names in `names`, the names of the batches read now (an
    /// entry naming none is the app "", as its record names it).
    private mutating func number(of entry: TraceEntry, in names: TraceNames) -> Int {
        guard entry.app >= 0 else { return number(of: "") }
        let index = Int(entry.app)
        if index < batchNumbers.count { return batchNumbers[index] }
        while batchNumbers.count <= index { batchNumbers.append(number(of: names.apps[batchNumbers.count])) }
        return batchNumbers[index]
    }
}
