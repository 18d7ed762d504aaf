import LifecycleSim

/// The words of a list of choices in the scenario parser's diagnostics; the messages themselves
/// are `DiagnosticText`, the nouns they name `DiagnosticNoun`.
public enum DiagnosticCatalogue {
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
