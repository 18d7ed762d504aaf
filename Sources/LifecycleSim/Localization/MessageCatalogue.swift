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
    ///
    /// Scans UTF-8 bytes: the braces are ASCII, so they never fall inside a multi-byte
    /// character, and every other byte is copied as it is (issue #14: scanning characters made
    /// every warning's words a third of a random walk's time).
    private static func fill(_ template: String, _ arguments: [String: String], blank: Bool = false) -> String {
        guard !arguments.isEmpty || blank else { return template }
        let open = UInt8(ascii: "{"), close = UInt8(ascii: "}")
        let bytes = Array(template.utf8)
        guard bytes.contains(open) else { return template }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 32)
        var index = 0
        while index < bytes.count {
            guard bytes[index] == open, let end = bytes[index...].firstIndex(of: close) else {
                result.append(bytes[index])
                index += 1
                continue
            }
            if !blank {
                let name = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
                if let value = arguments[name] { result.append(contentsOf: value.utf8) } else { result.append(contentsOf: bytes[index...end]) }
            }
            index = end + 1
        }
        return String(decoding: result, as: UTF8.self)
    }
}
