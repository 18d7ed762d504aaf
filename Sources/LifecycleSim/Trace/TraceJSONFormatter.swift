/// Writes trace records as JSON Lines, by hand, so keys keep the documented order and
/// two runs give the same bytes (CLI_AND_TRACE.md, "JSON").
public enum TraceJSONFormatter {
    /// One record as one JSON object (no newline).
    public static func line(for record: TraceRecord) -> String {
        let object = JSONObject()
        switch record {
        case .event(let r):
            object.add("kind", string: "event").add("time", time: r.time).add("line", int: r.line)
                .add("event", string: r.event)
        case .transition(let r):
            object.add("kind", string: "transition").add("time", time: r.time).add("app", string: r.app)
                .add("from", string: r.from.rawValue).add("to", string: r.to.rawValue).add("rule", string: r.rule.rawValue)
        case .callback(let r):
            object.add("kind", string: "callback").add("time", time: r.time).add("app", string: r.app)
                .add("callback", string: r.callback.shortName).add("state", string: r.state.rawValue)
            if let controller = r.callback.controllerName { object.add("controller", string: controller) }
            if let task = r.callback.taskName { object.add("task", string: task) }
            object.add("depth", int: r.depth).add("rule", string: r.rule.rawValue)
        case .task(let r):
            object.add("kind", string: "task").add("time", time: r.time).add("app", string: r.app)
                .add("action", string: r.action.rawValue).add("id", int: r.id).add("name", string: r.name)
                .add("outstanding", int: r.outstanding).add("rule", string: r.rule.rawValue)
        case .warning(let r):
            object.add("kind", string: "warning").add("time", time: r.time)
            if let app = r.app { object.add("app", string: app) }
            object.add("message", string: r.message).add("rule", string: r.rule.rawValue)
        case .expect(let r):
            object.add("kind", string: "expect").add("time", time: r.time).add("line", int: r.line)
                .add("ok", bool: r.ok).add("expected", string: r.expected).add("actual", string: r.actual)
        case .log(let r):
            object.add("kind", string: "log").add("time", time: r.time)
            if let app = r.app { object.add("app", string: app) }
            object.add("text", string: r.text)
        }
        return object.text
    }

    /// The object that ends each scenario's records.
    public static func summary(scenario: String, expectations: Int, failed: Int, end: VirtualTime) -> String {
        let object = JSONObject()
        object.add("kind", string: "summary").add("scenario", string: scenario)
            .add("expectations", int: expectations).add("failed", int: failed).add("end", time: end)
        return object.text
    }
}

/// A JSON object built field by field, in insertion order.
///
/// The text grows in one string (no per-field strings joined at the end), and a string with
/// nothing to escape is copied whole: a long run formats millions of these (W5 of BENCHMARKS.md).
package final class JSONObject {
    private var buffer = "{"
    private var isEmpty = true

    init() { buffer.reserveCapacity(192) }

    /// The object's text: `{"key":value,...}`.
    var text: String { buffer + "}" }

    @discardableResult
    func add(_ key: String, string value: String) -> JSONObject {
        startField(key)
        JSONObject.appendQuoted(value, to: &buffer)
        return self
    }

    @discardableResult
    func add(_ key: String, int value: Int) -> JSONObject { append(key, String(value)) }

    @discardableResult
    func add(_ key: String, bool value: Bool) -> JSONObject { append(key, value ? "true" : "false") }

    @discardableResult
    func add(_ key: String, time value: VirtualTime) -> JSONObject { append(key, value.description) }

    private func append(_ key: String, _ raw: String) -> JSONObject {
        startField(key)
        buffer += raw
        return self
    }

    private func startField(_ key: String) {
        if !isEmpty { buffer += "," }
        isEmpty = false
        JSONObject.appendQuoted(key, to: &buffer)
        buffer += ":"
    }

    /// A JSON string literal with minimal escaping: quote, backslash and control characters.
    package static func quote(_ value: String) -> String {
        var out = ""
        appendQuoted(value, to: &out)
        return out
    }

    /// Appends `value` as a JSON string literal to `out`.
    static func appendQuoted(_ value: String, to out: inout String) {
        out += "\""
        guard value.utf8.contains(where: { $0 == 0x22 || $0 == 0x5C || $0 < 0x20 }) else {
            out += value
            out += "\""
            return
        }
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }
}
