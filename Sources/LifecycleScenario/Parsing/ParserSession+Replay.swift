import LifecycleSim

/// Replaying a timeline line whose statement was read before (`StatementMemo`), without lexing or
/// parsing it again (W3 in BENCHMARKS.md).
///
/// A statement's reading depends only on its bytes and on the header, which no longer changes once
/// the timeline has started in a file without errors; a statement whose reading left no note that
/// names its line (`lineNotes`: no diagnostic, no use checked at the end) left nothing a second
/// reading would add. So a line whose statement is spelt exactly as such a statement is the same
/// entry at its own time, line and column, and the parse result is the same as reading it.
extension ParserSession {
    /// Where the parts of a timeline line lie, found from its bytes: an ASCII line with an optional
    /// time word followed by a blank, then a statement that runs to the end of the line.
    struct TimelineLineShape {
        /// The time word's bytes (`+1s`), as offsets into the line's bytes; nil when the line has none.
        var time: Range<Int>?
        /// Where the statement starts (its first byte is not blank and not `#`).
        var statementStart: Int

        /// True when the lexer found the same parts: the time word `time` and a statement starting with `statement`.
        func matches(time token: Token?, statement: Token) -> Bool {
            // On an ASCII line, column N is byte N - 1.
            guard statement.column - 1 == statementStart else { return false }
            guard let token else { return self.time == nil }
            return self.time == (token.column - 1)..<(token.column - 1 + token.length)
        }
    }

    /// The shape of `line`, when it is a timeline line that may be replayed: the timeline has
    /// started, no error has been reported, the line is ASCII and not under a misplaced `app` line.
    func replayableShape(of line: SourceLine) -> TimelineLineShape? {
        guard replaysStatements, firstTimelineLine != nil, !reportedError, !inMisplacedApp, line.isASCII else {
            return nil
        }
        return line.utf8.withUnsafeBufferPointer { bytes -> TimelineLineShape? in
            var index = 0
            while index < bytes.count, LineLexer.isBlank(bytes[index]) { index += 1 }
            guard index < bytes.count else { return nil }
            var time: Range<Int>?
            if bytes[index] == UInt8(ascii: "+") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
                let start = index
                while index < bytes.count, !LineLexer.endsWord(bytes[index]) { index += 1 }
                // Only a blank may follow the time word here (punctuation against it is left to the lexer).
                guard index < bytes.count, LineLexer.isBlank(bytes[index]) else { return nil }
                time = start..<index
                while index < bytes.count, LineLexer.isBlank(bytes[index]) { index += 1 }
            }
            guard index < bytes.count, bytes[index] != UInt8(ascii: "#") else { return nil }
            return TimelineLineShape(time: time, statementStart: index)
        }
    }

    /// Keeps the entry of `line` from `statementMemo` when its statement was read before and its time
    /// word is the last one read: the clock moves and the entry is kept exactly as reading the line
    /// would. False, with nothing changed, otherwise (the line is then read as usual).
    mutating func replayTimelineLine(_ line: SourceLine, shape: TimelineLineShape) -> Bool {
        line.utf8.withUnsafeBufferPointer { bytes in
            var time = now
            if let range = shape.time {
                guard let last = lastTime,
                      last.utf8.withUnsafeBufferPointer({ $0.hasSameBytes(as: UnsafeBufferPointer(rebasing: bytes[range])) }),
                      case .success(let next) = self.time(at: last.duration, relative: bytes[range.lowerBound] == UInt8(ascii: "+"))
                else { return false }
                time = next
            }
            guard let parsed = statementMemo.parsed(UnsafeBufferPointer(rebasing: bytes[shape.statementStart...])) else {
                return false
            }
            now = time
            keep(TimelineEntry(time: time, statement: parsed.statement, text: parsed.text,
                               location: SourceLocation(line: line.number, column: shape.statementStart + 1)))
            return true
        }
    }
}
