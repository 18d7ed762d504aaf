import LifecycleSim

extension ParserSession {
    /// `on CALLBACK: ACTION; ...` indented under an `app` line, or `on APP.CALLBACK: ...` anywhere in the header.
    mutating func readHandler(_ cursor: inout TokenCursor, keyword: Token, indented: Bool, line: SourceLine) {
        let usage = DiagnosticMessages.Usage.handler
        let openBlock = currentApp
        let appAbove = currentApp ?? apps.last?.name
        if !indented { currentApp = nil }
        guard let head = cursor.next(), head.kind == .word else {
            error(DiagnosticMessages.missing(.aCallback, after: "on", usage: usage), line: line,
                  token: cursor.peek(-1) ?? keyword)
            return
        }
        var callbackToken = head
        let app: String
        if let dot = head.text.unicodeScalars.firstIndex(of: ".") {
            let scalars = head.text.unicodeScalars
            let appText = String(scalars[..<dot])
            let callbackText = String(scalars[scalars.index(after: dot)...])
            let appLength = appText.unicodeScalars.count
            let appToken = Token(kind: .word, text: appText, column: head.column, length: max(1, appLength),
                                 spaceBefore: true)
            callbackToken = Token(kind: .word, text: callbackText, column: head.column + appLength + 1,
                                  length: callbackText.unicodeScalars.count, spaceBefore: false)
            guard Vocabulary.isIdentifier(appText) else {
                error(DiagnosticMessages.notAnAppName(appText, usage: usage), line: line, token: appToken)
                return
            }
            noteAppReference(appText, line: line, token: appToken)
            app = appText
            guard !callbackText.isEmpty else {
                error(DiagnosticMessages.missing(.aCallback, after: appText + ".", usage: usage), line: line,
                      token: head)
                return
            }
        } else if let current = currentApp, indented {
            app = current
        } else if !indented, appIndex[head.text] != nil, let next = cursor.peek(), next.kind == .word {
            error(DiagnosticText.handlerAppNeedsDot(app: head.text, callback: Self.callbackForMessages(next)),
                  line: line, from: head, through: next)
            return
        } else if !indented, let openBlock {
            // An `on` line the writer forgot to indent under an open `app` block: reported once, then
            // read as the app's (so the block stays open, and nothing after it is reported again
            // for the same slip, such as an end-task whose begin-task is on this line).
            error(DiagnosticMessages.unindentedHandlerNeedsApp(Self.callbackForMessages(head), app: openBlock),
                  line: line, token: head)
            currentApp = openBlock
            app = openBlock
        } else {
            let callback = Self.callbackForMessages(head)
            let message = indented ? DiagnosticText.indentedHandlerWithoutApp(callback: callback)
                : DiagnosticMessages.unindentedHandlerNeedsApp(callback, app: appAbove)
            error(message, line: line, token: head)
            return
        }
        guard let callback = readCallback(callbackToken, &cursor, app: app, line: line, usage: usage) else { return }
        if callback == .delegate(.performFetch) {
            laterChecks.append(LaterCheck(.performFetchHandler, app: app, line: line, token: callbackToken))
        }
        if case .delegate(let method) = callback, AppDelegateLifecycle.sceneMethod(for: method) != nil {
            laterChecks.append(LaterCheck(.appDelegateLifecycleHandler(method), app: app, line: line, token: callbackToken))
        }
        guard let colon = cursor.skip(.colon) else {
            let at = cursor.peek() ?? cursor.peek(-1) ?? head
            error(DiagnosticMessages.missingColon(after: callback.description, usage: usage), line: line, token: at)
            return
        }
        let actions = readActions(&cursor, app: app, callback: callback, colon: colon, line: line)
        handlers.append(PendingHandler(app: app, handler: HandlerDeclaration(
            callback: callback, actions: actions, location: SourceLocation(line: line.number, column: keyword.column)),
            line: line))
    }

    /// How messages that suggest a whole `on APP.CALLBACK:` write the callback `token` names: its
    /// short name when `token` is one, spells one the UIKit way or is a near miss of one; else the
    /// word as written when it is a name, else `CALLBACK`.
    static func callbackForMessages(_ token: Token) -> String {
        if Vocabulary.callbacks.contains(token.text) { return token.text }
        if let foreign = ForeignCallbackName.named(token.text) { return foreign.callback.rawValue }
        if let near = Suggestion.nearest(to: token.text, in: Vocabulary.callbacks) { return near }
        return Vocabulary.isIdentifier(token.text) ? token.text : "CALLBACK"
    }

    /// The callback named by `token` (`didEnterBackground`, or `expire` followed by a task name).
    private mutating func readCallback(_ token: Token, _ cursor: inout TokenCursor, app: String, line: SourceLine,
                                       usage: String) -> Callback? {
        if token.text == "expire" {
            guard let (task, taskToken) = readTaskName(&cursor, line: line, after: token, usage: usage) else {
                return nil
            }
            laterChecks.append(LaterCheck(.expireHandler(task), app: app, line: line, token: taskToken))
            return .expire(task: task)
        }
        if Vocabulary.bgTaskCallbacks.contains(token.text) {
            guard let (id, idToken) = readBGTaskIdentifier(&cursor, after: token, line: line, usage: usage) else { return nil }
            laterChecks.append(LaterCheck(.bgTaskHandlerID, app: app, line: line, token: idToken))
            return token.text == "bgtask" ? .bgTask(id: id) : .bgTaskExpire(id: id)
        }
        if let delegate = DelegateCallback(rawValue: token.text) {
            guard !Vocabulary.documentSendingCallbacks.contains(delegate) else {
                error(DiagnosticText.sendingCallbackInHandler(callback: token.text), line: line, token: token)
                return nil
            }
            if Vocabulary.restorationCallbacks.contains(delegate) {
                laterChecks.append(LaterCheck(.restorationHandler, app: app, line: line, token: token))
            }
            if delegate.isSceneLifecycle { laterChecks.append(LaterCheck(.sceneUse, app: app, line: line, token: token)) }
            if delegate.isPhase { laterChecks.append(LaterCheck(.phaseUse, app: app, line: line, token: token)) }
            return .delegate(delegate)
        }
        if Vocabulary.controllerCallbacks.contains(token.text) {
            error(DiagnosticText.controllerCallbackInHandler(callback: token.text), line: line, token: token)
            return nil
        }
        if reportForeignCallback(token, cursor, inHandler: true, line: line) { return nil }
        error(DiagnosticMessages.unknownWord(.callback, token.text, choices: Vocabulary.callbacks), line: line,
              token: token)
        return nil
    }

    /// The `;`-separated actions after the colon of an `on` line.
    private mutating func readActions(_ cursor: inout TokenCursor, app: String, callback: Callback, colon: Token,
                                      line: SourceLine) -> [ActionStatement] {
        var actions: [ActionStatement] = []
        var group: [Token] = []
        var separator = colon
        func flush(_ session: inout ParserSession, _ group: [Token], separator: Token) -> ActionStatement? {
            guard !group.isEmpty else {
                session.error(DiagnosticMessages.emptyAction(after: separator.spelling), line: line, token: separator)
                return nil
            }
            return session.readAction(group, app: app, callback: callback, line: line)
        }
        while let token = cursor.next() {
            if token.kind == .semicolon {
                if let action = flush(&self, group, separator: separator) { actions.append(action) }
                group = []
                separator = token
            } else {
                group.append(token)
            }
        }
        if let action = flush(&self, group, separator: separator) { actions.append(action) }
        return actions
    }
}
