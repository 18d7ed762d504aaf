import Foundation
import LifecycleSim

extension SimulatedDevice {
    /// Installs an app whose objects `process` builds for each of its processes, as `main` and
    /// UIApplicationMain do on a device: it runs when UIApplicationMain runs in a new process,
    /// before willFinishLaunching, and is handed that process (its application object,
    /// notification center, clock, task scheduler, defaults and files). The device keeps what it
    /// returns for as long as the process runs; if that object adopts `SimulatedApplicationDelegate`
    /// (or `SimulatedSceneDelegate`, which declares `scenes`), UIKit's methods run on it with the
    /// process's application and scene objects. The type the factory is written to return says
    /// which, as an app's Info.plist names its delegate classes before any object exists: return
    /// the delegate's own type (a factory returning `AnyObject` gets the app delegate's methods
    /// when the object adopts them, never a scene delegate's). When the process ends the objects are let go,
    /// and nothing of them runs again (docs/EXECUTION_MODEL.md, "Processes"); the next launch
    /// builds new ones. Reach the running process's with `app.process` or `app.object(_:)`.
    ///
    /// ```swift
    /// let tracker = try device.install("Tracker", process: { process in
    ///     SessionTracker(application: process.application, center: process.notificationCenter,
    ///                    defaults: process.defaults)
    /// })
    /// ```
    @MainActor @discardableResult
    public func install<Root: AnyObject>(_ name: String, modes: Set<BackgroundMode> = [],
                                         configure: (inout AppConfiguration) -> Void = { _ in },
                                         process build: @escaping @MainActor (SimulatedProcess) -> Root) throws -> SimulatedApp {
        var config = AppConfiguration(name: name, modes: modes)
        configure(&config)
        let erased = ObjectIdentifier(Root.self) == ObjectIdentifier(AnyObject.self)
        let delegates = (application: Root.self is any SimulatedApplicationDelegate.Type || (erased && !config.scenes),
                         scene: Root.self is any SimulatedSceneDelegate.Type)
        if delegates.scene { config.scenes = true }
        let processes = AppProcesses(clock: clock) { process in
            process.keep(build(process))
        }
        DelegateRouting(
            application: { context in
                guard let process = processes.running(context),
                      let delegate = process.object((any SimulatedApplicationDelegate).self) else { return nil }
                return (delegate, process.application)
            },
            scene: { context, number in
                guard let process = processes.running(context),
                      let delegate = process.object((any SimulatedSceneDelegate).self) else { return nil }
                return (delegate, process.scene(number))
            }
        ).route(&config, appDelegate: delegates.application, sceneDelegate: delegates.scene)
        let app = try install(config)
        processes.app = SimulatedApp(ofProcessOn: self, name: name)
        engine.observeProcesses(of: name, processes)
        return app
    }
}

extension SimulatedApp {
    /// The app's running process, when it was installed by its factory (`install(_:process:)`)
    /// and runs; nil otherwise.
    public var process: SimulatedProcess? {
        guard let context else { return nil }
        return (device.engine.processObserver(of: name) as? AppProcesses)?.running(context)
    }

    /// The first object of type `T` the running process keeps (what its factory returned, or
    /// what it handed `keep`); nil when it keeps none or the app is not running.
    public func object<T>(_ type: T.Type = T.self) -> T? { process?.object(type) }
}

/// The processes of one app installed by its factory: builds each one's objects when
/// UIApplicationMain runs in it and lets them go when it ends.
final class AppProcesses: ProcessObserver {
    /// The app, set once it is installed.
    var app: SimulatedApp?
    private let clock: DeviceClock
    /// Builds a process's objects: formed on the main actor by `install(_:process:)`, and run on
    /// the thread that drives the device, which the main actor's code does (UIKit builds an app's
    /// objects on the main thread).
    private let build: (SimulatedProcess) -> Void
    /// The process that runs now, if any.
    private var current: SimulatedProcess?

    init(clock: DeviceClock, build: @escaping (SimulatedProcess) -> Void) {
        self.clock = clock
        self.build = build
    }

    /// The running process `context` belongs to; nil for the code of an ended one.
    func running(_ context: AppContext) -> SimulatedProcess? {
        guard let current, current.number == context.generation, current.isRunning else { return nil }
        return current
    }

    func processStarted(_ context: AppContext) {
        guard let app else { return }
        current?.end()
        let process = SimulatedProcess(app: app, context: context, clock: clock)
        current = process
        build(process)
    }

    func notificationPosted(_ posted: PostedNotification) { running(posted.context)?.post(posted) }

    func processEnded(generation: Int) {
        guard let current, current.number == generation else { return }
        current.end()
        self.current = nil
    }
}
