import LifecycleSim

/// The comma-separated lists of list expectations (`callbacks:`, `switcher:`, `inbox:` …).
extension ParserSession {
    /// The items of a list of app names (`APP, APP, ...`).
    mutating func readAppList(_ cursor: inout TokenCursor, line: SourceLine, usage: String) -> [String]? {
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
    mutating func readFileList(_ cursor: inout TokenCursor, line: SourceLine, usage: String) -> [String]? {
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
    mutating func readControllerCallbackList(_ cursor: inout TokenCursor, app: String, line: SourceLine,
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
                error(DiagnosticMessages.notAnIdentifier(controllerToken.text, what: .controllerName), line: line,
                      token: controllerToken)
                failed = true
                continue
            }
            guard checkControllerName(controllerToken, app: app, line: line) else {
                failed = true
                continue
            }
            guard let callback = ControllerCallback(rawValue: callbackToken.text) else {
                error(DiagnosticMessages.unknownWord(.controllerCallback, callbackToken.text,
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

    /// The items of `callbacks: CB, expire NAME, ...`.
    mutating func readCallbackList(_ cursor: inout TokenCursor, line: SourceLine,
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
            } else if name.kind == .word, Vocabulary.bgTaskCallbacks.contains(name.text) {
                if let (id, _) = readBGTaskIdentifier(&itemCursor, after: name, line: line, usage: usage) {
                    callback = name.text == "bgtask" ? .bgTask(id: id) : .bgTaskExpire(id: id)
                }
            } else if name.kind == .word, let delegate = DelegateCallback(rawValue: name.text) {
                callback = .delegate(delegate)
            } else if name.kind == .word, Vocabulary.controllerCallbacks.contains(
                Self.splitAtDot(name)?.tail.text ?? name.text) {
                error(DiagnosticMessages.controllerCallbackInAppList(name.text), line: line, token: name)
            } else if !reportForeignCallback(name, itemCursor, inHandler: false, line: line) {
                error(DiagnosticMessages.unknownWord(.callback, name.spelling, choices: Vocabulary.listedCallbacks),
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

    /// The notifications of `expect APP notifications: ...` (NT-1, NT-2), each by UIKit's name
    /// (`UIApplicationDidEnterBackgroundNotification`) or its Swift spelling
    /// (`UIApplication.didEnterBackgroundNotification`); nil after an item that names none.
    mutating func readNotificationList(_ cursor: inout TokenCursor, line: SourceLine,
                                       usage: String) -> [LifecycleNotification]? {
        guard let items = readList(&cursor, line: line) else { return nil }
        var notifications: [LifecycleNotification] = []
        var failed = false
        for item in items {
            var itemCursor = TokenCursor(item)
            guard let name = itemCursor.nextGlued() else { continue }
            guard let notification = LifecycleNotification(named: name.text) else {
                error(DiagnosticMessages.unknownWord(.lifecycleNotification, name.spelling,
                                                    choices: LifecycleNotification.allCases.map(\.name)),
                      line: line, token: name)
                failed = true
                continue
            }
            guard expectEnd(itemCursor, line: line, usage: usage) else {
                failed = true
                continue
            }
            notifications.append(notification)
        }
        return failed ? nil : notifications
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
}
