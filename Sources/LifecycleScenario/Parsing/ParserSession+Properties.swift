import LifecycleSim

extension ParserSession {
    /// A `never` or `always` line (docs/LANGUAGE.md, "Properties"): a condition, then optionally
    /// `while` and the condition under which it is read.
    mutating func readProperty(_ tokens: [Token], keyword: Token, line: SourceLine) {
        let usage = DiagnosticMessages.Usage.property
        guard let kind = PropertyDeclaration.Kind(rawValue: keyword.text) else { return }
        let split = tokens.firstIndex { $0.isWord("while") } ?? tokens.endIndex
        guard let condition = readPropertyCondition(Array(tokens[1..<split]), after: keyword, line: line, usage: usage)
        else { return }
        var guardCondition: PropertyCondition?
        if split < tokens.endIndex {
            guard let read = readPropertyCondition(Array(tokens[(split + 1)...]), after: tokens[split], line: line,
                                                   usage: usage) else { return }
            guardCondition = read
        }
        properties.append(PropertyDeclaration(kind: kind, condition: condition, guardCondition: guardCondition,
                                              location: SourceLocation(line: line.number, column: keyword.column)))
    }

    /// One condition of a property, written in `tokens` (after `keyword`: `never`, `always` or `while`).
    private mutating func readPropertyCondition(_ tokens: [Token], after keyword: Token, line: SourceLine,
                                                usage: String) -> PropertyCondition? {
        var cursor = TokenCursor(tokens)
        guard let first = cursor.peek() else {
            error(DiagnosticMessages.missing(.whatMustHold, after: keyword.text, usage: usage), line: line, token: keyword)
            return nil
        }
        if first.isWord("warning") {
            _ = cursor.next()
            return readWarningCondition(&cursor, app: nil, after: first, line: line, usage: usage)
        }
        // `APP killed`, `APP tasks <= 1` …: an app's name, then a word only properties have.
        if first.kind == .word, !Vocabulary.expectationSubjects.contains(first.text), !first.containsSlash,
           let second = cursor.peek(1), second.kind == .word,
           Vocabulary.propertyKinds.contains(second.text)
            || (PropertyQuantity(rawValue: second.text) != nil && cursor.peek(2).map(Self.isComparison) == true) {
            guard let app = readAppName(&cursor, line: line, after: keyword, usage: usage), let kind = cursor.next()
            else { return nil }
            return readAppPropertyCondition(&cursor, app: app, kind: kind, line: line, usage: usage)
        }
        return readExpectation(&cursor, keyword: keyword, line: line).map(PropertyCondition.expectation)
    }

    /// True for a comparison's operator (`<=`).
    private static func isComparison(_ token: Token) -> Bool {
        token.kind == .word && PropertyComparison(rawValue: token.text) != nil
    }

    /// After `APP`: `killed`, `killed-by RULE`, `crashed`, `warning [RULE]`, or a comparison.
    private mutating func readAppPropertyCondition(_ cursor: inout TokenCursor, app: String, kind: Token,
                                                   line: SourceLine, usage: String) -> PropertyCondition? {
        switch kind.text {
        case "killed":
            return expectEnd(cursor, line: line, usage: usage) ? .killed(app: app, by: nil) : nil
        case "killed-by":
            guard let rule = readRule(&cursor, after: kind, line: line, usage: usage),
                  expectEnd(cursor, line: line, usage: usage) else { return nil }
            return .killed(app: app, by: rule)
        case "crashed":
            return expectEnd(cursor, line: line, usage: usage) ? .crashed(app: app) : nil
        case "warning":
            return readWarningCondition(&cursor, app: app, after: kind, line: line, usage: usage)
        default:
            guard let quantity = PropertyQuantity(rawValue: kind.text), let operatorToken = cursor.next(),
                  let comparison = PropertyComparison(rawValue: operatorToken.text) else { return nil }
            let value: Int64
            if quantity == .remaining {
                if cursor.skip(word: "unlimited") != nil {
                    value = .max
                } else {
                    guard let duration = readDuration(&cursor, line: line, after: operatorToken, usage: usage)
                    else { return nil }
                    value = duration.milliseconds
                }
            } else {
                guard let token = cursor.next() else {
                    error(DiagnosticMessages.missing(.aNumber, after: operatorToken.text, usage: usage), line: line,
                          token: operatorToken)
                    return nil
                }
                guard token.kind == .word, let count = Self.smallCount(token.text) else {
                    error(DiagnosticText.badCount(spelling: token.spelling,
                                                  what: quantity == .tasks ? .backgroundTasks : .connectedScenes),
                          line: line, token: token)
                    return nil
                }
                value = Int64(count)
            }
            guard expectEnd(cursor, line: line, usage: usage) else { return nil }
            return .comparison(app: app, quantity, comparison, value)
        }
    }

    /// `warning [RULE]` after `warning`.
    private mutating func readWarningCondition(_ cursor: inout TokenCursor, app: String?, after keyword: Token,
                                               line: SourceLine, usage: String) -> PropertyCondition? {
        var rule: RuleID?
        if !cursor.atEnd {
            guard let read = readRule(&cursor, after: keyword, line: line, usage: usage) else { return nil }
            rule = read
        }
        return expectEnd(cursor, line: line, usage: usage) ? .warning(app: app, rule: rule) : nil
    }

    /// A rule's identifier (`BG-5`), as docs/RULES.md lists them.
    private mutating func readRule(_ cursor: inout TokenCursor, after keyword: Token, line: SourceLine,
                                   usage: String) -> RuleID? {
        guard let token = cursor.next() else {
            error(DiagnosticMessages.missingChoice(.rule, after: keyword.text, usage: usage), line: line, token: keyword)
            return nil
        }
        guard token.kind == .word, let rule = RuleID(rawValue: token.text) else {
            error(DiagnosticMessages.unknownWord(.rule, token.spelling, choices: RuleID.allCases.map(\.rawValue)),
                  line: line, token: token)
            return nil
        }
        return rule
    }
}
