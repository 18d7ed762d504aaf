/// The device carries out its apps' steps (docs/ENGINE.md, "Inputs and steps").
extension Device {
    /// Asks `plan` for steps (a machine's input appending them) and carries them out on `app`,
    /// in order. After a step that ends the app's process (its code crashed or blocked past a
    /// watchdog, or the step terminated it), the rest are not carried out: this is the one place
    /// that asks. Returns whether the process is alive at the end (false, and nothing done,
    /// without a process).
    ///
    /// `arrival`: what an `.arrive` step delivers; `wake`: what a `.wake` step runs (the callbacks
    /// of what woke a resumed app).
    @discardableResult
    func perform(on app: InstalledApp, arrival: Arrival = .plain, wake: () -> Void = {},
                 _ plan: (inout [AppStep]) -> Void) -> Bool {
        guard let generation = app.process?.generation else { return false }
        // The steps go on one stack the device keeps, above those of the performs this one runs
        // inside, so that asking the machine allocates nothing; they are read by index, since
        // a step's callbacks can perform steps of their own above them.
        let base = stepStack.count
        plan(&stepStack)
        let end = stepStack.count
        // A watchdog the steps arm lasts until they disarm it or stop early.
        let outerWatchdog = watchdog
        var alive = true
        var index = base
        while index < end {
            carryOut(stepStack[index], on: app, generation: generation, outerWatchdog: outerWatchdog,
                     arrival: arrival, wake: wake)
            index += 1
            // Only a step that runs the app's code can end its process; asking after every step
            // costs less than telling the steps apart.
            guard isAlive(app, generation) else {
                alive = false
                break
            }
        }
        watchdog = outerWatchdog
        stepStack.removeLast(stepStack.count - base)
        return alive
    }

    @inline(__always)
    private func carryOut(_ step: AppStep, on app: InstalledApp, generation: Int, outerWatchdog: Watchdog?,
                          arrival: Arrival, wake: () -> Void) {
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
        case .endBackgrounding:
            endBackgrounding(app)
        case .enteringBackground(let entering):
            app.machine.updateBackgrounding { $0.enteringBackground = entering }
        case .armWatchdog(let kind):
            // Under a debugger no watchdog is armed (DB-1): its only act would be a kill the
            // debugger prevents, and a watchdog armed earlier stays in force.
            guard !debuggerPreventsSystemKills(app) else { return }
            watchdog = Watchdog(app: app.index, generation: generation, deadline: now + kind.limit,
                                rule: kind.rule, message: kind.message)
        case .disarmWatchdog:
            watchdog = outerWatchdog
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
        case .runHeldTimers:
            runHeldTimers(app.machine.takeHeldTimers(), of: app)
        case .loadVisibleViews:
            loadVisibleViews(app, .vc1)
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
        case .wake:
            wake()
        case .arrive:
            deliver(arrival, to: app)
        }
    }
}
