import LifecycleSim

extension ParserSession {
    /// One action of an `on` line for `callback`, with its optional `after DURATION`.
    mutating func readAction(_ tokens: [Token], app: String, callback: Callback,
                             line: SourceLine) -> ActionStatement? {
        var cursor = TokenCursor(tokens)
        guard let keyword = cursor.next() else { return nil }
        guard keyword.kind == .word else {
            error(DiagnosticMessages.unknownWord(.action, keyword.spelling, choices: Vocabulary.actions), line: line,
                  token: keyword)
            return nil
        }
        let usage = DiagnosticMessages.Usage.action(keyword.text)
        // Before UIApplicationMain there is no UIApplication and no run loop yet (LA-1, PW-1).
        if callback == .delegate(.main), !Vocabulary.actionsBeforeUIApplicationMain.contains(keyword.text), Vocabulary.actions.contains(keyword.text) {
            error(DiagnosticText.actionBeforeUIApplicationMain(action: keyword.text), line: line, token: keyword)
            return nil
        }
        let action: AppAction
        switch keyword.text {
        case "begin-task", "end-task":
            guard let (task, taskToken) = readTaskName(&cursor, line: line, after: keyword, usage: usage) else {
                return nil
            }
            if keyword.text == "begin-task" {
                begunTasks[app, default: []].insert(task)
                action = .beginTask(task)
            } else {
                laterChecks.append(LaterCheck(.endTask(task), app: app, line: line, token: taskToken))
                action = .endTask(task)
            }
        case "end-all-tasks": action = .endAllTasks
        case "request-scene":
            laterChecks.append(LaterCheck(.requestSceneUse, app: app, line: line, token: keyword))
            action = .requestScene
        case "bg-cancel-all": action = .bgCancel(nil)
        case "bg-register", "bg-cancel", "bg-complete":
            guard let (id, _) = readBGTaskIdentifier(&cursor, after: keyword, line: line, usage: usage) else { return nil }
            if keyword.text == "bg-complete" {
                guard let result = readChoice(&cursor, ["success", "failure"], what: .taskResult, line: line,
                                              after: cursor.peek(-1) ?? keyword, usage: usage)
                else { return nil }
                action = .bgComplete(id, success: result == "success")
            } else {
                action = keyword.text == "bg-register" ? .bgRegister(id) : .bgCancel(id)
            }
        case "bg-submit":
            guard let (id, _) = readBGTaskIdentifier(&cursor, after: keyword, line: line, usage: usage),
                  let kind = readChoice(&cursor, BGTaskKind.allCases.map(\.rawValue), what: .requestKind, line: line,
                                        after: cursor.peek(-1) ?? keyword, usage: usage)
            else { return nil }
            var request = BGTaskRequest(identifier: id, kind: BGTaskKind(rawValue: kind) ?? .refresh)
            while let option = cursor.peek(), option.kind == .word, ["earliest", "network", "power"].contains(option.text) {
                _ = cursor.next()
                switch option.text {
                case "earliest":
                    guard let duration = readDuration(&cursor, line: line, after: option, usage: usage) else { return nil }
                    request.earliestDelay = duration
                case "network": request.requiresNetwork = true
                default: request.requiresPower = true
                }
            }
            action = .bgSubmit(request)
        case "start-audio": action = .startAudio
        case "stop-audio": action = .stopAudio
        case "start-location": action = .startLocation
        case "stop-location": action = .stopLocation
        case "crash": action = .crash
        case "log-remaining": action = .logRemaining
        case "log-state": action = .logState
        case "read-protected-file": action = .readProtectedFile
        case "start-transfer": action = .startTransfer
        case "complete-events": action = .completeEvents
        case "work":
            guard let duration = readDuration(&cursor, line: line, after: keyword, usage: usage) else { return nil }
            if let after = cursor.peek(), after.isWord("after") {
                error(DiagnosticText.workCannotBeDelayed, line: line, from: after, through: cursor.last ?? after)
                return nil
            }
            guard expectEnd(cursor, line: line, usage: usage) else { return nil }
            return ActionStatement(action: .work(duration), delay: nil,
                                   location: SourceLocation(line: line.number, column: keyword.column))
        case "complete-fetch":
            guard let result = readChoice(&cursor, FetchResult.allCases.map(\.rawValue), what: .fetchResult,
                                          line: line, after: keyword, usage: usage)
            else { return nil }
            action = .completeFetch(FetchResult(rawValue: result) ?? .noData)
        case "log":
            guard let text = readLogText(&cursor, keyword: keyword, line: line) else { return nil }
            action = .log(text)
        case "set-default", "log-default":
            guard let key = cursor.next(), key.kind == .word else {
                error(DiagnosticMessages.missing(.aName, after: keyword.text, usage: usage), line: line, token: cursor.last ?? keyword)
                return nil
            }
            if keyword.text == "log-default" {
                action = .logDefault(key.text)
            } else {
                guard let value = cursor.next() else {
                    error(DiagnosticMessages.missing(.aText, after: "set-default \(key.text)", usage: usage), line: line, token: key)
                    return nil
                }
                guard value.kind == .string else {
                    error(DiagnosticText.defaultValueNeedsQuotes, line: line, token: value)
                    return nil
                }
                action = .setDefault(key: key.text, value: value.text)
            }
        case "refuse":
            guard case .delegate(let delegate) = callback, Vocabulary.refusableCallbacks.contains(delegate) else {
                error(DiagnosticText.refuseOutsideStateHandler(callback: callback.description), line: line, token: keyword)
                return nil
            }
            if let after = cursor.peek(), after.isWord("after") {
                error(DiagnosticText.refuseCannotBeDelayed, line: line, from: after, through: cursor.last ?? after)
                return nil
            }
            action = .refuse
        default:
            error(DiagnosticMessages.unknownWord(.action, keyword.text, choices: Vocabulary.actions), line: line,
                  token: keyword)
            return nil
        }
        var delay: VirtualDuration?
        if callback == .delegate(.main), let after = cursor.peek(), after.isWord("after") {
            error(DiagnosticText.timerBeforeUIApplicationMain, line: line, from: after, through: cursor.last ?? after)
            return nil
        }
        if let after = cursor.skip(word: "after") {
            guard let duration = readDuration(&cursor, line: line, after: after, usage: usage) else { return nil }
            delay = duration
        }
        guard expectEnd(cursor, line: line, usage: usage) else { return nil }
        return ActionStatement(action: action, delay: delay,
                               location: SourceLocation(line: line.number, column: keyword.column))
    }

    /// The string after `log` (in an action or on the timeline).
    mutating func readLogText(_ cursor: inout TokenCursor, keyword: Token, line: SourceLine) -> String? {
        guard let token = cursor.next() else {
            error(DiagnosticMessages.missing(.aText, after: "log",
                                             usage: DiagnosticMessages.Usage.log),
                  line: line, token: keyword)
            return nil
        }
        guard token.kind == .string else {
            error(DiagnosticText.logNeedsQuotes, line: line, token: token)
            return nil
        }
        return token.text
    }
}
