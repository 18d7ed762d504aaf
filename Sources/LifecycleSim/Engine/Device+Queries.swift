/// `backgroundTimeRemaining` as the expectations read it.
public enum RemainingTime: Hashable, Sendable, CustomStringConvertible {
    /// In the foreground: `Double.greatestFiniteMagnitude` (BG-4).
    case unlimited
    /// In the background: the budget left, never below zero, in Swift's `Duration` (whole
    /// milliseconds, as the device's clock moves).
    case left(Duration)
    /// Suspended or not running: no code runs to read it.
    case none

    /// `unlimited`, `12s`, `none`.
    public var description: String {
        switch self {
        case .unlimited: return "unlimited"
        case .left(let duration): return VirtualDuration(roundingUp: duration).description
        case .none: return "none"
        }
    }

    /// A `backgroundTimeRemaining` reading as a log line shows it: `179.5 s`, or
    /// `DBL_MAX (1.797693134862316e+308)` (`Double.greatestFiniteMagnitude`, BG-4).
    public static func describe(seconds: Double) -> String {
        guard seconds < .greatestFiniteMagnitude else { return "DBL_MAX (1.797693134862316e+308)" }
        return "\(seconds) s"
    }
}

/// What the expectations and the Swift API read.
extension Device {
    /// True when an app of that name is installed.
    public func hasApp(_ name: String) -> Bool { appIndex[name] != nil }

    /// The app's lifecycle state (ST-1); nil for an unknown app.
    public func state(of name: String) -> AppState? { app(named: name)?.state }

    /// The app's outstanding background tasks (BG-1); 0 when not running.
    public func outstandingTasks(of name: String) -> Int {
        // Counted where the list lies (`taskCount`): read through the chain, each object on it is
        // retained and released, and a search reads this after every step.
        app(named: name)?.outstandingTaskCount ?? 0
    }

    /// The names of the outstanding tasks, oldest first.
    public func outstandingTaskNames(of name: String) -> [String] {
        app(named: name)?.process?.tasks.map(\.name) ?? []
    }

    /// `backgroundTimeRemaining` of the app (docs/EXECUTION_MODEL.md, "remaining").
    public func remaining(of name: String) -> RemainingTime {
        guard let app = app(named: name) else { return .none }
        return remaining(of: app)
    }

    func remaining(of app: InstalledApp) -> RemainingTime {
        switch app.state {
        case .active, .inactive:
            return .unlimited
        case .background:
            if app.machine.backgrounding?.enteringBackground == true { return .unlimited }
            // SC-5: a scene-based app coming to the foreground reads background until it catches
            // up, but it is not running on a background budget: its time is the foreground's (BG-4).
            if app.sceneLag == .launch { return .unlimited }
            guard let end = app.machine.backgrounding?.budgetEnd else { return .left(.zero) }
            return .left(max(.zero, end - now).duration)
        case .suspended, .notRunning:
            return .none
        }
    }

    /// `UIApplication.applicationState`: a suspended or not-running app reads nothing (ST-1).
    func applicationState(of app: InstalledApp) -> ApplicationState? {
        switch app.state {
        case .active: return .active
        case .inactive: return .inactive
        case .background: return .background
        case .suspended, .notRunning: return nil
        }
    }

    /// `backgroundRefreshStatus` for the app (BR-1).
    public func refreshStatus(of name: String) -> BackgroundRefreshStatus? {
        app(named: name).map(refreshStatus)
    }

    /// The context of the app's current process, through which code outside its callbacks acts
    /// as the app (a simulated application, an observer); nil when the app is not running, or
    /// only prewarmed (PW-1).
    public func context(ofRunningApp name: String) -> AppContext? {
        guard let app = app(named: name), let process = app.process, !isPrewarmed(app) else { return nil }
        return app.context(on: self, generation: process.generation, completion: nil)
    }

    /// Why the app's current process was started; nil when not running or only prewarmed (PW-1).
    public func launchReason(of name: String) -> LaunchReason? {
        guard let app = app(named: name), let process = app.process, !isPrewarmed(app) else { return nil }
        return process.launchReason
    }

    /// True while the app's process was started by prewarming and has not yet run
    /// UIApplicationMain (PW-1, `expect APP prewarmed`).
    public func isPrewarmed(_ name: String) -> Bool { app(named: name).map(isPrewarmed) ?? false }

    /// The app on screen, nil for the home screen.
    public var frontApp: String? { front.map { apps[$0].name } }

    /// True while the lock screen shows.
    public var isLocked: Bool { locked }

    /// True when the user swiped the app away and has not launched it since (TE-4).
    public func isForceQuit(_ name: String) -> Bool { app(named: name)?.forceQuit ?? false }

    /// True while a debugger is attached to the app (DB-1).
    public func isDebuggerAttached(_ name: String) -> Bool { app(named: name)?.debuggerAttached ?? false }
}

extension InstalledApp {
    /// The outstanding background tasks of its process (BG-1); 0 when not running.
    var outstandingTaskCount: Int { process?.taskCount ?? 0 }
}

extension AppProcess {
    /// How many tasks are outstanding (BG-1).
    var taskCount: Int { tasks.count }
}
