/// The app switcher: its cards (TE-1), opening an app from it (FG-3) and kills (TE-2, TE-4).
extension Device {
    /// Tapping a card: the front app leaves (FG-3) and the tapped app launches or returns;
    /// tapping the front app's own card is `switcher close`.
    func openFromSwitcher(_ app: InstalledApp) -> EventOutcome {
        guard overlays.contains(.switcher) else { return refuse(.switcherNotOpen, .st2, api: Self.switcherClosedForAPI) }
        if isOnScreen(app) { return closeOverlay(.switcher) }
        guard switcherCards.contains(app.index) else {
            return refuse(WarningText.noSwitcherCardSinceBoot(app: app.name), .te1, app: app)
        }
        overlays.removeAll()
        if case .ringing = call { call = .none }
        switchTo(app, .plain)
        return .applied
    }

    /// TE-2: swiping a card away is the user's kill (`userKill`), once the switcher is open and
    /// the app has a card.
    func killFromSwitcher(_ app: InstalledApp) -> EventOutcome {
        guard overlays.contains(.switcher) else { return refuse(.switcherNotOpen, .st2, api: Self.switcherClosedForAPI) }
        guard switcherCards.contains(app.index) else {
            return refuse(WarningText.noSwitcherCard(app: app.name), .te1, app: app)
        }
        userKill(app)
        return .applied
    }

    /// The switcher's cards, most recent first (TE-1): empty without multitasking.
    public var switcher: [String] { switcherCards.map { apps[$0].name } }
}
