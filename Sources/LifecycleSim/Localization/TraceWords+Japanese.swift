/// The text trace's own words in Japanese (a warning is 警告).
extension TraceWord {
    /// The words in Japanese.
    package var japanese: JapaneseText {
        switch self {
        case let .warningLabel(text): return "警告: \(text)"
        }
    }
}
