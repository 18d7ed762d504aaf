import Foundation

/// docs/GLOSSARY.ja.md read as data: for each English term, the one Japanese term the package
/// writes and the variants it does not write. A test asks `rejectedVariants(in:)` of every
/// Japanese text a learner reads.
public struct JapaneseGlossary: Sendable {
    /// One row of the glossary's table.
    public struct Term: Sendable {
        /// The English term (first column).
        public var english: String
        /// The Japanese term or terms (second column, `/` between two forms such as ロック / ロック解除).
        public var accepted: [String]
        /// The variants not to write (third column, separated by 「、」).
        public var rejected: [String]
    }

    /// Every row of the table, in the page's order.
    public var terms: [Term]

    /// The repository's root, found from this file's path.
    public static var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// docs/GLOSSARY.ja.md.
    public static var pageURL: URL { repositoryRoot.appendingPathComponent("docs/GLOSSARY.ja.md") }

    /// The glossary of docs/GLOSSARY.ja.md.
    public static func load() throws -> JapaneseGlossary {
        try JapaneseGlossary(markdown: String(contentsOf: pageURL, encoding: .utf8))
    }

    /// The glossary of a page whose table has the columns English | 日本語 | 使わない表記 (| 注).
    public init(markdown: String) {
        var terms: [Term] = []
        var inTable = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("|") else { inTable = false; continue }
            let cells = trimmed.split(separator: "|", omittingEmptySubsequences: false).dropFirst()
                .map { $0.trimmingCharacters(in: .whitespaces) }
            if cells.first == "English", cells.count > 2, cells[2] == "使わない表記" { inTable = true; continue }
            guard inTable, cells.count >= 3, !cells[0].hasPrefix("---") else { continue }
            let accepted = cells[1].components(separatedBy: " / ").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty }
            let rejected = cells[2].components(separatedBy: "、").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty }
            terms.append(Term(english: cells[0], accepted: accepted, rejected: rejected))
        }
        self.terms = terms
    }

    /// The rejected variants written in `text`, each as `variant (→ term)`.
    ///
    /// Quoted text ('…', "…", `…`, 『…』, 「English title」) is the scenario's or a source's own words and is not checked.
    /// A variant inside a longer accepted term is no variant: 「App」 in 「App スイッチャー」,
    /// 「ホーム」 in 「ホーム画面」, 「前面」 in 「最前面」.
    public func rejectedVariants(in text: String) -> [String] {
        let checked = Self.withoutQuotations(text) as NSString
        let whole = NSRange(location: 0, length: checked.length)
        let acceptedRanges = terms.flatMap(\.accepted).flatMap { term in
            Self.regex(for: term).matches(in: checked as String, range: whole).map(\.range)
        }
        var found: [String] = []
        for term in terms {
            for variant in term.rejected {
                for match in Self.regex(for: variant).matches(in: checked as String, range: whole) {
                    let range = match.range
                    let covered = acceptedRanges.contains { accepted in
                        accepted.length > range.length && NSIntersectionRange(accepted, range).length == range.length
                    }
                    if !covered { found.append("\(checked.substring(with: range)) (→ \(term.accepted.joined(separator: " / ")))") }
                }
            }
        }
        return found
    }

    /// A term as a pattern: `N` is a number or a `{placeholder}`, and an ASCII letter at either
    /// end must not touch another ASCII letter (「App」 is no match in `AppContext`).
    static func regex(for term: String) -> NSRegularExpression {
        var pattern = ""
        let words = term.components(separatedBy: " ")
        for (index, word) in words.enumerated() {
            if index > 0 { pattern += " " }
            pattern += word == "N" ? "(?:[0-9]+|\\{[A-Za-z]+\\})" : NSRegularExpression.escapedPattern(for: word)
        }
        if let first = term.unicodeScalars.first, first.isASCII, CharacterSet.letters.contains(first) {
            pattern = "(?<![A-Za-z])" + pattern
        }
        if let last = term.unicodeScalars.last, last.isASCII, CharacterSet.letters.contains(last) {
            pattern += "(?![A-Za-z])"
        }
        // The patterns are built from escaped text and fixed pieces, so they always compile.
        return try! NSRegularExpression(pattern: pattern)
    }

    /// `text` with '…', "…", `…`, 『…』 and an English title in 「…」 blanked (an apostrophe after a letter opens none).
    static func withoutQuotations(_ text: String) -> String {
        var rest = text
        for quoted in ["`[^`\\n]*`", "\"[^\"\\n]*\"", "(?<![A-Za-z])'[^'\\n]*'", "「[A-Za-z][^」]*」", "『[^』]*』"] {
            rest = rest.replacingOccurrences(of: quoted, with: " ", options: .regularExpression)
        }
        return rest
    }
}
