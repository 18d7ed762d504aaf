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

    /// Carries `step` out, unless an earlier step ended the process.
    @inline(__always)
    mutating func append(_ step: AppStep) {
        guard alive else { return }
        references.with { device, app in
            carryOut(step, device, app)
            if step.mayEndProcess { alive = device.isAlive(app, generation) }
        }
    }

    /// One step, done by the device on the app. (A method of the carrier, not of the device, so
    /// that carrying a step out copies nothing.)
    @inline(__always)
    private mutating func carryOut(_ step: AppStep, _ device: Device, _ app: InstalledApp) {
        switch step {
        case .inapplicable(let input):
            device.fail("\(app.name) was asked to \(input.rawValue) while \(app.state), where it does not apply")
        case .deliver(let callback, let rule):
            device.deliver(callback, to: app, rule)
        case .deliverToScene(let callback, let scene, let rule):
            device.deliver(callback, to: app, scene: scene, rule)
        case .move(let state, let rule):
            device.transition(app, to: state, rule)
        case .recordResume(let rule):
            device.recordMove(app, from: .suspended, to: .background, rule)
        case .moveScene(let scene, let state, let rule):
            device.moveScene(app, scene, to: state, rule)
        case .setSceneLag(let lag):
            device.setSceneLag(app, lag)
        case .startBudget(let budget):
            device.startBudget(app, budget)
        case .endBackgrounding:
            device.endBackgrounding(app)
        case .watchedCallbacksStart(let kind):
            if kind == .didEnterBackground { app.machine.didEnterBackgroundStarts() }
            // Under a debugger no watchdog is armed (DB-1): its only act would be a kill the
            // debugger prevents, and a watchdog armed earlier stays in force.
            guard !device.debuggerPreventsSystemKills(app) else { return }
            app.process?.watchdog = Watchdog(deadline: device.now + kind.limit, kind: kind)
        case .watchedCallbacksEnd(let kind):
            app.process?.watchdog = outerWatchdog
            switch kind {
            case .launch: app.process?.finishedLaunching = true
            case .didEnterBackground: app.machine.didEnterBackgroundReturns()
            }
        case .stopUndeclaredActivities:
            device.stopUndeclaredActivities(app)
        case .saveState:
            device.saveState(app)
        case .terminate(let rule):
            device.terminate(app, rule)
        case .kill(let rule):
            device.kill(app, rule)
        case .leaveScreen:
            device.clearScreen(of: app)
        case .connectScene(let number, let state, let newSession, let rule):
            device.connectScene(app, number, to: state, newSession: newSession, rule)
        case .systemDisconnects(let scene):
            device.systemDisconnects(app, scene)
        case .deliverMemoryWarning(let rule):
            device.deliverMemoryWarning(app, rule)
        case .loadVisibleViews:
            device.loadVisibleViews(app, .vc1)
        case .arrive:
            device.deliver(arrival, to: app)
        case .becomeActive(let rule, let unlessBlocked):
            // The activation's steps are carried on here, after the steps before it.
            if !(unlessBlocked && device.foregroundBlocked) {
                app.machine.reading.becomeActive(rule, entering: true, into: &self)
            }
        case .createRootController:
            device.createRootController(app)
        case .restoreState:
            device.restoreState(app)
        case .finishRestoring:
            device.finishRestoring(app)
        case .hearDiscardsFromBefore:
            device.hearDiscardsFromBefore(app)
        case .hearTransfersFromBefore:
            device.hearTransfersFromBefore(app)
        case .expireTask(let id):
            device.expireTask(app, id: id)
        case .killIfTasksRemain(let rule):
            device.killIfTasksRemain(app, rule)
        case .warnOfTasksLeftAfterExpiry:
            device.warnOfTasksLeftAfterExpiry(app)
        case .notifyApplication(let notification):
            device.post(notification, to: app, scene: nil, .nt2)
        case .settle(let rule):
            device.settle(app, rule)
        }
    }
}
