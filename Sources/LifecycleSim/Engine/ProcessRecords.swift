/// An outstanding background task: an identifier, its name and its expiration handler (BG-1).
struct BackgroundTask {
    var id: Int
    var name: String
    /// `name` in the trace's names (`TraceNames.taskNames`): looked up once, at the begin.
    var nameCode: Int32
    var expirationHandler: (() -> Void)?
}

/// A pending completion handler of a background event (BR-3): the window closes at `deadline`
/// (nil for an event delivered in the foreground, which has no deadline).
struct CompletionWindow {
    var id: Int
    var deadline: VirtualTime?
    /// The event it belongs to. Fetch and content-available pushes hand the app a completion
    /// handler, and missing the deadline kills it (BR-3). A location event has no completion
    /// handler in iOS (`locationManager(_:didUpdateLocations:)` takes none), so its window only
    /// keeps the app running until the deadline, and then BG-2 decides. A background URLSession's
    /// handler, missed, gets UIKit's warning and BG-2's decision (BR-5).
    var kind: Device.BackgroundEventKind

    /// BR-3: the deadline of a fetch or a content-available push kills.
    var killsWhenMissed: Bool { kind == .fetch || kind == .push }
}


/// A saved state-restoration archive: the app's version and the saved controllers, parents first (SR-2).
struct RestorationArchive {
    /// Where a saved controller sat, so restoration can rebuild the hierarchy (SR-3).
    enum Placement {
        case root
        case navigationChild(of: String)
        case presented(by: String)
    }

    var version: String?
    var controllers: [(name: String, placement: Placement)]
}

/// A timer in an app's code (`after DURATION`): it belongs to one process.
struct PendingTimer {
    var app: Int
    var generation: Int
    var due: VirtualTime
    /// What it does, for the warning when it is dropped (`end-task sync`).
    var label: TimerLabel
    /// The completion handler the code that scheduled it held (BR-3).
    var completion: Int?
    var body: AppHandler
}

/// What a timer does, in the words of the warnings that name it (TE-5): the label its code gave,
/// or the scenario action it runs, described only when a warning needs it (no string
/// built per timer).
enum TimerLabel {
    case text(String)
    case action(AppAction)

    var text: String {
        switch self {
        case .text(let text): return text
        case .action(let action): return action.description
        }
    }
}
