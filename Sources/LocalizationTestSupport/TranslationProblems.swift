import LifecycleSim

/// What the compiler cannot see in a typed catalogue whose switches it checks for every case:
/// a Japanese text that leaves out, or adds, one of the values the English one names (given as
/// `{placeholder}`s, or as one of `numbers`), or the English text copied into the Japanese switch.
public enum TranslationProblems {
    /// The numbers example lists give for a number or a version (a line, a count, iOS 9002), so
    /// that a Japanese text that drops one is seen.
    public static let numbers = ["9001", "9002"]

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
            for number in numbers where english.contains(number) && !japanese.contains(number) {
                found.append("\(message): Japanese leaves out \(number)")
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
