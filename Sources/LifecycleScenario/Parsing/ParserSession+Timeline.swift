import LifecycleSim

extension ParserSession {
    /// One timeline line: `[TIME] STATEMENT`.
    mutating func readTimelineLine(_ tokens: [Token], line: SourceLine) {
        var cursor = TokenCursor(tokens)
        var timeToken: Token?
        if let first = cursor.peek(), first.kind == .word, let byte = first.text.utf8.first,
           byte == UInt8(ascii: "+") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
            _ = cursor.next()
            timeToken = first
            readTime(first, line: line)
        }
        guard let start = cursor.peek() else {
            if let timeToken {
                keep(TimelineEntry(time: now, statement: .advance, text: "",
                                              location: SourceLocation(line: line.number, column: timeToken.column)))
            }
            return
        }
        guard let statement = readStatement(&cursor, line: line) else { return }
        let end = cursor.last?.endColumn ?? start.endColumn
        keep(TimelineEntry(time: now, statement: statement, text: line.slice(from: start.column, to: end),
                                      location: SourceLocation(line: line.number, column: start.column)))
    }

    /// Moves `now` to the time `token` spells (`12s`, `+5s`), reporting a malformed or backward time.
    private mutating func readTime(_ token: Token, line: SourceLine) {
        let relative = token.text.utf8.first == UInt8(ascii: "+")
        let duration: VirtualDuration
        // Timelines repeat the same step (`+1s`) line after line: a time spelt as the last one read
        // is the same duration, found with one comparison instead of a parse (issue #14, W3).
        if let last = lastTime, last.text == token.text {
            duration = last.duration
        } else {
            guard let parsed = self.duration(of: token, line: line, relative: relative) else { return }
            duration = parsed
            lastTime = (token.text, parsed)
        }
        if relative {
            let (sum, overflow) = now.milliseconds.addingReportingOverflow(duration.milliseconds)
            guard !overflow, sum <= DurationParser.maximumMilliseconds else {
                error(DiagnosticMessages.timelineTooLong, line: line, token: token)
                return
            }
            now = VirtualTime(milliseconds: sum)
            return
        }
        let time = VirtualTime(milliseconds: duration.milliseconds)
        guard time >= now else {
            error(DiagnosticMessages.timeRunsBackwards(token.text, current: now), line: line, token: token)
            return
        }
        now = time
    }

    /// The statement after the time, or nil after reporting why it is not one.
    private mutating func readStatement(_ cursor: inout TokenCursor, line: SourceLine) -> TimelineStatement? {
        guard let keyword = cursor.next() else { return nil }
        guard keyword.kind == .word else {
            error(DiagnosticMessages.notAStatement(keyword.spelling), line: line, token: keyword)
            return nil
        }
        let word = keyword.text
        if word == "expect" {
            return readExpectation(&cursor, keyword: keyword, line: line).map(TimelineStatement.expect)
        }
        if word == "log" {
            guard let text = readLogText(&cursor, keyword: keyword, line: line),
                  expectEnd(cursor, line: line, usage: DiagnosticMessages.Usage.log)
            else { return nil }
            return .log(text)
        }
        if let (event, usage) = Vocabulary.eventWords[word] {
            return readEvent(&cursor, keyword: keyword, word: event, usage: usage, line: line)
                .map(TimelineStatement.event)
        }
        if Vocabulary.declarations.contains(word) || Vocabulary.controllerDeclarations.contains(word) {
            readMisplacedDeclaration(keyword, cursor, line: line)
            return nil
        }
        // `APP push CHILD on NAV` and the like; an undeclared APP is reported with a did-you-mean at the end.
        if let command = cursor.peek(), command.kind == .word, Vocabulary.controllerCommands.contains(command.text),
           appIndex[word] != nil || (Vocabulary.isIdentifier(word) && !Vocabulary.keywords.contains(word)) {
            _ = cursor.next()
            return readControllerCommand(&cursor, appToken: keyword, command: command, line: line)
                .map(TimelineStatement.event)
        }
        if appIndex[word] != nil {
            if let command = cursor.peek(), command.kind == .word,
               Suggestion.nearest(to: command.text, in: Vocabulary.controllerCommands) != nil {
                error(DiagnosticMessages.unknownControllerCommand(command.text, app: word), line: line, token: command)
            } else {
                error(DiagnosticMessages.statementStartsWithApp(word), line: line, token: keyword)
            }
            return nil
        }
        error(DiagnosticMessages.unknownWord(.event, word, choices: Vocabulary.timelineStatements), line: line,
              token: keyword)
        return nil
    }
}
