/// Background events: fetch, content-available pushes, location (BR-1 … BR-3, TE-4).
extension Device {
    /// The kinds of background event and what each needs.
    enum BackgroundEventKind {
        case fetch, push, location

        var mode: BackgroundMode {
            switch self {
            case .fetch: return .fetch
            case .push: return .remoteNotification
            case .location: return .location
            }
        }

        var callback: DelegateCallback {
            switch self {
            case .fetch: return .performFetch
            case .push: return .didReceiveRemoteNotification
            case .location: return .didUpdateLocations
            }
        }

        var reason: LaunchReason {
            switch self {
            case .fetch: return .fetch
            case .push: return .push
            case .location: return .location
            }
        }

        var name: String {
            switch self {
            case .fetch: return "background fetch"
            case .push: return "content-available push"
            case .location: return "location event"
            }
        }

        /// The first iOS version that delivers it to a background app.
        var minimumMajor: Int { self == .location ? 4 : 7 }
    }

    /// BR-1: what `backgroundRefreshStatus` returns to `app`.
    func refreshStatus(_ app: InstalledApp) -> BackgroundRefreshStatus {
        guard profile.hasBackgroundRefreshSetting else { return .available }
        if globalRefresh == .restricted { return .restricted }
        if globalRefresh == .off || !app.refreshOn { return .denied }
        if lowPower && profile.hasLowPowerMode { return .denied }
        return .available
    }

    /// Why `app` cannot receive `kind` now (the reason and the rule), or nil if it can.
    private func whyDropped(_ kind: BackgroundEventKind, for app: InstalledApp) -> (String, RuleID)? {
        if profile.version.major < kind.minimumMajor || !profile.multitasking {
            return ("\(kind.name) dropped: not available on this device (iOS \(profile.version)\(profile.multitasking ? "" : ", no multitasking"))", .br3)
        }
        if !app.declares(kind.mode) {
            return ("\(kind.name) dropped: \(app.name) does not declare the '\(kind.mode.rawValue)' background mode", .br3)
        }
        let status = refreshStatus(app)
        if status != .available {
            return ("\(kind.name) dropped: Background App Refresh is \(status.rawValue) for \(app.name)", .br2)
        }
        let exempt = kind == .location && profile.relaunchesForceQuitLocationApps
        if app.forceQuit && !exempt {
            return ("\(kind.name) dropped: the user killed \(app.name) in the switcher; it is not launched in the background until the user opens it again", .te4)
        }
        return nil
    }

    /// BR-3: launches, resumes or calls the app for a background event.
    func backgroundEvent(_ kind: BackgroundEventKind, to app: InstalledApp) -> EventOutcome {
        if let (reason, rule) = whyDropped(kind, for: app) { return refuse(reason, rule, app: app) }
        switch app.state {
        case .active, .inactive:
            openCompletion(app, deadline: nil, kind)
            deliver(kind.callback, to: app, .br3)
        case .background:
            openCompletion(app, deadline: now + OSProfile.backgroundEventWindow, kind)
            deliver(kind.callback, to: app, .br3)
        case .suspended:
            transition(app, to: .background, .br3)
            startBudget(app, OSProfile.backgroundEventWindow)
            deliverHeldMemoryWarning(app)
            guard app.state == .background else { return .applied }
            openCompletion(app, deadline: now + OSProfile.backgroundEventWindow, kind)
            guard deliver(kind.callback, to: app, .br3) else { return .applied }
            runHeldTimers(app)
        case .notRunning:
            guard makeRoom(for: app) else { return .applied }
            _ = startProcess(app, kind.reason)
            transition(app, to: .background, .br3)
            startBudget(app, OSProfile.backgroundEventWindow)
            guard runLaunchCallbacks(app, .br3, restoring: false) != nil else { return .applied }
            openCompletion(app, deadline: now + OSProfile.backgroundEventWindow, kind)
            deliver(kind.callback, to: app, .br3)
        }
        settle(app)
        return .applied
    }

    /// IN-4: a push without content-available reaches only an active app; otherwise it is a banner.
    func plainPush(to app: InstalledApp) -> EventOutcome {
        guard app.state == .active else {
            warn(app, "notification shown as a banner: \(app.name) is not active, so no callback and no state change", .in4)
            return .applied
        }
        openCompletion(app, deadline: nil, .push)
        deliver(.didReceiveRemoteNotification, to: app, .br3)
        return .applied
    }

    /// A pending completion handler; with a deadline, the BR-3 kill is scheduled before the callback.
    private func openCompletion(_ app: InstalledApp, deadline: VirtualTime?, _ kind: BackgroundEventKind) {
        guard let process = app.process else { return }
        let id = nextWindowID
        nextWindowID += 1
        process.completions.append(CompletionWindow(id: id, deadline: deadline, killsWhenMissed: kind != .location))
        if let deadline {
            scheduler.schedule(.completionDeadline(app: app.index, generation: process.generation, window: id),
                               at: deadline)
        }
    }

    /// `complete-fetch`: calls the oldest pending completion handler.
    func completeFetch(_ app: InstalledApp, generation: Int, _ result: FetchResult) {
        guard isAlive(app, generation), let process = app.process else { return }
        guard !process.completions.isEmpty else {
            warn(app, "complete-fetch \(result.rawValue): no completion handler is pending", .br3)
            return
        }
        process.completions.removeFirst()
    }

    /// BR-3: a completion handler not called within 30 s kills a background app; a window
    /// that the app's return to the foreground disarmed (its deadline cleared) stays pending.
    func closeCompletionWindow(_ app: InstalledApp, generation: Int, window: Int) {
        guard let process = app.process, process.generation == generation,
              let position = process.completions.firstIndex(where: { $0.id == window && $0.deadline != nil })
        else { return }
        let closed = process.completions.remove(at: position)
        guard closed.killsWhenMissed, app.state == .background, !app.debuggerAttached else {
            settle(app)
            return
        }
        kill(app, .br3, warning: "did not call the completion handler within 30 s (0x8badf00d)")
    }

    /// Back in the foreground, no completion deadline can kill the app any more: the
    /// windows of its background stay are disarmed (their handlers stay callable).
    func disarmCompletionDeadlines(_ process: AppProcess) {
        for index in process.completions.indices { process.completions[index].deadline = nil }
    }
}
