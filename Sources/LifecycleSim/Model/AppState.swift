/// The five lifecycle states of rule ST-1.
public enum AppState: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Not launched, or terminated.
    case notRunning = "not-running"
    /// In the foreground, not receiving events.
    case inactive
    /// In the foreground, receiving events.
    case active
    /// In the background and running code.
    case background
    /// In the background, in memory, running no code.
    case suspended

    /// The spelling used in scenario files and traces (`not-running`).
    public var description: String { rawValue }

    /// True for inactive and active.
    public var isForeground: Bool { self == .inactive || self == .active }
    /// True for every state in which the app has a process.
    public var hasProcess: Bool { self != .notRunning }
    /// True for the states in which the app's code can run.
    public var isRunningCode: Bool { self == .inactive || self == .active || self == .background }
}

/// What `UIApplication.applicationState` returns (ST-1): a suspended app reads nothing.
public enum ApplicationState: String, Hashable, Sendable {
    case active, inactive, background
}

/// `UIBackgroundRefreshStatus` (BR-1).
public enum BackgroundRefreshStatus: String, Hashable, Sendable, CaseIterable {
    case restricted, denied, available
}

/// The state of a Background App Refresh switch.
public enum RefreshSwitch: String, Hashable, Sendable, CaseIterable {
    case on, off, restricted
}

/// Why the current process of an app was started (`expect APP launched-by`).
public enum LaunchReason: String, Hashable, Sendable, CaseIterable {
    case user, url, fetch, push, location
    /// The user tapped a notification of the app (LA-4): a user launch with the notification in its options.
    case notification
    /// The system launched it for a BGTaskScheduler request (BT-3).
    case bgtask
    /// Its background URLSession's transfers finished while it was not running (BR-5).
    case urlSession = "urlsession"
    /// Prewarming ran its launch as far as didFinishLaunching (PW-2: a scene-based app on iOS 15.0-15.3).
    case prewarm

    /// The case as Swift code names it (`.urlSession`), where the scenario language writes `urlsession`.
    public var swiftName: String { self == .urlSession ? "urlSession" : rawValue }

    /// SC-2: a scene-based app launched into the background for this reason connects a scene
    /// there, before the event: a content-available push (logged, iOS 14) and a location event
    /// (Apple's example of a system-requested scene). A fetch or a BGTaskScheduler task is logged
    /// nowhere with a scene, and connects none.
    var connectsSceneInBackground: Bool { self == .push || self == .location }
}

/// The result passed to a fetch or remote-notification completion handler.
public enum FetchResult: String, Hashable, Sendable, CaseIterable {
    case newData = "new-data"
    case noData = "no-data"
    case failed
}

/// The hardware family, which decides process-name suffixes (PS-1).
public enum DeviceModel: String, Hashable, Sendable, CaseIterable {
    case iphone, ipad, ipod
}
