import LifecycleSim

/// What the compiler cannot see in a typed catalogue whose switches it checks for every case:
/// a Japanese text that leaves out, or adds, one of the values the English one names, or the
/// English text copied into the Japanese switch.
public enum TranslationProblems {
    /// One line per problem of `examples` (values given as `{placeholder}`s), empty when none;
    /// the cases named in `sameInEveryLanguage` (a line made only of names) may read alike.
    public static func of<Message>(_ examples: [Message], sameInEveryLanguage: Set<String> = [],
                                   _ text: (Message, Language) -> String) -> [String] {
        zip(examples, DeclaredCases.names(of: examples)).flatMap { message, name -> [String] in
            let english = text(message, .en), japanese = text(message, .ja)
            var found: [String] = []
            if placeholders(japanese) != placeholders(english) {
                found.append("\(message): Japanese names \(placeholders(japanese).sorted()), English \(placeholders(english).sorted())")
            }
            if japanese == english, !sameInEveryLanguage.contains(name) {
                found.append("\(message): the English text, not a translation")
            }
            return found
        }
    }

    private static func placeholders(_ text: String) -> Set<String> {
        Set(text.matches(of: /\{\w+\}/).map { String($0.0) })
    }
}
