/// Writes trace records as JSON Lines, by hand, so keys keep the documented order and
/// two runs give the same bytes (CLI_AND_TRACE.md, "JSON").
///
/// A record is written straight into a byte buffer (`append`); a packed entry of a batch that
/// repeats a line written before is written from its time and a copy, without making a
/// `TraceRecord` (issue #14). Every line's fields are written by one function, `appendRest`.
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
        field("time", time: record.time, &out)
        appendRest(of: record, &out)
    }

    /// Appends the record of `batch.entries[index]` as one JSON object (no newline) to `out`,
    /// reusing from `cache` what follows the time of a line it has written before.
    ///
    /// A packed entry's line is its kind, the time, and fields that repeat from line to line
    /// (the same app, callback, state and rule come back every cycle of a long run): those are
    /// written once and copied after, with no record made (issue #14, W3).
    public static func append(_ batch: TraceBatch, at index: Int, file: String?, to out: inout [UInt8],
                              cache: inout JSONLineCache?) {
        let entry = batch.entries[index]
        // A detail, or a task (its identifier changes every time): not worth keeping.
        guard !entry.isDetail, entry.kind != .task else { return append(batch[index], file: file, to: &out) }
        begin(entry.kind, file: file, &out)
        field("time", time: entry.time, &out)
        if cache?.names !== batch.names { cache = JSONLineCache(names: batch.names) }
        if let rest = cache?.rest(of: entry) {
            out.append(contentsOf: rest)
            return
        }
        let start = out.count
        appendRest(of: batch[index], &out)
        cache?.keep(Array(out[start...]), for: entry)
    }

    /// The fields after the time, in the documented order, and the closing brace.
    private static func appendRest(of record: TraceRecord, _ out: inout [UInt8]) {
        switch record {
        case .event(let r):
            field("line", int: r.line, &out)
            field("event", string: r.event, &out)
        case .transition(let r):
            field("app", string: r.app, &out)
            field("from", plain: r.from.rawValue, &out)
            field("to", plain: r.to.rawValue, &out)
            field("rule", plain: r.rule.rawValue, &out)
        case .callback(let r):
            field("app", string: r.app, &out)
            field("callback", string: r.callback.shortName, &out)
            field("state", plain: r.state.rawValue, &out)
            if let controller = r.callback.controllerName { field("controller", string: controller, &out) }
            if let task = r.callback.taskName { field("task", string: task, &out) }
            if let id = r.callback.bgTaskID { field("id", string: id, &out) }
            if let scene = r.scene { field("scene", int: scene, &out) }
            field("depth", int: r.depth, &out)
            field("rule", plain: r.rule.rawValue, &out)
        case .sceneTransition(let r):
            field("app", string: r.app, &out)
            field("scene", int: r.scene, &out)
            field("from", plain: r.from.rawValue, &out)
            field("to", plain: r.to.rawValue, &out)
            field("rule", plain: r.rule.rawValue, &out)
        case .task(let r):
            field("app", string: r.app, &out)
            field("action", plain: r.action.rawValue, &out)
            field("id", int: r.id, &out)
            field("name", string: r.name, &out)
            field("outstanding", int: r.outstanding, &out)
            field("rule", plain: r.rule.rawValue, &out)
        case .warning(let r):
            if let app = r.app { field("app", string: app, &out) }
            field("message", string: r.message, &out)
            field("rule", plain: r.rule.rawValue, &out)
        case .expect(let r):
            field("line", int: r.line, &out)
            JSONBytes.key("ok", &out)
            JSONBytes.bool(r.ok, &out)
            field("expected", string: r.expected, &out)
            field("actual", string: r.actual, &out)
        case .log(let r):
            if let app = r.app { field("app", string: app, &out) }
            field("text", string: r.text, &out)
        case .bgTask(let r):
            field("app", string: r.app, &out)
            field("id", string: r.id, &out)
            field("type", plain: r.kind.rawValue, &out)
            field("change", plain: r.change.rawValue, &out)
            field("rule", plain: r.rule.rawValue, &out)
        }
        JSONBytes.close(&out)
    }

    // MARK: Fields

    private static func begin(_ kind: TraceRecordKind, file: String?, _ out: inout [UInt8]) {
        JSONBytes.open(&out)
        field("kind", plain: kind.name, &out)
        if let file { field("file", string: file, &out) }
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
