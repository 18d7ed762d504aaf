/// One line of a scenario file, decoded from UTF-8 into Unicode scalars.
///
/// Columns are 1-based indices into `scalars`, so a column always names one scalar
/// (a tab counts as one column, an invalid byte as one replacement scalar).
struct SourceLine {
    /// The 1-based line number.
    let number: Int
    /// The line's scalars, without its line ending (and without the byte-order mark on line 1).
    let scalars: [Unicode.Scalar]
    /// The same line as a string, shown under a diagnostic.
    let text: String
    /// Where the first invalid byte or NUL of the line is, with its message, if any.
    let encodingProblem: (column: Int, message: DiagnosticText)?

    /// The text of the columns `from ..< to` (1-based, clamped to the line).
    func slice(from: Int, to: Int) -> String {
        let lower = min(max(from - 1, 0), scalars.count)
        let upper = min(max(to - 1, lower), scalars.count)
        return ScalarText.string(scalars[lower..<upper])
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
        var start = 0
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
        var number = 1
        var lineStart = start
        var index = start
        while index <= bytes.count {
            if index == bytes.count || bytes[index] == 0x0A {
                if index == bytes.count && lineStart == index && index > start { break }
                var lineEnd = index
                if lineEnd > lineStart && bytes[lineEnd - 1] == 0x0D { lineEnd -= 1 }
                body(decodeLine(bytes, lineStart..<lineEnd, number: number))
                number += 1
                lineStart = index + 1
            }
            index += 1
        }
    }

    private static func decodeLine(_ bytes: [UInt8], _ range: Range<Int>, number: Int) -> SourceLine {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(range.count)
        var problem: (column: Int, message: DiagnosticText)?
        var index = range.lowerBound
        while index < range.upperBound {
            let (scalar, length) = decodeScalar(bytes, at: index, end: range.upperBound)
            if let scalar, scalar.value != 0 {
                scalars.append(scalar)
                index += length
                continue
            }
            if problem == nil {
                let byte = bytes[index]
                let message = byte == 0 ? DiagnosticMessages.nulByte : DiagnosticMessages.invalidUTF8(byte)
                problem = (scalars.count + 1, message)
            }
            scalars.append("\u{FFFD}")
            index += 1
        }
        // A line without a problem is valid UTF-8 as it stands: its bytes are its text.
        let text = problem == nil ? String(decoding: bytes[range], as: UTF8.self) : ScalarText.string(scalars)
        return SourceLine(number: number, scalars: scalars, text: text, encodingProblem: problem)
    }

    /// The scalar starting at `index` and its length in bytes, or nil when the bytes there are not valid UTF-8.
    private static func decodeScalar(_ bytes: [UInt8], at index: Int, end: Int) -> (Unicode.Scalar?, Int) {
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
        guard index + count <= end else { return (nil, 1) }
        for offset in 1..<count {
            let byte = bytes[index + offset]
            let range: ClosedRange<UInt8> = offset == 1 ? secondRange : 0x80...0xBF
            guard range.contains(byte) else { return (nil, 1) }
            value = (value << 6) | UInt32(byte & 0x3F)
        }
        return (Unicode.Scalar(value), count)
    }
}
