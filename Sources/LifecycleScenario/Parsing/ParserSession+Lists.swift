import LifecycleSim

/// The comma-separated lists of list expectations (`callbacks:`, `switcher:`, `inbox:` …).
extension ParserSession {
    /// The items of a list (`readList`), each read from a cursor of its own by `readItem`, which
    /// reports what is wrong with an item and returns nil; nil when any item was wrong. Every item
    /// is read, so each wrong one is reported.
    mutating func readItems<Item>(_ cursor: inout TokenCursor, line: SourceLine,
                                  _ readItem: (inout ParserSession, inout TokenCursor) -> Item?) -> [Item]? {
        guard let items = readList(&cursor, line: line) else { return nil }
        var values: [Item] = []
        var failed = false
        for item in items {
            var itemCursor = TokenCursor(item)
            if let value = readItem(&self, &itemCursor) { values.append(value) } else { failed = true }
        }
        return failed ? nil : values
    }

    /// The items of a list of app names (`APP, APP, ...`).
    mutating func readAppList(_ cursor: inout TokenCursor, line: SourceLine, usage: String) -> [String]? {
        readItems(&cursor, line: line) { session, item in
            guard let previous = item.peek(),
                  let app = session.readAppName(&item, line: line, after: previous, usage: usage),
                  session.expectEnd(item, line: line, usage: usage)
            else { return nil }
            return app
        }
    }

    /// The items of a list of file names (`FILE, "FILE NAME", ...`).
    mutating func readFileList(_ cursor: inout TokenCursor, line: SourceLine, usage: String) -> [String]? {
        readItems(&cursor, line: line) { session, item in
            guard let file = item.nextGlued(), session.expectEnd(item, line: line, usage: usage) else { return nil }
            return file.text
        }
    }

    /// The items of `controller-callbacks: CONTROLLER.CB, ...`, each a `.controller` callback.
    mutating func readControllerCallbackList(_ cursor: inout TokenCursor, app: String, line: SourceLine,
                                             usage: String) -> [Callback]? {
        readItems(&cursor, line: line) { session, item in
            guard let token = item.next() else { return nil }
            guard let (controllerToken, callbackToken) = Self.splitAtDot(token) else {
                session.error(DiagnosticMessages.notAControllerCallbackItem(token.spelling), line: line, token: token)
                return nil
            }
            guard Vocabulary.isIdentifier(controllerToken.text) else {
                session.error(DiagnosticText.notAnIdentifier(spelling: controllerToken.text, what: .controllerName), line: line,
                              token: controllerToken)
                return nil
            }
            guard session.checkControllerName(controllerToken, app: app, line: line) else { return nil }
            guard let callback = ControllerCallback(rawValue: callbackToken.text) else {
                session.error(DiagnosticMessages.unknownWord(.controllerCallback, callbackToken.text,
                                                             choices: Vocabulary.controllerCallbacks),
                              line: line, token: callbackToken)
                return nil
            }
            guard session.expectEnd(item, line: line, usage: usage) else { return nil }
            return .controller(controllerToken.text, callback)
        }
    }

    /// The items of `callbacks: CB, expire NAME, ...`.
    mutating func readCallbackList(_ cursor: inout TokenCursor, line: SourceLine, usage: String) -> [Callback]? {
        readItems(&cursor, line: line) { session, item in
            guard let name = item.next() else { return nil }
            var callback: Callback?
            if name.isWord("expire") {
                if let (task, _) = session.readTaskName(&item, line: line, after: name, usage: usage) {
                    callback = .expire(task: task)
                }
            } else if name.kind == .word, Vocabulary.bgTaskCallbacks.contains(name.text) {
                if let (id, _) = session.readBGTaskIdentifier(&item, after: name, line: line, usage: usage) {
                    callback = name.text == "bgtask" ? .bgTask(id: id) : .bgTaskExpire(id: id)
                }
            } else if name.kind == .word, let delegate = DelegateCallback(rawValue: name.text) {
                callback = .delegate(delegate)
            } else if name.kind == .word, Vocabulary.controllerCallbacks.contains(
                Self.splitAtDot(name)?.tail.text ?? name.text) {
                session.error(DiagnosticText.controllerCallbackInAppList(item: name.text), line: line, token: name)
            } else if !session.reportForeignCallback(name, item, inHandler: false, line: line) {
                session.error(DiagnosticMessages.unknownWord(.callback, name.spelling, choices: Vocabulary.listedCallbacks),
                              line: line, token: name)
            }
            guard let callback, session.expectEnd(item, line: line, usage: usage) else { return nil }
            return callback
        }
    }

    /// The notifications of `expect APP notifications: ...` (NT-1, NT-2), each by UIKit's name
    /// (`UIApplicationDidEnterBackgroundNotification`) or its Swift spelling
    /// (`UIApplication.didEnterBackgroundNotification`); nil after an item that names none.
    mutating func readNotificationList(_ cursor: inout TokenCursor, line: SourceLine,
                                       usage: String) -> [LifecycleNotification]? {
        readItems(&cursor, line: line) { session, item in
            guard let name = item.nextGlued() else { return nil }
            guard let notification = LifecycleNotification(named: name.text) else {
                session.error(DiagnosticMessages.unknownWord(.lifecycleNotification, name.spelling,
                                                            choices: LifecycleNotification.allCases.map(\.name)),
                              line: line, token: name)
                return nil
            }
            guard session.expectEnd(item, line: line, usage: usage) else { return nil }
            return notification
        }
    }

    /// The comma-separated items of the rest of the line (none when it is empty); nil after an empty item.
    mutating func readList(_ cursor: inout TokenCursor, line: SourceLine) -> [[Token]]? {
        guard cursor.peek() != nil else { return [] }
        var items: [[Token]] = []
        var item: [Token] = []
        var separator: Token?
        var failed = false
        while let token = cursor.next() {
            if token.kind == .comma {
                if item.isEmpty {
                    error(DiagnosticText.emptyListItem, line: line, token: token)
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
            error(DiagnosticText.emptyListItem, line: line, token: separator)
            failed = true
        }
        items.append(item)
        return failed ? nil : items
    }
}
