/// One scene of a scene-based app (`device.app("Notes").scene(1)`, SC-1): what UIKit's `UIScene`
/// stands for in a test.
///
/// A class, as `UIScene` is: the scene object a process's code receives in its scene-delegate
/// methods and as the `object` of the scene's notifications (`SimulatedProcess.scene(_:)`) is one
/// object from the scene's connection to its disconnection (NT-1). `app.scene(_:)` makes a new
/// handle on each call.
public final class SimulatedScene {
    /// The app the scene belongs to.
    public let app: SimulatedApp
    /// The scene's number in its app (1, 2, … in connection order).
    public let number: Int

    public init(app: SimulatedApp, number: Int) {
        self.app = app
        self.number = number
    }

    /// The scene's session (`UIScene.session`): kept across the app's processes until the user
    /// discards it in the switcher (SC-3, SC-8).
    public var session: SimulatedSceneSession { SimulatedSceneSession(app: app.name, scene: number) }

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

/// A scene's session (`UISceneSession`): UIKit keeps one per window across the app's processes
/// until the user discards it in the switcher (SC-3, SC-8), and its `persistentIdentifier` with it.
public struct SimulatedSceneSession: Hashable, Sendable {
    /// The window it is the session of, `APP/N`: the app and the scene's number, which names its
    /// session here.
    public let window: SceneName

    public init(app: String, scene: Int) { window = SceneName(app: app, scene: scene) }

    /// The scene's number in its app.
    public var scene: Int { window.scene }

    /// `persistentIdentifier`: "a unique identifier that persists for the lifetime of the session";
    /// the same after a kill and a relaunch, as the session is.
    public var persistentIdentifier: String { "\(window.app)-scene-\(window.scene)" }
}
