/// Background events: fetch, content-available pushes, location (BR-1 … BR-3, TE-4, BT-8).
extension Device {
    /// The kinds of background event and what each needs.
    enum BackgroundEventKind: Hashable {
        case fetch, push, location
        /// A background URLSession's transfers finished (BR-5): no background mode is needed.
        case urlSession

        var mode: BackgroundMode? {
            switch self {
            case .fetch: return .fetch
            case .push: return .remoteNotification
            case .location: return .location
            case .urlSession: return nil
            }
        }

        var callback: DelegateCallback {
            switch self {
            case .fetch: return .performFetch
            case .push: return .didReceiveRemoteNotification
            case .location: return .didUpdateLocations
            case .urlSession: return .handleEventsForBackgroundURLSession
            }
        }

        /// How long the app has to handle the event in the background (BR-3).
        var window: VirtualDuration {
            self == .location ? OSProfile.locationEventWindow : OSProfile.backgroundEventWindow
        }

        var reason: LaunchReason {
            switch self {
            case .fetch: return .fetch
            case .push: return .push
            case .location: return .location
            case .urlSession: return .urlSession
            }
        }

        /// The event's name as a warning's words.
        var phrase: WarningText {
            switch self {
            case .fetch: return WarningText.eventFetch
            case .push: return WarningText.eventPush
            case .location: return WarningText.eventLocation
            case .urlSession: return WarningText.eventURLSession
            }
        }

        /// True when iOS `profile` delivers it to a background app (BR-3, BM-2).
        func exists(on profile: OSProfile) -> Bool {
            switch self {
            case .location: return profile.launchesForBackgroundLocation
            case .urlSession: return profile.hasBackgroundURLSession
            case .fetch, .push: return profile.hasBackgroundFetch
            }
        }

    }

    /// BR-1: what `backgroundRefreshStatus` returns to `app`.
    func refreshStatus(_ app: InstalledApp) -> BackgroundRefreshStatus {
        guard profile.hasBackgroundRefreshSetting else { return .available }
        if globalRefresh == .restricted { return .restricted }
        if globalRefresh == .off || !app.refreshOn { return .denied }
        if lowPower && profile.hasLowPowerMode { return .denied }
        return .available
    }

    /// Why `kind` does not reach `app`, if it does not: the reason, its rule, and the background
    /// mode the app does not declare, when that is why (the Swift API words that reason its own
    /// way, `undeclaredModeForAPI`).
    func whyDropped(_ kind: BackgroundEventKind, for app: InstalledApp) -> (WarningText, RuleID, BackgroundMode?)? {
        let event = kind.phrase
        if !kind.exists(on: profile) || !profile.multitasking {
            let version = "\(profile.version)"
            return (profile.multitasking ? .eventUnavailable(event: event, version: version)
                        : .eventUnavailableNoMultitasking(event: event, version: version), .br3, nil)
        }
        if optsOutOfBackground(app) {
            return (WarningText.eventOptsOut(event: event, app: app.name), .fg5, nil)
        }
        if let mode = kind.mode, !app.declares(mode) {
            return (WarningText.eventModeUndeclared(event: event, app: app.name, mode: mode.rawValue), .br3, mode)
        }
        if kind == .fetch && disablesPerformFetch(app) {
            return (WarningText.eventFetchDisabledByBGTasks(event: event, app: app.name), .bt8, nil)
        }
        let status = refreshStatus(app)
        if kind != .urlSession, status != .available {
            return (WarningText.eventRefreshOff(event: event, status: status.rawValue, app: app.name), .br2, nil)
        }
        if swipedAwayBlocks(app, kind.reason) {
            return (WarningText.eventForceQuit(event: event, app: app.name), .te4, nil)
        }
        return nil
    }

    /// `kind` refused to `app` for want of `mode`, worded for the Swift API (where a mode is declared
    /// at install); nil for any other reason, which the API words as the scenario does.
    func undeclaredModeForAPI(_ kind: BackgroundEventKind, _ app: InstalledApp, _ mode: BackgroundMode?) -> String? {
        mode.map { "\(kind.phrase.english) dropped: \(app.name) does not declare the .\($0) background mode "
            + "(install it with modes: [.\($0)])" }
    }

    /// BT-8: whether this app's declarations disable performFetch on this version.
    func disablesPerformFetch(_ app: InstalledApp) -> Bool {
        profile.disablesPerformFetch(declaredBGTaskIdentifiers: app.config.bgTaskIdentifiers)
    }

    /// BR-3: launches, resumes or calls the app for a background event.
    func backgroundEvent(_ kind: BackgroundEventKind, to app: InstalledApp) -> EventOutcome {
        if let (reason, rule, mode) = whyDropped(kind, for: app) {
            return refuse(reason, rule, app: app, api: undeclaredModeForAPI(kind, app, mode))
        }
        runInBackground(app, for: kind.reason, .br3) {
            // A handler the app gets in the foreground has no deadline; in the background, the window's.
            let deadline = app.state.isForeground ? nil : now + kind.window
            deliverEvent(kind, to: app, window: openCompletion(app, deadline: deadline, kind))
        }
        return .applied
    }

    /// IN-4: a push without content-available reaches only an active app; otherwise it is a banner.
    func plainPush(to app: InstalledApp) -> EventOutcome {
        guard reachesActiveApp(app, elseBanner: WarningText.pushAsBanner) else { return .applied }
        deliverEvent(.push, to: app, window: openCompletion(app, deadline: nil, .push))
        return .applied
    }

    /// Delivers the event's callback; its code (and its timers) hold that event's completion
    /// handler, so `complete-fetch` there completes this event, not another (for a location
    /// event, which has no completion handler in iOS, it ends the event's window early).
    @discardableResult
    private func deliverEvent(_ kind: BackgroundEventKind, to app: InstalledApp, window: Int?) -> Bool {
        deliver(kind.callback, to: app, .br3, completion: window)
    }

    /// A pending completion handler; with a deadline, the BR-3 kill is scheduled before the callback.
    func openCompletion(_ app: InstalledApp, deadline: VirtualTime?, _ kind: BackgroundEventKind) -> Int? {
        guard let process = app.process else { return nil }
        let id = nextWindowID
        nextWindowID += 1
        process.completions.append(CompletionWindow(id: id, deadline: deadline, kind: kind))
        if let deadline {
            schedule(.completionDeadline(app: app.index, generation: process.generation, window: id),
                               at: deadline)
        }
        return id
    }

    /// `complete-fetch`: calls the completion handler of the event whose code runs it (`window`),
    /// or, from other code, the oldest pending one of a fetch or push.
    func completeFetch(_ app: InstalledApp, generation: Int, _ result: FetchResult, window: Int?) {
        guard isAlive(app, generation), let process = app.process else { return }
        switch process.completion(for: window, urlSession: false) {
        case .found(let position): process.completions.remove(at: position)
        case .anotherKind: warn(app, WarningText.completeFetchInAnotherHandler(result: result.rawValue), .br5)
        case .none:
            let result = result.rawValue
            warn(app, window == nil ? .completeFetchNonePending(result: result) : .completeFetchAlreadyCalled(result: result), .br3)
        }
    }

    /// BR-3: a completion handler not called within 30 s kills a background app (a system kill,
    /// which an attached debugger prevents: BG-2 then keeps the app running, DB-1); a window
    /// that the app's return to the foreground disarmed (its deadline cleared) stays pending.
    func closeCompletionWindow(_ app: InstalledApp, generation: Int, window: Int) {
        guard let process = process(of: app, generation),
              let position = process.completions.firstIndex(where: { $0.id == window && $0.deadline != nil })
        else { return }
        let closed = process.completions.remove(at: position)
        if closed.kind == .urlSession { warn(app, .eventsCompletionNeverCalled, .br5) }
        if closed.killsWhenMissed, app.state == .background,
           systemKill(app, .br3, warning: WarningText.completionHandlerTimeout) {
            return
        }
        settle(app)
    }

    /// Back in the foreground, no completion deadline can kill the app any more: the
    /// windows of its background stay are disarmed (their handlers stay callable).
    @inline(__always)
    func disarmCompletionDeadlines(_ process: AppProcess) {
        for index in process.completions.indices { process.completions[index].deadline = nil }
    }
}
