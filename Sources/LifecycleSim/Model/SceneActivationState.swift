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
    /// How far a scene-based app's recorded state may trail its scenes while UIKit brings it to
    /// the foreground (SC-5, as devices log it: Batch iOS SDK, Bugsnag, Firebase).
    public enum Lag: Hashable, Sendable {
        /// None: the state is the derivation.
        case none
        /// A user launch: the app reads background while its first scene comes to the foreground
        /// (iOS 13: until sceneWillEnterForeground has run; iOS 14+: until sceneDidBecomeActive has).
        case launch
        /// A launch or a return: the app reads at most inactive until sceneDidBecomeActive has run.
        case activation
    }

    /// The app's state for a process (`running`), suspended or not, whose scenes are in `scenes`:
    /// active if any scene is foreground-active; inactive if any is foreground-inactive and none
    /// active; otherwise background, or suspended when the process is (BG-2). Not running
    /// without a process. `lag` holds it back while the app comes to the foreground.
    public static func appState(scenes: some Sequence<SceneActivationState>, running: Bool, suspended: Bool,
                                lag: Lag = .none) -> AppState {
        guard running else { return .notRunning }
        let derived: AppState = scenes.contains(.foregroundActive) ? .active
            : scenes.contains(.foregroundInactive) ? .inactive : suspended ? .suspended : .background
        switch lag {
        case .none: return derived
        case .launch: return derived == .suspended ? derived : .background
        case .activation: return derived == .active ? .inactive : derived
        }
    }

    /// True when an app recorded `state` while its scenes give `derived` is a lag devices show
    /// (SC-5): background in the step of its user launch (`launchedThisStep`: not-running →
    /// background this step) while its first scene comes to the foreground, or inactive while a
    /// scene that came to the foreground this step (`enteredThisStep`: sceneWillEnterForeground
    /// heard this step) is already foreground-active. A trace checker accepts nothing else.
    public static func mayTrail(_ state: AppState, _ derived: AppState, launchedThisStep: Bool,
                                enteredThisStep: Bool) -> Bool {
        switch (state, derived) {
        case (.background, .inactive), (.background, .active): return launchedThisStep
        case (.inactive, .active): return enteredThisStep
        default: return false
        }
    }
}

/// SwiftUI's `ScenePhase` (iOS 14+): a `swiftui` app's scene phase (UI-1), or its aggregate read in
/// the `App` (UI-2).
public enum ScenePhase: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case active, inactive, background

    public var description: String { rawValue }

    /// UI-1: the phase of a connected scene in `state`: active when foreground-active, background
    /// when in the background, inactive otherwise.
    init(_ state: SceneActivationState) {
        self = state == .foregroundActive ? .active : state == .background ? .background : .inactive
    }

    /// UI-2: active if any phase is active, inactive if none is and any is inactive, else
    /// background; nil without a phase.
    public static func aggregate(_ phases: [ScenePhase]) -> ScenePhase? {
        if phases.contains(.active) { return .active }
        if phases.contains(.inactive) { return .inactive }
        return phases.isEmpty ? nil : .background
    }
}
