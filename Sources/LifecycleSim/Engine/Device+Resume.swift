/// A process that does not exist is launched into the background for the app to run its code
/// there (BR-3, BT-3).
extension Device {
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
