/// An app that is not running its code comes to run it: a suspended process resumes (FG-4, BR-3,
/// BT-3), or a process that does not exist is launched into the background (BR-3, BT-3).
extension Device {
    /// A suspended app runs again because of `rule`: the user returns to it (FG-4), a background
    /// event reaches it (BR-3) or the system runs one of its BGTaskScheduler requests (BT-3).
    ///
    /// Everything its suspension held is consumed here, in this order:
    /// 1. suspended → background, recorded with `rule`;
    /// 2. with `budget`, the background budget of the resume (BG-7), scheduled before any of the
    ///    app's code runs (docs/EXECUTION_MODEL.md: a deadline is scheduled when its clock starts);
    ///    nil for a return to the foreground, whose budget starts at its next backgrounding (BG-3);
    /// 3. the held memory warning, before any other callback (MW-3);
    /// 4. sceneDidDisconnect for each scene the system released meanwhile (SC-9), then
    ///    sceneDidDisconnect for each scene the user discarded and one didDiscardSceneSessions (SC-8);
    /// 5. `wake`: the callbacks of what woke the app (willEnterForeground … didBecomeActive, the
    ///    event's callback, the task's launch handler);
    /// 6. the timers that fell due while it was suspended, in due order, right after the last
    ///    callback of what woke it (docs/EXECUTION_MODEL.md).
    ///
    /// What suspension held is heard before what woke the app: the app missed it first, and a
    /// warning comes before any other callback (MW-3). A step that ends the process ends the
    /// resume: `wake` does not run for a process that did not survive the held callbacks.
    func resume(_ app: InstalledApp, for rule: RuleID, budget: VirtualDuration?, wake: () -> Void) {
        guard let generation = app.process?.generation else { return }
        guard let held = app.machine.resume() else {
            return fail("\(app.name) resumed for \(rule) while \(app.state), not suspended")
        }
        recordMove(app, from: .suspended, to: .background, rule)
        if let budget { startBudget(app, budget) }
        if held.memoryWarning { deliverMemoryWarning(app, .mw3) }
        deliverHeldSceneDisconnects(app, disconnected: held.sceneDisconnects, discarded: held.sceneDiscards)
        guard isAlive(app, generation) else { return }
        wake()
        runHeldTimers(held.timers, of: app)
    }

    /// The system runs `work` in `app` for a background event (BR-3) or a BGTaskScheduler task
    /// (BT-3), whatever the app's state: an app that is not running is launched into the
    /// background (`launchInBackground`) and a suspended one resumed (`resume`), each with
    /// BG-7's 30 s budget (`OSProfile.backgroundEventWindow`); a running app, in the foreground or
    /// the background, runs `work` as it is. Then BG-2 decides. `work` does not run for an app
    /// that did not survive its launch or what its suspension held.
    func runInBackground(_ app: InstalledApp, for reason: LaunchReason, _ rule: RuleID, _ work: () -> Void) {
        switch app.state {
        case .notRunning:
            guard launchInBackground(app, for: reason, rule) else { return }
            work()
        case .suspended:
            resume(app, for: rule, budget: OSProfile.backgroundEventWindow, wake: work)
        case .background, .inactive, .active:
            work()
        }
        settle(app)
    }

    /// A background launch for `rule` (BR-3's event, BT-3's task): memory made for the app (MW-1),
    /// its process started for `reason`, not-running → background with the 30 s budget of a
    /// background launch (BG-7), then the launch callbacks (willFinishLaunching, didFinishLaunching).
    /// No scene connects (SC-2) and there is no didBecomeActive. False if the app was not launched
    /// or did not survive its launch callbacks; otherwise what it was launched for comes next.
    func launchInBackground(_ app: InstalledApp, for reason: LaunchReason, _ rule: RuleID) -> Bool {
        guard makeRoom(for: app) else { return false }
        _ = startProcess(app, reason)
        transition(app, to: .background, rule)
        startBudget(app, OSProfile.backgroundEventWindow)
        return runLaunchCallbacks(app, rule, restoring: false) != nil
    }
}
