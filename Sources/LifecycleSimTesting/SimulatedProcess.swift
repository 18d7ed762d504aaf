import Foundation
import LifecycleSim

/// One process of an app installed by its factory (`SimulatedDevice.install(_:process:)`): what
/// the app's code is handed when the process starts, as `main` and UIApplicationMain hand it on a
/// device, and the objects that code builds.
///
/// Everything here lasts as long as the process: its application object (the `object` of the
/// UIApplication notifications), its notification center (UIKit posts the app's lifecycle
/// notifications on it, as on `NotificationCenter.default` in the app), its scene objects, its
/// task scheduler. When the process ends (a kill, a crash, a termination, a reboot, memory
/// pressure, a watchdog) the device lets go of the objects it kept, so they are released unless
/// the test holds them; their observers hear nothing more, their waits on `clock` never resume,
/// their handlers are never called (docs/EXECUTION_MODEL.md, "Processes"). Its defaults and files
/// are the app's container, which outlives it (PS-3).
public final class SimulatedProcess {
    /// The app whose process this is.
    public let app: SimulatedApp
    /// The process's number on its device (`AppContext.generation`): a relaunch is a new one.
    public let number: Int
    /// `UIApplication.shared` in this process: one object for its life.
    public let application: SimulatedApplication
    /// The process's `NotificationCenter.default`: UIKit posts the app's lifecycle notifications
    /// on it, with the application (or the scene) as their object (NT-1, NT-2).
    public let notificationCenter = NotificationCenter()
    /// The device's clock, for the code's waits: a wait begun by this process's code never
    /// resumes once the process has ended.
    public let clock: DeviceClock
    /// `BGTaskScheduler.shared` in this process.
    public let taskScheduler: SimulatedTaskScheduler
    /// `UserDefaults.standard`: the app's, kept across processes (PS-3).
    public let defaults: SimulatedDefaults
    /// The app's files, kept across processes (PS-3), under data protection (LK-4).
    public let files: SimulatedFiles
    /// Why the system started the process (a user launch, a background fetch, …).
    public let launchedBy: LaunchReason?

    let context: AppContext
    /// The objects the process keeps: what the factory returned, and what its code handed `keep`.
    private var objects: [AnyObject] = []
    /// The scene objects of the scenes connected in this process, by number.
    private var scenes: [Int: SimulatedScene] = [:]

    /// The process of `context`; `app` is a handle that does not keep the device
    /// (`SimulatedApp(ofProcessOn:name:)`): the device keeps the process.
    init(app: SimulatedApp, context: AppContext, clock: DeviceClock) {
        self.app = app
        self.context = context
        self.clock = clock
        number = context.generation
        application = SimulatedApplication(app: app, process: context.generation)
        taskScheduler = SimulatedTaskScheduler(app: app, process: context.generation)
        defaults = SimulatedDefaults(context: context)
        files = SimulatedFiles(context: context)
        launchedBy = app.launchedBy
    }

    /// True until the process ends.
    public var isRunning: Bool { context.isRunning }

    /// Keeps `object` alive for as long as the process runs, as the app's root objects are.
    public func keep(_ object: AnyObject) {
        if isRunning { objects.append(object) }
    }

    /// The first object the process keeps that is a `T`, nil when none is (or it has ended).
    public func object<T>(_ type: T.Type = T.self) -> T? {
        objects.lazy.compactMap { $0 as? T }.first
    }

    /// The scene object of scene `number` (`UIScene`): one object from its connection to its
    /// disconnection in this process.
    public func scene(_ number: Int) -> SimulatedScene {
        if let scene = scenes[number] { return scene }
        let scene = SimulatedScene(app: app, number: number)
        if isRunning { scenes[number] = scene }
        return scene
    }

    /// UIKit posts `posted` to the process's code: on its center, with the application or the
    /// scene as the object; a disconnected scene's object goes after its last notification.
    func post(_ posted: PostedNotification) {
        let object: AnyObject = posted.scene.map(scene) ?? application
        notificationCenter.post(name: Notification.Name(posted.notification.name), object: object,
                                userInfo: posted.scene.map { ["scene": $0] })
        if posted.notification == .sceneDidDisconnect, let number = posted.scene { scenes[number] = nil }
    }

    /// The process has ended: its objects are let go.
    func end() {
        objects.removeAll()
        scenes.removeAll()
    }
}
