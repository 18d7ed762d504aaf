/// Who ends a process and what the end takes with it: the system's kills for time and
/// assertions, which an attached debugger prevents (DB-1), and the user's kill from the switcher
/// (TE-2), which deletes the restoration archive (SR-4) and stops the system running the app in
/// the background (TE-4, BT-5).
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
    /// debugger (`StepCarrier`'s `.armWatchdog`, asking `debuggerPreventsSystemKills`), and BG-2's predicate
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

    // MARK: TE-2, SR-4

    /// The user ends `app`'s process from the switcher (TE-2): by swiping its card away, or by
    /// closing or swiping away its last window (SC-8). Its card goes (TE-1); it is marked swiped
    /// away, so that the system does not launch it in the background until the user launches it
    /// (TE-4, BT-5); a running app's scene sessions end (SC-3: the next launch makes a new one),
    /// while the session of an app running no code (suspended, or not running) is kept for its
    /// next launch (TE-2's reading: devices restore it); its process ends; then its restoration
    /// archive is deleted (SR-4).
    ///
    /// The app's callbacks by state are the machine's (`AppMachine.userKill`). The archive goes
    /// once the process has ended, so that what didEnterBackground has just saved (SR-2) goes
    /// with it. This is SR-4's user kill; its other deletion, a crash during restoration, is in
    /// `kill`, and every other termination (memory, reboot, the debugger's kill) keeps the archive.
    func userKill(_ app: InstalledApp) {
        switcherCards.removeAll { $0 == app.index }
        app.forceQuit = true
        cancelTransfersForTheUsersKill(app)
        cancelContinuedTasksForTheUsersKill(app)
        let hadSession = app.machine.hasSceneSession
        let hearsDiscardNow = app.machine.userKillDiscardsScenes
        let runsCode = app.state.isRunningCode
        if runsCode { app.machine.endSceneSession() }
        perform(on: app) { app.machine.reading.userKill(into: &$0) }
        // The sessions the swipe ended and the app did not hear end now: it hears them at its
        // next launch, as didDiscardSceneSessions's reference says for an app not running.
        if hadSession && runsCode && !hearsDiscardNow { app.discardedWhileNotRunning = true }
        app.archive = nil
    }

    // MARK: TE-4, BT-5

    /// True when the user's kill keeps the system from running `app` for `reason` (TE-4): no
    /// fetch, content-available push or BGTaskScheduler request (BT-5, the same rule) until the
    /// user launches the app again or the device reboots.
    ///
    /// Apple DTS reads a swipe-away as "a strong indication that the app should do no more work
    /// in the background" (TE-4's sources in docs/RULES.md). Location is the exception from
    /// iOS 8: the guide says location apps "in iOS 8 and later are relaunched after being force
    /// quit by the user". The mark is set by `userKill`; bringing the app forward and a reboot
    /// clear it. A blocked event is dropped; a blocked request stays queued.
    func swipedAwayBlocks(_ app: InstalledApp, _ reason: LaunchReason) -> Bool {
        guard app.forceQuit else { return false }
        return !(reason == .location && profile.relaunchesForceQuitLocationApps)
    }
}
