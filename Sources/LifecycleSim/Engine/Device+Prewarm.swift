/// Prewarming (PW-1, iOS 15+): the system starts an app's process ahead of a launch and runs it
/// up to, not including, UIApplicationMain; on iOS 15.0-15.3 a scene-based app's as far as
/// didFinishLaunching (PW-2).
extension Device {
    /// `prewarm APP`: a process for a not-running app that runs none of the app's code: no
    /// callback, no transition, no card; it takes memory (PS-2) and shows in `ps`. The next
    /// launch of any kind completes it (`startProcess`); memory pressure, a crash, a reboot or a
    /// swipe of a card left from an earlier launch end it silently (`kill`).
    func prewarm(_ app: InstalledApp) -> EventOutcome {
        guard profile.hasPrewarming else {
            return refuse(WarningText.prewarmBeforeIOS15(app: app.name), .pw1, app: app)
        }
        guard app.state == .notRunning else {
            return refuse(WarningText.prewarmNotNotRunning(app: app.name, state: "\(app.state)"), .pw1, app: app)
        }
        guard !isPrewarmed(app) else { return refuse(WarningText.alreadyPrewarmed(app: app.name), .pw1, app: app) }
        guard app.config.memory <= freeMemory else {
            return refuse(WarningText.prewarmNoRoom(app: app.name, needed: "\(app.config.memory)", free: "\(freeMemory)"), .pw1, app: app)
        }
        if profile.prewarmingLaunchesSceneApps && isSceneBased(app) {
            recordActivity(.prewarm, .started, of: app, .pw2)
            guard startProcess(app, .prewarm, .pw2) != nil else { return .applied }
            perform(on: app) { app.machine.reading.prewarmLaunch(into: &$0) }
            return .applied
        }
        recordActivity(.prewarm, .started, of: app, .pw1)
        _ = startProcess(app, .user, .pw1, prewarmed: true)
        return .applied
    }

    /// True while the app's process is prewarmed (PW-1).
    func isPrewarmed(_ app: InstalledApp) -> Bool { app.machine.isPrewarmed }
}
