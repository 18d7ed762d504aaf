import LifecycleSim

/// Lines in the wrong place: one error each, and none for the lines that follow from the same mistake.
extension ParserSession {
    /// True when `first` starts a line indented under an `app` line that is neither a header line nor
    /// a timeline statement (`  modes audio`, `  end-task sync`): reported here, and the header goes
    /// on, so the `on` lines below it are not reported as declarations after the timeline.
    mutating func readStrayIndentedLine(_ first: Token, line: SourceLine) -> Bool {
        guard first.column > 1, let app = currentApp, first.kind == .word else { return false }
        let word = first.text
        if Vocabulary.timelineStatements.contains(word) || appIndex[word] != nil || startsTime(word) {
            return false
        }
        let known = Vocabulary.actions.contains(word) || Vocabulary.appOptions.contains(word)
        if !known, Suggestion.nearest(to: word, in: Vocabulary.timelineStatements) != nil { return false }
        let appLine = appIndex[app].map { apps[$0].location.line }
        error(DiagnosticMessages.strayIndentedLine(word, app: app, appLine: appLine), line: line, token: first)
        return true
    }

    /// A declaration after the first timeline line: one error for it, and none for the lines
    /// indented under a misplaced `app` line (nor for uses of its name).
    mutating func readMisplacedDeclaration(_ keyword: Token, _ cursor: TokenCursor, line: SourceLine) {
        let timelineStart = firstTimelineLine ?? line.number
        guard keyword.text == "on" else {
            if keyword.text == "app", let name = cursor.peek(), name.kind == .word {
                appsOfBrokenLines.insert(name.text)
                inMisplacedApp = true
            }
            error(DiagnosticMessages.declarationAfterTimeline(keyword.text, timelineStart: timelineStart),
                  line: line, token: keyword)
            return
        }
        let head = cursor.peek()
        let named = head.flatMap { Self.splitAtDot($0) }
        let callbackToken = named?.tail ?? head
        let onlyApp = apps.count == 1 ? apps.first?.name : nil
        let message = DiagnosticMessages.handlerAfterTimeline(
            callbackToken.map(Self.callbackForMessages) ?? "CALLBACK", app: named?.head.text ?? onlyApp,
            namesApp: named != nil, timelineStart: timelineStart)
        error(message, line: line, from: keyword, through: callbackToken ?? keyword)
    }

    /// True for a line indented under a misplaced `app` line whose error covers it.
    mutating func isCoveredByMisplacedApp(_ first: Token) -> Bool {
        guard first.column > 1 else {
            inMisplacedApp = false
            return false
        }
        return inMisplacedApp && first.kind == .word && (Vocabulary.declarations.contains(first.text)
            || Vocabulary.controllerDeclarations.contains(first.text))
    }

    /// True for a word that starts a line's time: `12s`, `+5s`, or a negative time (`-5s`, an error
    /// the timeline reports).
    private func startsTime(_ word: String) -> Bool {
        guard let scalar = word.unicodeScalars.first else { return false }
        return scalar == "+" || ("0"..."9").contains(scalar) || Self.isNegativeTime(word)
    }
}
