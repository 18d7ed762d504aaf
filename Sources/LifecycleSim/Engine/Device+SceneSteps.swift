/// One scene's steps (SC-4, `AppMachine.sceneEntersForeground` and its neighbour), carried out on
/// their own by Split View (SC-7) for a scene of an app already in the foreground: the app's own
/// state, and so its UIApplication notifications (NT-2), does not change there (split is refused
/// while an overlay or the lock keeps the app inactive).
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
}
