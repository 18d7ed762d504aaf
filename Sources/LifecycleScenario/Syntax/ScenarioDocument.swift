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

    public init(path: String, title: String?, device: DeviceDeclaration, settings: [SettingDeclaration],
                apps: [AppDeclaration], timeline: [TimelineEntry]) {
        self.path = path
        self.title = title
        self.device = device
        self.settings = settings
        self.apps = apps
        self.timeline = timeline
    }
}

/// `device ios VERSION [model MODEL] [multitasking on|off]`.
public struct DeviceDeclaration: Hashable, Sendable {
    public var version: OSVersion
    public var model: DeviceModel
    public var multitasking: Bool

    public init(version: OSVersion = OSVersion(7), model: DeviceModel = .iphone, multitasking: Bool = true) {
        self.version = version
        self.model = model
        self.multitasking = multitasking
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

    public init(name: String, bundleID: String, processName: String, modes: [BackgroundMode],
                exitsOnSuspend: Bool, handlers: [HandlerDeclaration], location: SourceLocation) {
        self.name = name
        self.bundleID = bundleID
        self.processName = processName
        self.modes = modes
        self.exitsOnSuspend = exitsOnSuspend
        self.handlers = handlers
        self.location = location
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
    /// `expect APP no-callbacks`.
    case noCallbacks(app: String)
    /// `expect APP refresh-status available|denied|restricted`.
    case refreshStatus(app: String, BackgroundRefreshStatus)
    /// `expect APP launched-by user|url|fetch|push|location`.
    case launchedBy(app: String, LaunchReason)
    /// `expect switcher: APP, ...` (most recent first).
    case switcher([String])
    /// `expect front APP|home` (`nil` means the home screen).
    case front(String?)
}
