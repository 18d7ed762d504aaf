/// What an app's process does that decides whether it keeps running, but is no callback, task or
/// state: audio it plays (BM-1), location updates it asks for (BM-2), and a process the system
/// started ahead of a launch that runs none of the app's code (PW-1).
///
/// Without these records a trace could not say why an app that plays a podcast is still running
/// in the background, or why a prewarmed app takes memory.
public struct ActivityRecord: Hashable, Sendable {
    /// What the process does.
    public enum Activity: String, Hashable, Sendable, CaseIterable {
        /// Audio playback: with the `audio` mode it keeps the app running in the background (BM-1).
        case audio
        /// Continuous location updates: with the `location` mode they keep it running (BM-2).
        case location
        /// A prewarmed process: started, stopped before UIApplicationMain (PW-1).
        case prewarm
        /// A background URLSession transfer the app started; stopped: the user's swipe cancelled
        /// the app's transfers (BR-5).
        case transfer
    }

    /// Whether it started or stopped.
    public enum Change: String, Hashable, Sendable, CaseIterable {
        case started, stopped
    }

    public var time: VirtualTime
    public var app: String
    public var activity: Activity
    public var change: Change
    public var rule: RuleID

    public init(time: VirtualTime, app: String, activity: Activity, change: Change, rule: RuleID) {
        self.time = time
        self.app = app
        self.activity = activity
        self.change = change
        self.rule = rule
    }
}
