/// One lexical unit of a scenario line.
struct Token {
    enum Kind: Equatable {
        /// A run of characters other than blanks, `#`, `"`, `:`, `;` and `,`.
        case word
        /// A double-quoted string; `text` holds its content with escapes resolved.
        case string
        /// `:`, which separates only after an `on` callback or a list-expectation keyword.
        case colon
        /// `;`, which separates the actions of an `on` line.
        case semicolon
        /// `,`, which separates list items.
        case comma
    }

    var kind: Kind
    var text: String
    /// The 1-based column of the token's first scalar (the opening quote of a string).
    var column: Int
    /// How many columns the token covers as written (quotes included).
    var length: Int
    /// True when a blank (or the start of the line) comes right before the token.
    var spaceBefore: Bool

    /// The column just after the token.
    var endColumn: Int { column + length }

    /// True for a word spelled exactly `text`.
    func isWord(_ text: String) -> Bool { kind == .word && self.text == text }

    /// True when the text has a `/` (`APP/N`), as `text.contains("/")` tells: on ASCII text, where each
    /// byte is a character, a byte search does (the character search cost 700 instructions a line).
    var containsSlash: Bool {
        var ascii = true
        var found = false
        for byte in text.utf8 {
            ascii = ascii && byte < 0x80
            found = found || byte == UInt8(ascii: "/")
        }
        return ascii ? found : text.contains("/")
    }

    /// How the token is written in the file, for messages (`"TEXT"` for a string).
    var spelling: String {
        switch kind {
        case .word: return text
        case .string: return "\"" + text + "\""
        case .colon: return ":"
        case .semicolon: return ";"
        case .comma: return ","
        }
    }
}
