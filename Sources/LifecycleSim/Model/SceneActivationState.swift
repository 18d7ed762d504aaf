/// A scene's activation state (`UIScene.ActivationState`), plus `disconnected` for a scene the
/// system released (SC-9) or that ended with its process.
public enum SceneActivationState: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Created, not yet connected to its app (SC-3: until the scene connects).
    case unattached
    /// On screen and not receiving events (launching, returning, under an overlay).
    case foregroundInactive = "foreground-inactive"
    /// On screen and receiving events.
    case foregroundActive = "foreground-active"
    /// Off screen; its process may be running or suspended (SC-2).
    case background
    /// Released by the system (SC-9) or ended with its process; never reused.
    case disconnected

    public var description: String { rawValue }

    /// True for a scene that is connected to its app (SC-5 counts only these).
    public var isConnected: Bool { self != .unattached && self != .disconnected }
}

/// SC-5: an app's state derived from its scenes.
public enum SceneDerivation {
    /// The app's state for a process (`running`), suspended or not, whose scenes are in `scenes`:
    /// active if any scene is foreground-active; inactive if any is foreground-inactive and none
    /// active; otherwise background, or suspended when the process is (BG-2). Not running
    /// without a process.
    ///
    /// `launching`: a user launch before its first scene connects is inactive (SC-3 records the
    /// app's not-running → inactive before willFinishLaunching).
    public static func appState(scenes: [SceneActivationState], running: Bool, suspended: Bool,
                                launching: Bool = false) -> AppState {
        guard running else { return .notRunning }
        if scenes.contains(.foregroundActive) { return .active }
        if scenes.contains(.foregroundInactive) { return .inactive }
        if launching { return .inactive }
        return suspended ? .suspended : .background
    }
}

/// SwiftUI's `ScenePhase` (iOS 14+): a `swiftui` app's scene phase (UI-1), or its aggregate read in
/// the `App` (UI-2).
public enum ScenePhase: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case active, inactive, background

    public var description: String { rawValue }

    /// UI-2: active if any phase is active, inactive if none is and any is inactive, else
    /// background; nil without a phase.
    public static func aggregate(_ phases: [ScenePhase]) -> ScenePhase? {
        if phases.contains(.active) { return .active }
        if phases.contains(.inactive) { return .inactive }
        return phases.isEmpty ? nil : .background
    }
}
