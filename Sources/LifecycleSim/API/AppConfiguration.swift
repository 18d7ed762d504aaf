/// Code an app runs when the system calls it: receives the app's UIApplication-shaped context.
public typealias AppHandler = (AppContext) -> Void

/// Code that reads a change of SwiftUI's `scenePhase`: the phase before, the phase now, and the
/// app's context (what `.onChange(of: scenePhase) { oldPhase, newPhase in … }` receives).
public typealias PhaseChangeHandler = (_ old: ScenePhase, _ new: ScenePhase, AppContext) -> Void

/// An app to install on a device: its Info.plist-level settings and what its code does.
///
/// Handlers are Swift closures; the scenario language compiles its `on` lines into the same
/// closures, so a scenario and an XCTest case drive identical app code.
public struct AppConfiguration {
    /// The app's name (home-screen label), unique on a device.
    public var name: String
    /// `CFBundleIdentifier`.
    public var bundleID: String
    /// The name a process list shows (PS-1); setting it makes it explicit (`hasExplicitProcessName`),
    /// so a built-in app keeps it instead of the system's name.
    public var processName: String { didSet { hasExplicitProcessName = true } }
    /// `UIBackgroundModes`.
    public var modes: Set<BackgroundMode>
    /// `UIApplicationExitsOnSuspend` (FG-5).
    public var exitsOnSuspend: Bool
    /// The resident memory of the running process (PS-2); 20 MB unless set.
    public var memory: MemorySize = .megabytes(20)
    /// Opts in to state restoration: answers true to shouldSave/shouldRestore (SR-1); a scene-based
    /// app on iOS 13+ is never asked (SR-2, SR-3).
    public var restoration = false
    /// The document types it opens (`CFBundleDocumentTypes`, DOC-1).
    public var documents: [String] = []
    /// Its exported type declarations (DOC-1).
    public var exports: [TypeDeclaration] = []
    /// A built-in app: its process name follows the system's table (PS-1) unless `processName` was given.
    public var builtin = false
    /// True when the process name was given explicitly.
    public var hasExplicitProcessName: Bool
    /// The app's version, kept with a restoration archive (SR-2).
    public var version: String?
    /// `BGTaskSchedulerPermittedIdentifiers` (BT-1).
    public var bgTaskIdentifiers: [String] = []
    /// Adopts the scene-based life cycle (`UIApplicationSceneManifest`, SC-1): from iOS 13 the
    /// UI callbacks go to its scenes' delegates; on iOS 12 and earlier it is ignored.
    public var scenes = false
    /// A SwiftUI `App` with a `WindowGroup` (UI-1 … UI-3): implies `scenes`; its views observe
    /// `scenePhase` from iOS 14.
    public var swiftUI = false { didSet { if swiftUI { scenes = true } } }
    /// Supports multiple scenes (`UIApplicationSupportsMultipleScenes`, SC-6): implies `scenes`;
    /// more than one window needs an iPad.
    public var multipleScenes = false { didSet { if multipleScenes { scenes = true } } }
    /// Its view controllers (VC).
    public var controllers: [ControllerDefinition] = []
    /// The window's root controller, shown at launch.
    public var rootController: String?
    /// The handlers per callback, in the order the callbacks were first given one (the engine
    /// reads them once per app, into an `AppHandlerTable` indexed by callback).
    private var handlerTable: [(callback: Callback, handlers: [AppHandler])] = []
    /// `onChange(ofScenePhase:)` and `onChange(ofAppPhase:)`, in the order added.
    private(set) var scenePhaseChanges: [PhaseChangeHandler] = []
    private(set) var appPhaseChanges: [PhaseChangeHandler] = []

    /// An app named `name` with default identifiers, no modes and no handlers.
    public init(name: String, bundleID: String? = nil, processName: String? = nil,
                modes: Set<BackgroundMode> = [], exitsOnSuspend: Bool = false) {
        self.name = name
        self.bundleID = bundleID ?? "com.example.\(name)"
        self.processName = processName ?? name
        self.hasExplicitProcessName = processName != nil
        self.modes = modes
        self.exitsOnSuspend = exitsOnSuspend
    }

    /// Runs `handler` when the system calls `callback`; several handlers run in the order added.
    public mutating func on(_ callback: DelegateCallback, _ handler: @escaping AppHandler) {
        add(handler, for: .delegate(callback))
    }

    /// Makes `handler` the expiration handler that `AppAction.beginTask(task)` passes for `task`.
    public mutating func onExpire(_ task: String, _ handler: @escaping AppHandler) {
        add(handler, for: .expire(task: task))
    }

    /// Makes `handler` the code of `bg-register ID`'s launch handler (`on bgtask ID`) or of its task's
    /// expiration handler (`on bgtask-expire ID`) (BT-3, BT-6).
    public mutating func onBGTask(_ id: String, expire: Bool = false, _ handler: @escaping AppHandler) {
        add(handler, for: expire ? .bgTaskExpire(id: id) : .bgTask(id: id))
    }

    /// SwiftUI's `.onChange(of: scenePhase) { oldPhase, newPhase in … }` in a view of every scene
    /// of a `swiftUI` app (UI-1, iOS 14+): `handler` gets the scene's old and new phase, right
    /// after the scene callback that changed it, and never for the phase a scene connects in (UI-3).
    public mutating func onChange(ofScenePhase handler: @escaping PhaseChangeHandler) {
        scenePhaseChanges.append(handler)
    }

    /// The same modifier in the `App`, where `scenePhase` is the aggregate of the scenes' phases
    /// (UI-2): `handler` gets the old and new aggregate.
    public mutating func onChange(ofAppPhase handler: @escaping PhaseChangeHandler) {
        appPhaseChanges.append(handler)
    }

    private mutating func add(_ handler: @escaping AppHandler, for callback: Callback) {
        if let index = entryIndex(for: callback) {
            handlerTable[index].handlers.append(handler)
        } else {
            handlerTable.append((callback, [handler]))
        }
    }

    /// Where `callback`'s handlers are in the table (by index: no copy of an entry per look-up).
    private func entryIndex(for callback: Callback) -> Int? {
        for index in handlerTable.indices where handlerTable[index].callback == callback { return index }
        return nil
    }

    /// The declared controller named `name`.
    func controller(named name: String) -> ControllerDefinition? { controllers.first { $0.name == name } }

    /// Every callback given a handler, with its handlers, in the order first given one (the
    /// engine resolves them once per app into an `AppHandlerTable`).
    var handlerEntries: [(callback: Callback, handlers: [AppHandler])] { handlerTable }
}
