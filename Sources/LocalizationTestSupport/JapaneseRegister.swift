import Foundation

/// The register every Japanese text a learner reads is written in: です/ます (docs/GLOSSARY.ja.md,
/// 「文体」). `violations(in:)` finds the sentences that end in the plain form.
///
/// The heuristic, as the glossary page describes it:
/// - Quoted text ('…', "…", `…`, 『…』, 「…」) is someone else's words and is set aside.
/// - A table row and a Markdown heading (`#`) are labels, not sentences.
/// - The text is cut into units: a blank line, a line less indented than the one before, a line
///   laid out in columns (two spaces inside it: a command or option and its description), a list
///   item or a table row starts a new unit; a wrapped line joins the one before.
/// - In a unit, every sentence that ends in 「。」 (outside parentheses) must end in a polite form: です, ます, ません,
///   でした, ました, ましょう, ください or でしょう (a question's か after them too). Closing
///   brackets, a trailing parenthesis such as (BG-5) and ASCII after the last Japanese word are not
///   part of the ending; a name after the last Japanese word (「関数を持つ @Suite」) ends the sentence
///   in that name, a noun.
/// - A polite sentence may end in a list or a quotation after a colon (「状態は 5 つあります: …、suspended。」).
/// - A sentence whose Japanese is all inside parentheses (a list of sources with a note) is none.
/// - What follows the last 「。」 (a one-line message, the words before ': usage') is a sentence
///   only when it ends like a predicate: a plain verb, adjective or copula ending (る, う, く, す,
///   つ, む, ぶ, ぐ, ぬ, た, だ, ない, and い after し or な), or が/を/は followed by a Sino-Japanese
///   word (が必要, を表示). Anything else ends in a noun: a heading, a label, a state name or a
///   count, which needs no です.
public enum JapaneseRegister {
    /// The sentences of `text` that end in the plain form, each as written (without its quotations).
    /// With `isLabel`, only the sentences that end in 「。」 are checked (a trace record's words, a diagram's arrow).
    public static func violations(in text: String, isLabel: Bool = false) -> [String] {
        var found: [String] = []
        for unit in units(of: withoutQuotations(text)) {
            var pieces = sentences(of: unit)
            let last = pieces.removeLast()
            for sentence in pieces where hasJapanese(withoutParentheses(sentence)) && !isPolite(ending(of: sentence))
                && !introducesAList(sentence) {
                found.append(sentence.trimmingCharacters(in: .whitespaces) + "。")
            }
            if !isLabel, hasJapanese(last), endsLikeAPlainPredicate(ending(of: last)) {
                found.append(last.trimmingCharacters(in: .whitespaces))
            }
        }
        return found
    }

    /// `unit` cut after each 「。」 outside parentheses (a parenthesis's own 。 stays inside it); the
    /// last piece is what follows the last 「。」.
    static func sentences(of unit: String) -> [String] {
        var pieces: [String] = []
        var current = ""
        var depth = 0
        for character in unit {
            if "(（".contains(character) { depth += 1 }
            if ")）".contains(character) { depth = max(0, depth - 1) }
            if character == "。" && depth == 0 {
                pieces.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        return pieces + [current]
    }

    /// Whether `sentence` is a polite sentence that introduces, after a colon, a list or a
    /// quotation (「状態は 5 つあります: not-running、…、suspended。」): its predicate is before the colon.
    static func introducesAList(_ sentence: String) -> Bool {
        var prefix = sentence[...]
        while let colon = prefix.range(of: ": ", options: .backwards) {
            prefix = prefix[..<colon.lowerBound]
            if isPolite(ending(of: String(prefix))) { return true }
        }
        return false
    }

    /// Whether `ending` (a sentence's last words) ends in a polite form.
    public static func isPolite(_ ending: String) -> Bool {
        ending.range(of: "(です|ます|ません|でした|ました|ましょう|ください|でしょう)(か|ね)?$", options: .regularExpression) != nil
    }

    /// Whether `ending` reads as a plain-form predicate rather than a noun.
    static func endsLikeAPlainPredicate(_ ending: String) -> Bool {
        if isPolite(ending) { return false }
        if ending.range(of: "([0-9}] ?つ|ずつ|いくつ)$", options: .regularExpression) != nil { return false }
        return ending.range(of: "([るうくすつむぶぐぬただ]|ない|[しな]い)$", options: .regularExpression) != nil
            || ending.range(of: "[がをは]\\p{Han}+$", options: .regularExpression) != nil
    }

    /// A sentence's ending: without trailing closers, parentheses and ASCII after its last Japanese word.
    static func ending(of sentence: String) -> String {
        var rest = Substring(sentence)
        while true {
            let before = rest
            rest = Substring(rest.trimmingCharacters(in: .whitespaces))
            if let last = rest.last, ")）".contains(last), let open = matchingOpening(in: rest),
               hasJapanese(String(rest[..<open])) {
                rest = rest[..<open]
            }
            // A name after the last Japanese word ends the sentence in a noun (「@Test 関数を持つ @Suite」).
            if let last = rest.lastIndex(where: isJapanese),
               let first = rest[rest.index(after: last)...].first(where: { $0 != " " }),
               first.isASCII && (first.isLetter || first.isNumber) || "@{'\"`".contains(first) {
                return ""
            }
            while let last = rest.last, !isJapanese(last) { rest = rest.dropLast() }
            if rest == before { break }
        }
        return String(rest)
    }

    /// Where the parenthesis that closes `text` opens, or nil.
    static func matchingOpening(in text: Substring) -> Substring.Index? {
        var depth = 0
        var index = text.endIndex
        while index > text.startIndex {
            index = text.index(before: index)
            if ")）".contains(text[index]) { depth += 1 }
            if "(（".contains(text[index]) {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    /// The units of `text`: paragraphs, column-laid lines with their wrapped continuations, list items.
    static func units(of text: String) -> [String] {
        var units: [String] = []
        var current = ""
        var indentation = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let body = line.drop { $0 == " " }
            let depth = line.count - body.count
            let startsItem = body.contains("  ") || body.hasPrefix("- ") || body.hasPrefix("* ") || body.hasPrefix("|")
                || body.hasPrefix("#")
            if body.isEmpty || depth < indentation || startsItem {
                if !current.isEmpty { units.append(current) }
                current = ""
            }
            // A table's cells and a document's headings are labels.
            if body.hasPrefix("|") || body.contains(" | ") || body.hasPrefix("#") { indentation = depth; continue }
            current += body
            indentation = depth
        }
        if !current.isEmpty { units.append(current) }
        return units
    }

    /// `text` with each quotation replaced by a name, `Q`: '…' (an apostrophe after a letter opens
    /// none), "…", `…`, 『…』 and 「…」.
    static func withoutQuotations(_ text: String) -> String {
        var rest = text
        for quoted in ["`[^`\\n]*`", "\"[^\"\\n]*\"", "(?<![A-Za-z])'[^'\\n]*'", "『[^』]*』", "「[^」]*」"] {
            rest = rest.replacingOccurrences(of: quoted, with: "Q", options: .regularExpression)
        }
        return rest
    }

    static func hasJapanese(_ text: String) -> Bool { text.contains(where: isJapanese) }

    /// `text` without what is in parentheses: a sentence whose Japanese is all in parentheses is a
    /// list of sources with a note (「OBS (iOS 11 のトレース)、GUIDE。」), not a sentence.
    static func withoutParentheses(_ text: String) -> String {
        var rest = text
        while true {
            let next = rest.replacingOccurrences(of: "[(（][^()（）]*[)）]", with: "", options: .regularExpression)
            if next == rest { return rest }
            rest = next
        }
    }

    /// Kana, kanji and the prolonged sound mark.
    static func isJapanese(_ character: Character) -> Bool {
        character.unicodeScalars.contains { scalar in
            (0x3040...0x30FF).contains(scalar.value) || (0x4E00...0x9FFF).contains(scalar.value) || scalar.value == 0x3005
        }
    }
}
