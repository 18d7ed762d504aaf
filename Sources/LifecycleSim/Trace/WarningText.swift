/// A warning's words as the warnings catalogue keeps them: a key and the values its text names.
/// The trace's text form shows it in the reader's language; the JSON trace, the Swift API
/// and expectations keep the English text, which never changes with the language.
///
/// `arguments` are written as they are in every language (app names, numbers, identifiers);
/// `phrases` are parts that are themselves catalogue texts (`the alert`, a reason), put into
/// the sentence in the same language as the sentence.
public struct WarningText: Hashable, Sendable {
    /// The sentence in the warnings catalogue.
    public var key: WarningKey
    /// Values filled into the sentence's `{name}` placeholders as they are.
    public var arguments: [String: String]
    /// Catalogue texts filled into placeholders, in the sentence's language.
    public var phrases: [String: WarningText]

    /// The sentence `key`, its placeholders filled by `arguments` and `phrases`.
    public init(_ key: WarningKey, _ arguments: [String: String] = [:], phrases: [String: WarningText] = [:]) {
        self.key = key
        self.arguments = arguments
        self.phrases = phrases
    }

    /// The warning in `language`.
    public func text(in language: Language) -> String {
        var values = arguments
        for (name, phrase) in phrases { values[name] = phrase.text(in: language) }
        return WarningMessages.catalogue.text(key, in: language, values)
    }

    /// The warning in English: the trace's `message`, the same in every language's JSON.
    public var english: String { text(in: .en) }
}
