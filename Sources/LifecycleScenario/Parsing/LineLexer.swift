/// Splits one decoded line into tokens.
///
/// `:`, `;` and `,` always come out as their own tokens, each marked with whether a blank
/// precedes it; where the language treats them as ordinary characters (URLs, bundle
/// identifiers) the parser glues adjacent tokens back together (`TokenCursor.nextGlued()`).
enum LineLexer {
    /// A problem found while lexing: where, how wide, and the message.
    struct Problem {
        var column: Int
        var length: Int
        var message: DiagnosticText
    }

    /// The tokens of `line` up to any comment, and the problems found.
    static func tokens(of line: SourceLine) -> (tokens: [Token], problems: [Problem]) {
        let scalars = line.scalars
        var tokens: [Token] = []
        var problems: [Problem] = []
        var index = 0
        var spaceBefore = true
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case " ", "\t", "\r":
                spaceBefore = true
                index += 1
                continue
            case "#":
                return (tokens, problems)
            case "\"":
                let (token, problem, next) = string(scalars, from: index, spaceBefore: spaceBefore)
                tokens.append(token)
                if let problem { problems.append(problem) }
                index = next
            case ":", ";", ",":
                let kind: Token.Kind = scalar == ":" ? .colon : (scalar == ";" ? .semicolon : .comma)
                tokens.append(Token(kind: kind, text: String(Character(scalar)), column: index + 1, length: 1,
                                    spaceBefore: spaceBefore))
                index += 1
            default:
                let start = index
                while index < scalars.count, !endsWord(scalars[index]) { index += 1 }
                tokens.append(Token(kind: .word, text: line.slice(from: start + 1, to: index + 1), column: start + 1,
                                    length: index - start, spaceBefore: spaceBefore))
            }
            spaceBefore = false
        }
        return (tokens, problems)
    }

    private static func endsWord(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case " ", "\t", "\r", "#", "\"", ":", ";", ",": return true
        default: return false
        }
    }

    /// Reads the string whose opening quote is at `start`; returns the token, a problem, and the index after it.
    private static func string(_ scalars: [Unicode.Scalar], from start: Int,
                               spaceBefore: Bool) -> (Token, Problem?, Int) {
        var content = String.UnicodeScalarView()
        var problem: Problem?
        var index = start + 1
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\"" {
                let token = Token(kind: .string, text: String(content), column: start + 1,
                                  length: index + 1 - start, spaceBefore: spaceBefore)
                return (token, problem, index + 1)
            }
            if scalar == "\\" {
                if index + 1 < scalars.count, scalars[index + 1] == "\"" || scalars[index + 1] == "\\" {
                    content.append(scalars[index + 1])
                    index += 2
                    continue
                }
                if problem == nil {
                    let escape = index + 1 < scalars.count ? String(Character(scalars[index + 1])) : ""
                    problem = Problem(column: index + 1, length: escape.isEmpty ? 1 : 2,
                                      message: DiagnosticMessages.unknownEscape(escape))
                }
            }
            content.append(scalar)
            index += 1
        }
        let token = Token(kind: .string, text: String(content), column: start + 1, length: scalars.count - start,
                          spaceBefore: spaceBefore)
        let unterminated = Problem(column: start + 1, length: scalars.count - start,
                                   message: DiagnosticMessages.unterminatedString)
        return (token, unterminated, scalars.count)
    }
}
