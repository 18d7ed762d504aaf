/// Writes trace records as JSON Lines, by hand, so keys keep the documented order and
/// two runs give the same bytes (docs/TRACE.md, "JSON (`--format json`)").
///
/// A record is written straight into a byte buffer (`append`); a packed entry of a batch that
/// repeats a line written before is written from its time and a copy, without making a
/// `TraceRecord`. Every line's fields are written by one function, `appendRest`.
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
        begin(record.kind, time: record.time, file: file, &out)
        appendRest(of: record, &out)
    }

    /// Appends the record of `batch.entries[index]` as one JSON object (no newline) to `out`,
    /// reusing from `cache` what follows the time of a line it has written before.
    ///
    /// A packed entry's line is its kind, the time, and fields that repeat from line to line
    /// (the same app, callback, state and rule come back every cycle of a long run): those are
    /// written once and copied after, with no record made (W3 in BENCHMARKS.md). A detail's record
    /// is read where the batch keeps it.
    public static func append(_ batch: TraceBatch, at index: Int, file: String?, to out: inout [UInt8],
                              cache: inout JSONLineCache?) {
        let entry = batch.entries[index]
        begin(entry.kind, time: entry.time, file: file, &out)
        if entry.isDetail { return appendRest(of: batch.detail(of: entry), &out) }
        // A task: its identifier changes every time, not worth keeping.
        guard entry.kind != .task else { return appendRest(of: batch[index], &out) }
        if cache?.names !== batch.names { cache = JSONLineCache(names: batch.names) }
        if cache?.appendRest(of: entry, to: &out) == true { return }
        let start = out.count
        appendRest(of: batch[index], &out)
        cache?.keep(out[start...], for: entry)
    }

    /// Appends every line of `batch` to `out`, each ended by a newline: a JSON-lines trace
    /// (`lifesim run --format json`, the benchmarks' sink).
    public static func appendLines(of batch: TraceBatch, file: String?, to out: inout [UInt8],
                                   cache: inout JSONLineCache?) {
        for index in batch.indices {
            append(batch, at: index, file: file, to: &out, cache: &cache)
            out.append(0x0A)
        }
    }

    /// The fields after the time, in the documented order, and the closing brace.
    private static func appendRest(of record: TraceRecord, _ out: inout [UInt8]) {
        switch record {
        case .event(let r):
            field(Key.line, int: r.line, &out)
            field(Key.event, string: r.event, &out)
        case .transition(let r):
            field(Key.app, string: r.app, &out)
            field(Key.from, plain: r.from.rawValue, &out)
            field(Key.to, plain: r.to.rawValue, &out)
            field(Key.rule, plain: r.rule.rawValue, &out)
        case .callback(let r):
            field(Key.app, string: r.app, &out)
            field(Key.callback, string: r.callback.shortName, &out)
            field(Key.state, plain: r.state.rawValue, &out)
            if let controller = r.callback.controllerName { field(Key.controller, string: controller, &out) }
            if let task = r.callback.taskName { field(Key.task, string: task, &out) }
            if let id = r.callback.bgTaskID { field(Key.id, string: id, &out) }
            if let scene = r.scene { field(Key.scene, int: scene, &out) }
            field(Key.depth, int: r.depth, &out)
            field(Key.rule, plain: r.rule.rawValue, &out)
        case .sceneTransition(let r):
            field(Key.app, string: r.app, &out)
            field(Key.scene, int: r.scene, &out)
            field(Key.from, plain: r.from.rawValue, &out)
            field(Key.to, plain: r.to.rawValue, &out)
            field(Key.rule, plain: r.rule.rawValue, &out)
        case .task(let r):
            field(Key.app, string: r.app, &out)
            field(Key.action, plain: r.action.rawValue, &out)
            field(Key.id, int: r.id, &out)
            field(Key.name, string: r.name, &out)
            field(Key.outstanding, int: r.outstanding, &out)
            field(Key.rule, plain: r.rule.rawValue, &out)
        case .warning(let r):
            if let app = r.app { field(Key.app, string: app, &out) }
            field(Key.message, string: r.message, &out)
            field(Key.rule, plain: r.rule.rawValue, &out)
        case .expect(let r):
            field(Key.line, int: r.line, &out)
            JSONBytes.literal(r.ok ? #","ok":true"# : #","ok":false"#, &out)
            field(Key.expected, string: r.expected, &out)
            field(Key.actual, string: r.actual, &out)
        case .log(let r):
            if let app = r.app { field(Key.app, string: app, &out) }
            field(Key.text, string: r.text, &out)
        case .bgTask(let r):
            field(Key.app, string: r.app, &out)
            field(Key.id, string: r.id, &out)
            field(Key.type, plain: r.kind.rawValue, &out)
            field(Key.change, plain: r.change.rawValue, &out)
            field(Key.rule, plain: r.rule.rawValue, &out)
        case .activity(let r):
            field(Key.app, string: r.app, &out)
            field(Key.activity, plain: r.activity.rawValue, &out)
            field(Key.change, plain: r.change.rawValue, &out)
            field(Key.rule, plain: r.rule.rawValue, &out)
        }
        JSONBytes.close(&out)
    }

    // MARK: Fields

    /// The keys that follow a line's `kind` (and `file`), each as written with its comma and
    /// quotes, so a key is one copy (W3 in BENCHMARKS.md).
    private enum Key {
        static let line: StaticString = #","line":"#
        static let event: StaticString = #","event":"#
        static let app: StaticString = #","app":"#
        static let from: StaticString = #","from":"#
        static let to: StaticString = #","to":"#
        static let rule: StaticString = #","rule":"#
        static let callback: StaticString = #","callback":"#
        static let state: StaticString = #","state":"#
        static let controller: StaticString = #","controller":"#
        static let task: StaticString = #","task":"#
        static let id: StaticString = #","id":"#
        static let scene: StaticString = #","scene":"#
        static let depth: StaticString = #","depth":"#
        static let action: StaticString = #","action":"#
        static let name: StaticString = #","name":"#
        static let outstanding: StaticString = #","outstanding":"#
        static let message: StaticString = #","message":"#
        static let expected: StaticString = #","expected":"#
        static let actual: StaticString = #","actual":"#
        static let text: StaticString = #","text":"#
        static let type: StaticString = #","type":"#
        static let change: StaticString = #","change":"#
        static let activity: StaticString = #","activity":"#
        static let file: StaticString = #","file":"#
        static let time: StaticString = #","time":"#
    }

    /// `{"kind":"KIND"`, the file when there is one, then the time: a line's start, which
    /// without a file is one copy.
    private static func begin(_ kind: TraceRecordKind, time: VirtualTime, file: String?, _ out: inout [UInt8]) {
        guard let file else {
            return BackwardBytes.append(to: &out) { start in
                start.prepend(seconds: time.milliseconds)
                start.prepend(openingWithTime(kind))
            }
        }
        JSONBytes.literal(opening(kind), &out)
        field(Key.file, string: file, &out)
        JSONBytes.literal(Key.time, &out)
        JSONBytes.time(time, &out)
    }

    /// `{"kind":"KIND"`, the kind as `TraceRecordKind.name` spells it (`TraceJSONFormatterTests`
    /// checks every kind), known at compile time so that it is one copy.
    private static func opening(_ kind: TraceRecordKind) -> StaticString {
        switch kind {
        case .event: return #"{"kind":"event""#
        case .transition: return #"{"kind":"transition""#
        case .callback: return #"{"kind":"callback""#
        case .sceneTransition: return #"{"kind":"scene-transition""#
        case .task: return #"{"kind":"task""#
        case .warning: return #"{"kind":"warning""#
        case .expect: return #"{"kind":"expect""#
        case .log: return #"{"kind":"log""#
        case .bgTask: return #"{"kind":"bgtask""#
        case .activity: return #"{"kind":"activity""#
        }
    }

    /// `{"kind":"KIND","time":`: `opening(kind)` and `Key.time` in one, for the lines without
    /// a file (`TraceJSONFormatterTests` checks every kind with and without one).
    private static func openingWithTime(_ kind: TraceRecordKind) -> StaticString {
        switch kind {
        case .event: return #"{"kind":"event","time":"#
        case .transition: return #"{"kind":"transition","time":"#
        case .callback: return #"{"kind":"callback","time":"#
        case .sceneTransition: return #"{"kind":"scene-transition","time":"#
        case .task: return #"{"kind":"task","time":"#
        case .warning: return #"{"kind":"warning","time":"#
        case .expect: return #"{"kind":"expect","time":"#
        case .log: return #"{"kind":"log","time":"#
        case .bgTask: return #"{"kind":"bgtask","time":"#
        case .activity: return #"{"kind":"activity","time":"#
        }
    }

    private static func field(_ key: StaticString, string value: String, _ out: inout [UInt8]) {
        JSONBytes.literal(key, &out)
        JSONBytes.string(value, &out)
    }

    private static func field(_ key: StaticString, plain value: String, _ out: inout [UInt8]) {
        JSONBytes.literal(key, &out)
        JSONBytes.plain(value, &out)
    }

    private static func field(_ key: StaticString, int value: Int, _ out: inout [UInt8]) {
        JSONBytes.literal(key, &out)
        JSONBytes.int(value, &out)
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
