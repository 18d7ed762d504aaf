/// The texts of one part of the tool in every language, keyed by `Key` (#13).
///
/// Each language has its own table, written in code; a text may hold `{name}` placeholders
/// that `text(_:in:_:)` fills. A key missing from a table is a test failure (`problems`),
/// never an English text shown in its place at run time.
public struct MessageCatalogue<Key: CaseIterable & Hashable & RawRepresentable & Sendable>: Sendable
where Key.RawValue == String {
    /// Every language's table.
    public let tables: [Language: [Key: String]]
    /// Keys whose text is rightly the same in both languages (a symbol, a UIKit name).
    public let sameInEveryLanguage: Set<Key>

    /// A catalogue with an English and a Japanese table.
    public init(english: [Key: String], japanese: [Key: String], sameInEveryLanguage: Set<Key> = []) {
        tables = [.en: english, .ja: japanese]
        self.sameInEveryLanguage = sameInEveryLanguage
    }

    /// The text of `key` in `language`, its `{name}` placeholders replaced by `arguments`.
    /// A missing text (which the catalogue's test forbids) reads `⟦key⟧`, so it shows, not hides.
    public func text(_ key: Key, in language: Language, _ arguments: [String: String] = [:]) -> String {
        guard let template = tables[language]?[key] else { return "⟦\(key.rawValue)⟧" }
        return Self.fill(template, arguments)
    }

    /// What is wrong with the catalogue, one line each: a key without a text in a language, a
    /// text whose placeholders differ from the English one, a Japanese text that is the English
    /// text copied. Empty when the catalogue is complete.
    public var problems: [String] {
        var found: [String] = []
        for key in Key.allCases {
            let english = tables[.en]?[key]
            for language in Language.allCases {
                guard let text = tables[language]?[key] else {
                    found.append("\(language.rawValue): no text for '\(key.rawValue)'")
                    continue
                }
                guard let english, language != .en else { continue }
                if Self.placeholders(text) != Self.placeholders(english) {
                    found.append("\(language.rawValue): '\(key.rawValue)' has placeholders "
                                 + "\(Self.placeholders(text).sorted()) where English has \(Self.placeholders(english).sorted())")
                }
                if text == english, !sameInEveryLanguage.contains(key), Self.fill(english, [:], blank: true).contains(where: \.isLetter) {
                    found.append("\(language.rawValue): '\(key.rawValue)' is the English text, not a translation")
                }
            }
        }
        return found
    }

    /// The `{name}` placeholders of `template`.
    static func placeholders(_ template: String) -> Set<String> {
        var names: Set<String> = []
        var rest = template[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            names.insert(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return names
    }

    /// `template` with its placeholders replaced by `arguments` (left as written when an
    /// argument is missing), or removed when `blank`.
    private static func fill(_ template: String, _ arguments: [String: String], blank: Bool = false) -> String {
        guard !arguments.isEmpty || blank, template.contains("{") else { return template }
        var result = ""
        var rest = template[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            let name = String(rest[rest.index(after: open)..<close])
            result += rest[..<open]
            result += blank ? "" : arguments[name] ?? String(rest[open...close])
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }
}
