/// Launching, leaving and returning to the foreground (LA, FG).
extension Device {
    /// Starts a new process for `app`, or completes the launch of its prewarmed one (PW-1): from
    /// here on it runs UIApplicationMain and counts as launched for `reason`. A new process first
    /// runs the app's code before UIApplicationMain (`main`, for `rule`: LA-1, or PW-1 when
    /// prewarming); a prewarmed one ran it when it started. A process PW-1 prewarms is `prewarmed`
    /// from its start. Nil when that code ended the process (a crash there; no watchdog times
    /// it): nothing more of the launch happens.
    func startProcess(_ app: InstalledApp, _ reason: LaunchReason, _ rule: RuleID = .la1,
                      prewarmed: Bool = false) -> AppProcess? {
        if let waiting = app.process, app.machine.endPrewarm() {
            waiting.launchReason = reason
            return runApplicationMain(app, generation: waiting.generation) ? waiting : nil
        }
        // The app holds its new process; the launch goes on by its generation, and hands back
        // the app's process once it is known to be alive still.
        let generation = nextGeneration
        nextGeneration += 1
        app.process = AppProcess(generation: generation, launchReason: reason)
        if prewarmed && !app.machine.prewarm() {
            fail("\(app.name) prewarmed while \(app.state), not without a process (PW-1)")
        }
        if app.hasHandlers(for: .main) { deliver(.delegate(.main), to: app, rule, handlers: app.handlers(for: .main)) }
        guard isAlive(app, generation) else { return nil }
        // UIApplicationMain runs now, unless PW-1 stops the process short of it.
        if !prewarmed && !runApplicationMain(app, generation: generation) { return nil }
        return app.process
    }

    /// UIApplicationMain starts in `app`'s process `generation`: UIKit logs TN3187's line for an
    /// app without scenes (PR-1: once per process, at every launch, foreground or background; a
    /// prewarmed process, stopped short of UIApplicationMain, logs it when its launch completes),
    /// then the app's objects are made. False when making them ended the process.
    private func runApplicationMain(_ app: InstalledApp, generation: Int) -> Bool {
        if !app.config.scenes, let message = profile.sceneLifecycleWarning {
            warn(app, WarningText.sceneLifecycleNotAdopted(message: message), .pr1)
        }
        return tellProcessStarted(app, generation: generation)
    }

    /// The device's part of every launch (LA-1), before the machine's steps: a launch that does
    /// not fit in memory first reclaims what it needs (MW-1), then the process starts (or a
    /// prewarmed one completes, PW-1). False when the app can never fit.
    func startLaunch(_ app: InstalledApp, _ reason: LaunchReason) -> Bool {
        guard makeRoom(for: app) else { return false }
        return startProcess(app, reason) != nil
    }

    /// A user launch into the foreground (`AppMachine.launch(for:)`).
    func coldLaunch(_ app: InstalledApp, _ arrival: Arrival) {
        guard startLaunch(app, arrival.launchReason) else { return }
        front = app.index
        perform(on: app, arrival: arrival) { app.machine.reading.launch(for: arrival, into: &$0) }
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

    /// FG-4: a background or suspended app returns (`AppMachine.enterForeground`). A suspended
    /// app is resumed (`resume`): what its suspension held comes before willEnterForeground, its
    /// held timers after didBecomeActive.
    ///
    /// `newWindow`: a new scene connects instead of the app's last one returning (SC-6).
    func returnToForeground(_ app: InstalledApp, _ arrival: Arrival = .plain, _ rule: RuleID, newWindow: Bool = false) {
        guard app.process != nil else { return }
        front = app.index
        func enterForeground(_ steps: inout StepCarrier) {
            app.machine.returnStarts()
            app.machine.reading.enterForeground(rule, newWindow: newWindow, into: &steps)
        }
        if app.state == .suspended {
            resume(app, for: rule, budget: nil, arrival: arrival, returning: enterForeground)
        } else {
            perform(on: app, arrival: arrival, enterForeground)
        }
    }

    /// True while something keeps the front app inactive: an overlay or the lock screen.
    var foregroundBlocked: Bool { locked || !overlays.isEmpty }

    /// The app becomes active again (`AppMachine.becomeActive`; the end of a launch or a return
    /// is the machine's `.becomeActive` step).
    func becomeActive(_ app: InstalledApp, _ rule: RuleID) {
        perform(on: app) { app.machine.reading.becomeActive(rule, entering: false, into: &$0) }
    }

    /// The app stops receiving events (`AppMachine.resignActive`); an app that is not active (under
    /// a second overlay, IN-1) stays as it is, and the machine is not asked.
    func resignActive(_ app: InstalledApp, _ rule: RuleID) {
        guard app.state == .active else { return }
        perform(on: app) { app.machine.reading.resignActive(rule, into: &$0) }
    }

    /// The app on screen leaves it (FG-1 Home, FG-3 switch, LK-2 lock, IN-3 call): off the screen,
    /// then `AppMachine.leaveForeground`'s steps. BG-2 then decides, unless `settling` is false.
    func leaveForeground(_ app: InstalledApp, _ rule: RuleID, settling: Bool = true) {
        clearScreen(of: app)
        perform(on: app) { app.machine.reading.leaveForeground(rule, into: &$0) }
        if settling { settle(app) }
    }

    /// The app is back in the foreground: no budget (BG-4: backgroundTimeRemaining is unlimited
    /// again) and no completion deadline (BR-3: a handler kept in the foreground has none).
    func endBackgrounding(_ app: InstalledApp) {
        guard app.process != nil else { return }
        app.machine.backgroundingEnds()
        if let process = app.process { disarmCompletionDeadlines(process) }
    }

    /// FG-5: `exits-on-suspend` (UIApplicationExitsOnSuspend), honoured on iOS 4-12.
    func optsOutOfBackground(_ app: InstalledApp) -> Bool { app.machine.traits.optsOutOfBackground }

    /// BM-3: audio or location started without the mode stops at backgrounding, with a warning.
    func stopUndeclaredActivities(_ app: InstalledApp) {
        guard let process = app.process, process.audioPlaying || process.locationUpdating else { return }
        stopUndeclaredActivities(app, process)
    }

    /// `stopUndeclaredActivities` of a process playing audio or updating location. (Never
    /// inlined: most apps do neither, and the common backgrounding stays compact.)
    @inline(never)
    private func stopUndeclaredActivities(_ app: InstalledApp, _ process: AppProcess) {
        if process.audioPlaying && !activityCounts(.audio, running: true, in: app) {
            process.audioPlaying = false
            warn(app, .audioStopped, .bm3)
        }
        if process.locationUpdating && !activityCounts(.location, running: true, in: app) {
            process.locationUpdating = false
            warn(app, .locationStopped, .bm3)
        }
    }

    /// BM-3's decision: playing audio or updating location (`running`) counts for the
    /// background (BM-1, BM-2) only with its mode declared. An undeclared one is stopped as the
    /// app leaves the foreground; one started later in the background never keeps the app running.
    @inline(__always)
    func activityCounts(_ mode: BackgroundMode, running: Bool, in app: InstalledApp) -> Bool {
        running && app.declares(mode)
    }

    /// FG-3: the app in front leaves as with Home, then `app` launches or returns for `arrival`.
    func switchTo(_ app: InstalledApp, _ arrival: Arrival) {
        leaveScreen()
        bringToForeground(app, arrival)
    }

    /// FG-3's first half, for every way another app or window takes the screen (an app switch,
    /// SC-6's new window, SC-7's Split View, DOC-2's receiver): what is on screen leaves as with
    /// Home (FG-1, or SC-4 scene by scene), in home-screen order, except the scenes `kept` on
    /// screen (a Split View pair: the other scenes of their apps leave alone). `unsettled` is
    /// left for its caller to settle (BG-2): the app opening a window of its own, or a document's
    /// sender until didEndSendingToApplication.
    func leaveScreen(keeping kept: [SceneSlot] = [], unsettled: InstalledApp? = nil) {
        for leaving in screenApps {
            let keptScenes = kept.filter { $0.app == leaving.index }.map(\.scene)
            guard keptScenes.isEmpty else {
                for scene in foregroundScenes(leaving) where !keptScenes.contains(scene) {
                    sceneLeavesScreen(leaving, scene, .fg3)
                }
                continue
            }
            leaveForeground(leaving, .fg3, settling: leaving !== unsettled)
        }
    }

    /// The user brings `app` to the front for `arrival`: a card first in the switcher (TE-1), the
    /// force-quit mark cleared (TE-4), and a cold launch or a return (cited with `returnRule`).
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
enum Arrival: Equatable {
    /// The icon, a switcher card, unlock or a call's end: nothing more.
    case plain
    /// A URL or a document (LA-2): openURL. (The URL itself is the event's, in the trace: what
    /// the app receives is only that one came.)
    case url
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
