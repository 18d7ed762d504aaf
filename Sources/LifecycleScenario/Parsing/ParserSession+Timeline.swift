import LifecycleSim

extension ParserSession {
    /// One timeline line: `[TIME] STATEMENT`. With `shape` (a line that could be replayed), a
    /// statement whose reading leaves no note is kept in `statementMemo` for the next line spelt alike.
    mutating func readTimelineLine(_ tokens: [Token], line: SourceLine, shape: TimelineLineShape? = nil) {
        let notesBefore = lineNotes
        var cursor = TokenCursor(tokens)
        var timeToken: Token?
        if let first = cursor.peek(), first.kind == .word, let byte = first.text.utf8.first,
           byte == UInt8(ascii: "+") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
            _ = cursor.next()
            timeToken = first
            readTime(first, line: line)
        } else if let first = cursor.peek(), first.kind == .word, Self.isNegativeTime(first.text) {
            // `-179s`: reported as a time, not as an unknown event; the statement after it is read
            // as usual, and the clock stays where it was.
            _ = cursor.next()
            error(DiagnosticMessages.negativeTime(first.text, current: now), line: line, token: first)
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
        let text = line.slice(from: start.column, to: end)
        if let shape, lineNotes == notesBefore, shape.matches(time: timeToken, statement: start) {
            memorize(statement, text: text, line: line, shape: shape)
        }
        keep(TimelineEntry(time: now, statement: statement, text: text,
                                      location: SourceLocation(line: line.number, column: start.column)))
    }

    /// True for a word that spells a negative time (`-179s`, `-0.5s`): a minus, then a digit.
    static func isNegativeTime(_ word: String) -> Bool {
        var scalars = word.unicodeScalars.makeIterator()
        guard scalars.next() == "-", let digit = scalars.next() else { return false }
        return ("0"..."9").contains(digit)
    }

    /// Moves `now` to the time `token` spells (`12s`, `+5s`), reporting a malformed or backward time.
    private mutating func readTime(_ token: Token, line: SourceLine) {
        let relative = token.text.utf8.first == UInt8(ascii: "+")
        let duration: VirtualDuration
        // Timelines repeat the same step (`+1s`) line after line: a time spelt as the last one read
        // is the same duration, found with one comparison instead of a parse (W3 in BENCHMARKS.md).
        if let last = lastTime, last.text == token.text {
            duration = last.duration
        } else {
            guard let parsed = self.duration(of: token, line: line, relative: relative) else { return }
            duration = parsed
            lastTime = (token.text, Array(token.text.utf8), parsed)
        }
        switch time(at: duration, relative: relative) {
        case .success(let time):
            now = time
        case .failure(.tooLong):
            error(DiagnosticText.timelineTooLong, line: line, token: token)
        case .failure(.backwards):
            error(DiagnosticMessages.timeRunsBackwards(token.text, current: now), line: line, token: token)
        }
    }

    /// Why a line's time cannot follow the previous line's.
    enum TimeProblem: Error {
        /// A relative time past the longest timeline.
        case tooLong
        /// An absolute time before the previous line's.
        case backwards
    }

    /// The time of a line whose time word spells `duration`: that long after `now` when `relative`
    /// (`+5s`), else from the start.
    func time(at duration: VirtualDuration, relative: Bool) -> Result<VirtualTime, TimeProblem> {
        if relative {
            let (sum, overflow) = now.milliseconds.addingReportingOverflow(duration.milliseconds)
            guard !overflow, sum <= DurationParser.maximumMilliseconds else { return .failure(.tooLong) }
            return .success(VirtualTime(milliseconds: sum))
        }
        let time = VirtualTime(milliseconds: duration.milliseconds)
        return time >= now ? .success(time) : .failure(.backwards)
    }

    /// The statement after the time, or nil after reporting why it is not one.
    private mutating func readStatement(_ cursor: inout TokenCursor, line: SourceLine) -> TimelineStatement? {
        guard let keyword = cursor.next() else { return nil }
        guard keyword.kind == .word else {
            error(DiagnosticText.notAStatement(spelling: keyword.spelling), line: line, token: keyword)
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
                error(DiagnosticText.statementStartsWithApp(app: word), line: line, token: keyword)
            }
            return nil
        }
        error(DiagnosticMessages.unknownWord(.event, word, choices: Vocabulary.timelineStatements), line: line,
              token: keyword)
        return nil
    }
}
