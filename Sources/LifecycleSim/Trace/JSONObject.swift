/// A JSON object built field by field, in insertion order, for JSON made a few objects at a
/// time (summaries, reports, page data); the trace writes its records with `JSONBytes` directly.
///
/// The text grows as UTF-8 bytes in one buffer and becomes a string once (W3, W5 of BENCHMARKS.md).
package final class JSONObject {
    /// `{` and the fields so far; the closing brace is added by `text`.
    private var bytes: [UInt8] = [UInt8(ascii: "{")]

    package init() { bytes.reserveCapacity(192) }

    /// The object's text: `{"key":value,...}`.
    package var text: String {
        var closed = bytes
        closed.append(UInt8(ascii: "}"))
        return String(decoding: closed, as: UTF8.self)
    }

    @discardableResult
    package func add(_ key: String, string value: String) -> JSONObject {
        JSONBytes.key(key, &bytes)
        JSONBytes.string(value, &bytes)
        return self
    }

    @discardableResult
    package func add(_ key: String, int value: Int) -> JSONObject {
        JSONBytes.key(key, &bytes)
        JSONBytes.int(value, &bytes)
        return self
    }

    @discardableResult
    package func add(_ key: String, bool value: Bool) -> JSONObject {
        JSONBytes.key(key, &bytes)
        JSONBytes.bool(value, &bytes)
        return self
    }

    @discardableResult
    package func add(_ key: String, time value: VirtualTime) -> JSONObject {
        JSONBytes.key(key, &bytes)
        JSONBytes.time(value, &bytes)
        return self
    }

    /// A value already written as JSON (a nested object, an array, a number).
    @discardableResult
    package func add(_ key: String, json value: String) -> JSONObject {
        JSONBytes.key(key, &bytes)
        JSONBytes.raw(value, &bytes)
        return self
    }

    /// A JSON string literal with minimal escaping: quote, backslash and control characters.
    package static func quote(_ value: String) -> String {
        var out: [UInt8] = []
        JSONBytes.appendQuoted(value, to: &out)
        return String(decoding: out, as: UTF8.self)
    }
}
