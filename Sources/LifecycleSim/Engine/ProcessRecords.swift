/// An outstanding background task: an identifier, its name and its expiration handler (BG-1).
struct BackgroundTask: Hashable {
    var id: Int
    var name: String
    /// `name` in the trace's names (`TraceNames.taskNames`): looked up once, at the begin. A
    /// device's own numbering, so two tasks are compared by their name, not by it.
    var nameCode: Int32
    /// The second of the device's clock when the app's code began it, as UIKit's `creationTime`
    /// counts (whole seconds; beside `nameCode`, it takes no room of its own). Only UIKit's words
    /// use it (BG-5's line after the expiration handlers), so two tasks are compared without it:
    /// two states that differ only there go on alike but for that number.
    var begunSecond: Int32 = 0
    var expiration: HeldExpiration?

    static func == (lhs: BackgroundTask, rhs: BackgroundTask) -> Bool {
        lhs.id == rhs.id && lhs.name == rhs.name && lhs.expiration == rhs.expiration
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(name)
        hasher.combine(expiration)
    }
}

/// An expiration handler the system keeps for a task (BG-1's, BT-6's BGTask) to run later.
///
/// Small on purpose (no `Callback`, whose names the task already holds): every task the app's
/// code begins carries one (W2 of BENCHMARKS.md).
enum HeldExpiration: Hashable {
    /// The app's own handlers for the task in its configuration (the language's `on expire NAME`
    /// for a background task, `on bgtask ID expire` for a BGTask: the callback the expiry is
    /// delivered as), run with a context for the process that holds `completion`, in `scene`: the
    /// context of the code that handed the handler over.
    case handlers(completion: Int?, scene: Int?)
    /// A closure handed over through the Swift API.
    case closure(HeldClosure)
}

/// A BGTaskScheduler launch handler a process registered (BT-1).
struct RegisteredLaunchHandler: Hashable {
    var id: String
    var handler: HeldLaunchHandler
}

/// The code of a launch handler (BT-1, BT-3).
enum HeldLaunchHandler: Hashable {
    /// The app's own handlers of `bgtask ID` in its configuration, with its `bgtask ID expire`
    /// handlers as the task's expiration handler (the language's `bg-register ID`).
    case handlers
    /// A closure handed over through the Swift API.
    case closure(HeldClosure)
}

/// A pending completion handler of a background event (BR-3): the window closes at `deadline`
/// (nil for an event delivered in the foreground, which has no deadline).
struct CompletionWindow: Hashable {
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

/// Which pending completion handler a call completes (BR-3, BR-5).
enum CompletionLookup {
    /// The handler at this position of the process's windows.
    case found(Int)
    /// The code runs for an event whose handler is of the other kind (`complete-fetch` in a
    /// URLSession's code, `complete-events` in a fetch's).
    case anotherKind
    /// None pending: already called, its window closed, or none ever given.
    case none
}


/// A saved state-restoration archive: the app's version and the saved controllers, parents first (SR-2).
struct RestorationArchive: Hashable {
    /// Where a saved controller sat, so restoration can rebuild the hierarchy (SR-3).
    enum Placement: Hashable {
        case root
        case navigationChild(of: String)
        case presented(by: String)
    }

    var version: String?
    var controllers: [SavedController]

    /// One saved controller: its name and where it sat.
    struct SavedController: Hashable {
        var name: String
        var placement: Placement
    }
}

/// A timer in an app's code (`after DURATION`): it belongs to one process.
struct PendingTimer: Hashable {
    var app: Int
    var generation: Int
    var due: VirtualTime
    /// What it does, for the warning when it is dropped (`end-task sync`).
    var label: TimerLabel
    /// The completion handler the code that scheduled it held (BR-3).
    var completion: Int?
    /// What it runs: the Swift API's closure, or nil for the language's action its label names.
    var closure: HeldClosure?

    /// The code it runs.
    var body: AppHandler {
        if let body = closure?.appCode { return body }
        if case .action(let action) = label { return { $0.perform(action) } }
        return { _ in }
    }
}

/// What a timer does, in the words of the warnings that name it (TE-5): the label its code gave,
/// or the scenario action it runs, described only when a warning needs it (no string
/// built per timer).
enum TimerLabel: Hashable {
    case text(String)
    case action(AppAction)

    var text: String {
        switch self {
        case .text(let text): return text
        case .action(let action): return action.description
        }
    }
}

extension AppProcess {
    /// The pending completion handler a `complete-fetch` (`urlSession` false) or `complete-events`
    /// (true) completes: the one the running code holds (`window`), when it is of that kind
    /// (a location event's counts for `complete-fetch`, which ends its window early); from code
    /// that holds none, the oldest pending fetch or push handler, or URLSession handler.
    func completion(for window: Int?, urlSession: Bool) -> CompletionLookup {
        if let window {
            guard let position = completions.firstIndex(where: { $0.id == window }) else { return .none }
            return (completions[position].kind == .urlSession) == urlSession ? .found(position) : .anotherKind
        }
        let oldest = completions.firstIndex { urlSession ? $0.kind == .urlSession : $0.killsWhenMissed }
        return oldest.map(CompletionLookup.found) ?? .none
    }
}
