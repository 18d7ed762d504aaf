import LifecycleSim

/// `UIApplicationDelegate`'s lifecycle methods, with UIKit's names, for an object a test installs
/// (`SimulatedDevice.install(_:delegate:sceneDelegate:configure:)`) in place of closures. Each
/// method is optional, as in UIKit; the application is the app's `SimulatedApplication`, where UIKit
/// passes `UIApplication`. The simulator passes no launch options. Like UIKit's, the protocol is
/// isolated to the main actor: the methods run synchronously on it, so the test that installs the
/// object drives the device from the main actor (`@MainActor func test…() async`).
@MainActor
public protocol SimulatedApplicationDelegate: AnyObject {
    func application(_ application: SimulatedApplication, willFinishLaunchingWithOptions launchOptions: [String: Any]?) -> Bool
    func application(_ application: SimulatedApplication, didFinishLaunchingWithOptions launchOptions: [String: Any]?) -> Bool
    func applicationDidBecomeActive(_ application: SimulatedApplication)
    func applicationWillResignActive(_ application: SimulatedApplication)
    func applicationDidEnterBackground(_ application: SimulatedApplication)
    func applicationWillEnterForeground(_ application: SimulatedApplication)
    func applicationWillTerminate(_ application: SimulatedApplication)
    func applicationDidReceiveMemoryWarning(_ application: SimulatedApplication)
}

extension SimulatedApplicationDelegate {
    public func application(_ application: SimulatedApplication, willFinishLaunchingWithOptions launchOptions: [String: Any]?) -> Bool { true }
    public func application(_ application: SimulatedApplication, didFinishLaunchingWithOptions launchOptions: [String: Any]?) -> Bool { true }
    public func applicationDidBecomeActive(_ application: SimulatedApplication) {}
    public func applicationWillResignActive(_ application: SimulatedApplication) {}
    public func applicationDidEnterBackground(_ application: SimulatedApplication) {}
    public func applicationWillEnterForeground(_ application: SimulatedApplication) {}
    public func applicationWillTerminate(_ application: SimulatedApplication) {}
    public func applicationDidReceiveMemoryWarning(_ application: SimulatedApplication) {}
}

/// `UISceneDelegate`'s lifecycle methods, with UIKit's names, for an object a scene-based app's
/// test installs: one object for every scene of the app, told which scene by its first argument
/// (`SimulatedScene`, where UIKit passes `UIScene`). Each method is optional, as in UIKit.
@MainActor
public protocol SimulatedSceneDelegate: AnyObject {
    func scene(_ scene: SimulatedScene, willConnectTo session: SimulatedSceneSession)
    func sceneDidDisconnect(_ scene: SimulatedScene)
    func sceneDidBecomeActive(_ scene: SimulatedScene)
    func sceneWillResignActive(_ scene: SimulatedScene)
    func sceneWillEnterForeground(_ scene: SimulatedScene)
    func sceneDidEnterBackground(_ scene: SimulatedScene)
}

extension SimulatedSceneDelegate {
    public func scene(_ scene: SimulatedScene, willConnectTo session: SimulatedSceneSession) {}
    public func sceneDidDisconnect(_ scene: SimulatedScene) {}
    public func sceneDidBecomeActive(_ scene: SimulatedScene) {}
    public func sceneWillResignActive(_ scene: SimulatedScene) {}
    public func sceneWillEnterForeground(_ scene: SimulatedScene) {}
    public func sceneDidEnterBackground(_ scene: SimulatedScene) {}
}

extension SimulatedDevice {
    /// Installs an app whose code is `delegate` (and, for a scene-based app, `sceneDelegate`):
    /// each UIKit method the system calls runs the object's method of that name, after any
    /// closures `configure` gives the same method. `configure` sets the rest (modes, closures).
    /// A scene delegate declares `scenes`. The app holds the objects, as UIKit holds its delegates,
    /// across its processes; `install(_:process:)` builds them for each process instead.
    @MainActor @discardableResult
    public func install(_ name: String, delegate: (any SimulatedApplicationDelegate)?,
                        sceneDelegate: (any SimulatedSceneDelegate)? = nil,
                        configure: (inout AppConfiguration) -> Void = { _ in }) throws -> SimulatedApp {
        var config = AppConfiguration(name: name)
        configure(&config)
        if sceneDelegate != nil { config.scenes = true }
        // The device owns the engine that owns these closures: they hold it weakly.
        weak let device = self
        DelegateRouting(
            application: { _ in
                guard let delegate, let app = try? device?.app(name) else { return nil }
                return (delegate, app.application)
            },
            scene: { _, number in
                guard let sceneDelegate, let scene = (try? device?.app(name))?.scene(number) else { return nil }
                return (sceneDelegate, scene)
            }
        ).route(&config, appDelegate: delegate != nil, sceneDelegate: sceneDelegate != nil)
        return try install(config)
    }
}

/// Which delegate object, with which application or scene object, a UIKit method of the app's
/// runs on: one object for every process (`install(_:delegate:sceneDelegate:)`) or the process's
/// own (`install(_:process:)`).
struct DelegateRouting {
    /// The app delegate and the application it is passed, for the code of `context`'s process.
    let application: (AppContext) -> (any SimulatedApplicationDelegate, SimulatedApplication)?
    /// The scene delegate and the scene `number` it is passed.
    let scene: (AppContext, Int) -> (any SimulatedSceneDelegate, SimulatedScene)?

    /// Registers a handler for every UIKit method of the delegates `config`'s app has.
    @MainActor func route(_ config: inout AppConfiguration, appDelegate: Bool, sceneDelegate: Bool) {
        if appDelegate {
            let methods: [(DelegateCallback, (SimulatedApplicationDelegate, SimulatedApplication) -> Void)] = [
                (.willFinishLaunching, { _ = $0.application($1, willFinishLaunchingWithOptions: nil) }),
                (.didFinishLaunching, { _ = $0.application($1, didFinishLaunchingWithOptions: nil) }),
                (.didBecomeActive, { $0.applicationDidBecomeActive($1) }),
                (.willResignActive, { $0.applicationWillResignActive($1) }),
                (.didEnterBackground, { $0.applicationDidEnterBackground($1) }),
                (.willEnterForeground, { $0.applicationWillEnterForeground($1) }),
                (.willTerminate, { $0.applicationWillTerminate($1) }),
                (.didReceiveMemoryWarning, { $0.applicationDidReceiveMemoryWarning($1) }),
            ]
            let application = self.application
            for (callback, method) in methods {
                config.on(callback) { context in
                    if let (delegate, app) = application(context) { method(delegate, app) }
                }
            }
        }
        if sceneDelegate {
            let methods: [(DelegateCallback, (SimulatedSceneDelegate, SimulatedScene) -> Void)] = [
                (.willConnect, { $0.scene($1, willConnectTo: $1.session) }),
                (.sceneDidDisconnect, { $0.sceneDidDisconnect($1) }),
                (.sceneDidBecomeActive, { $0.sceneDidBecomeActive($1) }),
                (.sceneWillResignActive, { $0.sceneWillResignActive($1) }),
                (.sceneWillEnterForeground, { $0.sceneWillEnterForeground($1) }),
                (.sceneDidEnterBackground, { $0.sceneDidEnterBackground($1) }),
            ]
            let scene = self.scene
            for (callback, method) in methods {
                config.on(callback) { context in
                    if let number = context.scene, let (delegate, object) = scene(context, number) { method(delegate, object) }
                }
            }
        }
    }
}
