/// JSON written as UTF-8 bytes straight into a buffer: objects, fields, escaped strings,
/// numbers and times, with no `String` made along the way (issue #14, W3 and W5).
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
    /// held; a key written a byte at a time was a tenth of a JSON run (issue #14, W3).
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

    /// Appends the UTF-8 of `text`, as one copy when the string's bytes are contiguous (native strings are).
    static func appendUTF8(_ text: String, to out: inout [UInt8]) {
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { out.append(contentsOf: $0) }
        if copied == nil { out.append(contentsOf: text.utf8) }
    }

    /// Appends `value` in decimal.
    static func appendInt(_ value: Int64, to out: inout [UInt8]) {
        var digits = DigitBuffer()
        digits.prepend(value.magnitude, width: 1)
        if value < 0 { digits.prepend(UInt8(ascii: "-")) }
        digits.append(to: &out)
    }

    /// Appends `ms` milliseconds as seconds with up to three decimals and no trailing zeros
    /// (`185250` → `185.25`), byte for byte what `TimeFormat.seconds` spells.
    ///
    /// The number is written right to left into a small buffer and appended in one copy: each
    /// append to the output checks its buffer is unique, and a byte at a time that was a tenth
    /// of a JSON run (issue #14, W3).
    static func appendSeconds(_ ms: Int64, to out: inout [UInt8]) {
        let magnitude = ms.magnitude
        var digits = DigitBuffer()
        var fraction = magnitude % 1000
        if fraction != 0 {
            var width = 3
            while fraction % 10 == 0 {
                fraction /= 10
                width -= 1
            }
            digits.prepend(fraction, width: width)
            digits.prepend(UInt8(ascii: "."))
        }
        digits.prepend(magnitude / 1000, width: 1)
        if ms < 0 { digits.prepend(UInt8(ascii: "-")) }
        digits.append(to: &out)
    }

    /// A number's bytes, written from the right end of 32 bytes on the stack (room for a sign,
    /// 20 digits, a point and 3 decimals).
    private struct DigitBuffer {
        private var bytes: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                            UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                            UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        private var start = 32

        /// Writes `byte` in front of what is there.
        mutating func prepend(_ byte: UInt8) {
            start -= 1
            let index = start
            withUnsafeMutableBytes(of: &bytes) { $0[index] = byte }
        }

        /// Writes `value`'s decimal digits, at least `width` of them (zeros in front), in front of what is there.
        mutating func prepend(_ value: UInt64, width: Int) {
            var rest = value
            var count = 0
            repeat {
                prepend(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10))
                rest /= 10
                count += 1
            } while rest > 0 || count < width
        }

        /// Appends the bytes written so far to `out`, in one copy.
        func append(to out: inout [UInt8]) {
            var copy = bytes
            let first = start
            withUnsafeBytes(of: &copy) { raw in
                let all = raw.bindMemory(to: UInt8.self)
                out.append(contentsOf: UnsafeBufferPointer(rebasing: all[first...]))
            }
        }
    }

    /// Appends `value` as a JSON string literal with minimal escaping: quote, backslash and
    /// control characters.
    static func appendQuoted(_ value: String, to out: inout [UInt8]) {
        // A native or small string's bytes are read in place: one scan, then one copy.
        let done: Bool? = value.utf8.withContiguousStorageIfAvailable { bytes in
            guard !bytes.contains(where: needsEscape) else { return false }
            out.append(UInt8(ascii: "\""))
            out.append(contentsOf: bytes)
            out.append(UInt8(ascii: "\""))
            return true
        }
        if done == true { return }
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
