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
/// character is copied as it is. Each field is written by one static function on the buffer, so
/// the class's storage is claimed once per field, not once per byte appended (each claim is a
/// dynamic exclusivity check), and strings are copied from their contiguous UTF-8 (issue #14, W3).
package final class JSONObject {
    /// `{` and the fields so far; the closing brace is added by `text`.
    private var bytes: [UInt8] = [UInt8(ascii: "{")]

    package init() { bytes.reserveCapacity(192) }

    /// The object's text: `{"key":value,...}`.
    package var text: String {
        // One copy, straight into the string's storage (no closed copy of the buffer first).
        String(unsafeUninitializedCapacity: bytes.count + 1) { storage in
            let count = bytes.withUnsafeBufferPointer { source in
                _ = storage.initialize(fromContentsOf: source)
                return source.count
            }
            storage[count] = UInt8(ascii: "}")
            return count + 1
        }
    }

    @discardableResult
    package func add(_ key: String, string value: String) -> JSONObject {
        JSONObject.appendField(key, quoted: value, to: &bytes)
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
        JSONObject.appendField(key, raw: raw, to: &bytes)
        return self
    }

    private static func appendField(_ key: String, quoted value: String, to out: inout [UInt8]) {
        startField(key, in: &out)
        appendQuoted(value, to: &out)
    }

    private static func appendField(_ key: String, raw value: String, to out: inout [UInt8]) {
        startField(key, in: &out)
        appendUTF8(value, to: &out)
    }

    /// `,"key":` (no comma before the first field). Keys are the documented field names, plain
    /// ASCII letters that never need escaping, so they are copied as they are (scanning them for
    /// escapes was a sixth of a JSON run, W3).
    private static func startField(_ key: String, in out: inout [UInt8]) {
        if out.count > 1 { out.append(UInt8(ascii: ",")) }
        out.append(UInt8(ascii: "\""))
        appendUTF8(key, to: &out)
        out.append(UInt8(ascii: "\""))
        out.append(UInt8(ascii: ":"))
    }

    /// Appends the UTF-8 of `text`, as one copy when the string's bytes are contiguous (native strings are).
    private static func appendUTF8(_ text: String, to out: inout [UInt8]) {
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { out.append(contentsOf: $0) }
        if copied == nil { out.append(contentsOf: text.utf8) }
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
        guard needsEscaping(value) else {
            appendUTF8(value, to: &out)
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

    /// True when `value` holds a quote, a backslash or a control character. A native string's
    /// bytes are scanned in place (the generic `contains(where:)` on `utf8` was a tenth of a JSON run).
    private static func needsEscaping(_ value: String) -> Bool {
        func special(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 }
        if let found = value.utf8.withContiguousStorageIfAvailable({ bytes in bytes.contains(where: special) }) {
            return found
        }
        return value.utf8.contains(where: special)
    }

    /// The lower-case hexadecimal digit of `value` (0-15).
    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}
