/// What an expectation's observed value says when there was nothing of the expected kind to
/// observe (`none (not running)`, `not created (the controller is not alive)`). The text trace
/// shows it in the reader's language; the record's `actual`, and so the JSON, end with the
/// English words.
public struct ExpectNote: Hashable, Sendable {
    /// The note's words, with the values they name (a scene number, a state).
    public var message: TraceLineMessage

    public init(_ message: TraceLineMessage) {
        self.message = message
    }

    /// The note in `language`.
    public func text(in language: Language) -> String { message.text(in: language) }

    /// The note in English, as `ExpectRecord.actual` ends.
    public var english: String { text(in: .en) }
}
