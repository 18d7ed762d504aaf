import LifecycleSim

extension ParserSession {
    /// An `expect` statement.
    mutating func readExpectation(_ cursor: inout TokenCursor, keyword: Token, line: SourceLine) -> Expectation? {
        guard let subject = cursor.peek() else {
            error(DiagnosticMessages.missing("what to expect", after: "expect",
                                             usage: DiagnosticMessages.Usage.expect),
                  line: line, token: keyword)
            return nil
        }
        if subject.kind == .word {
            switch subject.text {
            case "switcher":
                _ = cursor.next()
                return readSwitcherExpectation(&cursor, keyword: subject, line: line)
            case "front":
                _ = cursor.next()
                let usage = DiagnosticMessages.Usage.expectFront
                if cursor.skip(word: "home") != nil {
                    return expectEnd(cursor, line: line, usage: usage) ? Expectation.front(nil) : nil
                }
                guard let app = readAppName(&cursor, line: line, after: subject, usage: usage),
                      expectEnd(cursor, line: line, usage: usage)
                else { return nil }
                return .front(app)
            case let word where Vocabulary.deviceSystemExpectationSubjects.contains(word):
                deviceSystemError(line, subject)
                return nil
            default:
                break
            }
        }
        guard let app = readAppName(&cursor, line: line, after: keyword, usage: DiagnosticMessages.Usage.expect)
        else { return nil }
        guard let kind = cursor.next() else {
            error(DiagnosticMessages.missing("what to expect", after: "expect " + app,
                                             usage: DiagnosticMessages.Usage.expect),
                  line: line, token: subject)
            return nil
        }
        return readAppExpectation(&cursor, app: app, kind: kind, line: line)
    }

    /// `expect APP KIND ...` after the app's name.
    private mutating func readAppExpectation(_ cursor: inout TokenCursor, app: String, kind: Token,
                                             line: SourceLine) -> Expectation? {
        let word = kind.kind == .word ? kind.text : kind.spelling
        let usage = DiagnosticMessages.Usage.expectation(word)
        var expectation: Expectation
        if let state = AppState(rawValue: word), kind.kind == .word {
            expectation = .state(app: app, state)
        } else {
            switch word {
            case "tasks":
                guard let token = cursor.next() else {
                    error(DiagnosticMessages.missing("a number", after: "tasks", usage: usage), line: line, token: kind)
                    return nil
                }
                guard token.kind == .word, let count = Self.smallCount(token.text) else {
                    error(DiagnosticMessages.badCount(token.spelling), line: line, token: token)
                    return nil
                }
                expectation = .tasks(app: app, count)
            case "remaining":
                if cursor.skip(word: "unlimited") != nil {
                    expectation = .remaining(app: app, nil)
                } else {
                    guard let duration = readDuration(&cursor, line: line, after: kind, usage: usage) else { return nil }
                    expectation = .remaining(app: app, duration)
                }
            case "callbacks":
                if cursor.skip(.colon) == nil {
                    error(DiagnosticMessages.missingColon(after: "callbacks", usage: usage), line: line,
                          token: cursor.peek() ?? kind)
                    return nil
                }
                guard let callbacks = readCallbackList(&cursor, line: line, usage: usage) else { return nil }
                return .callbacks(app: app, callbacks)
            case "no-callbacks":
                expectation = .noCallbacks(app: app)
            case "refresh-status":
                guard let value = readChoice(&cursor, BackgroundRefreshStatus.allCases.map(\.rawValue),
                                             what: "refresh status", line: line, after: kind, usage: usage)
                else { return nil }
                expectation = .refreshStatus(app: app, BackgroundRefreshStatus(rawValue: value) ?? .available)
            case "launched-by":
                guard let value = readChoice(&cursor, LaunchReason.allCases.map(\.rawValue), what: "launch reason",
                                             line: line, after: kind, usage: usage)
                else { return nil }
                expectation = .launchedBy(app: app, LaunchReason(rawValue: value) ?? .user)
            case _ where Vocabulary.deviceSystemExpectationKinds.contains(word):
                deviceSystemError(line, kind)
                return nil
            default:
                error(DiagnosticMessages.unknownWord("expectation", word, choices: Vocabulary.expectationKinds,
                                                     suggestFrom: Vocabulary.expectationKinds
                                                         + Vocabulary.deviceSystemExpectationKinds),
                      line: line, token: kind)
                return nil
            }
        }
        return expectEnd(cursor, line: line, usage: usage) ? expectation : nil
    }

    /// `expect switcher: APP, ...` after `switcher`.
    private mutating func readSwitcherExpectation(_ cursor: inout TokenCursor, keyword: Token,
                                                  line: SourceLine) -> Expectation? {
        let usage = DiagnosticMessages.Usage.expectSwitcher
        guard cursor.skip(.colon) != nil else {
            error(DiagnosticMessages.missingColon(after: "switcher", usage: usage), line: line,
                  token: cursor.peek() ?? keyword)
            return nil
        }
        guard let items = readList(&cursor, line: line) else { return nil }
        var apps: [String] = []
        var failed = false
        for item in items {
            var itemCursor = TokenCursor(item)
            guard let previous = itemCursor.peek(),
                  let app = readAppName(&itemCursor, line: line, after: previous, usage: usage),
                  expectEnd(itemCursor, line: line, usage: usage)
            else {
                failed = true
                continue
            }
            apps.append(app)
        }
        return failed ? nil : .switcher(apps)
    }

    /// The items of `callbacks: CB, expire NAME, ...`.
    private mutating func readCallbackList(_ cursor: inout TokenCursor, line: SourceLine,
                                           usage: String) -> [Callback]? {
        guard let items = readList(&cursor, line: line) else { return nil }
        var callbacks: [Callback] = []
        var failed = false
        for item in items {
            var itemCursor = TokenCursor(item)
            guard let name = itemCursor.next() else { continue }
            var callback: Callback?
            if name.isWord("expire") {
                if let (task, _) = readTaskName(&itemCursor, line: line, after: name, usage: usage) {
                    callback = .expire(task: task)
                }
            } else if name.kind == .word, let delegate = DelegateCallback(rawValue: name.text) {
                if delegate.isDeviceSystem { deviceSystemError(line, name) } else { callback = .delegate(delegate) }
            } else {
                error(DiagnosticMessages.unknownWord("callback", name.spelling, choices: Vocabulary.callbacks,
                                                     suggestFrom: Vocabulary.allCallbacks),
                      line: line, token: name)
            }
            guard let callback, expectEnd(itemCursor, line: line, usage: usage) else {
                failed = true
                continue
            }
            callbacks.append(callback)
        }
        return failed ? nil : callbacks
    }

    /// The comma-separated items of the rest of the line (none when it is empty); nil after an empty item.
    private mutating func readList(_ cursor: inout TokenCursor, line: SourceLine) -> [[Token]]? {
        guard cursor.peek() != nil else { return [] }
        var items: [[Token]] = []
        var item: [Token] = []
        var separator: Token?
        var failed = false
        while let token = cursor.next() {
            if token.kind == .comma {
                if item.isEmpty {
                    error(DiagnosticMessages.emptyListItem, line: line, token: token)
                    failed = true
                }
                items.append(item)
                item = []
                separator = token
            } else {
                item.append(token)
            }
        }
        if item.isEmpty, let separator {
            error(DiagnosticMessages.emptyListItem, line: line, token: separator)
            failed = true
        }
        items.append(item)
        return failed ? nil : items
    }

    /// A non-negative count of at most six digits.
    private static func smallCount(_ text: String) -> Int? {
        guard !text.isEmpty, text.unicodeScalars.count <= 6,
              text.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) })
        else { return nil }
        return Int(text)
    }
}
