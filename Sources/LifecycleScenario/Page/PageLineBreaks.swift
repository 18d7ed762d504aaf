/// Where the page's text may break across lines, so that no word is ever split: a name with a
/// hyphen (`not-running`, `[FG-3]`, `begin-task`) never breaks; a path breaks only after a `/`
/// between its names; Japanese, which the page sets with `word-break: keep-all` (no break
/// between two characters), breaks at spaces and after 、 and 。 as usual, and also where one
/// phrase (文節) ends and the next begins: after the kana that end a phrase, before the kanji,
/// katakana or Latin that begin the next (`アプリの<wbr/>カード`, `起動後に<wbr/>使った`).
///
/// Browsers' own phrase breaking (`word-break: auto-phrase`) is not in every build, so the page
/// marks the phrases itself.
enum PageLineBreaks {
    /// `value` escaped for HTML, with its break opportunities marked.
    static func marked(_ value: String) -> String {
        var out = ""
        var token = ""
        var previous: [Character] = []
        func flushToken() {
            guard !token.isEmpty else { return }
            out += word(token)
            token = ""
        }
        for character in value {
            let startsWord = !(character.isASCII && character != " ") || token.isEmpty
            if !(character.isASCII && character != " ") { flushToken() }
            if startsWord, let last = previous.last,
               phraseBoundary(before: character, after: last, beforeThat: previous.count > 1 ? previous[0] : nil) {
                out += "<wbr/>"
            }
            if character.isASCII && character != " " { token.append(character) } else { out += SVGText.escape(String(character)) }
            previous = Array((previous + [character]).suffix(2))
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

    /// True where a phrase ends after `last` and the next begins with `next`: kana then kanji,
    /// katakana, a Latin letter or digit, or an opening bracket. The honorific prefixes お and
    /// ご, which begin a word (`ご利用`), are not a phrase's end.
    static func phraseBoundary(before next: Character, after last: Character, beforeThat: Character?) -> Bool {
        guard isHiragana(last), beginsPhrase(next) else { return false }
        if last == "お" || last == "ご" { return beforeThat.map(isHiragana) ?? false }
        return true
    }

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
