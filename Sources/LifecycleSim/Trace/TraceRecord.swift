/// One entry of a run's trace: everything that happened, stamped with virtual time.
///
/// The trace is the single source of truth: the text and JSON outputs, the expectations
/// and the Swift assertions all read these records (docs/TRACE.md, "The trace").
public enum TraceRecord: Hashable, Sendable {
    /// A timeline statement ran.
    case event(EventRecord)
    /// An app changed state.
    case transition(TransitionRecord)
    /// The system called into an app's code.
    case callback(CallbackRecord)
    /// A scene of a scene-based app changed activation state (SC-3 … SC-5, SC-9).
    case sceneTransition(SceneTransitionRecord)
    /// A background task began, ended, expired, or an end named no live task.
    case task(TaskRecord)
    /// Something was refused, dropped or killed, as iOS would log it.
    case warning(WarningRecord)
    /// An expectation was checked.
    case expect(ExpectRecord)
    /// A note written by a scenario or by an app's code.
    case log(LogRecord)
    /// A BGTaskScheduler request or task changed (BT-2 … BT-7).
    case bgTask(BGTaskRecord)
    /// Audio or location updates started or stopped, or a process was prewarmed (BM-1, BM-2, PW-1).
    case activity(ActivityRecord)

    /// The virtual time of the record.
    public var time: VirtualTime {
        switch self {
        case .event(let r): return r.time
        case .transition(let r): return r.time
        case .callback(let r): return r.time
        case .sceneTransition(let r): return r.time
        case .task(let r): return r.time
        case .warning(let r): return r.time
        case .expect(let r): return r.time
        case .log(let r): return r.time
        case .bgTask(let r): return r.time
        case .activity(let r): return r.time
        }
    }

    /// The record's kind.
    public var kind: TraceRecordKind {
        switch self {
        case .event: return .event
        case .transition: return .transition
        case .callback: return .callback
        case .sceneTransition: return .sceneTransition
        case .task: return .task
        case .warning: return .warning
        case .expect: return .expect
        case .log: return .log
        case .bgTask: return .bgTask
        case .activity: return .activity
        }
    }

    /// The record's kind as the JSON trace spells it (`event`, `transition`, ...).
    public var kindName: String { kind.name }

    /// The app the record is about, if any.
    public var app: String? {
        switch self {
        case .event, .expect: return nil
        case .transition(let r): return r.app
        case .callback(let r): return r.app
        case .sceneTransition(let r): return r.app
        case .task(let r): return r.app
        case .warning(let r): return r.app
        case .log(let r): return r.app
        case .bgTask(let r): return r.app
        case .activity(let r): return r.app
        }
    }

    /// The rule that caused the record, if any.
    public var rule: RuleID? {
        switch self {
        case .event, .expect, .log: return nil
        case .transition(let r): return r.rule
        case .callback(let r): return r.rule
        case .sceneTransition(let r): return r.rule
        case .task(let r): return r.rule
        case .warning(let r): return r.rule
        case .bgTask(let r): return r.rule
        case .activity(let r): return r.rule
        }
    }
}

/// A timeline statement, as written, and the line it came from (0 for the Swift API).
public struct EventRecord: Hashable, Sendable {
    public var time: VirtualTime
    public var line: Int
    public var event: String

    public init(time: VirtualTime, line: Int, event: String) {
        self.time = time
        self.line = line
        self.event = event
    }
}

/// An app moved from one state to another.
public struct TransitionRecord: Hashable, Sendable {
    public var time: VirtualTime
    public var app: String
    public var from: AppState
    public var to: AppState
    public var rule: RuleID

    public init(time: VirtualTime, app: String, from: AppState, to: AppState, rule: RuleID) {
        self.time = time
        self.app = app
        self.from = from
        self.to = to
        self.rule = rule
    }
}

/// A callback delivered to an app.
public struct CallbackRecord: Hashable, Sendable {
    public var time: VirtualTime
    public var app: String
    public var callback: Callback
    /// The app's state while the callback runs.
    public var state: AppState
    /// 0 for a callback the system makes, 1 for one made from inside another callback, and so on.
    public var depth: Int
    public var rule: RuleID
    /// The number of the scene a scene-delegate callback was made on (SC-1), else nil.
    public var scene: Int?

    public init(time: VirtualTime, app: String, callback: Callback, state: AppState, depth: Int, rule: RuleID,
                scene: Int? = nil) {
        self.time = time
        self.app = app
        self.callback = callback
        self.state = state
        self.depth = depth
        self.rule = rule
        self.scene = scene
    }

    /// `APP` or, for a scene's callback, `APP/N`.
    public var target: String { scene.map { "\(app)/\($0)" } ?? app }
}

/// A scene moved from one activation state to another (SC-3 … SC-5, SC-9).
public struct SceneTransitionRecord: Hashable, Sendable {
    public var time: VirtualTime
    public var app: String
    /// The scene's number in its app (1, 2, … in connection order).
    public var scene: Int
    public var from: SceneActivationState
    public var to: SceneActivationState
    public var rule: RuleID

    public init(time: VirtualTime, app: String, scene: Int, from: SceneActivationState, to: SceneActivationState,
                rule: RuleID) {
        self.time = time
        self.app = app
        self.scene = scene
        self.from = from
        self.to = to
        self.rule = rule
    }
}

/// What happened to a background task.
public enum TaskAction: String, Hashable, Sendable {
    case begin, end, expire
    case invalidEnd = "invalid-end"
}

/// A change to an app's outstanding background tasks (BG-1, BG-5, BG-6).
public struct TaskRecord: Hashable, Sendable {
    public var time: VirtualTime
    public var app: String
    public var action: TaskAction
    /// The task identifier (0 for an end that named no task).
    public var id: Int
    public var name: String
    /// The app's outstanding task count after this record.
    public var outstanding: Int
    public var rule: RuleID

    public init(time: VirtualTime, app: String, action: TaskAction, id: Int, name: String, outstanding: Int, rule: RuleID) {
        self.time = time
        self.app = app
        self.action = action
        self.id = id
        self.name = name
        self.outstanding = outstanding
        self.rule = rule
    }
}

/// A refusal, a dropped event or timer, or a kill, in words.
public struct WarningRecord: Hashable, Sendable {
    public var time: VirtualTime
    public var app: String?
    /// The warning as `WarningText` keeps it, for the text trace in the reader's language.
    public let warning: WarningText
    public var rule: RuleID

    public init(time: VirtualTime, app: String?, warning: WarningText, rule: RuleID) {
        self.time = time
        self.app = app
        self.warning = warning
        self.rule = rule
    }

    /// The warning in English: the JSON trace's `message` in every language. Made when read,
    /// so a run that writes no words (a walk, a benchmark) never fills a sentence.
    public var message: String { warning.english }

    /// The warning in `language` (English: `message`).
    public func text(in language: Language) -> String {
        language == .en ? message : warning.text(in: language)
    }
}

/// The result of one expectation.
public struct ExpectRecord: Hashable, Sendable {
    public var time: VirtualTime
    public var line: Int
    public var ok: Bool
    public var expected: String
    public var actual: String
    /// The words `actual` ends with when there was nothing to observe, to show in the reader's
    /// language; nil when `actual` is all values and names.
    public var note: ExpectNote?

    public init(time: VirtualTime, line: Int, ok: Bool, expected: String, actual: String, note: ExpectNote? = nil) {
        self.time = time
        self.line = line
        self.ok = ok
        self.expected = expected
        self.actual = actual
        self.note = note
    }

    /// `actual` with its note in `language`.
    public func actual(in language: Language) -> String {
        guard let note, actual.hasSuffix(note.english) else { return actual }
        return String(actual.dropLast(note.english.count)) + note.text(in: language)
    }
}

/// A note in the trace.
public struct LogRecord: Hashable, Sendable {
    public var time: VirtualTime
    public var app: String?
    public var text: String

    public init(time: VirtualTime, app: String?, text: String) {
        self.time = time
        self.app = app
        self.text = text
    }
}
