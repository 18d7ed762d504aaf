/// An app that is not running its code comes to run it: a suspended process resumes (FG-4, BR-3,
/// BT-3), or a process that does not exist is launched into the background (BR-3, BT-3).
extension Device {
    /// A suspended app runs again because of `rule`: the user returns to it (FG-4), a background
    /// event reaches it (BR-3) or the system runs one of its BGTaskScheduler requests (BT-3).
    /// `AppMachine.resume()` hands over what the suspension held and
    /// `AppMachine.resume(_:for:budget:into:)` delivers it as steps (with `budget`, BG-7's); then
    /// what woke the app: `returning`, the steps of a return (FG-4), carried on with the resume's
    /// (`arrival` is what the user opened the app for), or `wake`, the device's delivery of a
    /// background event or task; then the held timers. A step that ends the process ends the resume.
    func resume(_ app: InstalledApp, for rule: RuleID, budget: VirtualDuration?, arrival: Arrival = .plain,
                returning: (inout StepCarrier) -> Void = { _ in }, wake: () -> Void = {}) {
        guard app.process != nil else { return }
        guard let held = app.machine.resume() else {
            return fail("\(app.name) resumed for \(rule) while \(app.state), not suspended")
        }
        guard perform(on: app, arrival: arrival, { steps in
            AppMachine.resume(held, for: rule, budget: budget, into: &steps)
            returning(&steps)
        }) else { return }
        wake()
        if held.holdsLists { runHeldTimers(held.timers, of: app) }
    }

    /// The system runs `work` in `app` for a background event (BR-3) or a BGTaskScheduler task
    /// (BT-3), whatever the app's state: an app that is not running is launched into the
    /// background (`launchInBackground`) and a suspended one resumed (`resume`), each with
    /// BG-7's budget (`OSProfile.backgroundLaunchBudget`); a running app, in the foreground or
    /// the background, runs `work` as it is. Then BG-2 decides. `work` does not run for an app
    /// that did not survive its launch or what its suspension held.
    func runInBackground(_ app: InstalledApp, for reason: LaunchReason, _ rule: RuleID, _ work: () -> Void) {
        switch app.state {
        case .notRunning:
            guard launchInBackground(app, for: reason, rule) else { return }
            work()
        case .suspended:
            resume(app, for: rule, budget: profile.backgroundLaunchBudget, wake: work)
        case .background, .inactive, .active:
            work()
        }
        settle(app)
    }

    /// A background launch for `rule` (`AppMachine.launchInBackground`), started for `reason`.
    /// False if the app was not launched or did not survive its launch callbacks; otherwise what
    /// it was launched for comes next.
    func launchInBackground(_ app: InstalledApp, for reason: LaunchReason, _ rule: RuleID) -> Bool {
        guard startLaunch(app, reason) else { return false }
        return perform(on: app) {
            app.machine.reading.launchInBackground(rule, connectingScene: reason.connectsSceneInBackground, into: &$0)
        }
    }
}
