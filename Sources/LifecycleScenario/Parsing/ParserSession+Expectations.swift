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
            case "free-memory":
                _ = cursor.next()
                let usage = DiagnosticMessages.Usage.expectFreeMemory
                guard let size = readSize(&cursor, line: line, after: subject, usage: usage),
                      expectEnd(cursor, line: line, usage: usage)
                else { return nil }
                return .freeMemory(size)
            case "open-in":
                _ = cursor.next()
                return readOpenInExpectation(&cursor, keyword: subject, line: line)
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
                guard readColon(&cursor, after: kind, line: line, usage: usage),
                      let callbacks = readCallbackList(&cursor, line: line, usage: usage)
                else { return nil }
                return .callbacks(app: app, callbacks)
            case "controller-callbacks":
                guard readColon(&cursor, after: kind, line: line, usage: usage),
                      let callbacks = readControllerCallbackList(&cursor, app: app, line: line, usage: usage)
                else { return nil }
                return .controllerCallbacks(app: app, callbacks)
            case "view":
                guard let controller = readControllerName(&cursor, app: app, line: line, after: kind, usage: usage),
                      let state = readChoice(&cursor, ["loaded", "unloaded"], what: "view state", line: line,
                                             after: cursor.peek(-1) ?? kind, usage: usage)
                else { return nil }
                expectation = .view(app: app, controller: controller, loaded: state == "loaded")
            case "archive":
                guard let state = readChoice(&cursor, ["present", "absent"], what: "archive state", line: line,
                                             after: kind, usage: usage)
                else { return nil }
                expectation = .archive(app: app, present: state == "present")
            case "restored":
                guard readColon(&cursor, after: kind, line: line, usage: usage),
                      let items = readList(&cursor, line: line)
                else { return nil }
                var controllers: [String] = []
                var failed = false
                for item in items {
                    var itemCursor = TokenCursor(item)
                    guard let first = itemCursor.peek(),
                          let name = readControllerName(&itemCursor, app: app, line: line, after: first, usage: usage),
                          expectEnd(itemCursor, line: line, usage: usage)
                    else {
                        failed = true
                        continue
                    }
                    controllers.append(name)
                }
                return failed ? nil : .restored(app: app, controllers)
            case "inbox":
                guard readColon(&cursor, after: kind, line: line, usage: usage),
                      let files = readFileList(&cursor, line: line, usage: usage)
                else { return nil }
                return .inbox(app: app, files)
            case "process":
                guard let name = cursor.nextGlued() else {
                    error(DiagnosticMessages.missing("a process name", after: "process", usage: usage), line: line,
                          token: kind)
                    return nil
                }
                expectation = .process(app: app, name.text)
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
            default:
                error(DiagnosticMessages.unknownWord("expectation", word, choices: Vocabulary.expectationKinds),
                      line: line, token: kind)
                return nil
            }
        }
        return expectEnd(cursor, line: line, usage: usage) ? expectation : nil
    }

    /// The `:` after a list-expectation keyword; false after reporting it missing.
    private mutating func readColon(_ cursor: inout TokenCursor, after keyword: Token, line: SourceLine,
                                    usage: String) -> Bool {
        guard cursor.skip(.colon) == nil else { return true }
        error(DiagnosticMessages.missingColon(after: keyword.spelling, usage: usage), line: line,
              token: cursor.peek() ?? keyword)
        return false
    }

    /// `expect open-in FILE from APP: APP, ...` after `open-in`.
    private mutating func readOpenInExpectation(_ cursor: inout TokenCursor, keyword: Token,
                                                line: SourceLine) -> Expectation? {
        let usage = DiagnosticMessages.Usage.expectOpenIn
        guard let file = readFileName(&cursor, line: line, after: keyword, usage: usage),
              let fromKeyword = readKeyword("from", &cursor, missing: "'from APP: APP, ...'",
                                            after: "open-in " + (cursor.peek(-1)?.spelling ?? file), line: line,
                                            usage: usage),
              let sender = readAppName(&cursor, line: line, after: fromKeyword, usage: usage),
              readColon(&cursor, after: cursor.peek(-1) ?? fromKeyword, line: line, usage: usage),
              let apps = readAppList(&cursor, line: line, usage: usage)
        else { return nil }
        return .openIn(file: file, from: sender, apps)
    }

    /// The items of a list of app names (`APP, APP, ...`).
    private mutating func readAppList(_ cursor: inout TokenCursor, line: SourceLine, usage: String) -> [String]? {
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
        return failed ? nil : apps
    }

    /// The items of a list of file names (`FILE, "FILE NAME", ...`).
    private mutating func readFileList(_ cursor: inout TokenCursor, line: SourceLine, usage: String) -> [String]? {
        guard let items = readList(&cursor, line: line) else { return nil }
        var files: [String] = []
        var failed = false
        for item in items {
            var itemCursor = TokenCursor(item)
            guard let file = itemCursor.nextGlued(), expectEnd(itemCursor, line: line, usage: usage) else {
                failed = true
                continue
            }
            files.append(file.text)
        }
        return failed ? nil : files
    }

    /// The items of `controller-callbacks: CONTROLLER.CB, ...`, each a `.controller` callback.
    private mutating func readControllerCallbackList(_ cursor: inout TokenCursor, app: String, line: SourceLine,
                                                     usage: String) -> [Callback]? {
        guard let items = readList(&cursor, line: line) else { return nil }
        var callbacks: [Callback] = []
        var failed = false
        for item in items {
            var itemCursor = TokenCursor(item)
            guard let token = itemCursor.next() else { continue }
            guard let (controllerToken, callbackToken) = Self.splitAtDot(token) else {
                error(DiagnosticMessages.notAControllerCallbackItem(token.spelling), line: line, token: token)
                failed = true
                continue
            }
            guard Vocabulary.isIdentifier(controllerToken.text) else {
                error(DiagnosticMessages.notAnIdentifier(controllerToken.text, what: "a controller name"), line: line,
                      token: controllerToken)
                failed = true
                continue
            }
            guard checkControllerName(controllerToken, app: app, line: line) else {
                failed = true
                continue
            }
            guard let callback = ControllerCallback(rawValue: callbackToken.text) else {
                error(DiagnosticMessages.unknownWord("controller callback", callbackToken.text,
                                                     choices: Vocabulary.controllerCallbacks),
                      line: line, token: callbackToken)
                failed = true
                continue
            }
            guard expectEnd(itemCursor, line: line, usage: usage) else {
                failed = true
                continue
            }
            callbacks.append(.controller(controllerToken.text, callback))
        }
        return failed ? nil : callbacks
    }

    /// `expect switcher: APP, ...` after `switcher`.
    private mutating func readSwitcherExpectation(_ cursor: inout TokenCursor, keyword: Token,
                                                  line: SourceLine) -> Expectation? {
        let usage = DiagnosticMessages.Usage.expectSwitcher
        guard readColon(&cursor, after: keyword, line: line, usage: usage),
              let apps = readAppList(&cursor, line: line, usage: usage)
        else { return nil }
        return .switcher(apps)
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
                callback = .delegate(delegate)
            } else if name.kind == .word, Vocabulary.controllerCallbacks.contains(
                Self.splitAtDot(name)?.tail.text ?? name.text) {
                error(DiagnosticMessages.controllerCallbackInAppList(name.text), line: line, token: name)
            } else {
                error(DiagnosticMessages.unknownWord("callback", name.spelling, choices: Vocabulary.listedCallbacks),
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
