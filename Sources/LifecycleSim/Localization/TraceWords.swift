/// The words the text trace puts around a record, keyed for every language: for now the
/// label in front of a warning.
public enum TraceWordKey: String, CaseIterable, Hashable, Sendable {
    /// `warning: …` in front of a warning's text.
    case warningLabel
}

/// The text trace's own words: the English table (today's trace) and the Japanese one.
public enum TraceWords {
    /// Both tables; `problems` lists what is missing or mismatched.
    public static let catalogue = MessageCatalogue<TraceWordKey>(english: english, japanese: japanese)

    static let english: [TraceWordKey: String] = [
        .warningLabel: "warning: {text}",
    ]
}
