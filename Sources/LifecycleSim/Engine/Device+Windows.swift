/// Several windows of a scene-based app on an iPad: opening one (SC-6) and Split View (SC-7).
extension Device {
    /// Why `app` cannot have another window here, nil when it can (SC-6): an iPad, iOS 13+, and
    /// an app that declares `scenes multiple`.
    func multipleWindowsRefusal(_ app: InstalledApp) -> WarningText? {
        if !profile.hasScenes { return WarningText.windowsBeforeIOS13(app: app.name) }
        if model != .ipad { return WarningText.windowsOnlyOnIPad(model: model.rawValue) }
        if !isSceneBased(app) { return WarningText.noScenesForWindows(app: app.name) }
        if !app.config.multipleScenes { return WarningText.noMultipleScenes(app: app.name) }
        return nil
    }

    /// `open-window APP` (SC-6): the user opens another window of a running multi-scene app.
    func openWindow(_ app: InstalledApp) -> EventOutcome {
        if let reason = multipleWindowsRefusal(app) { return refuse(reason, .sc6, app: app) }
        if let refusal = screenBlockedRefusal(app) { return refusal }
        guard connectedScene(app) != nil else {
            return refuse(WarningText.noWindowOpen(app: app.name), .sc6, app: app, api: "\(app.name) has no window open: launch() opens its first")
        }
        openNewScene(app)
        return .applied
    }

    /// SC-6: what is on screen leaves as with Home (the app's own scenes too: their resign and
    /// background callbacks first, as in an app switch), then the app gets configurationForConnecting
    /// and the new scene willConnect, sceneWillEnterForeground, sceneDidBecomeActive.
    func openNewScene(_ app: InstalledApp) {
        leaveScreen(unsettled: app)
        guard app.process != nil else { return }
        userOpens(app)
        returnToForeground(app, .plain, .sc6, newWindow: true)
    }

    /// `request-scene`: `UIApplication.requestSceneSessionActivation` from the app's code. The
    /// request is handled once the code that made it has returned (SC-6); a request iOS would
    /// fail calls the error handler, which the app logs as a warning.
    func requestScene(_ app: InstalledApp, generation: Int) {
        guard isAlive(app, generation) else { return }
        if let reason = multipleWindowsRefusal(app) {
            warn(app, WarningText.sceneRequestFailed(reason: reason), .sc6)
            return
        }
        sceneRequests.append((app: app.index, generation: generation))
    }

    /// The most requests one step handles: code that requests a scene from every new scene's
    /// callbacks would otherwise never let the timeline go on (the simulator's guard).
    static let sceneRequestLimit = 16

    /// Handles the `request-scene` calls made by the code that just ran, in order (SC-6): each
    /// opens a new window of an app still on screen and active; the others fail.
    func runSceneRequests() {
        var handled = 0
        while !sceneRequests.isEmpty {
            let request = sceneRequests.removeFirst()
            let app = apps[request.app]
            guard isAlive(app, request.generation) else { continue }
            guard handled < Self.sceneRequestLimit else {
                warn(app, WarningText.sceneRequestLimit(limit: "\(Self.sceneRequestLimit)"), .sc6)
                sceneRequests.removeAll()
                return
            }
            guard isOnScreen(app), app.state == .active, !foregroundBlocked else {
                warn(app, WarningText.sceneRequestFailed(reason: .notActiveOnScreen(app: app.name)), .sc6)
                continue
            }
            handled += 1
            openNewScene(app)
        }
    }

    // MARK: Split View

    /// `split APP/N APP/M` (SC-7): the two scenes side by side, both foreground-active. What else
    /// was on screen leaves as with Home; each scene returns (sceneWillEnterForeground, …
    /// sceneDidBecomeActive), in home-screen order, then scene-number order.
    func split(_ first: SceneName, _ second: SceneName) -> EventOutcome {
        guard let a = app(named: first.app) else { return refuse(WarningText.noSuchApp(app: first.app), .st2) }
        guard let b = app(named: second.app) else { return refuse(WarningText.noSuchApp(app: second.app), .st2) }
        if !profile.hasScenes { return refuse(.splitBeforeIOS13, .sc7) }
        if model != .ipad { return refuse(WarningText.splitOnlyOnIPad(model: model.rawValue), .sc7) }
        for app in [a, b] where !isSceneBased(app) {
            return refuse(WarningText.noScenesForSplit(app: app.name), .sc7, app: app)
        }
        if first == second { return refuse(WarningText.sceneBesideItself(scene: "\(first)"), .sc7, app: a) }
        if a === b, !a.config.multipleScenes { return refuse(WarningText.noMultipleScenes(app: a.name), .sc7, app: a) }
        for (app, name) in [(a, first), (b, second)] {
            guard name.scene >= 1, name.scene <= app.scenes.count, app.scenes[name.scene - 1].state.isConnected else {
                return refuse(WarningText.sceneNotConnected(app: name.app, scene: "\(name.scene)"), .sc7, app: app)
            }
        }
        if let refusal = screenBlockedRefusal(nil) { return refusal }
        let pair = [SceneSlot(app: a.index, scene: first.scene), SceneSlot(app: b.index, scene: second.scene)]
            .sorted { ($0.app, $0.scene) < ($1.app, $1.scene) }
        leaveScreen(keeping: pair)
        for slot in pair { bringSceneToScreen(apps[slot.app], slot.scene) }
        // Both scenes stay connected unless a callback ended a process.
        let shown = pair.filter { slot in apps[slot.app].scenes[slot.scene - 1].state.isConnected }
        front = shown.first?.app
        if let first = shown.first { apps[first.app].machine.show(first.scene) }
        beside = shown.count == 2 ? shown[1] : nil
        return .applied
    }

    /// `split` alone (SC-7): the second scene leaves as with Home; the first takes the screen.
    func endSplit() -> EventOutcome {
        guard let other = beside else { return refuse(.splitNotShowing, .sc7) }
        if locked { return refuse(.lockedUnlockFirst, .st2, api: Self.lockedForAPI) }
        let app = apps[other.app]
        beside = nil
        if front == other.app {
            sceneLeavesScreen(app, other.scene, .sc7)
        } else {
            leaveForeground(app, .sc7)
        }
        return .applied
    }

    /// Scene `number` comes on screen (SC-7): an app off screen returns (FG-4 with this scene),
    /// an app already in the foreground gets the scene's sceneWillEnterForeground and
    /// sceneDidBecomeActive (unless an overlay or the lock blocks it).
    private func bringSceneToScreen(_ app: InstalledApp, _ number: Int) {
        guard app.process != nil else { return }
        let state = app.scenes[number - 1].state
        if state == .foregroundInactive || state == .foregroundActive {
            if state == .foregroundInactive && !foregroundBlocked { sceneActivates(app, number, .sc7) }
            return
        }
        guard app.state.isForeground else {
            app.machine.show(number)
            userOpens(app)
            returnToForeground(app, .plain, .sc7)
            return
        }
        guard sceneEntersForeground(app, number, .sc7), !foregroundBlocked else { return }
        sceneActivates(app, number, .sc7)
    }

    /// One scene of `app` leaves the screen as with Home (`AppMachine.sceneLeavesScreen`); the
    /// app's last foreground scene takes the app off the screen and to the background, without
    /// BG-2's settling (the caller decides). Returns false if the process did not survive.
    @discardableResult
    func sceneLeavesScreen(_ app: InstalledApp, _ number: Int, _ rule: RuleID) -> Bool {
        guard app.process != nil else { return false }
        clearScreen(of: app, scene: number)
        if foregroundScenes(app) == [number] { clearScreen(of: app) }
        return perform(on: app) { app.machine.reading.sceneLeavesScreen(number, rule, into: &$0) }
    }
}
