import LifecycleSim

/// The texts of the scenario parser's diagnostics in every language: the messages, the
/// nouns they name ("an app name"), and the words of a list of choices.
public enum DiagnosticCatalogue {
    /// Every message, keyed by `DiagnosticKey`.
    public static let messages = MessageCatalogue<DiagnosticKey>(
        english: englishMessages, japanese: japaneseMessages, sameInEveryLanguage: [.verbatim])

    /// Every noun a message names, keyed by `DiagnosticNoun`.
    public static let nouns = MessageCatalogue<DiagnosticNoun>(english: englishNouns, japanese: japaneseNouns)

    /// `'a', 'b' or 'c'` in `language` (`nothing` when empty).
    static func list(_ words: [String], in language: Language) -> String {
        let quoted = words.map { "'\($0)'" }
        guard quoted.count > 1, let last = quoted.last else {
            return quoted.first ?? messages.text(.listOfNothing, in: language)
        }
        let rest = quoted.dropLast().joined(separator: messages.text(.listSeparator, in: language))
        return messages.text(.listWithLast, in: language, ["rest": rest, "last": last])
    }
}
