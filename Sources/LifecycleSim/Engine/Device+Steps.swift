/// The device carries out its apps' steps (docs/ENGINE.md, "Inputs and steps").
extension Device {
    /// Carries out, on `app` and in order, the steps `plan` appends (a machine's input), each as
    /// it is appended. Once a step has ended the app's process (its code crashed or blocked past
    /// a watchdog, or the step terminated it), the steps after it are not carried out: this is
    /// the one place that asks. Returns whether the process is alive at the end (false, and
    /// nothing done, without a process).
    ///
    /// `arrival`: what an `.arrive` step delivers; `wake`: what a `.wake` step runs (the callbacks
    /// of what woke a resumed app); `heldTimers`: what `.runHeldTimers` runs.
    @discardableResult
    func perform(on app: InstalledApp, arrival: Arrival = .plain, heldTimers: [Int] = [], wake: () -> Void = {},
                 _ plan: (inout StepCarrier) -> Void) -> Bool {
        guard let generation = app.process?.generation else { return false }
        return withoutActuallyEscaping(wake) { wake in
            var carrier = StepCarrier(device: self, app: app, generation: generation, outerWatchdog: watchdog,
                                      arrival: arrival, heldTimers: heldTimers, wake: wake)
            plan(&carrier)
            // A watchdog the steps arm lasts until they disarm it or stop early.
            watchdog = carrier.outerWatchdog
            return carrier.alive
        }
    }

    @inline(__always)
    fileprivate func carryOut(_ step: AppStep, by carrier: StepCarrier) {
        let app = carrier.app
        switch step {
        case .deliver(let callback, let rule):
            deliver(callback, to: app, rule)
        case .deliverToScene(let callback, let scene, let rule):
            deliver(callback, to: app, scene: scene, rule)
        case .move(let state, let rule):
            transition(app, to: state, rule)
        case .recordResume(let rule):
            recordMove(app, from: .suspended, to: .background, rule)
        case .moveScene(let scene, let state, let rule):
            moveScene(app, scene, to: state, rule)
        case .setSceneLag(let lag):
            setSceneLag(app, lag)
        case .startBudget(let budget):
            startBudget(app, budget)
        case .returnStarts:
            app.machine.updateBackgrounding { $0.budgetExpired = false }
        case .endBackgrounding:
            endBackgrounding(app)
        case .enteringBackground(let entering):
            app.machine.updateBackgrounding { $0.enteringBackground = entering }
        case .armWatchdog(let kind):
            // Under a debugger no watchdog is armed (DB-1): its only act would be a kill the
            // debugger prevents, and a watchdog armed earlier stays in force.
            guard !debuggerPreventsSystemKills(app) else { return }
            watchdog = Watchdog(app: app.index, generation: carrier.generation, deadline: now + kind.limit,
                                rule: kind.rule, message: kind.message)
        case .disarmWatchdog:
            watchdog = carrier.outerWatchdog
        case .stopUndeclaredActivities:
            stopUndeclaredActivities(app)
        case .saveState:
            saveState(app)
        case .terminate(let rule):
            terminate(app, rule)
        case .keepSceneSession:
            app.machine.hasSceneSession = true
        case .addScene(let number):
            let added = app.machine.addScene()
            if added != number { fail("\(app.name)'s new scene is \(added), its steps name \(number) (SC-3)") }
            app.shownScene = added
        case .deliverMemoryWarning(let rule):
            deliverMemoryWarning(app, rule)
        case .wake:
            carrier.wake()
        case .runHeldTimers:
            runHeldTimers(carrier.heldTimers, of: app)
        case .loadVisibleViews:
            loadVisibleViews(app, .vc1)
        case .arrive:
            deliver(carrier.arrival, to: app)
        case .becomeActive(let rule, let unlessBlocked):
            if !(unlessBlocked && foregroundBlocked) {
                perform(on: app) { app.machine.becomeActive(rule, entering: true, into: &$0) }
            }
        case .createRootController:
            createRootController(app)
        case .restoreState:
            restoreState(app)
        case .finishRestoring:
            finishRestoring(app)
        case .hearDiscardsFromBefore:
            hearDiscardsFromBefore(app)
        case .finishLaunching:
            app.process?.finishedLaunching = true
        }
    }
}

/// The device as the sink of one app's steps (`Device.perform`): each step appended is carried
/// out at once, until one ends the process.
struct StepCarrier: StepSink {
    unowned let device: Device
    let app: InstalledApp
    /// The process the steps began with.
    let generation: Int
    /// The watchdog in force before the steps: a disarm restores it, and so does the end.
    let outerWatchdog: Watchdog?
    let arrival: Arrival
    let heldTimers: [Int]
    let wake: () -> Void
    /// The process the steps began with is still alive.
    private(set) var alive = true

    init(device: Device, app: InstalledApp, generation: Int, outerWatchdog: Watchdog?, arrival: Arrival,
         heldTimers: [Int], wake: @escaping () -> Void) {
        self.device = device
        self.app = app
        self.generation = generation
        self.outerWatchdog = outerWatchdog
        self.arrival = arrival
        self.heldTimers = heldTimers
        self.wake = wake
    }

    /// Carries `step` out, unless an earlier step ended the process.
    @inline(__always)
    mutating func append(_ step: AppStep) {
        guard alive else { return }
        device.carryOut(step, by: self)
        // Only a step that runs the app's code can end its process; asking after every step
        // costs less than telling the steps apart.
        alive = device.isAlive(app, generation)
    }
}
