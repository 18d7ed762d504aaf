import Foundation
import LifecycleSim
import LocalizationTestSupport
import XCTest

/// The rule catalogue in Japanese: every rule translated, and nothing technical lost or
/// altered on the way — a name, a rule id, a number or a duration of the English must be in the
/// Japanese as the English writes it.
final class RuleTranslationTests: XCTestCase {
    func testEveryRuleHasAJapaneseTranslationAndNoTranslationIsForAnUnknownRule() {
        for rule in RuleCatalogue.all {
            XCTAssertNotNil(RuleCatalogue.translation(of: rule.id, in: .ja), "\(rule.id) has no Japanese text")
        }
        XCTAssertEqual(Set(RuleCatalogue.japanese.keys), Set(RuleCatalogue.all.map(\.id)))
        XCTAssertNil(RuleCatalogue.translation(of: .bg3, in: .en), "English is the catalogue itself")
    }

    func testAJapaneseRuleHasOurReadingExactlyWhereTheEnglishHasOne() {
        for rule in RuleCatalogue.all {
            let japanese = rule.localized(.ja)
            XCTAssertEqual(japanese.resolution == nil, rule.resolution == nil, rule.id.rawValue)
        }
    }

    func testLocalizingChangesOnlyTheWords() throws {
        for english in RuleCatalogue.all {
            XCTAssertEqual(english.localized(.en), english)
            let japanese = english.localized(.ja)
            XCTAssertEqual(japanese.id, english.id)
            XCTAssertEqual(japanese.sources, english.sources)
            XCTAssertEqual(japanese.citations, english.citations, "sources stay as they are")
            XCTAssertEqual(japanese.implemented, english.implemented)
            XCTAssertNotEqual(japanese.statement, english.statement)
        }
        let bg3 = try XCTUnwrap(RuleCatalogue.rule(.bg3)).localized(.ja)
        XCTAssertEqual(bg3.title, "持ち時間はアプリのもの")
        XCTAssertEqual(bg3.versions, "iOS 4+", "a version range without words reads the same")
        XCTAssertEqual(try XCTUnwrap(RuleCatalogue.rule(.st2)).localized(.ja).versions, "すべて")
        XCTAssertEqual(RuleCatalogue.all(in: .ja).map(\.id), RuleCatalogue.all.map(\.id))
        XCTAssertEqual(RuleCatalogue.all(in: .en), RuleCatalogue.all)
    }

    /// The main check: every backticked name, rule id and duration of the English
    /// statement (and, as strictly, of our reading, the title and the versions) is in the Japanese as written.
    func testEveryTechnicalTokenOfTheEnglishIsInTheJapanese() {
        for rule in RuleCatalogue.all {
            let japanese = rule.localized(.ja)
            let pairs = [("title", rule.title, japanese.title), ("versions", rule.versions, japanese.versions),
                         ("statement", rule.statement, japanese.statement),
                         ("resolution", rule.resolution ?? "", japanese.resolution ?? "")]
            for (part, english, translated) in pairs {
                let missing = TechnicalTokens.missing(from: translated, of: english)
                XCTAssertEqual(missing, [], "\(rule.id) \(part): the Japanese lacks \(missing)")
            }
        }
    }

    /// The token check can fail: a translation that drops or alters a name, an id or a duration.
    func testTheTokenCheckCatchesWhatATranslationLost() {
        let english = "On iOS 13 Home gives `willResignActive` then willTerminate within 5 s (FG-2), 0x8badf00d; DBL_MAX."
        XCTAssertEqual(TechnicalTokens.missing(
            from: "iOS 13 でホームボタンを押すと `willResignActive`、willTerminate が 5 秒以内に (FG-2)、0x8badf00d。DBL_MAX。",
            of: english), [])
        XCTAssertEqual(TechnicalTokens.missing(
            from: "iOS 12 でホームボタンを押すと willResignActive、willTerminated が 50 秒以内に (FG-3)。", of: english),
            ["`willResignActive`", "FG-2", "0x8badf00d", "DBL_MAX", "willTerminate", "5 s", "number 13"])
    }

    func testEveryJapaneseTextIsWrittenInJapanese() {
        for rule in RuleCatalogue.all(in: .ja) {
            for (part, text) in [("title", rule.title), ("statement", rule.statement), ("resolution", rule.resolution ?? "あ")] {
                XCTAssertTrue(text.unicodeScalars.contains { Self.isJapanese($0) }, "\(rule.id) \(part): \(text)")
            }
        }
    }

    func testTheLabelsCatalogueIsComplete() {
        XCTAssertEqual(TranslationProblems.of(TypedCatalogueExamples.ruleLabel) { $0.text(in: $1) }, [])
        XCTAssertEqual(RuleGroup.allCases.filter { $0.title(in: .ja) == $0.title(in: .en) }, [.bgTaskScheduler],
                       "every group's title is translated but BGTaskScheduler, a name")
        XCTAssertEqual(RuleSource.doc.meaning, "Apple reference documentation")
        XCTAssertEqual(RuleSource.doc.meaning(in: .ja), "Apple のリファレンスドキュメント")
    }

    /// `lifesim rules --format markdown --lang ja`: the same page structure as docs/RULES.md.
    func testTheJapaneseMarkdownPageHasOneSectionPerRuleAndBalancedFences() {
        let page = RuleCatalogue.markdownPage(in: .ja)
        let lines = page.split(separator: "\n", omittingEmptySubsequences: false)
        let headings = lines.filter { $0.hasPrefix("### ") }.map { String($0.dropFirst(4).prefix { $0 != " " }) }
        XCTAssertEqual(headings, RuleCatalogue.all.map(\.id.rawValue))
        XCTAssertEqual(lines.filter { $0 == "```" }.count % 2, 0)
        XCTAssertTrue(lines.contains("## バックグラウンドタスク (BG)"))
        XCTAssertTrue(lines.contains("### BG-3 持ち時間はアプリのもの"))
        XCTAssertEqual(lines.filter { $0.hasSuffix(" — *未シミュレート*") }.count, RuleCatalogue.all.filter { !$0.implemented }.count)
        XCTAssertNotEqual(page, RuleCatalogue.markdownPage())
    }

    private static func isJapanese(_ scalar: Unicode.Scalar) -> Bool {
        (0x3040...0x30FF).contains(scalar.value) || (0x4E00...0x9FFF).contains(scalar.value)
    }
}

/// The technical tokens of an English rule text that a translation must carry over unchanged.
enum TechnicalTokens {
    /// Backticked spans, rule ids, hex codes, UPPER_SNAKE names, camelCase and CamelCase names
    /// (callbacks, types, UIKit), every number, and every duration (`5 s`, `30 seconds`).
    private static let patterns = [
        "`[^`]+`",
        "\\b(?:[A-Z]{2,3})-[0-9]+\\b",
        "\\b0x[0-9a-f]+\\b",
        "\\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\\b",
        "\\b[a-z]+[A-Z][A-Za-z0-9]*\\b",
        "\\b[A-Z]{2,}[a-z][A-Za-z0-9]*\\b",
        "\\b[A-Z][a-z]+[A-Z][A-Za-z0-9]*\\b",
    ]
    private static let number = "[0-9]+(?:\\.[0-9]+)*"
    /// A number standing alone: not part of a name (`TN3187`, `0x8badf00d`), a rule id (`BG-5`) or a longer number.
    private static let standaloneNumber = "(?<![A-Za-z0-9_.])(?<![A-Z]-)\(number)(?![A-Za-z0-9_]|\\.[0-9])"

    /// The tokens of `english` not found in `translated`, in order of first appearance per kind.
    static func missing(from translated: String, of english: String) -> [String] {
        var missing: [String] = []
        for pattern in patterns {
            for token in matches(pattern, in: english) where !contains(token, in: translated) && !missing.contains(token) {
                missing.append(token)
            }
        }
        // Durations: `N s` or `N seconds` in English is `N s`, `N 秒` or `N秒` in Japanese.
        for duration in matches("\\b\(number) ?(?:s|seconds?)\\b", in: english) {
            let value = String(duration.prefix { $0.isNumber || $0 == "." })
            let written = ["\(value) s", "\(value) 秒", "\(value)秒"]
            if !written.contains(where: { contains(number: $0, in: translated) }), !missing.contains("\(value) s") {
                missing.append("\(value) s")
            }
        }
        // Every other number: the same digits, not part of a longer number.
        for value in matches(standaloneNumber, in: english) where !contains(number: value, in: translated) {
            let label = "number \(value)"
            if !missing.contains(label), !missing.contains("\(value) s") { missing.append(label) }
        }
        return missing
    }

    /// Whether `text` holds `token` as a whole: a name not as part of a longer name (`willTerminated`).
    private static func contains(_ token: String, in text: String) -> Bool {
        // A backticked span may be wrapped across lines differently in the two languages.
        if token.hasPrefix("`") { return oneLine(text).contains(oneLine(token)) }
        let escaped = NSRegularExpression.escapedPattern(for: token)
        return !matches("(?<![A-Za-z0-9_])\(escaped)(?![A-Za-z0-9_])", in: text).isEmpty
    }

    /// Whether `text` holds `value` with no digit or decimal point right before or after it.
    private static func contains(number value: String, in text: String) -> Bool {
        let escaped = NSRegularExpression.escapedPattern(for: value)
        return !matches("(?<![0-9.])\(escaped)(?![0-9]|\\.[0-9])", in: text).isEmpty
    }

    /// `text` with every run of whitespace read as one space.
    private static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    private static func matches(_ pattern: String, in text: String) -> [String] {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        let range = NSRange(text.startIndex..., in: text)
        return expression.matches(in: text, range: range).compactMap { Range($0.range, in: text).map { String(text[$0]) } }
    }
}
