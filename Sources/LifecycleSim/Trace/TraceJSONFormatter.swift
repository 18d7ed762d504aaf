/// Writes trace records as JSON Lines, by hand, so keys keep the documented order and
/// two runs give the same bytes (CLI_AND_TRACE.md, "JSON").
///
/// A record is written straight into a byte buffer (`append`); a packed entry of a batch is
/// written from its fields without making a `TraceRecord` first (issue #14). Both write the
/// same bytes for the same record: the packed kinds below mirror `append(_:file:to:)` field for field.
public enum TraceJSONFormatter {
    /// One record as one JSON object (no newline).
    public static func line(for record: TraceRecord) -> String { line(for: record, file: nil) }

    /// One record as one JSON object (no newline). `file`, given when one run covers several
    /// scenario files, follows `kind` so a tool can tell whose record it is.
    public static func line(for record: TraceRecord, file: String?) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(192)
        append(record, file: file, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends one record as one JSON object (no newline) to `out`.
    public static func append(_ record: TraceRecord, file: String?, to out: inout [UInt8]) {
        begin(record.kind, file: file, &out)
        switch record {
        case .event(let r):
            field("time", time: r.time, &out)
            field("line", int: r.line, &out)
            field("event", string: r.event, &out)
        case .transition(let r):
            field("time", time: r.time, &out)
            transition(app: r.app, from: r.from, to: r.to, rule: r.rule, &out)
        case .callback(let r):
            field("time", time: r.time, &out)
            callback(app: r.app, callback: r.callback, state: r.state, scene: r.scene, depth: r.depth, rule: r.rule, &out)
        case .sceneTransition(let r):
            field("time", time: r.time, &out)
            sceneTransition(app: r.app, scene: r.scene, from: r.from, to: r.to, rule: r.rule, &out)
        case .task(let r):
            field("time", time: r.time, &out)
            task(app: r.app, action: r.action, id: r.id, name: r.name, outstanding: r.outstanding, rule: r.rule, &out)
        case .warning(let r):
            field("time", time: r.time, &out)
            if let app = r.app { field("app", string: app, &out) }
            field("message", string: r.message, &out)
            field("rule", plain: r.rule.rawValue, &out)
        case .expect(let r):
            field("time", time: r.time, &out)
            field("line", int: r.line, &out)
            JSONBytes.key("ok", &out)
            JSONBytes.bool(r.ok, &out)
            field("expected", string: r.expected, &out)
            field("actual", string: r.actual, &out)
        case .log(let r):
            field("time", time: r.time, &out)
            if let app = r.app { field("app", string: app, &out) }
            field("text", string: r.text, &out)
        case .bgTask(let r):
            field("time", time: r.time, &out)
            field("app", string: r.app, &out)
            field("id", string: r.id, &out)
            field("type", plain: r.kind.rawValue, &out)
            field("change", plain: r.change.rawValue, &out)
            field("rule", plain: r.rule.rawValue, &out)
        }
        JSONBytes.close(&out)
    }

    /// Appends the record of `batch.entries[index]` as one JSON object (no newline) to `out`,
    /// from the packed entry where it has one.
    public static func append(_ batch: TraceBatch, at index: Int, file: String?, to out: inout [UInt8]) {
        guard let entry = beginPacked(batch, at: index, file: file, &out) else { return }
        appendRest(of: entry, names: batch.names, &out)
    }

    /// The same, reusing from `cache` what follows the time of a line it has written before.
    ///
    /// A packed entry's line is its kind, the time, and fields that repeat from line to line
    /// (the same app, callback, state and rule come back every cycle of a long run): those are
    /// written once and copied after (issue #14, W3).
    public static func append(_ batch: TraceBatch, at index: Int, file: String?, to out: inout [UInt8],
                              cache: inout JSONLineCache?) {
        guard let entry = beginPacked(batch, at: index, file: file, &out) else { return }
        if cache?.names !== batch.names { cache = JSONLineCache(names: batch.names) }
        if let rest = cache?.rest(of: entry) {
            out.append(contentsOf: rest)
            return
        }
        let start = out.count
        appendRest(of: entry, names: batch.names, &out)
        // A task's identifier changes every time: its lines are not worth keeping.
        if entry.kind != .task { cache?.keep(Array(out[start...]), for: entry) }
    }

    /// Writes a detail's whole line and returns nil, or a packed entry's `kind`, `file` and
    /// `time` and returns the entry, whose other fields follow.
    private static func beginPacked(_ batch: TraceBatch, at index: Int, file: String?,
                                    _ out: inout [UInt8]) -> TraceEntry? {
        let entry = batch.entries[index]
        guard !entry.isDetail else {
            append(batch.detail(of: entry), file: file, to: &out)
            return nil
        }
        begin(entry.kind, file: file, &out)
        field("time", time: entry.time, &out)
        return entry
    }

    /// The fields after the time of a packed entry's line, and the closing brace.
    private static func appendRest(of entry: TraceEntry, names: TraceNames, _ out: inout [UInt8]) {
        let app = names.app(of: entry) ?? ""
        let rule = entry.rule!
        switch entry.kind {
        case .transition:
            transition(app: app, from: entry.previous!, to: entry.state!, rule: rule, &out)
        case .callback:
            callback(app: app, callback: names.callback(of: entry), state: entry.state!,
                     scene: entry.extra == 0 ? nil : Int(entry.extra), depth: Int(entry.count), rule: rule, &out)
        case .sceneTransition:
            sceneTransition(app: app, scene: Int(entry.extra), from: entry.sceneFrom!, to: entry.sceneTo!, rule: rule, &out)
        case .task:
            task(app: app, action: entry.action!, id: Int(entry.code), name: names.taskNames[Int(entry.extra)],
                 outstanding: Int(entry.count), rule: rule, &out)
        case .event, .warning, .expect, .log, .bgTask:
            preconditionFailure("a \(entry.kind) entry is always a detail")
        }
        JSONBytes.close(&out)
    }

    // MARK: The records' fields, in the documented order (`kind`, `file`, `time`, then these)

    private static func begin(_ kind: TraceRecordKind, file: String?, _ out: inout [UInt8]) {
        JSONBytes.open(&out)
        field("kind", plain: kind.name, &out)
        if let file { field("file", string: file, &out) }
    }

    private static func transition(app: String, from: AppState, to: AppState, rule: RuleID, _ out: inout [UInt8]) {
        field("app", string: app, &out)
        field("from", plain: from.rawValue, &out)
        field("to", plain: to.rawValue, &out)
        field("rule", plain: rule.rawValue, &out)
    }

    private static func callback(app: String, callback: Callback, state: AppState, scene: Int?, depth: Int,
                                 rule: RuleID, _ out: inout [UInt8]) {
        field("app", string: app, &out)
        field("callback", string: callback.shortName, &out)
        field("state", plain: state.rawValue, &out)
        if let controller = callback.controllerName { field("controller", string: controller, &out) }
        if let task = callback.taskName { field("task", string: task, &out) }
        if let id = callback.bgTaskID { field("id", string: id, &out) }
        if let scene { field("scene", int: scene, &out) }
        field("depth", int: depth, &out)
        field("rule", plain: rule.rawValue, &out)
    }

    private static func sceneTransition(app: String, scene: Int, from: SceneActivationState, to: SceneActivationState,
                                        rule: RuleID, _ out: inout [UInt8]) {
        field("app", string: app, &out)
        field("scene", int: scene, &out)
        field("from", plain: from.rawValue, &out)
        field("to", plain: to.rawValue, &out)
        field("rule", plain: rule.rawValue, &out)
    }

    private static func task(app: String, action: TaskAction, id: Int, name: String, outstanding: Int, rule: RuleID,
                             _ out: inout [UInt8]) {
        field("app", string: app, &out)
        field("action", plain: action.rawValue, &out)
        field("id", int: id, &out)
        field("name", string: name, &out)
        field("outstanding", int: outstanding, &out)
        field("rule", plain: rule.rawValue, &out)
    }

    private static func field(_ key: StaticString, string value: String, _ out: inout [UInt8]) {
        JSONBytes.key(key, &out)
        JSONBytes.string(value, &out)
    }

    private static func field(_ key: StaticString, plain value: String, _ out: inout [UInt8]) {
        JSONBytes.key(key, &out)
        JSONBytes.plain(value, &out)
    }

    private static func field(_ key: StaticString, int value: Int, _ out: inout [UInt8]) {
        JSONBytes.key(key, &out)
        JSONBytes.int(value, &out)
    }

    private static func field(_ key: StaticString, time value: VirtualTime, _ out: inout [UInt8]) {
        JSONBytes.key(key, &out)
        JSONBytes.time(value, &out)
    }

    /// The object that ends each scenario's records. `incidents` (refusals and assertion kills)
    /// is written only when a strict run counts them, so the default summary stays as it was.
    public static func summary(scenario: String, expectations: Int, failed: Int, end: VirtualTime,
                               file: String? = nil, incidents: Int? = nil) -> String {
        let object = JSONObject()
        object.add("kind", string: "summary")
        if let file { object.add("file", string: file) }
        object.add("scenario", string: scenario)
            .add("expectations", int: expectations).add("failed", int: failed)
        if let incidents { object.add("incidents", int: incidents) }
        object.add("end", time: end)
        return object.text
    }
}
