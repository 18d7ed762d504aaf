import LifecycleSim

extension ParserSession {
    /// `app NAME [id X] [process NAME] [modes A,B] [exits-on-suspend] [memory SIZE] [restoration]
    /// [documents UTI,...] [exports UTI conforms-to UTI [extension EXT]]... [builtin] [version V]`.
    mutating func readApp(_ cursor: inout TokenCursor, keyword: Token, line: SourceLine) {
        let usage = DiagnosticMessages.Usage.app
        currentApp = nil
        guard let nameToken = cursor.next() else {
            error(DiagnosticMessages.missing(.aName, after: "app", usage: usage), line: line, token: keyword)
            return
        }
        guard nameToken.kind == .word, Vocabulary.isIdentifier(nameToken.text) else {
            error(DiagnosticText.notAnIdentifier(spelling: nameToken.spelling, what: .appName), line: line,
                  token: nameToken)
            // The lines indented below belong to this broken line and raise no more errors.
            currentApp = nameToken.spelling
            appsOfBrokenLines.insert(nameToken.spelling)
            return
        }
        let name = nameToken.text
        // Indented lines below belong to this name even when the line has an error, so they raise no more.
        currentApp = name
        if let previous = appIndex[name] {
            error(DiagnosticText.duplicateApp(name: name, line: apps[previous].location.line), line: line,
                  token: nameToken)
            return
        }
        if Vocabulary.keywords.contains(name) {
            error(DiagnosticText.keywordAsName(name: name, what: .anApp), line: line, token: nameToken)
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
            guard checkOption(option, of: .appOption, known: Vocabulary.appOptions,
                              repeatable: Vocabulary.repeatableAppOptions, seen: &seen, line: line, usage: usage)
            else { return }
            switch option.text {
            case "id":
                guard let value = cursor.nextGlued() else {
                    error(DiagnosticMessages.missing(.aBundleIdentifier, after: "id", usage: usage), line: line,
                          token: option)
                    return
                }
                app.bundleID = value.text
            case "process":
                guard let value = cursor.next(), value.kind == .word || value.kind == .string else {
                    error(DiagnosticMessages.missing(.aProcessName, after: "process", usage: usage), line: line,
                          token: option)
                    return
                }
                app.processName = value.text
                app.hasExplicitProcessName = true
            case "modes":
                guard readModes(&cursor, into: &app, keyword: option, line: line) else { return }
            case "exits-on-suspend":
                app.exitsOnSuspend = true
            case "memory":
                guard let memory = readSize(&cursor, line: line, after: option, usage: usage) else { return }
                app.memory = memory
            case "restoration":
                app.restoration = true
                laterChecks.append(LaterCheck(.restorationOption, app: name, line: line, token: option))
            case "documents":
                guard readDocumentTypes(&cursor, into: &app, keyword: option, line: line) else { return }
            case "exports":
                guard let (type, typeToken) = readExport(&cursor, keyword: option, line: line) else { return }
                if app.exports.contains(where: { $0.identifier == type.identifier }) {
                    error(DiagnosticText.duplicateExport(type: type.identifier), line: line, token: typeToken)
                    return
                }
                app.exports.append(type)
            case "bgtasks":
                var previous = option
                repeat {
                    guard let id = readBGTaskIdentifier(&cursor, after: previous, line: line, usage: usage,
                                                        wildcard: true) else { return }
                    if !app.bgTaskIdentifiers.contains(id.0) { app.bgTaskIdentifiers.append(id.0) }
                    previous = id.1
                } while cursor.skip(.comma).map({ previous = $0 }) != nil
            case "scenes", "swiftui":
                app.scenes = true
                if option.text == "swiftui" { app.swiftUI = true }
                laterChecks.append(LaterCheck(.sceneOption, app: name, line: line, token: option))
                // `scenes multiple`: UIApplicationSupportsMultipleScenes (SC-6).
                if option.text == "scenes", let next = cursor.peek(), next.kind == .word {
                    if cursor.skip(word: "multiple") != nil {
                        app.multipleScenes = true
                        laterChecks.append(LaterCheck(.multipleSceneOption, app: name, line: line, token: next))
                    } else if !Vocabulary.appOptions.contains(next.text),
                              Suggestion.nearest(to: next.text, in: ["multiple"]) != nil {
                        error(DiagnosticMessages.unknownWord(.scenesOption, next.spelling, choices: ["multiple"]),
                              line: line, token: next)
                        return
                    }
                }
            case "builtin":
                app.builtin = true
                if !Vocabulary.builtinApps.contains(name) {
                    warning(DiagnosticMessages.unknownBuiltin(name, suggestion: Suggestion.nearest(
                        to: name, in: Vocabulary.builtinApps)), line: line, token: nameToken)
                }
            default:
                guard let value = cursor.nextGlued() else {
                    error(DiagnosticMessages.missing(.aVersion, after: "version", usage: usage), line: line,
                          token: option)
                    return
                }
                app.version = value.text
            }
        }
    }

    /// One BGTaskScheduler identifier (`com.example.refresh`), or a located error (BT-1); with
    /// `wildcard`, an entry of the app's list may also be `PREFIX.*` (BT-9).
    mutating func readBGTaskIdentifier(_ cursor: inout TokenCursor, after keyword: Token, line: SourceLine,
                                       usage: String, wildcard: Bool = false) -> (String, Token)? {
        guard let token = cursor.peek(), token.kind == .word || token.kind == .string else {
            error(DiagnosticMessages.missing(.aTaskIdentifier, after: keyword.spelling, usage: usage), line: line,
                  token: keyword)
            return nil
        }
        _ = cursor.next()
        let bare = wildcard && PermittedIdentifiers.isWildcard(token.text) ? String(token.text.dropLast(2)) : token.text
        guard token.kind == .word, Vocabulary.isBGTaskIdentifier(bare) else {
            error(DiagnosticText.notABGTaskIdentifier(text: token.spelling), line: line, token: token)
            return nil
        }
        return (token.text, token)
    }

    /// `documents UTI[,UTI...]`; false after an error.
    private mutating func readDocumentTypes(_ cursor: inout TokenCursor, into app: inout AppDeclaration,
                                            keyword: Token, line: SourceLine) -> Bool {
        var previous = keyword
        repeat {
            guard let token = cursor.next(), token.kind == .word else {
                error(DiagnosticMessages.missing(.aTypeIdentifier, after: previous.spelling,
                                                 usage: DiagnosticMessages.Usage.documents),
                      line: line, token: cursor.peek(-1) ?? previous)
                return false
            }
            guard Vocabulary.isTypeIdentifier(token.text) else {
                error(DiagnosticText.notATypeIdentifier(spelling: token.text), line: line, token: token)
                return false
            }
            if app.documents.contains(token.text) {
                warning(DiagnosticText.duplicateDocumentType(type: token.text), line: line, token: token)
            } else {
                app.documents.append(token.text)
            }
            previous = token
        } while cursor.skip(.comma).map({ previous = $0 }) != nil
        return true
    }

    /// `exports UTI conforms-to UTI [extension EXT]` after `exports`.
    private mutating func readExport(_ cursor: inout TokenCursor, keyword: Token,
                                     line: SourceLine) -> (TypeDeclaration, Token)? {
        let usage = DiagnosticMessages.Usage.exports
        guard let (identifier, identifierToken) = readTypeIdentifier(&cursor, after: keyword, line: line,
                                                                     usage: usage)
        else { return nil }
        guard let conforms = cursor.next() else {
            error(DiagnosticMessages.missing(.conformsToUTI, after: "exports " + identifier, usage: usage),
                  line: line, token: cursor.peek(-1) ?? keyword)
            return nil
        }
        guard conforms.isWord("conforms-to") else {
            error(DiagnosticMessages.expectedWord("conforms-to", found: conforms.spelling, usage: usage), line: line,
                  token: conforms)
            return nil
        }
        guard let (parent, _) = readTypeIdentifier(&cursor, after: conforms, line: line, usage: usage) else {
            return nil
        }
        var declaration = TypeDeclaration(identifier: identifier, conformsTo: parent)
        if let extensionKeyword = cursor.skip(word: "extension") {
            guard let token = cursor.next() else {
                error(DiagnosticMessages.missing(.aFileExtension, after: "extension", usage: usage), line: line,
                      token: extensionKeyword)
                return nil
            }
            guard token.kind == .word, Vocabulary.isFileExtension(token.text) else {
                error(DiagnosticMessages.notAFileExtension(token.spelling), line: line, token: token)
                return nil
            }
            declaration.fileExtension = token.text
        }
        return (declaration, identifierToken)
    }

    /// One type identifier (`public.text`).
    private mutating func readTypeIdentifier(_ cursor: inout TokenCursor, after keyword: Token, line: SourceLine,
                                             usage: String) -> (String, Token)? {
        guard let token = cursor.next() else {
            error(DiagnosticMessages.missing(.aTypeIdentifier, after: keyword.spelling, usage: usage), line: line,
                  token: keyword)
            return nil
        }
        guard token.kind == .word, Vocabulary.isTypeIdentifier(token.text) else {
            error(DiagnosticText.notATypeIdentifier(spelling: token.spelling), line: line, token: token)
            return nil
        }
        return (token.text, token)
    }

    /// `modes MODE[,MODE...]`; false after an error.
    private mutating func readModes(_ cursor: inout TokenCursor, into app: inout AppDeclaration, keyword: Token,
                                    line: SourceLine) -> Bool {
        let choices = BackgroundMode.allCases.map(\.rawValue)
        var previous = keyword
        repeat {
            guard let token = cursor.next(), token.kind == .word else {
                error(DiagnosticMessages.missing(.aBackgroundMode, after: previous.spelling,
                                                 usage: DiagnosticMessages.Usage.modes),
                      line: line, token: cursor.peek(-1) ?? previous)
                return false
            }
            guard let mode = BackgroundMode(rawValue: token.text) else {
                error(DiagnosticMessages.unknownWord(.backgroundMode, token.text, choices: choices), line: line,
                      token: token)
                return false
            }
            if app.modes.contains(mode) {
                warning(DiagnosticText.duplicateMode(mode: token.text), line: line, token: token)
            } else {
                app.modes.append(mode)
            }
            previous = token
        } while cursor.skip(.comma).map({ previous = $0 }) != nil
        return true
    }
}
