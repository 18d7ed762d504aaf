/// One line of a scenario file, as UTF-8 bytes that are always valid.
///
/// Columns are 1-based scalar positions, so a column always names one scalar (a tab counts as one
/// column, an invalid byte as one replacement scalar). The line keeps its bytes, not decoded scalars
/// or a `String`: on an ASCII line (nearly every line) column N is simply byte N - 1, and the text
/// is made only when a diagnostic quotes it (W3 in BENCHMARKS.md: decoding every line into scalars and a
/// string was a fifth of the parse).
struct SourceLine {
    /// The 1-based line number.
    let number: Int
    /// The line's bytes without its line ending (and without the byte-order mark on line 1); invalid
    /// bytes and NUL are already replaced by U+FFFD, so they are valid UTF-8 without NUL.
    let utf8: ArraySlice<UInt8>
    /// True when every byte is ASCII: each byte is then one column.
    let isASCII: Bool
    /// Where the first invalid byte or NUL of the line is, with its message, if any.
    let encodingProblem: (column: Int, message: DiagnosticText)?

    /// The line as a string, shown under a diagnostic.
    var text: String { String(decoding: utf8, as: UTF8.self) }

    /// The line's scalars, one per column.
    var scalars: [Unicode.Scalar] { Array(text.unicodeScalars) }

    /// The text of the columns `from ..< to` (1-based, clamped to the line).
    func slice(from: Int, to: Int) -> String {
        let lower = index(ofColumn: from)
        let upper = max(index(ofColumn: to), lower)
        return ScalarText.string(utf8: utf8[lower..<upper])
    }

    /// The index in `utf8` where column `column` starts, clamped to the line (`endIndex` past its end).
    private func index(ofColumn column: Int) -> Int {
        let wanted = max(column - 1, 0)
        if isASCII { return utf8.startIndex + min(wanted, utf8.count) }
        var index = utf8.startIndex
        var seen = 0
        while index < utf8.endIndex {
            if UTF8.isContinuation(utf8[index]) {
                index += 1
                continue
            }
            if seen == wanted { return index }
            seen += 1
            index += 1
        }
        return utf8.endIndex
    }
}

/// Splits a file's bytes into decoded lines, in linear time.
///
/// The file is read as bytes, not `Character`s, because `"\r\n"` is one `Character`:
/// LF and CRLF both end a line, a UTF-8 byte-order mark at the start is skipped, and
/// invalid UTF-8 or NUL bytes become U+FFFD with a problem noted for the line.
enum SourceText {
    /// The decoded lines of `bytes` (a final line without a line ending included).
    static func lines(of bytes: [UInt8]) -> [SourceLine] {
        var lines: [SourceLine] = []
        forEachLine(of: bytes) { lines.append($0) }
        return lines
    }

    /// Decodes the lines of `bytes` one at a time and hands each to `body`, in order, so a
    /// caller that is done with a line keeps nothing of it (the streaming `lifesim run`).
    static func forEachLine(of bytes: [UInt8], _ body: (SourceLine) -> Void) {
        var splitter = LineSplitter()
        splitter.feed(bytes, body)
        splitter.finish(body)
    }

    /// The line `number` made of `bytes`: kept as they are when they are ASCII or valid UTF-8,
    /// rewritten with U+FFFD for each invalid byte or NUL otherwise.
    static func decodeLine(_ bytes: ArraySlice<UInt8>, number: Int) -> SourceLine {
        if isPlainASCII(bytes) {
            return SourceLine(number: number, utf8: bytes, isASCII: true, encodingProblem: nil)
        }
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(bytes.count)
        var problem: (column: Int, message: DiagnosticText)?
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let (scalar, length) = decodeScalar(bytes, at: index)
            if let scalar, scalar.value != 0 {
                scalars.append(scalar)
                index += length
                continue
            }
            if problem == nil {
                let byte = bytes[index]
                let message = byte == 0 ? DiagnosticText.nulByte : DiagnosticMessages.invalidUTF8(byte)
                problem = (scalars.count + 1, message)
            }
            scalars.append("\u{FFFD}")
            index += 1
        }
        // A line without a problem is valid UTF-8 as it stands: its bytes are its text.
        guard let problem else { return SourceLine(number: number, utf8: bytes, isASCII: false, encodingProblem: nil) }
        let repaired = Array(ScalarText.string(scalars).utf8)
        return SourceLine(number: number, utf8: repaired[...], isASCII: false, encodingProblem: problem)
    }

    /// True when every byte is ASCII and none is NUL.
    private static func isPlainASCII(_ bytes: ArraySlice<UInt8>) -> Bool {
        // `byte | (byte - 1)` has its high bit set exactly for NUL and for bytes from 0x80: no branch per byte.
        var seen: UInt8 = 0
        for byte in bytes { seen |= byte | (byte &- 1) }
        return seen & 0x80 == 0
    }

    /// The scalar starting at `index` and its length in bytes, or nil when the bytes there are not valid UTF-8.
    private static func decodeScalar(_ bytes: ArraySlice<UInt8>, at index: Int) -> (Unicode.Scalar?, Int) {
        let lead = bytes[index]
        if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
        let count: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        var value: UInt32
        switch lead {
        case 0xC2...0xDF: count = 2; value = UInt32(lead & 0x1F)
        case 0xE0: count = 3; value = UInt32(lead & 0x0F); secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: count = 3; value = UInt32(lead & 0x0F)
        case 0xED: count = 3; value = UInt32(lead & 0x0F); secondRange = 0x80...0x9F
        case 0xF0: count = 4; value = UInt32(lead & 0x07); secondRange = 0x90...0xBF
        case 0xF1...0xF3: count = 4; value = UInt32(lead & 0x07)
        case 0xF4: count = 4; value = UInt32(lead & 0x07); secondRange = 0x80...0x8F
        default: return (nil, 1)
        }
        guard index + count <= bytes.endIndex else { return (nil, 1) }
        for offset in 1..<count {
            let byte = bytes[index + offset]
            let range: ClosedRange<UInt8> = offset == 1 ? secondRange : 0x80...0xBF
            guard range.contains(byte) else { return (nil, 1) }
            value = (value << 6) | UInt32(byte & 0x3F)
        }
        return (Unicode.Scalar(value), count)
    }
}
