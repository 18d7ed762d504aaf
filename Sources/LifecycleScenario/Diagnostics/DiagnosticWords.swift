import LifecycleSim

/// A diagnostic's words in English, as `DiagnosticText.english` writes them: names as they are,
/// nouns, nested messages and lists of choices in English.
struct EnglishWords: ExpressibleByStringInterpolation {
    /// The text.
    let text: String

    init(stringLiteral value: String) { text = value }
    init(stringInterpolation: Interpolation) { text = stringInterpolation.text }

    struct Interpolation: StringInterpolationProtocol {
        var text = ""
        init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity + 16 * interpolationCount) }
        mutating func appendLiteral(_ literal: String) { text += literal }
        mutating func appendInterpolation(_ value: String) { text += value }
        mutating func appendInterpolation<Value: CustomStringConvertible>(_ value: Value) { text += value.description }
        mutating func appendInterpolation(_ noun: DiagnosticNoun) { text += DiagnosticCatalogue.nouns.text(noun, in: .en) }
        mutating func appendInterpolation(_ message: DiagnosticText) { text += message.english.text }
        mutating func appendInterpolation(_ choices: [String]) { text += DiagnosticCatalogue.list(choices, in: .en) }
    }
}

/// A diagnostic's words in Japanese, as `DiagnosticText.japanese` writes them: names as they are,
/// nouns, nested messages and lists of choices in Japanese, and a half-width space wherever a
/// value that begins or ends with an ASCII letter or digit meets kana or kanji (`タスク ID が`).
struct JapaneseWords: ExpressibleByStringInterpolation {
    /// The text.
    let text: String

    init(stringLiteral value: String) { text = value }
    init(stringInterpolation: Interpolation) { text = stringInterpolation.text }

    struct Interpolation: StringInterpolationProtocol {
        var text = ""
        /// The value put in last, until the literal after it is seen (it may need a space before that literal).
        private var valueBefore: String?

        init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity + 16 * interpolationCount) }

        mutating func appendLiteral(_ literal: String) {
            if let value = valueBefore, JapaneseSpacing.meets(value: value, after: ArraySlice(literal.utf8)) { text += " " }
            valueBefore = nil
            text += literal
        }

        mutating func appendInterpolation(_ value: String) {
            if JapaneseSpacing.meets(before: Array(text.utf8.suffix(4)), value: value) { text += " " }
            text += value
            valueBefore = value
        }

        mutating func appendInterpolation<Value: CustomStringConvertible>(_ value: Value) { appendInterpolation(value.description) }
        mutating func appendInterpolation(_ noun: DiagnosticNoun) { appendInterpolation(DiagnosticCatalogue.nouns.text(noun, in: .ja)) }
        mutating func appendInterpolation(_ message: DiagnosticText) { appendInterpolation(message.japanese.text) }
        mutating func appendInterpolation(_ choices: [String]) { appendInterpolation(DiagnosticCatalogue.list(choices, in: .ja)) }
    }
}
