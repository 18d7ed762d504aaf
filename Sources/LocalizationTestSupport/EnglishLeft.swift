import Foundation
import LifecycleScenario

/// Finds English words left in a Japanese text, so a test can assert a translated text holds
/// none. The one check behind every no-English test of the package (messages, warnings, help
/// pages, rule pages, `run --explain` output, diagrams).
///
/// A word is English when it has four or more ASCII letters and is no name: not in
/// `UntranslatedNames.all` (the names that stay in ASCII, each with its reason) nor in the
/// `extra` names a test adds for its own text (a help page's placeholders, a scenario's apps).
/// Before the words are collected, the check takes out the `values` filled into the text (app,
/// task and controller names, a file's path), hexadecimal codes (`0x8badf00d`) and, unless
/// `quotations` is `.checked`, what is quoted: '…', "…", `…`, 『…』 and `{placeholder}`s (a typed
/// name, iOS's own exception or log text, a source's title).
public enum EnglishLeft {
    /// Whether quoted text is part of what is checked.
    public enum Quotations: Sendable {
        /// Quoted text is the scenario's or a source's own words: skipped (the default).
        case skipped
        /// Quoted text is checked too (a run's output quotes only the scenario's names).
        case checked
    }

    /// Whether a word written the way code writes it counts as a name.
    public enum Code: Sendable {
        /// Only listed names are names (the default).
        case listedOnly
        /// Also camelCase (`didEnterBackground`, `iPhone`), two capitals first (`UIKit`, `WWDC`) or a
        /// character prose does not hold (`DBL_MAX`, `Info.plist`, `onChange(of:)`, `flutter/flutter`):
        /// for pages that cite many API names (the rule pages).
        case recognised
    }

    /// The English words left in `text`, in order.
    public static func words(in text: String, values: [String] = [], allowing extra: Set<String> = [],
                             quotations: Quotations = .skipped, code: Code = .listedOnly) -> [String] {
        var rest = text
        for value in values.filter({ !$0.isEmpty }).sorted(by: { $0.count > $1.count }) {
            rest = rest.components(separatedBy: value).joined(separator: " ")
        }
        if quotations == .skipped { rest = withoutQuoted(rest) }
        rest = rest.replacingOccurrences(of: "0x[0-9a-fA-F]+", with: " ", options: .regularExpression)
        let names = UntranslatedNames.all.union(extra)
        var found: [String] = []
        for token in rest.split(whereSeparator: { $0.isWhitespace || !$0.isASCII }) {
            let word = token.trimmingCharacters(in: CharacterSet(charactersIn: "()[]{}<>,;:.!?*'\"+|=&"))
            if names.contains(word) || (code == .recognised && isCode(word)) { continue }
            // Word by word inside a name: `Info.plist` is `Info` and `plist`, `a|b` is `a` and `b`.
            for part in word.split(whereSeparator: { !(isLetterOrDigit($0) || "_-'".contains($0)) }) {
                let bare = part.trimmingCharacters(in: CharacterSet(charactersIn: "-'"))
                if bare.filter({ $0.isASCII && $0.isLetter }).count >= 4 && !names.contains(bare) { found.append(bare) }
            }
        }
        return found
    }

    /// `text` without what is inside '…' (an apostrophe after a letter, as in O'Reilly, opens
    /// none), "…", `…` or 『…』, and without its `{placeholder}`s.
    static func withoutQuoted(_ text: String) -> String {
        var rest = text
        for quoted in ["`[^`]*`", "\"[^\"]*\"", "(?<![A-Za-z])'[^'\\n]*'", "『[^』]*』", "\\{[A-Za-z]+\\}"] {
            rest = rest.replacingOccurrences(of: quoted, with: " ", options: .regularExpression)
        }
        return rest
    }

    /// A name as code writes it: camelCase, starting with two capitals, or holding `_./~(:#` or a digit.
    static func isCode(_ word: String) -> Bool {
        word.range(of: "[a-z][A-Z]", options: .regularExpression) != nil
            || word.range(of: "^[A-Z]{2,}", options: .regularExpression) != nil
            || word.range(of: "[_./~(:#0-9]", options: .regularExpression) != nil
    }

    private static func isLetterOrDigit(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber)
    }
}
