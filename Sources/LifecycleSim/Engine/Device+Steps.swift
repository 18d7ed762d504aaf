/// The device carries out its apps' steps (docs/ENGINE.md, "Inputs and steps").
extension Device {
    /// Carries out, on `app` and in order, the steps `plan` appends (a machine's input), each as
    /// it is appended. Once a step has ended the app's process (its code crashed or blocked past
    /// a watchdog, or the step terminated it), the steps after it are not carried out: this is
    /// the one place a sequence of steps asks. Returns whether the process is alive at the end
    /// (false, and nothing done, without a process).
    ///
    /// `arrival`: what an `.arrive` step delivers.
    @discardableResult
    func perform(on app: InstalledApp, arrival: Arrival = .plain, _ plan: (inout StepCarrier) -> Void) -> Bool {
        perform(on: app, arrival: arrival, references: UnretainedReferences.self, plan)
    }

    /// `perform`, with the carrier reaching the device and the app through `references`
    /// (`UnretainedReferences` in a run; the tests compare it with `StrongReferences`).
    @inline(__always) @discardableResult
    func perform<References: CarrierReferences>(on app: InstalledApp, arrival: Arrival, references: References.Type,
                                                _ plan: (inout StepCarrying<References>) -> Void) -> Bool {
        // The process is read, not held: while the steps run, the app holds it, and once they
        // have ended it the carrier asks nothing more of it.
        guard let generation = app.process?.generation else { return false }
        var carrier = StepCarrying<References>(device: self, app: app, generation: generation,
                                               outerWatchdog: app.process?.watchdog, arrival: arrival)
        plan(&carrier)
        // A watchdog the steps arm lasts until they disarm it or stop early. (A process the steps
        // ended has no watchdog that matters; one alive is still the app's.)
        if carrier.alive { app.process?.watchdog = carrier.outerWatchdog }
        return carrier.alive
    }
}

/// How a carrier reaches the device and the app it carries steps out on. `Device.perform` holds
/// both for as long as the carrier exists (it is made and ends inside `perform`).
protocol CarrierReferences {
    init(device: Device, app: InstalledApp)
    /// Runs `body` with the device and the app.
    func with(_ body: (Device, InstalledApp) -> Void)
}

/// The plain way to hold them: two strong references, retained and released by each
/// `perform`. The tests compare the unretained way (StepCarrier+Unsafe.swift) with it.
struct StrongReferences: CarrierReferences {
    let device: Device
    let app: InstalledApp

    init(device: Device, app: InstalledApp) {
        self.device = device
        self.app = app
    }

    @inline(__always)
    func with(_ body: (Device, InstalledApp) -> Void) { body(device, app) }
}

/// The carrier of a run (`Device.perform`).
typealias StepCarrier = StepCarrying<UnretainedReferences>

/// The device as the sink of one app's steps (`Device.perform`): each step appended is carried
/// out at once, until one ends the process.
struct StepCarrying<References: CarrierReferences>: StepSink {
    let references: References
    /// The process the steps began with.
    let generation: Int
    /// The watchdog in force before the steps: a disarm restores it, and so does the end.
    let outerWatchdog: Watchdog?
    let arrival: Arrival
    /// The process the steps began with is still alive.
    private(set) var alive = true

    init(device: Device, app: InstalledApp, generation: Int, outerWatchdog: Watchdog?, arrival: Arrival) {
        self.references = References(device: device, app: app)
        self.generation = generation
        self.outerWatchdog = outerWatchdog
        self.arrival = arrival
    }

    /// Carries a step out with the device and the app, unless an earlier step ended the process.
    /// `mayEndProcess`: the step runs the app's code (a delivery, or a rule that delivers), which
    /// may crash or block past a watchdog, or it terminates or kills the app; no other step can
    /// end the process, and after one that can, the carrier asks whether it did.
    @inline(__always)
    private mutating func carry(mayEndProcess: Bool, _ step: (Device, InstalledApp) -> Void) {
        guard alive else { return }
        references.with { device, app in
            step(device, app)
            if mayEndProcess { alive = device.isAlive(app, generation) }
        }
    }

    // Each step, done by the device on the app. (Methods of the carrier, not of the device, so
    // that carrying a step out copies nothing.)

    mutating func inapplicable(_ input: AppMachineInput) {
        carry(mayEndProcess: false) { device, app in
            device.fail("\(app.name) was asked to \(input.rawValue) while \(app.state), where it does not apply")
        }
    }

    mutating func deliver(_ callback: DelegateCallback, _ rule: RuleID) {
        carry(mayEndProcess: true) { device, app in device.deliver(callback, to: app, rule) }
    }

    mutating func deliverToScene(_ callback: DelegateCallback, scene: Int, _ rule: RuleID) {
        carry(mayEndProcess: true) { device, app in device.deliver(callback, to: app, scene: scene, rule) }
    }

    mutating func move(_ state: AppState, _ rule: RuleID) {
        carry(mayEndProcess: false) { device, app in device.transition(app, to: state, rule) }
    }

    mutating func recordResume(_ rule: RuleID) {
        carry(mayEndProcess: false) { device, app in device.recordMove(app, from: .suspended, to: .background, rule) }
    }

    mutating func moveScene(_ scene: Int, _ state: SceneActivationState, _ rule: RuleID) {
        carry(mayEndProcess: false) { device, app in device.moveScene(app, scene, to: state, rule) }
    }

    mutating func setSceneLag(_ lag: SceneDerivation.Lag) {
        carry(mayEndProcess: false) { device, app in device.setSceneLag(app, lag) }
    }

    mutating func startBudget(_ budget: VirtualDuration) {
        carry(mayEndProcess: false) { device, app in device.startBudget(app, budget) }
    }

    mutating func endBackgrounding() {
        carry(mayEndProcess: false) { device, app in device.endBackgrounding(app) }
    }

    mutating func watchedCallbacksStart(_ kind: WatchdogKind) {
        carry(mayEndProcess: false) { device, app in
            if kind == .didEnterBackground { app.machine.didEnterBackgroundStarts() }
            // Under a debugger no watchdog is armed (DB-1): its only act would be a kill the
            // debugger prevents, and a watchdog armed earlier stays in force.
            guard !device.debuggerPreventsSystemKills(app) else { return }
            app.process?.watchdog = Watchdog(deadline: device.now + kind.limit(on: device.profile), kind: kind)
        }
    }

    mutating func watchedCallbacksEnd(_ kind: WatchdogKind) {
        let outerWatchdog = outerWatchdog
        carry(mayEndProcess: false) { _, app in
            app.process?.watchdog = outerWatchdog
            switch kind {
            case .launch: app.process?.finishedLaunching = true
            case .didEnterBackground: app.machine.didEnterBackgroundReturns()
            }
        }
    }

    mutating func stopUndeclaredActivities() {
        carry(mayEndProcess: false) { device, app in device.stopUndeclaredActivities(app) }
    }

    mutating func saveState() {
        carry(mayEndProcess: true) { device, app in device.saveState(app) }
    }

    mutating func terminate(_ rule: RuleID) {
        carry(mayEndProcess: true) { device, app in device.terminate(app, rule) }
    }

    mutating func kill(_ rule: RuleID) {
        carry(mayEndProcess: true) { device, app in device.kill(app, rule) }
    }

    mutating func leaveScreen() {
        carry(mayEndProcess: false) { device, app in device.clearScreen(of: app) }
    }

    mutating func connectScene(_ scene: Int, _ state: SceneActivationState, newSession: Bool, _ rule: RuleID) {
        carry(mayEndProcess: false) { device, app in
            device.connectScene(app, scene, to: state, newSession: newSession, rule)
        }
    }

    mutating func systemDisconnects(scene: Int) {
        carry(mayEndProcess: false) { device, app in device.systemDisconnects(app, scene) }
    }

    mutating func deliverMemoryWarning(_ rule: RuleID) {
        carry(mayEndProcess: true) { device, app in device.deliverMemoryWarning(app, rule) }
    }

    mutating func createRootController() {
        carry(mayEndProcess: false) { device, app in device.createRootController(app) }
    }

    mutating func restoreState() {
        carry(mayEndProcess: true) { device, app in device.restoreState(app) }
    }

    mutating func finishRestoring() {
        carry(mayEndProcess: false) { device, app in device.finishRestoring(app) }
    }

    mutating func hearDiscardsFromBefore() {
        carry(mayEndProcess: true) { device, app in device.hearDiscardsFromBefore(app) }
    }

    mutating func loadVisibleViews() {
        carry(mayEndProcess: false) { device, app in device.loadVisibleViews(app, .vc1) }
    }

    mutating func arrive() {
        let arrival = arrival
        carry(mayEndProcess: true) { device, app in device.deliver(arrival, to: app) }
    }

    mutating func becomeActive(_ rule: RuleID, unlessBlocked: Bool) {
        guard alive else { return }
        references.with { device, app in
            if !(unlessBlocked && device.foregroundBlocked) { activate(rule, app) }
            alive = device.isAlive(app, generation)
        }
    }

    /// The activation at the end of a launch or a return: its steps are carried on here, after
    /// the steps before it. (Never inlined: the machine's `becomeActive` appends to this carrier,
    /// and a step that carried its own steps out inline would call itself.)
    @inline(never)
    private mutating func activate(_ rule: RuleID, _ app: InstalledApp) {
        app.machine.reading.becomeActive(rule, entering: true, into: &self)
    }

    mutating func expireTask(_ id: Int) {
        carry(mayEndProcess: true) { device, app in device.expireTask(app, id: id) }
    }

    mutating func hearTransfersFromBefore() {
        carry(mayEndProcess: true) { device, app in device.hearTransfersFromBefore(app) }
    }

    mutating func killIfTasksRemain(_ rule: RuleID) {
        carry(mayEndProcess: true) { device, app in device.killIfTasksRemain(app, rule) }
    }

    mutating func warnOfTasksLeftAfterExpiry() {
        carry(mayEndProcess: false) { device, app in device.warnOfTasksLeftAfterExpiry(app) }
    }

    mutating func notifyApplication(_ notification: LifecycleNotification) {
        carry(mayEndProcess: true) { device, app in device.post(notification, to: app, scene: nil, .nt2) }
    }

    mutating func settle(_ rule: RuleID) {
        carry(mayEndProcess: false) { device, app in device.settle(app, rule) }
    }
}
