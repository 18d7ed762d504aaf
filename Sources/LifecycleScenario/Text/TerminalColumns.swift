/// How wide text is on a terminal, for tables lined up in any language: the REPL's
/// `:state`, `lifesim verify`'s side-by-side sequences.
package enum TerminalColumns {
    /// The columns `text` takes on a terminal: two for each East Asian wide or full-width
    /// character (kana, kanji, full-width forms), one for the others.
    package static func width(of text: String) -> Int {
        text.unicodeScalars.reduce(0) { width, scalar in
            switch scalar.value {
            case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
                 0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6:
                return width + 2
            default:
                return width + 1
            }
        }
    }

    /// `text` followed by spaces up to `width` columns, or by one space when it is as wide or wider.
    package static func padded(_ text: String, to width: Int) -> String {
        let columns = self.width(of: text)
        return columns >= width ? text + " " : text + String(repeating: " ", count: width - columns)
    }
}
