/// One trace record packed into a few integers and one-byte enums: what the engine writes.
///
/// A `TraceRecord` carries strings and enum payloads, so making one and handing it to each
/// sink costs allocations and reference counting; the engine writes this trivially copyable
/// entry instead, and names (apps, callbacks other than delegate methods, task names) are
/// interned once per run in `TraceNames`. The kinds that carry free text (events, warnings,
/// expectations, logs, BGTaskScheduler changes) keep their full record in the batch's
/// `details`, and the entry points at it. Nothing is lost: each entry gives back the very
/// `TraceRecord` it stands for (`TraceBatch`'s and `TraceLog`'s subscripts).
public struct TraceEntry: Hashable, Sendable {
    // Declared widest first, so the entry packs into 32 bytes, the time first (`JSONLineCache`
    // reads the 24 bytes after it).

    /// The virtual time of the record.
    public let time: VirtualTime
    /// The app's index in installation order (`TraceNames.apps`); -1 when the record names none.
    public let app: Int32
    /// A callback that is not a delegate method: its index in `TraceNames.callbacks`; a task's
    /// identifier; for a detail, its index in the details of the batch (or log) holding it.
    public let code: Int32
    /// A callback's depth; a task's outstanding count after the record.
    public let count: Int32
    /// A callback's or scene transition's scene number (0: none); a task's name in `TraceNames.taskNames`.
    public let extra: Int32
    /// The record's kind: which fields mean something.
    public let kind: TraceRecordKind
    /// The rule that caused the record; nil exactly when the full record is a detail (`isDetail`).
    public let rule: RuleID?
    /// A transition's new state; a callback's state while it runs.
    public let state: AppState?
    /// A transition's old state.
    public let previous: AppState?
    /// A scene transition's old and new activation states.
    public let sceneFrom: SceneActivationState?
    public let sceneTo: SceneActivationState?
    /// A callback that is a delegate method (the usual case), kept without a table look-up.
    public let delegate: DelegateCallback?
    /// What happened to a background task.
    public let action: TaskAction?

    /// The full record is in the batch's details, numbered `code` (events, warnings,
    /// expectations, logs, BGTaskScheduler changes, activities, and any record a sink was handed alone).
    /// Every other entry names its rule, so a missing rule marks a detail.
    public var isDetail: Bool { rule == nil }

    init(kind: TraceRecordKind, time: VirtualTime, app: Int32 = -1, rule: RuleID? = nil, state: AppState? = nil,
         previous: AppState? = nil, sceneFrom: SceneActivationState? = nil, sceneTo: SceneActivationState? = nil,
         delegate: DelegateCallback? = nil, action: TaskAction? = nil, code: Int32 = 0, count: Int32 = 0,
         extra: Int32 = 0) {
        self.kind = kind
        self.time = time
        self.app = app
        self.rule = rule
        self.state = state
        self.previous = previous
        self.sceneFrom = sceneFrom
        self.sceneTo = sceneTo
        self.delegate = delegate
        self.action = action
        self.code = code
        self.count = count
        self.extra = extra
    }

    /// The entry of a record kept whole among the details, at index `index`.
    static func detail(_ record: TraceRecord, at index: Int) -> TraceEntry {
        TraceEntry(kind: record.kind, time: record.time, code: Int32(index))
    }

    /// The same detail entry with its detail moved `offset` places on (when batches are joined).
    func detailMoved(by offset: Int) -> TraceEntry {
        TraceEntry(kind: kind, time: time, code: code + Int32(offset))
    }
}

/// The kinds of trace record, as `TraceRecord`'s cases and the JSON `kind` field name them.
public enum TraceRecordKind: UInt8, Hashable, Sendable, CaseIterable {
    case event, transition, callback, sceneTransition, task, warning, expect, log, bgTask, activity

    /// The kind as the JSON trace spells it (`event`, `scene-transition`, ...).
    public var name: String {
        switch self {
        case .event: return "event"
        case .transition: return "transition"
        case .callback: return "callback"
        case .sceneTransition: return "scene-transition"
        case .task: return "task"
        case .warning: return "warning"
        case .expect: return "expect"
        case .log: return "log"
        case .bgTask: return "bgtask"
        case .activity: return "activity"
        }
    }
}
