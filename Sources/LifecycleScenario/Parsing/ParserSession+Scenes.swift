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
        laterChecks.append(LaterCheck(.sceneUse, app: app, line: line, token: token))
        return (app, number, token)
    }
}
