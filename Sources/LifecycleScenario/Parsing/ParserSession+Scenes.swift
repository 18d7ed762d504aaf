import LifecycleSim

/// Scenes in the language (SC-1): `APP/N` names and the checks that need the whole file.
extension ParserSession {
    /// Reads a scene name `APP/N` (N from 1); the app part is checked like any app name.
    mutating func readSceneName(_ cursor: inout TokenCursor, line: SourceLine, after keyword: Token,
                                usage: String) -> (app: String, scene: Int, token: Token)? {
        guard let token = cursor.next() else {
            error(DiagnosticMessages.missing(.aScene, after: keyword.text, usage: usage), line: line,
                  token: keyword)
            return nil
        }
        let parts = token.text.split(separator: "/", omittingEmptySubsequences: false)
        guard token.kind == .word, parts.count == 2, Vocabulary.isIdentifier(String(parts[0])),
              let number = Self.smallCount(String(parts[1])), number >= 1
        else {
            error(DiagnosticMessages.notASceneName(token.spelling, usage: usage), line: line, token: token)
            return nil
        }
        let app = String(parts[0])
        noteAppReference(app, line: line, token: token)
        sceneUses.append(NotedToken(app: app, line: line, token: token))
        return (app, number, token)
    }

    /// SC-6: `scenes multiple` off an iPad, and `open-window` or `request-scene` for an app
    /// without `scenes multiple`, would only ever be refused.
    private mutating func warnAboutWindows() {
        if let model = modelForWarnings, model != .ipad {
            for option in multipleSceneOptions {
                warning(DiagnosticMessages.multipleScenesOffIPad(model, app: option.app), line: option.line,
                        token: option.token)
            }
        }
        for use in windowUses + requestSceneUses {
            guard let index = appIndex[use.app], !apps[index].multipleScenes else { continue }
            let word = use.token.text == "request-scene" ? "request-scene" : "open-window"
            warning(DiagnosticText.windowUseWithoutMultiple(word: word, app: use.app), line: use.line, token: use.token)
        }
    }

    /// Warns about `scenes` on a device before iOS 13 (accepted and ignored, SC-1), and about scene
    /// handlers, `APP/N` names and `scenes N` expectations of an app without `scenes`.
    mutating func warnAboutScenes() {
        if let version = versionForWarnings, version.major < 13 {
            for option in sceneOptions {
                warning(DiagnosticText.scenesBeforeIOS13(version: version), line: option.line, token: option.token)
            }
        }
        warnAboutWindows()
        var warned: Set<String> = []
        for use in phaseUses {
            guard let index = appIndex[use.app], !apps[index].swiftUI else { continue }
            guard warned.insert("\(use.app) \(use.line.number) \(use.token.column)").inserted else { continue }
            warning(DiagnosticText.phaseUseWithoutSwiftUI(word: use.token.text, app: use.app), line: use.line, token: use.token)
        }
        for use in sceneUses {
            guard let index = appIndex[use.app], !apps[index].scenes else { continue }
            guard warned.insert("\(use.app) \(use.line.number) \(use.token.column)").inserted else { continue }
            warning(DiagnosticText.sceneUseWithoutOption(word: use.token.text, app: use.app), line: use.line,
                    token: use.token)
        }
    }
}
