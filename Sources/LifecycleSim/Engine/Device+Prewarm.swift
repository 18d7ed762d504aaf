/// Prewarming (PW-1, iOS 15+): the system starts an app's process ahead of a launch and runs it
/// up to, not including, UIApplicationMain.
extension Device {
    /// `prewarm APP`: a process for a not-running app that runs none of the app's code: no
    /// callback, no transition, no card; it takes memory (PS-2) and shows in `ps`. The next
    /// launch of any kind completes it (`startProcess`); memory pressure, a crash, a reboot or a
    /// swipe of a card left from an earlier launch end it silently (`kill`).
    func prewarm(_ app: InstalledApp) -> EventOutcome {
        guard profile.hasPrewarming else {
            return refuse("prewarming exists from iOS 15: \(app.name) is not prewarmed", .pw1, app: app)
        }
        guard app.state == .notRunning else {
            return refuse("\(app.name) is \(app.state): only an app that is not running can be prewarmed", .pw1, app: app)
        }
        guard !isPrewarmed(app) else { return refuse("\(app.name) is already prewarmed", .pw1, app: app) }
        guard app.config.memory <= freeMemory else {
            return refuse("no room to prewarm \(app.name): it needs \(app.config.memory), \(freeMemory) is free "
                          + "(the system prewarms only when device conditions allow)", .pw1, app: app)
        }
        let process = startProcess(app, .user)
        process.prewarmed = true
        return .applied
    }

    /// True while the app's process is prewarmed (PW-1).
    func isPrewarmed(_ app: InstalledApp) -> Bool { app.process?.prewarmed ?? false }
}
