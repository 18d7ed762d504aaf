/// Scenes of a scene-based app on one window (SC-1 … SC-5, SC-9).
extension Device {
    /// True when `app` runs the scene-based life cycle (SC-1, decided at install: `AppTraits`).
    func isSceneBased(_ app: InstalledApp) -> Bool { app.machine.traits.sceneBased }

    /// The number of the app's connected scene it shows on screen (or last showed), else its most
    /// recently connected one, if any (on one window there is at most one).
    func connectedScene(_ app: InstalledApp) -> Int? { app.machine.connectedScene }

    /// The numbers of the app's scenes in the foreground (on screen), in number order (SC-6, SC-7).
    func foregroundScenes(_ app: InstalledApp) -> [Int] { app.machine.foregroundScenes }

    /// The rule a scene's records cite for an event of rule `rule`: SC-3 at launch, SC-4 for
    /// leaving, returning, interruptions and lock, otherwise the event's own rule.
    func sceneRule(_ rule: RuleID) -> RuleID { AppMachine.sceneRule(rule) }

    /// SC-5: the state the app's scenes and process give it now.
    func derivedState(_ app: InstalledApp) -> AppState {
        app.machine.derivedState(running: runsUIKit(app))
    }

    /// The app's process has run UIApplicationMain: a prewarmed one has not, and to UIKit the app
    /// is not running (PW-1).
    private func runsUIKit(_ app: InstalledApp) -> Bool { app.process != nil && !isPrewarmed(app) }

    /// SC-5: the app's recorded state holds back `lag` (`.none`: catches up with its scenes), and
    /// follows its scenes as the machine says (`AppMachine.setSceneLag`). From the launch hold it
    /// passes through inactive, as devices log it (background, inactive, active).
    func setSceneLag(_ app: InstalledApp, _ lag: SceneDerivation.Lag) {
        if app.sceneLag == .launch && lag == .none { setSceneLag(app, .activation) }
        if let next = app.machine.setSceneLag(lag, running: runsUIKit(app)) { transition(app, to: next, .sc5) }
    }

    /// Moves scene `number` of `app` to `state` and records it; then the app's transition the move
    /// gives (SC-5, `AppMachine.moveScene`), recorded right after.
    func moveScene(_ app: InstalledApp, _ number: Int, to state: SceneActivationState, _ rule: RuleID) {
        record(app.machine.moveScene(number, to: state, running: runsUIKit(app)), of: app, scene: number, to: state, rule)
    }

    /// SC-3: the app's next scene, `number`, connects in `state` (`AppMachine.connectScene`),
    /// recorded from unattached, then the app's transition that follows (SC-5).
    func connectScene(_ app: InstalledApp, _ number: Int, to state: SceneActivationState, newSession: Bool,
                      _ rule: RuleID) {
        guard let move = app.machine.connectScene(number, to: state, newSession: newSession, running: runsUIKit(app)) else {
            return fail("\(app.name)'s next scene is \(app.scenes.count + 1), its steps name \(number) (SC-3)")
        }
        record(move, of: app, scene: number, to: state, rule)
    }

    /// SC-9: the system disconnects background scene `number` (`AppMachine.systemDisconnects`),
    /// recorded, then the app's transition that follows (SC-5).
    func systemDisconnects(_ app: InstalledApp, _ number: Int) {
        record(app.machine.systemDisconnects(number, running: runsUIKit(app)), of: app, scene: number,
               to: .disconnected, .sc9)
    }

    /// Records a scene's move to `state`, then the app's transition that follows it (SC-5).
    private func record(_ move: AppMachine.SceneMove, of app: InstalledApp, scene number: Int,
                        to state: SceneActivationState, _ rule: RuleID) {
        recordSceneTransition(app, scene: number, from: move.left, to: state, rule)
        guard let next = move.app else { return }
        transition(app, to: next, .sc5)
    }

    /// Calls a scene-delegate callback on scene `number`: recorded with the scene, and every
    /// handler the app has for it runs (a scene handler runs for every scene of the app).
    @discardableResult
    func deliver(_ callback: DelegateCallback, to app: InstalledApp, scene number: Int, _ rule: RuleID) -> Bool {
        let alive = app.hasHandlers(for: callback)
            ? deliver(.delegate(callback), to: app, rule, handlers: app.handlers(for: callback), scene: number)
            : deliver(.delegate(callback), to: app, rule, handlers: [], scene: number)
        return alive && hasScenePhase(app) ? reportPhase(app, number, after: callback) : alive
    }

    /// UI-1: a `swiftui` app on iOS 14+ observes `scenePhase`.
    func hasScenePhase(_ app: InstalledApp) -> Bool { app.config.swiftUI && isSceneBased(app) && profile.hasScenePhase }

    /// UI-1 … UI-3: the phase change a scene callback causes, recorded right after it (the
    /// scene's `scenePhase*`, then the app's aggregate `appPhase*`); the phase a scene connects in
    /// is no change (UI-3). Returns false when the process did not survive.
    private func reportPhase(_ app: InstalledApp, _ number: Int, after callback: DelegateCallback) -> Bool {
        guard let changes = app.machine.reportPhase(after: callback, scene: number) else { return true }
        if let (previous, phase) = changes.scene {
            let scenePhase: DelegateCallback = phase == .active ? .scenePhaseActive
                : phase == .inactive ? .scenePhaseInactive : .scenePhaseBackground
            let handlers = app.handlers(for: scenePhase)
                + Self.phaseChanges(app.config.scenePhaseChanges, from: previous, to: phase)
            guard deliver(.delegate(scenePhase), to: app, .ui1, handlers: handlers, scene: number) else { return false }
        }
        guard let (before, aggregate) = changes.app else { return true }
        let appPhase: DelegateCallback = aggregate == .active ? .appPhaseActive
            : aggregate == .inactive ? .appPhaseInactive : .appPhaseBackground
        let handlers = app.handlers(for: appPhase) + Self.phaseChanges(app.config.appPhaseChanges, from: before, to: aggregate)
        return deliver(.delegate(appPhase), to: app, .ui2, handlers: handlers)
    }

    /// The `onChange(of: scenePhase)` closures as the handlers of one change from `old` to `new`.
    private static func phaseChanges(_ closures: [PhaseChangeHandler], from old: ScenePhase,
                                     to new: ScenePhase) -> [AppHandler] {
        closures.map { closure in { context in closure(old, new, context) } }
    }

    /// The app's aggregate `scenePhase` (UI-2), nil for an app without one (not `swiftui`, before
    /// iOS 14, or no connected scene).
    public func appPhase(app name: String) -> ScenePhase? { app(named: name)?.machine.appPhase }

    /// Scene `number`'s `scenePhase` (UI-1), nil when it has none.
    public func scenePhase(app name: String, scene number: Int) -> ScenePhase? {
        guard let scenes = app(named: name)?.scenes, number >= 1, number <= scenes.count else { return nil }
        return scenes[number - 1].scenePhase
    }

    /// SC-9: the system releases a background scene (`AppMachine.disconnectScene`, the steps);
    /// the process keeps running and the session is kept. Refused for a scene that is not a
    /// connected background scene of a running scene-based app.
    func disconnectScene(_ app: InstalledApp, _ number: Int) -> EventOutcome {
        guard isSceneBased(app) else {
            return refuse(WarningText.noScenes(app: app.name), .sc9, app: app)
        }
        guard number >= 1, number <= app.scenes.count, app.scenes[number - 1].state.isConnected else {
            return refuse(WarningText.sceneNotConnected(app: app.name, scene: "\(number)"), .sc9, app: app)
        }
        guard app.scenes[number - 1].state == .background, app.process != nil else {
            return refuse(WarningText.sceneInForeground(app: app.name, scene: "\(number)"), .sc9, app: app)
        }
        perform(on: app) { app.machine.reading.disconnectScene(number, into: &$0) }
        return .applied
    }

    /// The end of a scene-based app's process takes its connected scenes with it: each is
    /// recorded disconnected (no callback), just before the app's transition to not-running;
    /// their sessions stay saved for the next launch (SC-3).
    func endScenes(_ app: InstalledApp, _ rule: RuleID) {
        // SC-8: the windows still connected keep their cards until the next launch.
        keepHeldDiscardsForNextLaunch(app)
        // SC-3: the scene session outlives the process (only a discard in the switcher ends it).
        let ended = app.machine.endScenes()
        app.endedScenes = ended.map(\.scene)
        for (scene, left) in ended { recordSceneTransition(app, scene: scene, from: left, to: .disconnected, rule) }
    }

    /// Scene `number` of the app named `name`'s activation state, nil when it has no such scene.
    public func sceneState(app name: String, scene number: Int) -> SceneActivationState? {
        guard let app = app(named: name), number >= 1, number <= app.scenes.count else { return nil }
        return app.scenes[number - 1].state
    }

    /// Every scene the app named `name` has had in this run, in number order (scene 1 first).
    public func sceneStates(app name: String) -> [SceneActivationState] { app(named: name)?.scenes.map(\.state) ?? [] }

    /// How many scenes of the app named `name` are connected (`expect APP scenes N`).
    public func connectedSceneCount(app name: String) -> Int {
        app(named: name)?.scenes.count(where: \.state.isConnected) ?? 0
    }
}
