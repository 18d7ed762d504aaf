import LifecycleSim

/// The message of a diagnostic, kept as a key of `DiagnosticCatalogue.messages` and its arguments
/// rather than as English text, so one diagnostic prints in any language at the same place.
///
/// Names, spellings and the `Usage` syntax forms are arguments that read the same in every
/// language (`verbatim`); a noun such as "an app name" or a clause such as a fix is itself a
/// catalogue text (`noun`, `text`), rendered in the same language as the message around it.
public struct DiagnosticText: Hashable, Sendable {
    /// One `{name}` argument of a message.
    public indirect enum Argument: Hashable, Sendable, ExpressibleByStringInterpolation {
        /// Text shown as written in every language: a name, a spelling, a syntax form, a number.
        case verbatim(String)
        /// A noun of `DiagnosticCatalogue.nouns` ("an app name").
        case noun(DiagnosticNoun)
        /// A nested message (a clause such as the fix of a sentence).
        case text(DiagnosticText)
        /// Quoted words joined as a list of alternatives: `'a', 'b' or 'c'`.
        case choices([String])

        public init(stringLiteral value: String) { self = .verbatim(value) }
        public init(stringInterpolation: DefaultStringInterpolation) { self = .verbatim(String(stringInterpolation: stringInterpolation)) }
    }

    /// Which message this is.
    public let key: DiagnosticKey
    /// The values of the message's `{name}` placeholders.
    public let arguments: [String: Argument]

    public init(_ key: DiagnosticKey, _ arguments: [String: Argument] = [:]) {
        self.key = key
        self.arguments = arguments
    }

    /// A message that reads the same in every language (a text built outside the catalogue).
    public static func verbatim(_ text: String) -> DiagnosticText {
        DiagnosticText(.verbatim, ["text": .verbatim(text)])
    }

    /// The message in `language`, its arguments rendered in the same language.
    public func rendered(in language: Language) -> String {
        let filled = arguments.mapValues { $0.rendered(in: language) }
        return DiagnosticCatalogue.messages.text(key, in: language, filled)
    }
}

extension DiagnosticText.Argument {
    /// The argument as text in `language`.
    func rendered(in language: Language) -> String {
        switch self {
        case .verbatim(let text): return text
        case .noun(let noun): return DiagnosticCatalogue.nouns.text(noun, in: language)
        case .text(let text): return text.rendered(in: language)
        case .choices(let words): return DiagnosticCatalogue.list(words, in: language)
        }
    }
}
