import LifecycleSim

extension ParserSession {
    /// A user or system event: `keyword` is the event's first word `word`, `usage` its usage line.
    mutating func readEvent(_ cursor: inout TokenCursor, keyword: Token, word: EventWord, usage: String,
                            line: SourceLine) -> DeviceEvent? {
        var event: DeviceEvent?
        switch word {
        case .home: event = .home
        case .lock: event = .lock
        case .unlock: event = .unlock
        case .reboot: event = .reboot
        case .ps: event = .ps
        case .memoryWarning:
            guard cursor.peek() != nil else { event = .memoryWarning(.warning); break }
            guard let level = readChoice(&cursor, Vocabulary.memoryWarningLevels, what: .memoryWarningLevel,
                                         line: line, after: keyword, usage: usage)
            else { return nil }
            event = .memoryWarning(MemoryWarningLevel(rawValue: level) ?? .warning)
        case .memoryPressure:
            guard let token = cursor.peek() else { event = .memoryPressure(nil); break }
            guard let size = readSize(&cursor, line: line, after: keyword, usage: usage) else { return nil }
            guard size > .zero else {
                error(DiagnosticText.zeroMemoryPressure, line: line, token: token)
                return nil
            }
            event = .memoryPressure(size)
        case .share:
            event = readShare(&cursor, keyword: keyword, line: line, usage: usage)
        case .launch:
            guard let app = readAppName(&cursor, line: line, after: keyword, usage: usage) else { return nil }
            var url: String?
            if let urlKeyword = cursor.skip(word: "url") {
                guard let value = cursor.nextGlued() else {
                    error(DiagnosticMessages.missing(.aURL, after: "url", usage: usage), line: line,
                          token: urlKeyword)
                    return nil
                }
                url = value.text
            }
            event = .launch(app: app, url: url)
        case .switcher:
            event = readSwitcher(&cursor, keyword: keyword, line: line, usage: usage)
        case .call:
            guard cursor.peek() != nil else { event = .call; break }
            guard let choice = readChoice(&cursor, ["accept", "decline", "expand", "end"], what: .callAction,
                                          line: line, after: keyword, usage: usage)
            else { return nil }
            let actions: [String: DeviceEvent] = ["accept": .callAccept, "decline": .callDecline, "expand": .callExpand,
                                                  "end": .callEnd]
            event = actions[choice] ?? .callEnd
        case .alert:
            guard cursor.peek() != nil else { event = .alert; break }
            guard readChoice(&cursor, ["dismiss"], what: .alertAction, line: line, after: keyword,
                             usage: usage) != nil
            else { return nil }
            event = .alertDismiss
        case .notificationCenter, .controlCenter:
            guard let choice = readChoice(&cursor, ["open", "close"], what: .overlayAction, line: line,
                                          after: keyword, usage: usage)
            else { return nil }
            event = keyword.text == "notification-center" ? .notificationCenter(open: choice == "open")
                : .controlCenter(open: choice == "open")
        case .fetch, .location, .crash:
            guard let app = readAppName(&cursor, line: line, after: keyword, usage: usage) else { return nil }
            event = keyword.text == "fetch" ? .fetch(app: app) : (keyword.text == "location" ? .location(app: app)
                : .crash(app: app))
        case .prewarm:
            guard let app = readAppName(&cursor, line: line, after: keyword, usage: usage) else { return nil }
            event = .prewarm(app: app)
        case .reinstall:
            guard let app = readAppName(&cursor, line: line, after: keyword, usage: usage) else { return nil }
            event = .reinstall(app: app)
        case .transfersFinish:
            guard let app = readAppName(&cursor, line: line, after: keyword, usage: usage) else { return nil }
            event = .transfersFinish(app: app)
        case .push:
            guard let app = readAppName(&cursor, line: line, after: keyword, usage: usage) else { return nil }
            event = .push(app: app, contentAvailable: cursor.skip(word: "content-available") != nil)
        case .localNotification:
            guard let app = readAppName(&cursor, line: line, after: keyword, usage: usage) else { return nil }
            event = .localNotification(app: app)
        case .tapNotification:
            guard let app = readAppName(&cursor, line: line, after: keyword, usage: usage) else { return nil }
            var local = false
            if cursor.peek() != nil {
                guard let kind = readChoice(&cursor, ["local", "push"], what: .notificationKind, line: line,
                                            after: keyword, usage: usage)
                else { return nil }
                local = kind == "local"
            }
            event = .tapNotification(app: app, local: local)
        case .open:
            event = readOpen(&cursor, keyword: keyword, line: line, usage: usage)
        case .refresh:
            guard let choice = readChoice(&cursor, ["on", "off"], what: .switchPosition, line: line,
                                          after: keyword, usage: usage)
            else { return nil }
            var app: String?
            if cursor.peek() != nil {
                guard let named = readAppName(&cursor, line: line, after: keyword, usage: usage) else { return nil }
                app = named
            }
            event = .refresh(on: choice == "on", app: app)
        case .debugger:
            guard let choice = readChoice(&cursor, ["attach", "detach", "kill"], what: .debuggerAction, line: line,
                                          after: keyword, usage: usage),
                  let app = readAppName(&cursor, line: line, after: cursor.peek(-1) ?? keyword, usage: usage)
            else { return nil }
            event = choice == "attach" ? .debuggerAttach(app: app)
                : (choice == "detach" ? .debuggerDetach(app: app) : .debuggerKill(app: app))
        case .disconnect:
            guard let (app, scene, _) = readSceneName(&cursor, line: line, after: keyword, usage: usage) else {
                return nil
            }
            event = .disconnectScene(app: app, scene: scene)
        case .openWindow:
            let appToken = cursor.peek()
            guard let app = readAppName(&cursor, line: line, after: keyword, usage: usage) else { return nil }
            if let appToken { laterChecks.append(LaterCheck(.windowUse, app: app, line: line, token: appToken)) }
            event = .openWindow(app: app)
        case .closeWindow:
            guard let (app, scene, _) = readSceneName(&cursor, line: line, after: keyword, usage: usage) else {
                return nil
            }
            event = .closeWindow(app: app, scene: scene)
        case .split:
            guard cursor.peek() != nil else { event = .unsplit; break }
            guard let first = readSceneName(&cursor, line: line, after: keyword, usage: usage),
                  let second = readSceneName(&cursor, line: line, after: first.token, usage: usage)
            else { return nil }
            if first.app == second.app && first.scene == second.scene {
                error(DiagnosticText.splitWithItself(scene: "\(first.app)/\(first.scene)"), line: line, token: second.token)
                return nil
            }
            event = .split(SceneName(app: first.app, scene: first.scene), SceneName(app: second.app, scene: second.scene))
        case .lowPower, .charging, .network:
            guard let choice = readChoice(&cursor, ["on", "off"], what: .switchPosition, line: line,
                                          after: keyword, usage: usage)
            else { return nil }
            event = keyword.text == "low-power" ? .lowPower(on: choice == "on")
                : (keyword.text == "charging" ? .charging(on: choice == "on") : .network(on: choice == "on"))
        case .bgtask:
            guard let choice = readChoice(&cursor, BGTaskSystemAction.allCases.map(\.rawValue), what: .bgtaskAction,
                                          line: line, after: keyword, usage: usage),
                  let app = readAppName(&cursor, line: line, after: cursor.peek(-1) ?? keyword, usage: usage),
                  let (id, _) = readBGTaskIdentifier(&cursor, after: cursor.peek(-1) ?? keyword, line: line, usage: usage)
            else { return nil }
            event = .bgTask(app: app, id: id, BGTaskSystemAction(rawValue: choice) ?? .run)
        }
        guard let event, expectEnd(cursor, line: line, usage: usage) else { return nil }
        noteReachedApps(event)
        return event
    }

    /// `switcher`, `switcher open APP`, `switcher kill APP`, `switcher close`.
    private mutating func readSwitcher(_ cursor: inout TokenCursor, keyword: Token, line: SourceLine,
                                       usage: String) -> DeviceEvent? {
        guard cursor.peek() != nil else { return .switcherShow }
        guard let choice = readChoice(&cursor, ["open", "kill", "close"], what: .switcherAction, line: line,
                                      after: keyword, usage: usage)
        else { return nil }
        if choice == "close" { return .switcherClose }
        // SC-8: `switcher kill APP/N` swipes away one window's card (iPad).
        if choice == "kill", let token = cursor.peek(), token.kind == .word, token.containsSlash {
            guard let (app, scene, _) = readSceneName(&cursor, line: line, after: cursor.peek(-1) ?? keyword,
                                                       usage: usage)
            else { return nil }
            return .switcherKillScene(app: app, scene: scene)
        }
        guard let app = readAppName(&cursor, line: line, after: cursor.peek(-1) ?? keyword, usage: usage) else {
            return nil
        }
        return choice == "open" ? .switcherOpen(app: app) : .switcherKill(app: app)
    }

    /// `open URL in APP [from APP]`.
    private mutating func readOpen(_ cursor: inout TokenCursor, keyword: Token, line: SourceLine,
                                   usage: String) -> DeviceEvent? {
        guard let url = cursor.nextGlued() else {
            error(DiagnosticMessages.missing(.aURL, after: "open", usage: usage), line: line, token: keyword)
            return nil
        }
        guard let inKeyword = cursor.next() else {
            error(DiagnosticMessages.missing(.inApp, after: "open " + url.spelling, usage: usage), line: line,
                  token: url)
            return nil
        }
        guard inKeyword.isWord("in") else {
            error(DiagnosticMessages.expectedWord("in", found: inKeyword.spelling, usage: usage), line: line,
                  token: inKeyword)
            return nil
        }
        guard let app = readAppName(&cursor, line: line, after: inKeyword, usage: usage) else { return nil }
        var from: String?
        if let fromKeyword = cursor.skip(word: "from") {
            guard let sender = readAppName(&cursor, line: line, after: fromKeyword, usage: usage) else { return nil }
            from = sender
        }
        return .openURL(url: url.text, app: app, from: from)
    }

    /// `share FILE from APP to APP`.
    private mutating func readShare(_ cursor: inout TokenCursor, keyword: Token, line: SourceLine,
                                    usage: String) -> DeviceEvent? {
        guard let file = readFileName(&cursor, line: line, after: keyword, usage: usage) else { return nil }
        guard let fromKeyword = readKeyword("from", &cursor, missing: .fromAppToApp,
                                            after: "share " + (cursor.peek(-1)?.spelling ?? file), line: line,
                                            usage: usage),
              let sender = readAppName(&cursor, line: line, after: fromKeyword, usage: usage),
              let toKeyword = readKeyword("to", &cursor, missing: .toApp, after: "from " + sender, line: line,
                                          usage: usage)
        else { return nil }
        let receiverToken = cursor.peek()
        guard let receiver = readAppName(&cursor, line: line, after: toKeyword, usage: usage) else { return nil }
        if receiver == sender, let receiverToken {
            error(DiagnosticText.shareWithItself(app: sender), line: line, token: receiverToken)
            return nil
        }
        return .share(file: file, from: sender, to: receiver)
    }

    /// Reads the word `word`, reporting a missing or different token.
    mutating func readKeyword(_ word: String, _ cursor: inout TokenCursor, missing what: DiagnosticNoun, after: String,
                              line: SourceLine, usage: String) -> Token? {
        guard let token = cursor.next() else {
            error(DiagnosticMessages.missing(what, after: after, usage: usage), line: line,
                  token: cursor.peek(-1) ?? Token(kind: .word, text: "", column: 1, length: 1, spaceBefore: true))
            return nil
        }
        guard token.isWord(word) else {
            error(DiagnosticMessages.expectedWord(word, found: token.spelling, usage: usage), line: line, token: token)
            return nil
        }
        return token
    }

    /// Notes the apps an event launches or reaches, for the unused-handler warning.
    mutating func noteReachedApps(_ event: DeviceEvent) {
        switch event {
        case .launch(let app, _), .switcherOpen(let app), .switcherKill(let app), .fetch(let app),
             .push(let app, _), .location(let app), .transfersFinish(let app), .crash(let app), .debuggerAttach(let app),
             .debuggerDetach(let app), .debuggerKill(let app), .localNotification(let app), .tapNotification(let app, _),
             .bgTask(let app, _, _),
             .disconnectScene(let app, _), .openWindow(let app), .closeWindow(let app, _),
             .switcherKillScene(let app, _):
            noteReached(app)
        case .split(let first, let second):
            noteReached(first.app)
            noteReached(second.app)
        case .openURL(_, let app, let from):
            noteReached(app)
            if let from { noteReached(from) }
        case .refresh(_, let app):
            if let app { noteReached(app) }
        case .share(_, let from, let to):
            noteReached(from)
            noteReached(to)
        case .pushController(let app, _, _), .popController(let app, _), .presentController(let app, _, _),
             .dismissController(let app, _), .prewarm(let app):
            noteReached(app)
        case .memoryWarning, .memoryPressure, .ps, .charging, .network, .reinstall:
            break
        case .home, .switcherShow, .switcherClose, .lock, .unlock, .call, .callAccept, .callDecline, .callExpand, .callEnd,
             .alert, .alertDismiss, .notificationCenter, .controlCenter, .lowPower, .reboot, .unsplit:
            break
        }
    }

    /// Adds `app` to the apps the timeline reaches; the same app line after line is found without hashing.
    private mutating func noteReached(_ app: String) {
        guard app != lastReachedApp else { return }
        appsReachedByTimeline.insert(app)
        lastReachedApp = app
    }
}
