import LifecycleSim

/// A 1-based position in a scenario file: line, and column in Unicode scalars after any byte-order mark.
public struct SourceLocation: Hashable, Sendable, Comparable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

/// A parsed, validated scenario file: the header's declarations and the timeline.
public struct ScenarioDocument: Hashable, Sendable {
    /// The file's name as given (`<stdin>` for standard input).
    public var path: String
    /// The `scenario "TITLE"` line, if any.
    public var title: String?
    /// The `device` line, or the default `device ios 7`.
    public var device: DeviceDeclaration
    /// `setting` lines, in file order.
    public var settings: [SettingDeclaration]
    /// `app` lines in file order (home-screen order), each with its handlers.
    public var apps: [AppDeclaration]
    /// Timeline lines in file order.
    public var timeline: [TimelineEntry]
    /// `never` and `always` lines in file order: what must hold after every step.
    public var properties: [PropertyDeclaration]

    public init(path: String, title: String?, device: DeviceDeclaration, settings: [SettingDeclaration],
                apps: [AppDeclaration], timeline: [TimelineEntry], properties: [PropertyDeclaration] = []) {
        self.path = path
        self.properties = properties
        self.title = title
        self.device = device
        self.settings = settings
        self.apps = apps
        self.timeline = timeline
    }
}

/// `device ios VERSION [model MODEL] [memory SIZE] [system SIZE] [multitasking on|off]`.
public struct DeviceDeclaration: Hashable, Sendable {
    public var version: OSVersion
    public var model: DeviceModel
    public var multitasking: Bool
    /// `memory SIZE`: the RAM (default 1GB).
    public var memory: MemorySize
    /// `system SIZE`: the share the system keeps; nil means a quarter of `memory`.
    public var system: MemorySize?

    public init(version: OSVersion = OSVersion(7), model: DeviceModel = .iphone, multitasking: Bool = true,
                memory: MemorySize = .gigabytes(1), system: MemorySize? = nil) {
        self.version = version
        self.model = model
        self.multitasking = multitasking
        self.memory = memory
        self.system = system
    }
}

/// A `setting` line.
public enum SettingDeclaration: Hashable, Sendable {
    /// `setting background-refresh on|off|restricted [for APP]` (`app == nil`: the global switch).
    case backgroundRefresh(RefreshSwitch, app: String?)
    /// `setting low-power on|off`.
    case lowPower(Bool)
    /// `setting debugger on for APP`.
    case debugger(app: String)
    /// `setting charging on|off`, `setting network on|off` (BT-4).
    case charging(Bool), network(Bool)
    /// `setting notifications on|off`: the trace shows UIKit's lifecycle notifications (NT-1, NT-2).
    case notifications(Bool)
    /// `setting incoming-calls banner|full-screen`: Settings › Phone › Incoming Calls (IN-5, iOS 14+).
    case incomingCalls(fullScreen: Bool)
    /// `setting always-on on|off`: an iPhone's Always-On display (LK-3, iOS 16+).
    case alwaysOn(Bool)
    /// `setting passcode on|off`: a passcode, and with it data protection (LK-4, iOS 4+).
    case passcode(Bool)
}

/// An `app` line with its options and handlers.
public struct AppDeclaration: Hashable, Sendable {
    public var name: String
    /// `id BUNDLE.ID`, default `com.example.NAME`.
    public var bundleID: String
    /// `process NAME`, default the app's name.
    public var processName: String
    /// `modes ...`, in the order written, without duplicates.
    public var modes: [BackgroundMode]
    /// `exits-on-suspend`.
    public var exitsOnSuspend: Bool
    /// `on CALLBACK:` lines for this app (indented, or unindented `on APP.CALLBACK:`), in file order.
    public var handlers: [HandlerDeclaration]
    /// Where the `app` line is.
    public var location: SourceLocation
    /// `process NAME` was written (a built-in app otherwise takes the system's name, PS-1).
    public var hasExplicitProcessName: Bool
    /// `memory SIZE`: the resident memory of the running process (default 20MB).
    public var memory: MemorySize
    /// `restoration`: opts in to state restoration (SR-1).
    public var restoration: Bool
    /// `documents UTI,...`: the document types it opens (DOC-1), in the order written.
    public var documents: [String]
    /// `exports UTI conforms-to UTI [extension EXT]` (DOC-1); the option may be repeated.
    public var exports: [TypeDeclaration]
    /// `builtin`: a built-in app whose process name follows the system's table (PS-1).
    public var builtin: Bool
    /// `version V`: kept with a restoration archive (SR-2).
    public var version: String?
    /// `scenes`: adopts the scene-based life cycle (SC-1).
    public var scenes = false
    /// `swiftui`: a SwiftUI App with a WindowGroup; implies `scenes` (UI-1).
    public var swiftUI = false
    /// `scenes multiple`: supports multiple scenes; implies `scenes` (SC-6).
    public var multipleScenes = false
    /// Indented `controller` and `navigation` lines, in file order.
    public var controllers: [ControllerDefinition]
    /// The indented `root NAME` line: the window's root controller, shown at launch.
    public var rootController: String?
    /// `bgtasks ID,...`: BGTaskSchedulerPermittedIdentifiers (BT-1).
    public var bgTaskIdentifiers: [String] = []

    public init(name: String, bundleID: String, processName: String, modes: [BackgroundMode],
                exitsOnSuspend: Bool, handlers: [HandlerDeclaration], location: SourceLocation,
                hasExplicitProcessName: Bool = false, memory: MemorySize = .megabytes(20), restoration: Bool = false,
                documents: [String] = [], exports: [TypeDeclaration] = [], builtin: Bool = false,
                version: String? = nil, controllers: [ControllerDefinition] = [], rootController: String? = nil) {
        self.name = name
        self.bundleID = bundleID
        self.processName = processName
        self.modes = modes
        self.exitsOnSuspend = exitsOnSuspend
        self.handlers = handlers
        self.location = location
        self.hasExplicitProcessName = hasExplicitProcessName
        self.memory = memory
        self.restoration = restoration
        self.documents = documents
        self.exports = exports
        self.builtin = builtin
        self.version = version
        self.controllers = controllers
        self.rootController = rootController
    }
}

/// `on CALLBACK: ACTION; ACTION ...`: what the app's code does when CALLBACK is called.
public struct HandlerDeclaration: Hashable, Sendable {
    /// The callback (`expire NAME` for an expiration handler).
    public var callback: Callback
    public var actions: [ActionStatement]
    public var location: SourceLocation

    public init(callback: Callback, actions: [ActionStatement], location: SourceLocation) {
        self.callback = callback
        self.actions = actions
        self.location = location
    }
}

/// One action of a handler, optionally delayed (`after DURATION`: a timer in the app's code).
public struct ActionStatement: Hashable, Sendable {
    public var action: AppAction
    public var delay: VirtualDuration?
    public var location: SourceLocation

    public init(action: AppAction, delay: VirtualDuration?, location: SourceLocation) {
        self.action = action
        self.delay = delay
        self.location = location
    }
}

/// One timeline line: when it happens and what it does.
public struct TimelineEntry: Hashable, Sendable {
    /// The absolute time of the line (relative times already resolved against the previous line).
    public var time: VirtualTime
    public var statement: TimelineStatement
    /// The statement as written, without its time and comment (the JSON `event` field).
    public var text: String
    /// Where the statement starts (the time's position when the line has no statement).
    public var location: SourceLocation

    public init(time: VirtualTime, statement: TimelineStatement, text: String, location: SourceLocation) {
        self.time = time
        self.statement = statement
        self.text = text
        self.location = location
    }
}

/// What a timeline line does.
public enum TimelineStatement: Hashable, Sendable {
    /// A line with a time and no statement: only advances the clock.
    case advance
    /// A user or system event.
    case event(DeviceEvent)
    /// An expectation.
    case expect(Expectation)
    /// `log "TEXT"`.
    case log(String)
}

/// An `expect` statement.
public enum Expectation: Hashable, Sendable {
    /// `expect APP STATE`.
    case state(app: String, AppState)
    /// `expect APP tasks N`.
    case tasks(app: String, Int)
    /// `expect APP remaining DURATION|unlimited` (`nil` means unlimited).
    case remaining(app: String, VirtualDuration?)
    /// `expect APP callbacks: CB, ...`.
    case callbacks(app: String, [Callback])
    /// `expect APP notifications: N, ...`: the lifecycle notifications UIKit posted to the app
    /// since the last such expectation (NT-1, NT-2), scene ones included.
    case notifications(app: String, [LifecycleNotification])
    /// `expect APP no-callbacks`.
    case noCallbacks(app: String)
    /// `expect APP refresh-status available|denied|restricted`.
    case refreshStatus(app: String, BackgroundRefreshStatus)
    /// `expect APP launched-by user|url|fetch|push|location|notification|bgtask|urlsession|prewarm`.
    case launchedBy(app: String, LaunchReason)
    /// `expect switcher: APP, ...` (most recent first).
    case switcher([String])
    /// `expect front APP|home` (`nil` means the home screen).
    case front(String?)
    /// `expect APP controller-callbacks: CONTROLLER.CB, ...` (each item is a `.controller` callback).
    case controllerCallbacks(app: String, [Callback])
    /// `expect APP view CONTROLLER loaded|unloaded` (`true` for loaded).
    case view(app: String, controller: String, loaded: Bool)
    /// `expect APP archive present|absent` (`true` for present).
    case archive(app: String, present: Bool)
    /// `expect APP restored: CONTROLLER, ...`.
    case restored(app: String, [String])
    /// `expect open-in FILE from APP: APP, ...`.
    case openIn(file: String, from: String, [String])
    /// `expect APP inbox: FILE, ...` (sorted by name).
    case inbox(app: String, [String])
    /// `expect APP default KEY "VALUE"`, or `expect APP default KEY unset` (nil): the app's
    /// default in its container (PS-3).
    case defaultValue(app: String, key: String, String?)
    /// `expect APP process NAME`.
    case process(app: String, String)
    /// `expect free-memory SIZE`.
    case freeMemory(MemorySize)
    /// `expect APP prewarmed` (PW-1).
    case prewarmed(app: String)
    /// `expect APP bgtasks: ID, ...` (pending requests, in submission order); `expect APP bgtask ID running|pending|none`.
    case bgTasks(app: String, [String]), bgTask(app: String, id: String, BGTaskStatus)
    /// `expect APP/N STATE`: a scene's activation state (SC-1, SC-5).
    case sceneState(app: String, scene: Int, SceneActivationState)
    /// `expect APP scenes N`: how many scenes are connected (SC-5).
    case scenes(app: String, Int)
    /// `expect APP phase P` (scene nil: the App's aggregate, UI-2) or `expect APP/N phase P` (UI-1).
    case phase(app: String, scene: Int?, ScenePhase)
}

extension ScenarioDocument {
    /// The names the text trace's app column must fit: each app's name, written `APP/1` for a
    /// scene-based app on iOS 13+ so that its scenes' records (`Notes/1`) line up (SC-1).
    public var traceColumnNames: [String] {
        apps.map { $0.scenes && device.version.major >= 13 ? "\($0.name)/1" : $0.name }
    }
}
