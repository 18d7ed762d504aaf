/// The system's kills for time and assertions, and what an attached debugger spares (DB-1).
extension Device {
    // MARK: DB-1

    /// Kills `app` for a watchdog or an assertion held too long (the rules of
    /// `RuleID.watchdogAndAssertionKills`: LA-3, FG-2, BG-5, BG-8, BR-3, BT-6), unless a debugger
    /// is attached; returns whether it killed.
    ///
    /// DB-1: while a debugger is attached the system makes none of these kills (QA1592: "When
    /// Xcode launches an application, the watchdog timer is disabled"), which is why the bugs
    /// they catch hide in development. Each caller decides that its own rule's condition holds;
    /// this function alone decides whether the debugger lets the kill happen. When it does not,
    /// the caller goes on as if nothing had run out: BG-5 and BR-3 hand the app to BG-2 (which
    /// keeps a debugged app running), BG-8 grants the task, BT-6 leaves the app as it is.
    ///
    /// The rest of DB-1 is decided by other rules' code: a watchdog is not armed at all under a
    /// debugger (`withWatchdog`, asking `debuggerPreventsSystemKills`), and BG-2's predicate
    /// `keepsRunning` keeps a debugged app from being suspended, which is not a kill. Kills that
    /// are not the system's for time or assertions happen under a debugger too and call `kill`
    /// directly: a crash or an uncaught exception, the user's kill (TE-2), memory reclaim
    /// (MW-1), a reboot (TE-3), and the debugger's own `debugger kill` (which keeps the
    /// restoration archive, SR-4).
    @discardableResult
    func systemKill(_ app: InstalledApp, _ rule: RuleID, warning: WarningText) -> Bool {
        assert(RuleID.watchdogAndAssertionKills.contains(rule), "\(rule) is not a watchdog or assertion kill")
        guard !debuggerPreventsSystemKills(app) else { return false }
        kill(app, rule, warning: warning)
        return true
    }

    /// DB-1: true while a debugger is attached to `app`, so that no watchdog or assertion kill
    /// (`systemKill`) ends it.
    func debuggerPreventsSystemKills(_ app: InstalledApp) -> Bool { app.debuggerAttached }
}
