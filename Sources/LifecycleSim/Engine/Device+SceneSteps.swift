/// One scene's steps (SC-4, `AppMachine.sceneEntersForeground` and its neighbours), carried out
/// on their own: Split View (SC-7) and a scene leaving the screen are made of these.
extension Device {
    /// sceneWillEnterForeground, then background → foreground-inactive. False if the process died.
    func sceneEntersForeground(_ app: InstalledApp, _ number: Int, _ rule: RuleID) -> Bool {
        perform(on: app) { AppMachine.sceneEntersForeground(number, rule, into: &$0) }
    }

    /// foreground-inactive → foreground-active, then sceneDidBecomeActive. False if the process died.
    @discardableResult
    func sceneActivates(_ app: InstalledApp, _ number: Int, _ rule: RuleID) -> Bool {
        perform(on: app) { AppMachine.sceneActivates(number, rule, into: &$0) }
    }

    /// sceneWillResignActive, then foreground-active → foreground-inactive. False if the process died.
    @discardableResult
    func sceneResigns(_ app: InstalledApp, _ number: Int, _ rule: RuleID) -> Bool {
        perform(on: app) { AppMachine.sceneResigns(number, rule, into: &$0) }
    }
}
