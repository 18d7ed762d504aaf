/// The words the text trace puts around a record, one case each with the text it wraps, and one
/// switch per language: for now the label in front of a warning.
public enum TraceWord: Hashable, Sendable, LocalizedMessage {
    /// `warning: …` in front of a warning's text.
    case warningLabel(text: String)

    /// The words in `language`.
    public func text(in language: Language) -> String { words(in: language) }

    /// The words in English.
    package var english: EnglishText {
        switch self {
        case let .warningLabel(text): return "warning: \(text)"
        }
    }
}
