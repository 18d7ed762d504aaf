/// A handle on one scene of a scene-based app (`device.app("Notes").scene(1)`, SC-1).
public struct SimulatedScene {
    /// The app the scene belongs to.
    public let app: SimulatedApp
    /// The scene's number in its app (1, 2, … in connection order).
    public let number: Int

    /// The scene's activation state (`UIScene.ActivationState`, or `disconnected`).
    public var state: SceneActivationState {
        app.device.engine.sceneState(app: app.name, scene: number) ?? .unattached
    }

    /// A `swiftui` app's scene's `scenePhase` (UI-1); nil for other apps and before iOS 14.
    public var phase: ScenePhase? { app.device.engine.scenePhase(app: app.name, scene: number) }

    /// The user closes this window (SC-8, iPad).
    public func close() throws { try app.closeWindow(number) }

    /// The user swipes away this window's card in the open switcher (SC-8, iPad).
    public func killFromSwitcher() throws { try app.killFromSwitcher(scene: number) }

    /// The scene's callbacks since the last call of this method (or the start), and starts a new
    /// window: the scene's own window, apart from its app's (`SimulatedApp.takeCallbacks()`).
    public func takeCallbacks() -> [Callback] { app.device.takeCallbacks(of: "\(app.name)/\(number)") }

    /// The scene's callbacks since the device was made, in order.
    public var callbacks: [Callback] {
        app.device.trace.compactMap {
            if case .callback(let record) = $0, record.app == app.name, record.scene == number { return record.callback }
            return nil
        }
    }
}
