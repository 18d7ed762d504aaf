/// Splits one decoded line into tokens.
///
/// `:`, `;` and `,` always come out as their own tokens, each marked with whether a blank
/// precedes it; where the language treats them as ordinary characters (URLs, bundle
/// identifiers) the parser glues adjacent tokens back together (`TokenCursor.nextGlued()`).
///
/// The lexer reads the line's UTF-8 bytes: every character that ends a token is ASCII, so a
/// token never splits a scalar, and columns count the bytes that start a scalar.
enum LineLexer {
    /// A problem found while lexing: where, how wide, and the message.
    struct Problem {
        var column: Int
        var length: Int
        var message: DiagnosticText
    }

    /// The tokens of `line` up to any comment, and the problems found.
    static func tokens(of line: SourceLine) -> (tokens: [Token], problems: [Problem]) {
        var storage: [Token] = []
        return tokens(of: line, reusing: &storage)
    }

    /// The tokens of `line`, in `storage`'s buffer when no one else holds it (the parser lexes
    /// every line into the same buffer: a fresh array per line was a sixth of the parse).
    static func tokens(of line: SourceLine, reusing storage: inout [Token]) -> (tokens: [Token], problems: [Problem]) {
        storage.removeAll(keepingCapacity: true)
        if storage.capacity == 0 { storage.reserveCapacity(16) }
        var reader = Reader(bytes: line.utf8, isASCII: line.isASCII, tokens: [])
        swap(&reader.tokens, &storage)
        return reader.read()
    }

    /// A read position in a line's bytes, with the column it stands at.
    private struct Reader {
        /// The line's bytes: a slice of the block it was read from, so indices start at `bytes.startIndex`.
        let bytes: ArraySlice<UInt8>
        let isASCII: Bool
        var index: Int
        /// The 1-based column of the byte at `index`.
        var column = 1
        var tokens: [Token]
        var problems: [Problem] = []

        init(bytes: ArraySlice<UInt8>, isASCII: Bool, tokens: [Token]) {
            self.bytes = bytes
            index = bytes.startIndex
            self.isASCII = isASCII
            self.tokens = tokens
        }

        /// Moves past one byte, counting a column when it starts a scalar.
        mutating func advance() {
            if isASCII || !UTF8.isContinuation(bytes[index]) { column += 1 }
            index += 1
        }

        /// Moves past the blanks at `index`.
        mutating func skipBlanks() {
            while index < bytes.endIndex, LineLexer.isBlank(bytes[index]) { advance() }
        }

        /// Moves past the word that starts at `index`; on an ASCII line the column is the index,
        /// so only the index moves.
        mutating func skipWord() {
            if isASCII {
                while index < bytes.endIndex, !LineLexer.endsWord(bytes[index]) { index += 1 }
                column = index - bytes.startIndex + 1
            } else {
                while index < bytes.endIndex, !LineLexer.endsWord(bytes[index]) { advance() }
            }
        }

        /// The text of the bytes `start ..< end`.
        func text(_ start: Int, _ end: Int) -> String {
            ScalarText.string(utf8: bytes[start..<end])
        }

        /// Reads every token of the line.
        mutating func read() -> (tokens: [Token], problems: [Problem]) {
            var spaceBefore = true
            while index < bytes.endIndex {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                    spaceBefore = true
                    skipBlanks()
                    continue
                case UInt8(ascii: "#"):
                    return (tokens, problems)
                case UInt8(ascii: "\""):
                    string(spaceBefore: spaceBefore)
                case UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: ","):
                    let (kind, spelling): (Token.Kind, String) = byte == UInt8(ascii: ":") ? (.colon, ":")
                        : (byte == UInt8(ascii: ";") ? (.semicolon, ";") : (.comma, ","))
                    tokens.append(Token(kind: kind, text: spelling, column: column, length: 1, spaceBefore: spaceBefore))
                    advance()
                default:
                    let start = index
                    let startColumn = column
                    skipWord()
                    tokens.append(Token(kind: .word, text: text(start, index), column: startColumn,
                                        length: column - startColumn, spaceBefore: spaceBefore))
                }
                spaceBefore = false
            }
            return (tokens, problems)
        }

        /// Reads the string whose opening quote is at `index`, up to and including its closing quote.
        mutating func string(spaceBefore: Bool) {
            let startColumn = column
            advance()
            var contentStart = index
            // The content with escapes resolved, once an escape is met (most strings have none).
            var resolved: [UInt8]?
            var problem: Problem?
            while index < bytes.endIndex {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    let content = finish(resolved, from: contentStart)
                    advance()
                    tokens.append(Token(kind: .string, text: content, column: startColumn, length: column - startColumn,
                                        spaceBefore: spaceBefore))
                    if let problem { problems.append(problem) }
                    return
                }
                if byte == UInt8(ascii: "\\") {
                    var content = resolved ?? []
                    content.append(contentsOf: bytes[contentStart..<index])
                    let next = index + 1 < bytes.endIndex ? bytes[index + 1] : nil
                    if next == UInt8(ascii: "\"") || next == UInt8(ascii: "\\") {
                        content.append(bytes[index + 1])
                        advance()
                        advance()
                        resolved = content
                        contentStart = index
                        continue
                    }
                    if problem == nil {
                        let escape = next == nil ? "" : text(index + 1, scalarEnd(after: index + 1))
                        problem = Problem(column: column, length: escape.isEmpty ? 1 : 2,
                                          message: DiagnosticText.unknownEscape(escape: escape))
                    }
                    resolved = content
                    contentStart = index
                }
                advance()
            }
            tokens.append(Token(kind: .string, text: finish(resolved, from: contentStart), column: startColumn,
                                length: column - startColumn, spaceBefore: spaceBefore))
            // An unterminated string reports only that, not an escape inside it.
            problems.append(Problem(column: startColumn, length: column - startColumn,
                                    message: DiagnosticText.unterminatedString))
        }

        /// The string's content: the escapes resolved so far and the bytes from `start` to `index`.
        private func finish(_ resolved: [UInt8]?, from start: Int) -> String {
            guard var content = resolved else { return text(start, index) }
            content.append(contentsOf: bytes[start..<index])
            return String(decoding: content, as: UTF8.self)
        }

        /// The index just after the scalar that starts at `start`.
        private func scalarEnd(after start: Int) -> Int {
            var end = start + 1
            while end < bytes.endIndex, UTF8.isContinuation(bytes[end]) { end += 1 }
            return end
        }
    }

    /// The bytes that end a word, all below 64, as bits of one word: tab (9), CR (13), space (32),
    /// `"` (34), `#` (35), `,` (44), `:` (58) and `;` (59).
    private static let wordEnds: UInt64 = 1 << 9 | 1 << 13 | 1 << 32 | 1 << 34 | 1 << 35 | 1 << 44 | 1 << 58 | 1 << 59

    static func endsWord(_ byte: UInt8) -> Bool {
        byte < 64 && wordEnds & (1 << UInt64(byte)) != 0
    }

    /// A blank between tokens: space, tab, or a carriage return inside the line.
    static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }
}
