/// The kinds of warning that properties and the explorer's built-in checks tell apart
/// (docs/LANGUAGE.md, "Properties").
extension WarningText {
    /// True for the warning a crash writes: the `crash` action or event, an uncaught exception
    /// in a BGTaskScheduler launch handler.
    public var isCrash: Bool {
        switch self {
        case .crashed, .uncaughtException: return true
        default: return false
        }
    }

    /// True for the warnings UIKit itself writes to the device's console, whose words the trace
    /// quotes: BG-1's "created over 30 seconds ago", BG-5's "still not ended after expiration
    /// handlers were called", "Can't end BackgroundTask" for an identifier that is not outstanding,
    /// BR-5's completion handler never called, and TN3187's scene-lifecycle line. The rest are the
    /// simulator's notes (a refused event, a dropped timer) or the reason given with a kill.
    public var isUIKitLog: Bool {
        switch self {
        case .taskOutstandingOver30Seconds, .taskNotEndedAfterExpiration, .endUnknownTask, .eventsCompletionNeverCalled,
             .sceneLifecycleNotAdopted:
            return true
        default:
            return false
        }
    }
}

extension WarningText {
    /// True for a line UIKit writes at every launch of an app configured a certain way, whatever
    /// happened before: TN3187's scene-lifecycle line (PR-1). It tells of the app's Info.plist and
    /// delegate, not of the order of events that led to the launch.
    public var isWrittenAtEveryLaunch: Bool {
        if case .sceneLifecycleNotAdopted = self { return true }
        return false
    }
}
