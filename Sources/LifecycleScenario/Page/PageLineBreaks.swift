/// Where the page's text may break across lines, so that no word is ever split: a name with a
/// hyphen (`not-running`, `[FG-3]`, `begin-task`) never breaks; a path breaks only after a `/`
/// between its names; Japanese, which the page sets with `word-break: keep-all` (no break
/// between two characters), breaks at spaces and after 、 and 。 as usual, and also where one
/// phrase (文節) ends and the next begins: after the kana that end a phrase, before the kanji,
/// katakana or Latin that begin the next (`アプリの<wbr/>カード`, `起動後に<wbr/>使った`): after a
/// particle only, so never inside a compound whose kanji are joined by kana of their own
/// (送り仮名: `受け取ります`, `割り込み`, `切り替え`) nor after a demonstrative (`その後`).
///
/// Browsers' own phrase breaking (`word-break: auto-phrase`) is not in every build, so the page
/// marks the phrases itself.
enum PageLineBreaks {
    /// `value` escaped for HTML, with its break opportunities marked.
    static func marked(_ value: String) -> String {
        var out = ""
        var token = ""
        var kana = KanaRun()
        func flushToken() {
            guard !token.isEmpty else { return }
            out += word(token)
            token = ""
        }
        for character in value {
            let inWord = character.isASCII && character != " " && character != "\t"
            let startsWord = !inWord || token.isEmpty
            if !inWord { flushToken() }
            if startsWord, beginsPhrase(character), kana.endsPhrase { out += "<wbr/>" }
            if inWord { token.append(character) } else { out += SVGText.escape(String(character)) }
            kana.add(character)
        }
        flushToken()
        return out
    }

    /// A Latin word escaped: each of its names (between `/`) with a hyphen kept on one line, and
    /// a break opportunity after each `/` that one name follows and another begins.
    private static func word(_ token: String) -> String {
        let names = token.split(separator: "/", omittingEmptySubsequences: false)
        var out = ""
        for (index, name) in names.enumerated() {
            if index > 0 { out += !name.isEmpty && !names[index - 1].isEmpty ? "/<wbr/>" : "/" }
            let escaped = SVGText.escape(String(name))
            out += name.contains("-") ? "<span class=\"nobreak\">\(escaped)</span>" : escaped
        }
        return out
    }

    /// The run of hiragana the text has just passed (empty when the last character was not one).
    private struct KanaRun {
        var text = ""

        mutating func add(_ character: Character) {
            if isHiragana(character) { text.append(character) } else { text = "" }
        }

        /// True when the run ends a phrase: it ends in a particle (`の`, `に`, `は` …) and is not a
        /// demonstrative that begins a word (`その後`, `この方法`). Other kana before a kanji are
        /// left joined: they may bind a compound (`受け取り`, `割り込み`) or a prefix to its word
        /// (`ご利用`).
        var endsPhrase: Bool {
            guard let last = text.last else { return false }
            return PageLineBreaks.particles.contains(last) && !PageLineBreaks.demonstratives.contains(text)
        }
    }

    /// The particles that end a phrase.
    static let particles: Set<Character> = ["は", "が", "を", "に", "で", "と", "へ", "も", "の", "や", "か"]
    /// The words that end in a particle's kana but begin a word with what follows (`その後`).
    static let demonstratives: Set<String> = ["その", "この", "あの", "どの"]

    private static func isHiragana(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else { return false }
        return (0x3041...0x3096).contains(scalar.value)
    }

    private static func beginsPhrase(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x4E00...0x9FFF, 0x3400...0x4DBF, 0x30A1...0x30FA: return true  // kanji, katakana
        case 0x300C, 0x300E, 0xFF08: return true  // 「 『 （
        default: return character.isASCII && (character.isLetter || character.isNumber)
        }
    }
}
