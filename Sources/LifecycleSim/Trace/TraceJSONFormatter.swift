/// Writes trace records as JSON Lines, by hand, so keys keep the documented order and
/// two runs give the same bytes (CLI_AND_TRACE.md, "JSON").
public enum TraceJSONFormatter {
    /// One record as one JSON object (no newline).
    public static func line(for record: TraceRecord) -> String { line(for: record, file: nil) }

    /// One record as one JSON object (no newline). `file`, given when one run covers several
    /// scenario files, follows `kind` so a tool can tell whose record it is.
    public static func line(for record: TraceRecord, file: String?) -> String {
        let object = JSONObject()
        object.add("kind", string: record.kindName)
        if let file { object.add("file", string: file) }
        switch record {
        case .event(let r):
            object.add("time", time: r.time).add("line", int: r.line)
                .add("event", string: r.event)
        case .transition(let r):
            object.add("time", time: r.time).add("app", string: r.app)
                .add("from", string: r.from.rawValue).add("to", string: r.to.rawValue).add("rule", string: r.rule.rawValue)
        case .callback(let r):
            object.add("time", time: r.time).add("app", string: r.app)
                .add("callback", string: r.callback.shortName).add("state", string: r.state.rawValue)
            if let controller = r.callback.controllerName { object.add("controller", string: controller) }
            if let task = r.callback.taskName { object.add("task", string: task) }
            if let id = r.callback.bgTaskID { object.add("id", string: id) }
            if let scene = r.scene { object.add("scene", int: scene) }
            object.add("depth", int: r.depth).add("rule", string: r.rule.rawValue)
        case .sceneTransition(let r):
            object.add("time", time: r.time).add("app", string: r.app).add("scene", int: r.scene)
                .add("from", string: r.from.rawValue).add("to", string: r.to.rawValue).add("rule", string: r.rule.rawValue)
        case .task(let r):
            object.add("time", time: r.time).add("app", string: r.app)
                .add("action", string: r.action.rawValue).add("id", int: r.id).add("name", string: r.name)
                .add("outstanding", int: r.outstanding).add("rule", string: r.rule.rawValue)
        case .warning(let r):
            object.add("time", time: r.time)
            if let app = r.app { object.add("app", string: app) }
            object.add("message", string: r.message).add("rule", string: r.rule.rawValue)
        case .expect(let r):
            object.add("time", time: r.time).add("line", int: r.line)
                .add("ok", bool: r.ok).add("expected", string: r.expected).add("actual", string: r.actual)
        case .log(let r):
            object.add("time", time: r.time)
            if let app = r.app { object.add("app", string: app) }
            object.add("text", string: r.text)
        case .bgTask(let r):
            object.add("time", time: r.time).add("app", string: r.app).add("id", string: r.id)
                .add("type", string: r.kind.rawValue).add("change", string: r.change.rawValue).add("rule", string: r.rule.rawValue)
        }
        return object.text
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

/// A JSON object built field by field, in insertion order.
///
/// The text grows as UTF-8 bytes in one buffer and becomes a string once: appending to a
/// `String` piece by piece was most of a long JSON run's time (W3, W5 of BENCHMARKS.md).
/// Escaping works on bytes: only ASCII is ever escaped, so every other byte of a multi-byte
/// character is copied as it is.
package final class JSONObject {
    private var bytes: [UInt8] = [UInt8(ascii: "{")]
    private var isEmpty = true

    package init() { bytes.reserveCapacity(192) }

    /// The object's text: `{"key":value,...}`.
    package var text: String {
        var closed = bytes
        closed.append(UInt8(ascii: "}"))
        return String(decoding: closed, as: UTF8.self)
    }

    @discardableResult
    package func add(_ key: String, string value: String) -> JSONObject {
        startField(key)
        JSONObject.appendQuoted(value, to: &bytes)
        return self
    }

    @discardableResult
    package func add(_ key: String, int value: Int) -> JSONObject { append(key, String(value)) }

    @discardableResult
    package func add(_ key: String, bool value: Bool) -> JSONObject { append(key, value ? "true" : "false") }

    @discardableResult
    func add(_ key: String, time value: VirtualTime) -> JSONObject { append(key, value.description) }

    /// A value already written as JSON (a nested object, an array, a number).
    @discardableResult
    package func add(_ key: String, json value: String) -> JSONObject { append(key, value) }

    private func append(_ key: String, _ raw: String) -> JSONObject {
        startField(key)
        bytes.append(contentsOf: raw.utf8)
        return self
    }

    private func startField(_ key: String) {
        if !isEmpty { bytes.append(UInt8(ascii: ",")) }
        isEmpty = false
        JSONObject.appendQuoted(key, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
    }

    /// A JSON string literal with minimal escaping: quote, backslash and control characters.
    package static func quote(_ value: String) -> String {
        var out: [UInt8] = []
        appendQuoted(value, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends `value` as a JSON string literal to `out`.
    static func appendQuoted(_ value: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        guard value.utf8.contains(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 < 0x20 }) else {
            out.append(contentsOf: value.utf8)
            out.append(UInt8(ascii: "\""))
            return
        }
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case UInt8(ascii: "\n"): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case UInt8(ascii: "\r"): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case UInt8(ascii: "\t"): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case 0..<0x20: out.append(contentsOf: Array("\\u00".utf8) + [hexDigit(byte >> 4), hexDigit(byte & 0xF)])
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    /// The lower-case hexadecimal digit of `value` (0-15).
    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}
