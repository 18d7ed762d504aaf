/// Launching, leaving and returning to the foreground (LA, FG).
extension Device {
    /// Starts a new process for `app`, or completes the launch of its prewarmed one (PW-1): from
    /// here on it runs UIApplicationMain and counts as launched for `reason`.
    func startProcess(_ app: InstalledApp, _ reason: LaunchReason) -> AppProcess {
        if let prewarmed = app.process, prewarmed.prewarmed {
            prewarmed.prewarmed = false
            prewarmed.launchReason = reason
            return prewarmed
        }
        let process = AppProcess(generation: nextGeneration, launchReason: reason)
        nextGeneration += 1
        app.process = process
        return process
    }

    /// LA-1/LA-3: the app's UI is loaded (its root controller created), then willFinishLaunching
    /// (iOS 6+), state restoration on a user launch (SR-3) and didFinishLaunching, all under the
    /// launch watchdog. Returns the restored controllers, or nil if the app did not survive.
    func runLaunchCallbacks(_ app: InstalledApp, _ rule: RuleID, restoring: Bool) -> [LiveController]? {
        guard let generation = app.process?.generation else { return nil }
        createRootController(app)
        var restored: [LiveController] = []
        withWatchdog(app, limit: OSProfile.launchWatchdog, .la3, .launchWatchdog) {
            if profile.hasWillFinishLaunching { deliver(.willFinishLaunching, to: app, rule) }
            if restoring && isAlive(app, generation) { restored = restoreState(app) }
            if isAlive(app, generation) { deliver(.didFinishLaunching, to: app, rule) }
            // The windows of the last run give up their cards to this launch's scenes (SC-8).
            app.endedScenes = []
            // SC-8: scenes discarded while the app was not running (only a scene-based app has
            // any), heard right after didFinishLaunching.
            if isAlive(app, generation), app.discardedWhileNotRunning {
                app.discardedWhileNotRunning = false
                deliver(.didDiscardSceneSessions, to: app, .sc8)
            }
        }
        app.process?.finishedLaunching = true
        return isAlive(app, generation) ? restored : nil
    }

    /// A user launch into the foreground (LA-1), optionally for a URL (LA-2) or a tapped
    /// notification (LA-4): a launch that does not fit in memory first reclaims what it needs (MW-1).
    func coldLaunch(_ app: InstalledApp, _ arrival: Arrival) {
        guard makeRoom(for: app) else { return }
        let rule = arrival.rule
        let generation = startProcess(app, arrival.launchReason).generation
        front = app.index
        let sceneBased = isSceneBased(app)
        // SC-5: a scene-based app reads background, not inactive, through its launch callbacks.
        if sceneBased { app.sceneLag = .launch }
        transition(app, to: sceneBased ? .background : .inactive, rule)
        guard let restored = runLaunchCallbacks(app, rule, restoring: true) else { return }
        loadVisibleViews(app, .vc1)
        finishRestoring(restored, in: app)
        if sceneBased {
            // SC-3: the scene connects after didFinishLaunching; a URL rides in willConnect's options.
            guard isAlive(app, generation), connectScene(app, sceneRule(rule)) != nil else { return }
            // SC-5: on iOS 13 the app becomes inactive right after sceneWillEnterForeground; from
            // iOS 14 it stays background until sceneDidBecomeActive has run (becomeActive).
            if profile.version.major == 13 { setSceneLag(app, .activation) }
            if case .url = arrival {} else { deliver(arrival, to: app) }
            // SC-5: the tapped notification's callback reads background; sceneDidBecomeActive, inactive.
            if case .notification(_?) = arrival, isAlive(app, generation) { setSceneLag(app, .activation) }
        } else if isAlive(app, generation) {
            deliver(arrival, to: app)
        }
        guard isAlive(app, generation) else { return }
        becomeActive(app, rule, entering: true)
    }

    /// What the user opens an app for arrives between its launch or return and didBecomeActive,
    /// or at once to an app already on screen: openURL, or a scene-based app's
    /// scene(_:openURLContexts:) (LA-2, SC-1), or the tapped notification (LA-4).
    func deliver(_ arrival: Arrival, to app: InstalledApp) {
        switch arrival {
        case .plain, .notification(nil): break
        case .url:
            if isSceneBased(app), let scene = connectedScene(app) {
                deliver(.sceneOpenURLContexts, to: app, scene: scene, .la2)
            } else {
                deliver(.openURL, to: app, .la2)
            }
        case .notification(let callback?): deliver(callback, to: app, .la4)
        }
    }

    /// FG-4: a background or suspended app returns: willEnterForeground, didBecomeActive
    /// (with `openURL` between them for a URL, LA-2, or the tapped notification, LA-4). A suspended
    /// app is resumed (`resume`): what its suspension held comes before willEnterForeground, its
    /// held timers after didBecomeActive.
    ///
    /// `newWindow`: a new scene connects instead of the app's last one returning (SC-6).
    func returnToForeground(_ app: InstalledApp, _ arrival: Arrival = .plain, _ rule: RuleID, newWindow: Bool = false) {
        guard app.process != nil else { return }
        front = app.index
        if app.state == .suspended {
            resume(app, for: rule, budget: nil) { enterForeground(app, arrival, rule, newWindow: newWindow) }
        } else {
            enterForeground(app, arrival, rule, newWindow: newWindow)
        }
    }

    /// FG-4 for a background app (a suspended one is resumed first): willEnterForeground (or its
    /// scene's return), what the user opened the app for, then didBecomeActive unless something
    /// keeps the app inactive.
    private func enterForeground(_ app: InstalledApp, _ arrival: Arrival, _ rule: RuleID, newWindow: Bool) {
        // The process is read where it is changed, not held across the callbacks.
        guard let generation = app.process?.generation else { return }
        // The backgrounding is over once the return starts: a task begun in willEnterForeground
        // is an ordinary one, dormant until the next backgrounding (BG-4), not BG-9's invalid one.
        app.machine.updateBackgrounding { $0.budgetExpired = false }
        if isSceneBased(app) {
            guard returnScene(app, rule, newWindow: newWindow) else { return }
        } else {
            deliver(.willEnterForeground, to: app, rule)
            guard isAlive(app, generation) else { return }
            endBackgrounding(app)
            transition(app, to: .inactive, rule)
        }
        loadVisibleViews(app, .vc1)
        deliver(arrival, to: app)
        guard isAlive(app, generation) else { return }
        if !foregroundBlocked { becomeActive(app, rule, entering: true) }
    }

    /// True while something keeps the front app inactive: an overlay or the lock screen.
    var foregroundBlocked: Bool { locked || !overlays.isEmpty }

    /// inactive → active, then didBecomeActive. `entering`: the end of a launch or a return
    /// (for a scene-based app, SC-5: the app's activation follows sceneDidBecomeActive).
    func becomeActive(_ app: InstalledApp, _ rule: RuleID, entering: Bool = false) {
        guard app.state == .inactive || app.sceneLag == .launch else { return }
        if isSceneBased(app) {
            // Every foreground scene of the app, in number order (SC-7: two of one app in Split View).
            guard let generation = app.process?.generation else { return }
            // SC-5: entering the foreground, the app reads inactive (background, still, after an
            // iOS 14+ launch) in sceneDidBecomeActive and becomes active right after it.
            if entering && app.sceneLag == .none { app.sceneLag = .activation }
            for scene in foregroundScenes(app) where app.scenes[scene - 1] == .foregroundInactive {
                guard isAlive(app, generation) else { return }
                sceneActivates(app, scene, sceneRule(rule))
            }
            if isAlive(app, generation) { setSceneLag(app, .none) }
            return
        }
        transition(app, to: .active, rule)
        deliver(.didBecomeActive, to: app, rule)
    }

    /// willResignActive, then active → inactive (a no-op for an app already inactive).
    func resignActive(_ app: InstalledApp, _ rule: RuleID) {
        guard app.state == .active, let generation = app.process?.generation else { return }
        if isSceneBased(app) {
            for scene in foregroundScenes(app) where app.scenes[scene - 1] == .foregroundActive {
                guard isAlive(app, generation) else { return }
                sceneResigns(app, scene, sceneRule(rule))
            }
            return
        }
        deliver(.willResignActive, to: app, rule)
        if isAlive(app, generation) { transition(app, to: .inactive, rule) }
    }

    /// The front app leaves the foreground (FG-1 Home, FG-3 switch, LK-2 lock, IN-3 call):
    /// willResignActive if it is active, then the background (FG-2) or, without multitasking
    /// or with exits-on-suspend, termination (FG-5). BG-2 then decides.
    func leaveForeground(_ app: InstalledApp, _ rule: RuleID, settling: Bool = true) {
        clearScreen(of: app)
        resignActive(app, rule)
        enterBackground(app, rule)
        if settling { settle(app) }
    }

    /// An inactive app enters the background: didEnterBackground under its 5 s watchdog (FG-2),
    /// with the budget scheduled first (BG-3). Without multitasking it terminates instead; an
    /// app that opts out (exits-on-suspend) gets didEnterBackground, then terminates (FG-5).
    func enterBackground(_ app: InstalledApp, _ rule: RuleID) {
        guard app.state == .inactive, app.process != nil else { return }
        clearScreen(of: app)
        if !profile.multitasking {
            terminate(app, .fg5)
            return
        }
        if optsOutOfBackground(app) {
            transition(app, to: .background, .fg5)
            deliverDidEnterBackground(app, .fg5)
            terminate(app, .fg5)
            return
        }
        // Every foreground scene of the app, in number order: the last one takes the app (SC-5).
        let scenes = isSceneBased(app) ? foregroundScenes(app).filter { app.scenes[$0 - 1] == .foregroundInactive } : []
        if scenes.isEmpty {
            transition(app, to: .background, rule)
        } else {
            for scene in scenes { moveScene(app, scene, to: .background, sceneRule(rule)) }
        }
        if let budget = profile.backgroundBudget { startBudget(app, budget) }
        stopUndeclaredActivities(app)
        deliverDidEnterBackground(app, scenes: scenes, rule)
        saveState(app)
    }

    /// didEnterBackground under its 5 s watchdog (FG-2). While it runs, backgroundTimeRemaining
    /// is not valid yet and reads DBL_MAX (BG-4). A scene-based app hears sceneDidEnterBackground
    /// on each of `scenes` in order (nil or empty: its shown scene).
    func deliverDidEnterBackground(_ app: InstalledApp, scenes: [Int]? = nil, _ rule: RuleID) {
        // The process is read again where needed rather than held across the callbacks: holding
        // a class reference across a call costs a retain and a release.
        guard let generation = app.process?.generation else { return }
        app.machine.updateBackgrounding { $0.enteringBackground = true }
        withWatchdog(app, limit: OSProfile.didEnterBackgroundWatchdog, .fg2, .didEnterBackgroundWatchdog) {
            // The scenes are worked out only for an app that has them (the classic app is W1's, in BENCHMARKS.md).
            let scenes = isSceneBased(app)
                ? scenes.flatMap { $0.isEmpty ? nil : $0 } ?? connectedScene(app).map { [$0] } ?? [] : []
            if !scenes.isEmpty {
                for scene in scenes where isAlive(app, generation) {
                    deliver(.sceneDidEnterBackground, to: app, scene: scene, sceneRule(rule))
                    // SC-4: UIKit asks for the scene's activity only of a delegate that implements the method.
                    if isAlive(app, generation), !app.handlers(for: .stateRestorationActivity).isEmpty {
                        deliver(.stateRestorationActivity, to: app, scene: scene, sceneRule(rule))
                    }
                }
            } else {
                deliver(.didEnterBackground, to: app, rule)
            }
        }
        if isAlive(app, generation) { app.machine.updateBackgrounding { $0.enteringBackground = false } }
    }

    /// SC-4 return (or SC-9 reconnect): the scene's willEnterForeground and its move to
    /// foreground-inactive, or a new scene when none is connected. False if the app died.
    private func returnScene(_ app: InstalledApp, _ rule: RuleID, newWindow: Bool) -> Bool {
        guard app.process != nil else { return false }
        let sceneRule = sceneRule(rule)
        guard !newWindow, let scene = connectedScene(app) else {
            endBackgrounding(app)
            return connectScene(app, sceneRule, newSession: newWindow) != nil
        }
        guard sceneEntersForeground(app, scene, sceneRule) else { return false }
        endBackgrounding(app)
        return true
    }

    /// The app is back in the foreground: no budget (BG-4: backgroundTimeRemaining is unlimited
    /// again) and no completion deadline (BR-3: a handler kept in the foreground has none).
    private func endBackgrounding(_ app: InstalledApp) {
        guard let process = app.process else { return }
        app.machine.updateBackgrounding { $0.budgetEnd = nil }
        disarmCompletionDeadlines(process)
    }

    /// FG-5: `exits-on-suspend` (UIApplicationExitsOnSuspend), honoured on iOS 4-12.
    func optsOutOfBackground(_ app: InstalledApp) -> Bool {
        app.config.exitsOnSuspend && profile.honoursExitsOnSuspend
    }

    /// BM-3: audio or location started without the mode stops at backgrounding.
    private func stopUndeclaredActivities(_ app: InstalledApp) {
        guard let process = app.process, process.audioPlaying || process.locationUpdating else { return }
        if process.audioPlaying && !app.declares(.audio) {
            process.audioPlaying = false
            warn(app, .audioStopped, .bm3)
        }
        if process.locationUpdating && !app.declares(.location) {
            process.locationUpdating = false
            warn(app, .locationStopped, .bm3)
        }
    }

    /// The user brings `app` to the front: a card first in the switcher (TE-1), the force-quit
    /// mark cleared (TE-4), and a cold launch or a return.
    func bringToForeground(_ app: InstalledApp, url: String?, returnRule: RuleID = .fg4) {
        bringToForeground(app, url.map(Arrival.url) ?? .plain, returnRule: returnRule)
    }

    /// FG-3: the app in front leaves as with Home, then `app` launches or returns for `arrival`.
    func switchTo(_ app: InstalledApp, _ arrival: Arrival) {
        for leaving in screenApps { leaveForeground(leaving, .fg3) }
        bringToForeground(app, arrival)
    }

    func bringToForeground(_ app: InstalledApp, _ arrival: Arrival, returnRule: RuleID = .fg4) {
        userOpens(app)
        switch app.state {
        case .notRunning:
            coldLaunch(app, arrival)
        case .background, .suspended:
            returnToForeground(app, arrival, returnRule)
        case .inactive, .active:
            front = app.index
        }
    }

    /// The user opens `app` (its icon, a card, a URL, a new window): its card goes first in the
    /// switcher (TE-1) and it is no longer marked swiped away (TE-4).
    func userOpens(_ app: InstalledApp) {
        moveCardFirst(app)
        app.forceQuit = false
    }

    /// TE-1: a user launch puts the app's card first.
    private func moveCardFirst(_ app: InstalledApp) {
        guard profile.multitasking, switcherCards.first != app.index else { return }
        // An app has at most one card: the cards before it move down one place, in place (no
        // removal and insertion that shift the whole list on every launch).
        guard let position = switcherCards.firstIndex(of: app.index) else {
            return switcherCards.insert(app.index, at: 0)
        }
        for index in stride(from: position, to: 0, by: -1) { switcherCards[index] = switcherCards[index - 1] }
        switcherCards[0] = app.index
    }
}

/// Why the user opens an app, and what it receives before didBecomeActive.
enum Arrival {
    /// The icon, a switcher card, unlock or a call's end: nothing more.
    case plain
    /// A URL or a document (LA-2): openURL.
    case url(String)
    /// A tapped notification (LA-4): its callback, or nil when it only rides in the launch options.
    case notification(DelegateCallback?)

    /// The rule a launch for it cites.
    var rule: RuleID {
        switch self {
        case .plain: return .la1
        case .url: return .la2
        case .notification: return .la4
        }
    }

    var launchReason: LaunchReason {
        switch self {
        case .plain: return .user
        case .url: return .url
        case .notification: return .notification
        }
    }
}
