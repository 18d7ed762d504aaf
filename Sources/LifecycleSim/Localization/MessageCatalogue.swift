/// The texts of one part of the tool in every language, keyed by `Key`.
///
/// Each language has its own table, written in code; a text may hold `{name}` placeholders
/// that `text(_:in:_:)` fills. A key missing from a table is a test failure (`problems`),
/// never an English text shown in its place at run time.
public struct MessageCatalogue<Key: CaseIterable & Hashable & RawRepresentable & Sendable>: Sendable
where Key.RawValue == String {
    /// Every language's table.
    public var tables: [Language: [Key: String]] { [.en: english, .ja: japanese] }
    /// Keys whose text is rightly the same in both languages (a symbol, a UIKit name).
    public let sameInEveryLanguage: Set<Key>
    /// The tables, one per language: picked by a switch, not looked up by hashing the language
    /// (every refusal's words are made in English while the engine runs).
    private let english: [Key: String]
    private let japanese: [Key: String]

    /// A catalogue with an English and a Japanese table.
    public init(english: [Key: String], japanese: [Key: String], sameInEveryLanguage: Set<Key> = []) {
        self.english = english
        self.japanese = japanese
        self.sameInEveryLanguage = sameInEveryLanguage
    }

    /// The table of `language`.
    private func table(_ language: Language) -> [Key: String] {
        switch language {
        case .en: return english
        case .ja: return japanese
        }
    }

    /// The text of `key` in `language`, its `{name}` placeholders replaced by `arguments`.
    /// A missing text (which the catalogue's test forbids) reads `⟦key⟧`, so it shows, not hides.
    ///
    /// In Japanese a value that begins or ends with an ASCII letter or digit is set off from the
    /// kana or kanji it meets by a half-width space: `には{what}が` with `タスク ID`
    /// reads `にはタスク ID が`, whatever value a template is given.
    public func text(_ key: Key, in language: Language, _ arguments: [String: String] = [:]) -> String {
        guard let template = table(language)[key] else { return "⟦\(key.rawValue)⟧" }
        return Self.fill(template, arguments, spacingASCIIFromJapanese: language == .ja)
    }

    /// What is wrong with the catalogue, one line each: a key without a text in a language, a
    /// text whose placeholders differ from the English one, a Japanese text that is the English
    /// text copied. Empty when the catalogue is complete.
    public var problems: [String] {
        var found: [String] = []
        for key in Key.allCases {
            let english = table(.en)[key]
            for language in Language.allCases {
                guard let text = table(language)[key] else {
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
    /// character, and every other byte is copied as it is (scanning characters made
    /// every warning's words a third of a random walk's time). The text between placeholders is
    /// copied a run at a time, not byte by byte. The bytes are a copy of the template's: reading
    /// them in place through a pointer saved 1% of a text trace and nothing of W7 (BENCHMARKS.md,
    /// "Unsafe code: what stays and why").
    private static func fill(_ template: String, _ arguments: [String: String], blank: Bool = false,
                             spacingASCIIFromJapanese spacing: Bool = false) -> String {
        guard !arguments.isEmpty || blank else { return template }
        return fill(Array(template.utf8), arguments, blank: blank, spacing: spacing)
    }

    private static func fill(_ bytes: [UInt8], _ arguments: [String: String], blank: Bool,
                             spacing: Bool) -> String {
        let open = UInt8(ascii: "{"), close = UInt8(ascii: "}")
        guard var start = bytes.firstIndex(of: open) else { return String(decoding: bytes, as: UTF8.self) }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 32)
        // Every byte before `copied` is in `result`, or was a placeholder; `start` is the next `{`.
        var copied = 0
        while let end = bytes[start...].firstIndex(of: close) {
            result.append(contentsOf: bytes[copied..<start])
            if !blank {
                if let value = argument(named: bytes[(start + 1)..<end], in: arguments) {
                    let space = UInt8(ascii: " ")
                    if spacing, JapaneseSpacing.meets(before: result, value: value) { result.append(space) }
                    result.append(contentsOf: value.utf8)
                    if spacing, JapaneseSpacing.meets(value: value, after: bytes[(end + 1)...]) {
                        result.append(space)
                    }
                } else {
                    result.append(contentsOf: bytes[start...end])
                }
            }
            copied = end + 1
            guard let next = bytes[copied...].firstIndex(of: open) else { break }
            start = next
        }
        result.append(contentsOf: bytes[copied...])
        return String(decoding: result, as: UTF8.self)
    }

    /// The argument whose name is spelt `name`: a message has a handful, compared byte by byte
    /// rather than hashed (no string made for the name).
    private static func argument(named name: ArraySlice<UInt8>, in arguments: [String: String]) -> String? {
        for (key, value) in arguments where key.utf8.elementsEqual(name) { return value }
        return nil
    }
}
