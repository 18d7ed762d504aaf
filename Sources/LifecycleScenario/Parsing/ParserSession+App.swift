import LifecycleSim

extension ParserSession {
    /// `app NAME [id X] [process NAME] [modes A,B] [exits-on-suspend]`, (B) options reported.
    mutating func readApp(_ cursor: inout TokenCursor, keyword: Token, line: SourceLine) {
        let usage = DiagnosticMessages.Usage.app
        currentApp = nil
        guard let nameToken = cursor.next() else {
            error(DiagnosticMessages.missing("a name", after: "app", usage: usage), line: line, token: keyword)
            return
        }
        guard nameToken.kind == .word, Vocabulary.isIdentifier(nameToken.text) else {
            error(DiagnosticMessages.notAnIdentifier(nameToken.spelling, what: "an app name"), line: line,
                  token: nameToken)
            return
        }
        let name = nameToken.text
        // Indented lines below belong to this name even when the line has an error, so they raise no more.
        currentApp = name
        if let previous = appIndex[name] {
            error(DiagnosticMessages.duplicateApp(name, firstLine: apps[previous].location.line), line: line,
                  token: nameToken)
            return
        }
        if Vocabulary.keywords.contains(name) {
            error(DiagnosticMessages.keywordAsName(name, what: "an app"), line: line, token: nameToken)
        }
        var app = AppDeclaration(name: name, bundleID: "com.example." + name, processName: name, modes: [],
                                 exitsOnSuspend: false, handlers: [],
                                 location: SourceLocation(line: line.number, column: keyword.column))
        // The app is declared even when an option is wrong, so its name raises no further errors.
        defer {
            appIndex[name] = apps.count
            apps.append(app)
        }
        var seen: Set<String> = []
        while let option = cursor.next() {
            guard checkOption(option, of: "app", known: Vocabulary.appOptions,
                              deviceSystem: Vocabulary.deviceSystemAppOptions, seen: &seen, line: line, usage: usage)
            else { return }
            switch option.text {
            case "id":
                guard let value = cursor.nextGlued() else {
                    error(DiagnosticMessages.missing("a bundle identifier", after: "id", usage: usage), line: line,
                          token: option)
                    return
                }
                app.bundleID = value.text
            case "process":
                guard let value = cursor.next(), value.kind == .word || value.kind == .string else {
                    error(DiagnosticMessages.missing("a process name", after: "process", usage: usage), line: line,
                          token: option)
                    return
                }
                app.processName = value.text
            case "modes":
                guard readModes(&cursor, into: &app, keyword: option, line: line) else { return }
            default:
                app.exitsOnSuspend = true
            }
        }
    }

    /// `modes MODE[,MODE...]`; false after an error.
    private mutating func readModes(_ cursor: inout TokenCursor, into app: inout AppDeclaration, keyword: Token,
                                    line: SourceLine) -> Bool {
        let choices = BackgroundMode.allCases.map(\.rawValue)
        var previous = keyword
        repeat {
            guard let token = cursor.next(), token.kind == .word else {
                error(DiagnosticMessages.missing("a background mode", after: previous.spelling,
                                                 usage: DiagnosticMessages.Usage.modes),
                      line: line, token: cursor.peek(-1) ?? previous)
                return false
            }
            guard let mode = BackgroundMode(rawValue: token.text) else {
                error(DiagnosticMessages.unknownWord("background mode", token.text, choices: choices), line: line,
                      token: token)
                return false
            }
            if app.modes.contains(mode) {
                warning(DiagnosticMessages.duplicateMode(token.text), line: line, token: token)
            } else {
                app.modes.append(mode)
            }
            previous = token
        } while cursor.skip(.comma).map({ previous = $0 }) != nil
        return true
    }
}
