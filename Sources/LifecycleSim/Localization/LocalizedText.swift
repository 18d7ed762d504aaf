/// Something with words in every language that a message can name: a noun of the parser's
/// diagnostics, a nested message, the name of an overlay in a warning.
public protocol Localizable {
    /// The words in `language`.
    func text(in language: Language) -> String
}

/// A message's words in English, as a catalogue's `english` switch writes them: names as they
/// are, what is `Localizable` in English.
package struct EnglishText: ExpressibleByStringInterpolation {
    /// The text.
    package let text: String

    package init(stringLiteral value: String) { text = value }
    package init(stringInterpolation: Interpolation) { text = stringInterpolation.text }

    package struct Interpolation: StringInterpolationProtocol {
        package var text = ""
        package init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity + 16 * interpolationCount)
        }
        package mutating func appendLiteral(_ literal: String) { text += literal }
        package mutating func appendInterpolation(_ value: String) { text += value }
        package mutating func appendInterpolation<Value: CustomStringConvertible>(_ value: Value) { text += value.description }
        package mutating func appendInterpolation(_ value: some Localizable) { text += value.text(in: .en) }
    }
}

/// A message's words in Japanese, as a catalogue's `japanese` switch writes them: names as they
/// are, what is `Localizable` in Japanese, and a half-width space wherever a value that begins
/// or ends with an ASCII letter or digit, or with an outward half-width bracket, meets kana or
/// kanji (`タスク ID が`, `JapaneseSpacing`, docs/GLOSSARY.ja.md).
package struct JapaneseText: ExpressibleByStringInterpolation {
    /// The text.
    package let text: String

    package init(stringLiteral value: String) { text = value }
    package init(stringInterpolation: Interpolation) { text = stringInterpolation.text }

    package struct Interpolation: StringInterpolationProtocol {
        package var text = ""
        /// The value put in last, until the literal after it is seen (it may need a space before that literal).
        private var valueBefore: String?

        package init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity + 16 * interpolationCount)
        }

        package mutating func appendLiteral(_ literal: String) {
            if let value = valueBefore, JapaneseSpacing.meets(value: value, after: ArraySlice(literal.utf8)) { text += " " }
            valueBefore = nil
            text += literal
        }

        package mutating func appendInterpolation(_ value: String) {
            if JapaneseSpacing.meets(before: Array(text.utf8.suffix(4)), value: value) { text += " " }
            text += value
            valueBefore = value
        }

        package mutating func appendInterpolation<Value: CustomStringConvertible>(_ value: Value) {
            appendInterpolation(value.description)
        }

        package mutating func appendInterpolation(_ value: some Localizable) { appendInterpolation(value.text(in: .ja)) }
    }
}

/// A message with its words in every language, as a typed catalogue writes them: one `switch` for
/// English and one for Japanese, and `words(in:)` choosing between them.
package protocol LocalizedMessage {
    /// The words in English.
    var english: EnglishText { get }
    /// The words in Japanese.
    var japanese: JapaneseText { get }
}

extension LocalizedMessage {
    /// The words in `language`.
    package func words(in language: Language) -> String {
        switch language {
        case .en: return english.text
        case .ja: return japanese.text
        }
    }
}
