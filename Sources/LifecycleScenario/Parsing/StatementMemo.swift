/// Timeline statements already parsed, by the bytes that spell them: a long timeline says the same
/// few things again and again (`home`, `launch App`, `expect App not-running`), and a statement
/// spelt as one before is the same statement (W3 in BENCHMARKS.md: lexing and parsing each line again was
/// a third of a `lifesim run` of a long file, once in each of its two readings).
///
/// The parser keeps only what it may replay (see `ParserSession.replayTimelineLine`). The table has
/// a fixed number of slots, a newer statement taking its slot from an older one, so memory stays
/// flat however many different lines a file has. Looking up hashes the bytes and compares them
/// whole: deterministic, and never a wrong statement. The look-up reads the line's bytes in place
/// (StatementMemo+Unsafe.swift); StatementReplayTests compares it with plain code.
struct StatementMemo {
    /// A statement as the parser made it, and its text as written (the entry's `text`).
    struct Parsed {
        var statement: TimelineStatement
        var text: String
    }

    static let size = 256
    /// Each slot's spelling (empty for an empty slot: a statement is never empty).
    var spellings: [[UInt8]] = Array(repeating: [], count: size)
    /// Each slot's statement, spelt as `spellings` says.
    var statements: [Parsed?] = Array(repeating: nil, count: size)
}
