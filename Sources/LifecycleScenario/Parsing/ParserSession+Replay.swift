import LifecycleSim

/// Replaying a timeline line whose statement was read before (`StatementMemo`), without lexing or
/// parsing it again (W3 in BENCHMARKS.md).
///
/// A statement's reading depends only on its bytes and on the header, which no longer changes once
/// the timeline has started in a file without errors; a statement whose reading left no note that
/// names its line (`lineNotes`: no diagnostic, no use checked at the end) left nothing a second
/// reading would add. So a line whose statement is spelt exactly as such a statement is the same
/// entry at its own time, line and column, and the parse result is the same as reading it.
///
/// The replay reads the line's bytes in place (ParserSession+Replay+Unsafe.swift); reading the
/// line is its plain path, and StatementReplayTests parses every file both ways.
extension ParserSession {
    /// Where the parts of a timeline line lie, found from its bytes: an ASCII line with an optional
    /// time word followed by a blank, then a statement that runs to the end of the line.
    struct TimelineLineShape: Equatable {
        /// The time word's bytes (`+1s`), as offsets into the line's bytes; nil when the line has none.
        var time: Range<Int>?
        /// Where the statement starts (its first byte is not blank and not `#`).
        var statementStart: Int

        /// The shape of the line whose bytes are `bytes` (indexed from 0), or nil when it has no
        /// statement or its time word is not followed by a blank.
        init?<Bytes: RandomAccessCollection<UInt8>>(scanning bytes: Bytes) where Bytes.Index == Int {
            var index = 0
            while index < bytes.count, LineLexer.isBlank(bytes[index]) { index += 1 }
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: "+") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
                let start = index
                while index < bytes.count, !LineLexer.endsWord(bytes[index]) { index += 1 }
                // Only a blank may follow the time word here (punctuation against it is left to the lexer).
                guard index < bytes.count, LineLexer.isBlank(bytes[index]) else { return nil }
                time = start..<index
                while index < bytes.count, LineLexer.isBlank(bytes[index]) { index += 1 }
            }
            guard index < bytes.count, bytes[index] != UInt8(ascii: "#") else { return nil }
            statementStart = index
        }

        /// True when the lexer found the same parts: the time word `time` and a statement starting with `statement`.
        func matches(time token: Token?, statement: Token) -> Bool {
            // On an ASCII line, column N is byte N - 1.
            guard statement.column - 1 == statementStart else { return false }
            guard let token else { return self.time == nil }
            return self.time == (token.column - 1)..<(token.column - 1 + token.length)
        }
    }

    /// True when `line` may be replayed: the timeline has started, no error has been reported,
    /// the line is ASCII and not under a misplaced `app` line.
    func mayReplay(_ line: SourceLine) -> Bool {
        replaysStatements && firstTimelineLine != nil && !reportedError && !inMisplacedApp && line.isASCII
    }
}
