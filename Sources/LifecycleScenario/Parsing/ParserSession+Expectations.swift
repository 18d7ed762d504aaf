import LifecycleSim

extension ParserSession {
    /// An `expect` statement.
    mutating func readExpectation(_ cursor: inout TokenCursor, keyword: Token, line: SourceLine) -> Expectation? {
        guard let subject = cursor.peek() else {
            error(DiagnosticMessages.missing(.whatToExpect, after: "expect",
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
                if subject.containsSlash { return readSceneExpectation(&cursor, keyword: keyword, line: line) }
            }
        }
        guard let app = readAppName(&cursor, line: line, after: keyword, usage: DiagnosticMessages.Usage.expect)
        else { return nil }
        guard let kind = cursor.next() else {
            error(DiagnosticMessages.missing(.whatToExpect, after: "expect " + app,
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
                guard let count = readCount(&cursor, of: .backgroundTasks, after: kind, line: line, usage: usage)
                else { return nil }
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
            case "notifications":
                guard readColon(&cursor, after: kind, line: line, usage: usage),
                      let notifications = readNotificationList(&cursor, line: line, usage: usage)
                else { return nil }
                laterChecks.append(LaterCheck(.notificationExpectation, app: app, line: line, token: kind))
                return .notifications(app: app, notifications)
            case "controller-callbacks":
                guard readColon(&cursor, after: kind, line: line, usage: usage),
                      let callbacks = readControllerCallbackList(&cursor, app: app, line: line, usage: usage)
                else { return nil }
                return .controllerCallbacks(app: app, callbacks)
            case "view":
                guard let controller = readControllerName(&cursor, app: app, line: line, after: kind, usage: usage),
                      let state = readChoice(&cursor, ["loaded", "unloaded"], what: .viewState, line: line,
                                             after: cursor.peek(-1) ?? kind, usage: usage)
                else { return nil }
                expectation = .view(app: app, controller: controller, loaded: state == "loaded")
            case "archive":
                guard let state = readChoice(&cursor, ["present", "absent"], what: .archiveState, line: line,
                                             after: kind, usage: usage)
                else { return nil }
                expectation = .archive(app: app, present: state == "present")
            case "restored":
                guard readColon(&cursor, after: kind, line: line, usage: usage),
                      let controllers = readItems(&cursor, line: line, { session, item -> String? in
                          guard let first = item.peek(),
                                let name = session.readControllerName(&item, app: app, line: line, after: first, usage: usage),
                                session.expectEnd(item, line: line, usage: usage)
                          else { return nil }
                          return name
                      })
                else { return nil }
                return .restored(app: app, controllers)
            case "default":
                guard let key = cursor.next(), key.kind == .word else {
                    error(DiagnosticMessages.missing(.aName, after: "default", usage: usage), line: line, token: cursor.last ?? kind)
                    return nil
                }
                guard let value = cursor.next(), value.kind == .string || value.isWord("unset") else {
                    error(DiagnosticMessages.missing(.aText, after: "default \(key.text)", usage: usage), line: line,
                          token: cursor.last ?? key)
                    return nil
                }
                expectation = .defaultValue(app: app, key: key.text, value.kind == .string ? value.text : nil)
            case "inbox":
                guard readColon(&cursor, after: kind, line: line, usage: usage),
                      let files = readFileList(&cursor, line: line, usage: usage)
                else { return nil }
                return .inbox(app: app, files)
            case "process":
                guard let name = cursor.nextGlued() else {
                    error(DiagnosticMessages.missing(.aProcessName, after: "process", usage: usage), line: line,
                          token: kind)
                    return nil
                }
                expectation = .process(app: app, name.text)
            case "no-callbacks":
                expectation = .noCallbacks(app: app)
            case "prewarmed":
                expectation = .prewarmed(app: app)
            case "bgtasks":
                guard readColon(&cursor, after: kind, line: line, usage: usage),
                      let items = readList(&cursor, line: line)
                else { return nil }
                var ids: [String] = []
                for item in items {
                    var itemCursor = TokenCursor(item)
                    guard let (id, _) = readBGTaskIdentifier(&itemCursor, after: kind, line: line, usage: usage),
                          expectEnd(itemCursor, line: line, usage: usage)
                    else { return nil }
                    ids.append(id)
                }
                return .bgTasks(app: app, ids)
            case "bgtask":
                guard let (id, _) = readBGTaskIdentifier(&cursor, after: kind, line: line, usage: usage),
                      let status = readChoice(&cursor, BGTaskStatus.allCases.map(\.rawValue), what: .taskStatus,
                                              line: line, after: cursor.peek(-1) ?? kind, usage: usage)
                else { return nil }
                expectation = .bgTask(app: app, id: id, BGTaskStatus(rawValue: status) ?? .none)
            case "phase":
                guard let phase = readPhase(&cursor, after: kind, line: line, usage: usage) else { return nil }
                laterChecks.append(LaterCheck(.phaseUse, app: app, line: line, token: kind))
                expectation = .phase(app: app, scene: nil, phase)
            case "scenes":
                guard let count = readCount(&cursor, of: .connectedScenes, after: kind, line: line, usage: usage)
                else { return nil }
                laterChecks.append(LaterCheck(.sceneUse, app: app, line: line, token: kind))
                expectation = .scenes(app: app, count)
            case "refresh-status":
                guard let value = readChoice(&cursor, BackgroundRefreshStatus.allCases.map(\.rawValue),
                                             what: .refreshStatus, line: line, after: kind, usage: usage)
                else { return nil }
                expectation = .refreshStatus(app: app, BackgroundRefreshStatus(rawValue: value) ?? .available)
            case "launched-by":
                guard let value = readChoice(&cursor, LaunchReason.allCases.map(\.rawValue), what: .launchReason,
                                             line: line, after: kind, usage: usage)
                else { return nil }
                expectation = .launchedBy(app: app, LaunchReason(rawValue: value) ?? .user)
            default:
                error(DiagnosticMessages.unknownWord(.expectation, word, choices: Vocabulary.expectationKinds),
                      line: line, token: kind)
                return nil
            }
        }
        return expectEnd(cursor, line: line, usage: usage) ? expectation : nil
    }

    /// The `:` after a list-expectation keyword; false after reporting it missing.
    mutating func readColon(_ cursor: inout TokenCursor, after keyword: Token, line: SourceLine,
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
              let fromKeyword = readKeyword("from", &cursor, missing: .fromAppList,
                                            after: "open-in " + (cursor.peek(-1)?.spelling ?? file), line: line,
                                            usage: usage),
              let sender = readAppName(&cursor, line: line, after: fromKeyword, usage: usage),
              readColon(&cursor, after: cursor.peek(-1) ?? fromKeyword, line: line, usage: usage),
              let apps = readAppList(&cursor, line: line, usage: usage)
        else { return nil }
        return .openIn(file: file, from: sender, apps)
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

    /// The count after `keyword` (`tasks`, `scenes`), of `counted`; nil after reporting it missing
    /// or not a count, in the words of what it counts.
    private mutating func readCount(_ cursor: inout TokenCursor, of counted: DiagnosticNoun, after keyword: Token,
                                    line: SourceLine, usage: String) -> Int? {
        guard let token = cursor.next() else {
            error(DiagnosticMessages.missing(.aNumber, after: keyword.text, usage: usage), line: line, token: keyword)
            return nil
        }
        guard token.kind == .word, let count = Self.smallCount(token.text) else {
            error(DiagnosticText.badCount(spelling: token.spelling, what: counted), line: line, token: token)
            return nil
        }
        return count
    }

    /// A non-negative count of at most six digits.
    static func smallCount(_ text: String) -> Int? {
        guard !text.isEmpty, text.unicodeScalars.count <= 6,
              text.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) })
        else { return nil }
        return Int(text)
    }
}

extension ParserSession {
    /// `expect APP/N STATE`, `expect APP/N callbacks: ...` or `expect APP/N no-callbacks` (SC-1).
    /// A scene's callbacks are compared through the window named `APP/N`.
    mutating func readSceneExpectation(_ cursor: inout TokenCursor, keyword: Token,
                                       line: SourceLine) -> Expectation? {
        let usage = DiagnosticMessages.Usage.expectScene
        guard let (app, scene, sceneToken) = readSceneName(&cursor, line: line, after: keyword, usage: usage) else {
            return nil
        }
        let name = "\(app)/\(scene)"
        guard let kind = cursor.next() else {
            error(DiagnosticMessages.missing(.whatToExpect, after: "expect " + name, usage: usage), line: line,
                  token: sceneToken)
            return nil
        }
        let word = kind.kind == .word ? kind.text : kind.spelling
        switch word {
        case "callbacks":
            guard readColon(&cursor, after: kind, line: line, usage: usage),
                  let callbacks = readCallbackList(&cursor, line: line, usage: usage)
            else { return nil }
            return .callbacks(app: name, callbacks)
        case "no-callbacks":
            return expectEnd(cursor, line: line, usage: usage) ? .noCallbacks(app: name) : nil
        case "phase":
            let phaseUsage = DiagnosticMessages.Usage.expectScenePhase
            guard let phase = readPhase(&cursor, after: kind, line: line, usage: phaseUsage) else { return nil }
            laterChecks.append(LaterCheck(.phaseUse, app: app, line: line, token: kind))
            return expectEnd(cursor, line: line, usage: phaseUsage) ? .phase(app: app, scene: scene, phase) : nil
        default:
            guard kind.kind == .word, let state = SceneActivationState(rawValue: word) else {
                error(DiagnosticMessages.unknownWord(.sceneExpectation, word,
                                                    choices: Vocabulary.sceneExpectationKinds),
                      line: line, token: kind)
                return nil
            }
            return expectEnd(cursor, line: line, usage: usage) ? .sceneState(app: app, scene: scene, state) : nil
        }
    }

    /// `active`, `inactive` or `background` after `phase` (UI-1, UI-2).
    mutating func readPhase(_ cursor: inout TokenCursor, after keyword: Token, line: SourceLine,
                            usage: String) -> ScenePhase? {
        readChoice(&cursor, ScenePhase.allCases.map(\.rawValue), what: .phase, line: line, after: keyword,
                   usage: usage).flatMap(ScenePhase.init(rawValue:))
    }
}
