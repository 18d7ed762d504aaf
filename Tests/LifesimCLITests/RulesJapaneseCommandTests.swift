import Foundation
import XCTest
import LocalizationTestSupport

/// `lifesim rules --lang ja` and `lifesim rules ID --lang ja`: a Japanese-speaking teacher
/// reads the rules with no English on screen except UIKit's names, rule ids and the sources.
final class RulesJapaneseCommandTests: XCTestCase {
    /// The key lines of BG-3 in Japanese, written from the rule (DTS: the budget is the app's, not
    /// the tasks'), and its sources exactly as the English page gives them.
    func testBG3InJapanese() throws {
        let japanese = try CLI.run(["rules", "BG-3", "--lang", "ja"])
        XCTAssertEqual(japanese.status, 0, japanese.stderr)
        let lines = japanese.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(Array(lines.prefix(3)), ["BG-3: 持ち時間はアプリのもの", "iOS バージョン: iOS 4+", ""])
        XCTAssertEqual(lines[3], "持ち時間はタスクではなくアプリに属します。その長さはプロファイルの値 (PR-1) で、アプリが")
        XCTAssertTrue(japanese.stdout.contains("タスクをさらに開始しても延びることはありません。"), japanese.stdout)
        XCTAssertTrue(japanese.stdout.contains("(\"starting two background tasks in a row won't give you 60 seconds\")"),
                      "a quoted source stays in its own words")
        XCTAssertTrue(lines.contains("出典:"), japanese.stdout)
        XCTAssertEqual(lines.dropLast().last, "  (DTS: Apple デベロッパテクニカルサポートのフォーラム投稿、OBS: 公開された観測 (ログ、クラッシュレポート、記事))")

        let english = try CLI.run(["rules", "BG-3"])
        let citations = english.stdout.split(separator: "\n").filter { $0.hasPrefix("  [") || $0.hasPrefix("        \"") }
        XCTAssertEqual(citations.count, 4, english.stdout)
        XCTAssertTrue(citations.contains(
            "  [DTS] Apple Developer Forums thread 85066, UIApplication Background Task Notes (Quinn \"The Eskimo!\") — https://developer.apple.com/forums/thread/85066"))
        for line in citations { XCTAssertTrue(lines.contains(String(line)), "the Japanese page keeps the source \(line)") }
    }

    func testTheEnvironmentChoosesJapaneseToo() throws {
        let option = try CLI.run(["rules", "bg-3", "--lang", "ja"])
        let environment = try CLI.run(["rules", "bg-3"], environment: ["LIFESIM_LANG": "ja"])
        XCTAssertEqual(environment.stdout, option.stdout)
        let locale = try CLI.run(["rules", "bg-3"], environment: ["LIFESIM_LANG": "", "LC_ALL": "", "LANG": "ja_JP.UTF-8"])
        XCTAssertEqual(locale.stdout, option.stdout)
        let english = try CLI.run(["rules", "bg-3", "--lang", "en"], environment: ["LIFESIM_LANG": "ja"])
        XCTAssertTrue(english.stdout.hasPrefix("BG-3: The budget belongs to the app\niOS versions: iOS 4+\n"), english.stdout)
    }

    func testLabelsOfReadingStatusAndListInJapanese() throws {
        let br4 = try CLI.run(["rules", "BR-4", "--lang", "ja"])
        XCTAssertTrue(br4.stdout.contains("\n本ツールの解釈: Apple の現在の記事は"), br4.stdout)
        XCTAssertTrue(br4.stdout.contains("`lifesim rules BR-4`"), br4.stdout)
        // The rules not simulated yet (SC-6, SC-7, SC-8 when this was written) say so in Japanese.
        let englishRows = try CLI.run(["rules"]).stdout.split(separator: "\n")
        let notSimulated = englishRows.filter { $0.hasSuffix("  [not simulated yet]") }
            .compactMap { $0.split(separator: " ").first.map(String.init) }
        for id in notSimulated {
            let page = try CLI.run(["rules", id, "--lang", "ja"])
            XCTAssertTrue(page.stdout.hasSuffix("\n\n対応状況: まだシミュレートしていません (後のマイルストーンで対応します)。\n"), page.stdout)
        }
        let list = try CLI.run(["rules", "--lang", "ja"])
        XCTAssertEqual(list.status, 0)
        let rows = list.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(rows.first, "LifecycleSim のルール一覧 (1 つのルールの全文は lifesim rules ID で表示できます):")
        XCTAssertTrue(rows.contains("  BG-3   持ち時間はアプリのもの  [iOS 4+]"), list.stdout)
        XCTAssertEqual(rows.filter { $0.hasSuffix("  [未シミュレート]") }.count, notSimulated.count, list.stdout)
        XCTAssertTrue(rows.contains("  ST-2   許される遷移とそのコールバック  [すべて]"), list.stdout)
        XCTAssertEqual(rows.filter { $0.hasPrefix("  ") }.count, 89, "one row per rule")
    }

    /// Every screen of `lifesim rules --lang ja`: no English word left outside names, ids and sources.
    func testJapaneseRulePagesLeaveNoEnglishWords() throws {
        let list = try CLI.run(["rules", "--lang", "ja"])
        XCTAssertEqual(list.status, 0)
        var pages = [("list", list.stdout)]
        let ids = list.stdout.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }
            .filter { $0.contains("-") }
        XCTAssertEqual(ids.count, 89)
        for id in ids {
            let page = try CLI.run(["rules", id, "--lang", "ja"])
            XCTAssertEqual(page.status, 0, page.stderr)
            pages.append((id, page.stdout))
        }
        let markdown = try CLI.run(["rules", "--format", "markdown", "--lang", "ja"])
        pages.append(("markdown", markdown.stdout))
        for (name, page) in pages {
            let english = EnglishLeft.words(in: Self.withoutSources(page), code: .recognised)
            XCTAssertEqual(english, [], "\(name): English words on a Japanese page")
        }
    }

    /// The check as the rule pages use it finds English prose and passes code, quotations and names.
    func testTheEnglishWordCheckCanFail() {
        XCTAssertEqual(EnglishLeft.words(in: "アプリは willResignActive の後 goes to suspended (BG-2)。Home screen",
                                         code: .recognised), ["goes", "Home", "screen"])
        XCTAssertEqual(EnglishLeft.words(in: "`start-audio` が \"has active assertions\" を書く。UIKit, SwiftUI",
                                         code: .recognised), [])
        XCTAssertEqual(EnglishLeft.words(in: Self.withoutSources("本文 then\n  [DOC] Apple Documentation — https://x\n```"),
                                         code: .recognised), ["then"], "a source's line is its own words")
    }

    /// The page without its sources: the lines of each citation (`[DOC] title — link` and its
    /// quote), which stay as the sources write them in every language; and without Markdown's
    /// code fences, whose backticks would pair with a name's.
    private static func withoutSources(_ page: String) -> String {
        page.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !($0.hasPrefix("  [") || $0.hasPrefix("        \"") || $0.hasPrefix("- **") || $0 == "```") }
            .joined(separator: "\n")
    }
}
