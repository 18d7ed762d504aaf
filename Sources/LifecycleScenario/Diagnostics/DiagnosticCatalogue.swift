import LifecycleSim

/// The nouns the scenario parser's diagnostics name ("an app name") in every language, and the
/// words of a list of choices; the messages themselves are `DiagnosticText`.
public enum DiagnosticCatalogue {
    /// Every noun a message names, keyed by `DiagnosticNoun`.
    public static let nouns = MessageCatalogue<DiagnosticNoun>(english: englishNouns, japanese: japaneseNouns)

    /// `'a', 'b' or 'c'` in `language` (`nothing` when empty).
    static func list(_ words: [String], in language: Language) -> String {
        let quoted = words.map { "'\($0)'" }
        guard quoted.count > 1, let last = quoted.last else {
            return quoted.first ?? DiagnosticText.listOfNothing.rendered(in: language)
        }
        let rest = quoted.dropLast().joined(separator: DiagnosticText.listSeparator.rendered(in: language))
        return DiagnosticText.listWithLast(rest: rest, last: last).rendered(in: language)
    }
}
