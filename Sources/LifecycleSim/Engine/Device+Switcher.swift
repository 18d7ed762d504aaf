/// The app switcher: its cards (TE-1), opening an app from it (FG-3) and kills (TE-2, TE-4).
extension Device {
    /// Tapping a card: the front app leaves (FG-3) and the tapped app launches or returns;
    /// tapping the front app's own card is `switcher close`.
    func openFromSwitcher(_ app: InstalledApp) -> EventOutcome {
        guard overlays.contains(.switcher) else { return refuse(.switcherNotOpen, .st2, api: Self.switcherClosedForAPI) }
        if isOnScreen(app) { return closeOverlay(.switcher) }
        guard switcherCards.contains(app.index) else {
            return refuse(.noSwitcherCardSinceBoot, ["app": app.name], .te1, app: app)
        }
        overlays.removeAll()
        if case .ringing = call { call = .none }
        switchTo(app, .plain)
        return .applied
    }

    /// TE-2: swiping a card away. A suspended app dies silently; a running one gets
    /// willTerminate; the front app gets didEnterBackground first, with no suspension between.
    /// The app is then not launched in the background until the user launches it (TE-4), and
    /// its restoration archive (SR-4) and scene sessions (SC-3, SC-8) are deleted.
    func killFromSwitcher(_ app: InstalledApp) -> EventOutcome {
        guard overlays.contains(.switcher) else { return refuse(.switcherNotOpen, .st2, api: Self.switcherClosedForAPI) }
        guard switcherCards.contains(app.index) else {
            return refuse(.noSwitcherCard, ["app": app.name], .te1, app: app)
        }
        closeInSwitcher(app)
        defer { app.archive = nil }
        switch app.state {
        case .notRunning:
            kill(app, .te2) // PW-1: a prewarmed process (if any) ends silently
        case .suspended:
            kill(app, .te2)
        case .background:
            terminate(app, .te2)
        case .inactive, .active:
            guard let generation = app.process?.generation else { break }
            resignActive(app, .te2)
            enterBackground(app, .te2)
            if isAlive(app, generation) { terminate(app, .te2) }
        }
        return .applied
    }

    /// What the user closing the app's last card in the switcher ends, whichever way (TE-2, SC-8):
    /// the card; the app's standing to be launched in the background until the user launches it
    /// (TE-4); its scene sessions (SC-3: the next launch makes a new one). Each caller deletes the
    /// restoration archive (SR-4) at its own point of the termination.
    func closeInSwitcher(_ app: InstalledApp) {
        switcherCards.removeAll { $0 == app.index }
        app.forceQuit = true
        app.hasSceneSession = false
    }

    /// The switcher's cards, most recent first (TE-1): empty without multitasking.
    public var switcher: [String] { switcherCards.map { apps[$0].name } }
}
