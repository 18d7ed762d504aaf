import LifecycleSim

/// The replay of a timeline line, on the line's bytes in place.
///
/// Every line of a long timeline goes through here, most of them only through here, so this is
/// the parse of a long file: scanning and replaying through `ArraySlice` indices instead made
/// `lifesim check` of W3's 100 k-line file run 19% more instructions (BENCHMARKS.md,
/// "Unsafe code: what stays and why"). Each buffer is a line's own bytes, read only inside the
/// `withUnsafeBufferPointer` that lends it; offsets into it are offsets from the line's start.
extension ParserSession {
    /// The shape of `line`, when it is a timeline line that may be replayed (`mayReplay`).
    func replayableShape(of line: SourceLine) -> TimelineLineShape? {
        guard mayReplay(line) else { return nil }
        return line.utf8.withUnsafeBufferPointer { TimelineLineShape(scanning: $0) }
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

    /// Keeps `statement`, read from `line` of shape `shape`, in `statementMemo` for the next line
    /// spelt alike.
    mutating func memorize(_ statement: TimelineStatement, text: String, line: SourceLine, shape: TimelineLineShape) {
        line.utf8.withUnsafeBufferPointer { bytes in
            statementMemo.keep(StatementMemo.Parsed(statement: statement, text: text),
                               spelling: UnsafeBufferPointer(rebasing: bytes[shape.statementStart...]))
        }
    }
}
