/// One scene's steps (SC-4): the scene delegate's counterparts of the app delegate's
/// willEnterForeground, didBecomeActive and willResignActive, each with the scene's move in the
/// order UIKit makes it. A return (FG-4), an interruption (IN), the lock (LK) and Split View (SC-7)
/// are made of these; the app's own state follows its scenes (SC-5, `moveScene`).
extension Device {
    /// sceneWillEnterForeground (in the background), then background → foreground-inactive.
    /// False if the process did not survive the callback.
    func sceneEntersForeground(_ app: InstalledApp, _ number: Int, _ rule: RuleID) -> Bool {
        guard let generation = app.process?.generation else { return false }
        deliver(.sceneWillEnterForeground, to: app, scene: number, rule)
        guard isAlive(app, generation) else { return false }
        moveScene(app, number, to: .foregroundInactive, rule)
        return true
    }

    /// foreground-inactive → foreground-active, then sceneDidBecomeActive (in the new state).
    /// False if the process did not survive the callback.
    @discardableResult
    func sceneActivates(_ app: InstalledApp, _ number: Int, _ rule: RuleID) -> Bool {
        moveScene(app, number, to: .foregroundActive, rule)
        return deliver(.sceneDidBecomeActive, to: app, scene: number, rule)
    }

    /// sceneWillResignActive (still active), then foreground-active → foreground-inactive.
    /// False if the process did not survive the callback.
    @discardableResult
    func sceneResigns(_ app: InstalledApp, _ number: Int, _ rule: RuleID) -> Bool {
        guard deliver(.sceneWillResignActive, to: app, scene: number, rule) else { return false }
        moveScene(app, number, to: .foregroundInactive, rule)
        return true
    }
}
