/// Parses and validates scenario files (docs/LANGUAGE.md).
///
/// The parser never stops at the first problem: it reads the whole file and returns every
/// error and warning as data, each with a 1-based line and column, for `DiagnosticRenderer`
/// to print. No input makes it trap, and it runs in time linear in the file's size.
public enum ScenarioParser {
    /// Parses the bytes of a scenario file (UTF-8; LF or CRLF line endings; an optional byte-order mark).
    ///
    /// - Parameters:
    ///   - bytes: the file's content.
    ///   - path: the file's name as it should appear in diagnostics (`<stdin>` for standard input).
    public static func parse(_ bytes: [UInt8], path: String) -> ParseResult {
        var session = ParserSession(path: path)
        SourceText.forEachLine(of: bytes) { session.read($0) }
        return session.finish()
    }

    /// Parses as `parse(_:path:)` does, with the same diagnostics, but hands every timeline entry
    /// to `timeline` as soon as its line is read and keeps none: the document's timeline is empty.
    ///
    /// Memory then stays flat however long the file is. `timeline` sees the entries even when the
    /// file turns out to have errors, so a caller that must run nothing on errors reads the file
    /// twice: once to validate, once to run (what `lifesim run` does).
    public static func parse(_ bytes: [UInt8], path: String,
                             streamingTimeline timeline: @escaping (TimelineEntry) -> Void) -> ParseResult {
        var session = ParserSession(path: path, timelineConsumer: timeline)
        SourceText.forEachLine(of: bytes) { session.read($0) }
        return session.finish()
    }

    /// Parses a file handed over in chunks, as `parse(_:path:streamingTimeline:)` parses its bytes:
    /// `nextChunk` gives the file's next bytes each time it is called, nil (or an empty chunk) at its end.
    ///
    /// With `timeline` the file need never be in memory whole: a long file read from its descriptor
    /// a block at a time keeps memory flat (W3 in BENCHMARKS.md). A line may span chunks.
    public static func parse(chunks nextChunk: () -> [UInt8]?, path: String,
                             streamingTimeline timeline: ((TimelineEntry) -> Void)? = nil) -> ParseResult {
        var session = ParserSession(path: path, timelineConsumer: timeline)
        var splitter = LineSplitter()
        while let chunk = nextChunk(), !chunk.isEmpty {
            splitter.feed(chunk) { session.read($0) }
        }
        splitter.finish { session.read($0) }
        return session.finish()
    }

    /// Parses as `parse(_:path:)` does; with `replayingStatements: false` every timeline line is
    /// read in full, none replayed from the statements read before (tests compare the two).
    static func parse(_ bytes: [UInt8], path: String, replayingStatements: Bool) -> ParseResult {
        var session = ParserSession(path: path, replaysStatements: replayingStatements)
        SourceText.forEachLine(of: bytes) { session.read($0) }
        return session.finish()
    }

    /// Parses `prefix` followed by each of `endings`: the results of `parse(_:path:)` of each
    /// whole text, in order, with `prefix` read once. The parse is a value read line by line, so
    /// the parse of `prefix` (a line it leaves unfinished too) is copied and read on for each ending.
    static func parse(_ prefix: [UInt8], followedByEach endings: [[UInt8]], path: String) -> [ParseResult] {
        var splitter = LineSplitter()
        var session = ParserSession(path: path)
        splitter.feed(prefix) { session.read($0) }
        return endings.map { ending in
            var splitter = splitter, session = session
            splitter.feed(ending) { session.read($0) }
            splitter.finish { session.read($0) }
            return session.finish()
        }
    }

    /// Parses scenario text (read as its UTF-8 bytes, so CRLF and LF lines are treated alike).
    public static func parse(_ text: String, path: String) -> ParseResult {
        parse(Array(text.utf8), path: path)
    }
}
