/// What an expectation's observed value says when there was nothing of the expected kind to
/// observe (`none (not running)`, `not created (the controller is not alive)`). The text trace
/// shows it in the reader's language; the record's `actual`, and so the JSON, end with the
/// English words.
public struct ExpectNote: Hashable, Sendable {
    /// The note's text in the trace-line catalogue.
    public var key: TraceLineMessage
    /// Values filled into its placeholders as they are (a scene number, a state).
    public var arguments: [String: String]

    public init(_ key: TraceLineMessage, _ arguments: [String: String] = [:]) {
        self.key = key
        self.arguments = arguments
    }

    /// The note in `language`.
    public func text(in language: Language) -> String {
        TraceLineMessage.catalogue.text(key, in: language, arguments)
    }

    /// The note in English, as `ExpectRecord.actual` ends.
    public var english: String { text(in: .en) }
}
