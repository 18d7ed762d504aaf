/// JSON written as UTF-8 bytes straight into a buffer: objects, fields, escaped strings,
/// numbers and times, with no `String` made along the way (W3 and W5 in BENCHMARKS.md).
///
/// An object is `open`, then each field as its `key` and a value, then `close`; a key adds its
/// comma unless it is the first of its object (the byte before it is the object's `{`). Escaping works on bytes: only ASCII is
/// ever escaped, so every other byte of a multi-byte character is copied as it is.
package enum JSONBytes {
    /// `{`.
    package static func open(_ out: inout [UInt8]) { out.append(UInt8(ascii: "{")) }

    /// `}`.
    package static func close(_ out: inout [UInt8]) { out.append(UInt8(ascii: "}")) }

    /// Bytes known at compile time, copied as they are in one append: a line's fixed start, a
    /// key with its comma and quotes (`,"line":`). Each append checks the buffer is uniquely
    /// held; a key written a byte at a time was a tenth of a JSON run (W3 in BENCHMARKS.md).
    package static func literal(_ bytes: StaticString, _ out: inout [UInt8]) {
        bytes.withUTF8Buffer { out.append(contentsOf: $0) }
    }

    /// `,"key":` (no comma first in its object). Keys are the documented field names, plain
    /// ASCII letters that never need escaping, so they are copied as they are.
    package static func key(_ key: StaticString, _ out: inout [UInt8]) {
        comma(&out)
        key.withUTF8Buffer { out.append(contentsOf: $0) }
        out.append(UInt8(ascii: "\""))
        out.append(UInt8(ascii: ":"))
    }

    /// `,"key":` for a key made at run time (same rule: plain ASCII letters).
    package static func key(_ key: String, _ out: inout [UInt8]) {
        comma(&out)
        appendUTF8(key, to: &out)
        out.append(UInt8(ascii: "\""))
        out.append(UInt8(ascii: ":"))
    }

    /// The comma before a field that is not its object's first, and the key's opening quote.
    private static func comma(_ out: inout [UInt8]) {
        if out.last != UInt8(ascii: "{") { out.append(UInt8(ascii: ",")) }
        out.append(UInt8(ascii: "\""))
    }

    /// `"value"` with `value` escaped.
    package static func string(_ value: String, _ out: inout [UInt8]) { appendQuoted(value, to: &out) }

    /// `"value"` for a value that never needs escaping (an enum's raw value, a rule id).
    package static func plain(_ value: String, _ out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        appendUTF8(value, to: &out)
        out.append(UInt8(ascii: "\""))
    }

    /// `123`.
    package static func int(_ value: Int, _ out: inout [UInt8]) { appendInt(Int64(value), to: &out) }

    /// `true` or `false`.
    package static func bool(_ value: Bool, _ out: inout [UInt8]) { appendUTF8(value ? "true" : "false", to: &out) }

    /// `185.25`: a time in seconds as `VirtualTime.description` writes it.
    package static func time(_ value: VirtualTime, _ out: inout [UInt8]) { appendSeconds(value.milliseconds, to: &out) }

    /// A value already written as JSON (a nested object, an array, a number).
    package static func raw(_ value: String, _ out: inout [UInt8]) { appendUTF8(value, to: &out) }

    /// Appends the UTF-8 of `text` (one copy: the standard library copies a native string's bytes whole).
    static func appendUTF8(_ text: String, to out: inout [UInt8]) {
        out.append(contentsOf: text.utf8)
    }

    /// Appends `value` in decimal.
    static func appendInt(_ value: Int64, to out: inout [UInt8]) {
        BackwardBytes.append(to: &out) { $0.prepend(int: value) }
    }

    /// Appends `ms` milliseconds as seconds with up to three decimals and no trailing zeros
    /// (`185250` → `185.25`), byte for byte what `TimeFormat.seconds` spells.
    static func appendSeconds(_ ms: Int64, to out: inout [UInt8]) {
        BackwardBytes.append(to: &out) { $0.prepend(seconds: ms) }
    }

    /// Appends `value` as a JSON string literal with minimal escaping: quote, backslash and
    /// control characters.
    static func appendQuoted(_ value: String, to out: inout [UInt8]) {
        // Copied whole, then checked where it lies in `out` (a plain array, scanned fast); taken
        // back and escaped byte by byte in the rare string that needs it.
        let start = out.count
        out.append(UInt8(ascii: "\""))
        out.append(contentsOf: value.utf8)
        if !out[(start + 1)...].contains(where: needsEscape) {
            out.append(UInt8(ascii: "\""))
            return
        }
        out.removeSubrange(start...)
        out.append(UInt8(ascii: "\""))
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

    /// True for a byte a JSON string must escape: a quote, a backslash or a control character.
    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20
    }

    /// The lower-case hexadecimal digit of `value` (0-15).
    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}
