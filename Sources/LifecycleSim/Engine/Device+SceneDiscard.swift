/// Closing a window or swiping away its card discards its scene (SC-8).
extension Device {
    /// `close-window APP/N` (SC-8): the user closes one window of an app on an iPad.
    func closeWindow(_ app: InstalledApp, _ number: Int) -> EventOutcome {
        if let refusal = windowDiscardRefusal(app, number, closing: true) { return refusal }
        if let refusal = screenBlockedRefusal(app) { return refusal }
        discardScene(app, number)
        return .applied
    }

    /// `switcher kill APP/N` (SC-8): the user swipes away one window's card in the switcher.
    func killSceneFromSwitcher(_ app: InstalledApp, _ number: Int) -> EventOutcome {
        guard overlays.contains(.switcher) else {
            return refuse(.switcherNotOpen, .st2, api: Self.switcherClosedForAPI)
        }
        guard switcherCards.contains(app.index) else {
            return refuse(WarningText.noSwitcherCard(app: app.name), .te1, app: app)
        }
        if app.process == nil || isPrewarmed(app), app.endedScenes.contains(number), isSceneBased(app), model == .ipad {
            discardEndedWindow(app, number)
            return .applied
        }
        if let refusal = windowDiscardRefusal(app, number, closing: false) { return refusal }
        // The card of a running app's last window is the app's own card: the same swipe, the same
        // callbacks as `switcher kill APP` (TE-2).
        if app.state.isRunningCode, isLastConnectedScene(number, of: app) {
            userKill(app)
            return .applied
        }
        discardScene(app, number)
        return .applied
    }

    /// SC-8: the card of a window of an app that is not running: the app hears nothing now and
    /// gets didDiscardSceneSessions at its next launch; its last card is the user's kill (TE-2,
    /// `userKill`), whose session the next launch reconnects (TE-2's reading).
    private func discardEndedWindow(_ app: InstalledApp, _ number: Int) {
        app.endedScenes.removeAll { $0 == number }
        guard app.endedScenes.isEmpty else { return hearLater(number, of: app) }
        userKill(app)
    }

    /// The refusal of a discard that makes no sense here, nil when it can go ahead: windows of
    /// their own exist only for scenes, on an iPad, and the scene must be connected.
    private func windowDiscardRefusal(_ app: InstalledApp, _ number: Int, closing: Bool) -> EventOutcome? {
        if !isSceneBased(app) { return refuse(WarningText.noScenes(app: app.name), .sc8, app: app) }
        if model != .ipad {
            let action = closing ? "close a window" : "swipe away one window's card"
            let why: WarningText = closing ? .closeWindowOnlyOnIPad(model: model.rawValue, app: app.name)
                : .killWindowOnlyOnIPad(model: model.rawValue, app: app.name)
            return refuse(why, .sc8, app: app,
                          api: "only an iPad can \(action): on an \(model.rawValue) killFromSwitcher() swipes the app away")
        }
        guard number >= 1, number <= app.scenes.count, app.scenes[number - 1].state.isConnected else {
            return refuse(WarningText.sceneNotConnected(app: app.name, scene: "\(number)"), .sc8, app: app)
        }
        return nil
    }

    /// SC-8: a running app hears the scene leave (sceneWillResignActive if it was active,
    /// sceneDidEnterBackground if it was in the foreground), sceneDidDisconnect, then
    /// didDiscardSceneSessions; a suspended one hears it when it next runs, or at its next launch.
    /// The app's last window is the user's kill (TE-2, `userKill`): willTerminate for a running
    /// app, now in the background (after the discard: SC-8's resolution), silently for a
    /// suspended one.
    private func discardScene(_ app: InstalledApp, _ number: Int) {
        guard app.process != nil else { return }
        let last = isLastConnectedScene(number, of: app)
        if app.state == .suspended {
            moveScene(app, number, to: .disconnected, .sc8)
            // The last window's session is kept for the next launch (TE-2's reading).
            guard last else { return hearLater(number, of: app) }
            userKill(app)
            return
        }
        if app.scenes[number - 1].state != .background {
            guard sceneLeavesScreen(app, number, .sc8) else { return }
        }
        let alive = perform(on: app) { steps in
            steps.moveScene(number, .disconnected, .sc8)
            AppMachine.discards([number], into: &steps)
        }
        guard alive else { return }
        if last { userKill(app) }
    }

    /// True when scene `number` is the app's only connected scene: discarding it is the app's end.
    private func isLastConnectedScene(_ number: Int, of app: InstalledApp) -> Bool {
        app.scenes.indices.filter { app.scenes[$0].state.isConnected } == [number - 1]
    }

    /// SC-8: a discard the app cannot hear now. A suspended app hears it when it next runs (its
    /// suspension holds it; `AppMachine.resume` delivers `AppMachine.discards`), an app that is
    /// not running at its next launch (`hearDiscardsFromBefore`).
    private func hearLater(_ number: Int, of app: InstalledApp) {
        guard app.state == .suspended else { app.discardedWhileNotRunning = true; return }
        app.machine.holdSceneDiscard(number)
    }

    /// SC-8: a suspended process that ends before it runs again hears what its suspension held
    /// at the next launch instead.
    func keepHeldDiscardsForNextLaunch(_ app: InstalledApp) {
        if app.machine.suspension?.holdsSceneDiscards == true { app.discardedWhileNotRunning = true }
    }

    /// At a launch, right after didFinishLaunching: the windows of the last run give up their
    /// cards to this launch's scenes, and scenes discarded while the app was not running (only a
    /// scene-based app has any) are heard: didDiscardSceneSessions (SC-8).
    func hearDiscardsFromBefore(_ app: InstalledApp) {
        app.endedScenes = []
        guard app.discardedWhileNotRunning else { return }
        app.discardedWhileNotRunning = false
        deliver(.didDiscardSceneSessions, to: app, .sc8)
    }
}
