/// Settings the user flips, the debugger, and reboot (BR-1, DB-1, TE-3).
extension Device {
    /// BR-1: the global Background App Refresh switch; `restricted` cannot be changed by the user.
    func setGlobalRefresh(_ on: Bool) -> EventOutcome {
        guard profile.hasBackgroundRefreshSetting else {
            return refuse(.refreshSettingBeforeIOS7, .br1)
        }
        if globalRefresh == .restricted {
            return refuse(.refreshSettingRestricted, .br1)
        }
        changingRefreshStatus { globalRefresh = on ? .on : .off }
        return .applied
    }

    /// BR-1: the per-app switch.
    func setAppRefresh(_ app: InstalledApp, _ on: Bool) -> EventOutcome {
        guard profile.hasBackgroundRefreshSetting else {
            return refuse(.refreshSettingBeforeIOS7, .br1, app: app)
        }
        changingRefreshStatus { app.refreshOn = on }
        return .applied
    }

    /// BR-1: Low Power Mode (iOS 9+) turns Background App Refresh off while on.
    func setLowPower(_ on: Bool) -> EventOutcome {
        guard profile.hasLowPowerMode else { return refuse(.lowPowerModeBeforeIOS9, .br1) }
        changingRefreshStatus { lowPower = on }
        return .applied
    }

    /// BR-1, NT-1: makes `change` to a switch, then posts
    /// UIApplicationBackgroundRefreshStatusDidChangeNotification to each running app whose
    /// backgroundRefreshStatus it changed, in home-screen order. A suspended app runs no code
    /// and hears nothing.
    private func changingRefreshStatus(_ change: () -> Void) {
        let before = apps.map(refreshStatus)
        change()
        for app in apps where refreshStatus(app) != before[app.index] {
            guard app.state.isRunningCode else { continue }
            post(.applicationBackgroundRefreshStatusDidChange, to: app, scene: nil, .br1)
        }
    }

    /// The initial settings of a scenario's header (`setting` lines); not events, so never refused
    /// except where the version has no such setting.
    public func configureRefresh(_ value: RefreshSwitch, app name: String? = nil) {
        guard let name else {
            globalRefresh = value
            return
        }
        app(named: name)?.refreshOn = value == .on
    }

    /// `setting low-power on|off`.
    public func configureLowPower(_ on: Bool) { lowPower = on }

    /// `setting debugger on for APP`.
    public func configureDebugger(app name: String) { app(named: name)?.debuggerAttached = true }

    /// DB-1: while attached, watchdogs are off and nothing suspends the app (`keepsRunning`) or
    /// kills it for time or assertions (`systemKill`).
    func attachDebugger(_ app: InstalledApp) -> EventOutcome {
        if app.debuggerAttached { return refuse(WarningText.debuggerAlreadyAttached(app: app.name), .db1, app: app) }
        app.debuggerAttached = true
        return .applied
    }

    /// DB-1: detaching applies BG-2 at once.
    func detachDebugger(_ app: InstalledApp) -> EventOutcome {
        guard app.debuggerAttached else { return refuse(WarningText.noDebuggerAttached(app: app.name), .db1, app: app) }
        app.debuggerAttached = false
        settle(app)
        return .applied
    }

    /// DB-1: the debugger stops the process, with no callback (the card stays; no force-quit mark).
    /// It is the debugger's own kill, not a system kill the debugger prevents (`systemKill`), and
    /// like other system terminations it keeps the restoration archive (SR-4).
    func debuggerKill(_ app: InstalledApp) -> EventOutcome {
        guard app.state != .notRunning else { return refuse(WarningText.appNotRunning(app: app.name), .st2, app: app) }
        kill(app, .db1)
        return .applied
    }

    /// TE-3: every process ends in home-screen order, silently except the app in the foreground,
    /// which gets willTerminate first (shutting down with an app on screen); switcher, overlays,
    /// calls and force-quit marks are cleared; the device is at the home screen, unlocked, its
    /// protected data readable (LK-4: the time before the first unlock is not modelled).
    func reboot() -> EventOutcome {
        for app in apps {
            if app.state.isForeground {
                terminate(app, .te3)
            } else {
                kill(app, .te3)
            }
            app.forceQuit = false
        }
        switcherCards.removeAll()
        overlays.removeAll()
        call = .none
        locked = false
        restoreProtectedData()
        lockReturn = nil
        front = nil
        beside = nil
        return .applied
    }
}
