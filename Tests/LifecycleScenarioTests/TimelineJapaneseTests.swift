@testable import LifecycleScenario
import LifecycleSim
import LocalizationTestSupport
import XCTest

/// `lifesim timeline --lang ja`: the picture's own words in Japanese, state, callback,
/// app and task names as written, and the same drawing otherwise.
final class TimelineJapaneseTests: XCTestCase {
    /// BG-3 and BG-5 on iOS 7: a task begun on didEnterBackground, cut off after 180 s.
    private static let source = """
    scenario "expiry"
    device ios 7
    app Uploader
      on didEnterBackground: begin-task upload
      on expire upload: end-task upload
    0s launch Uploader
    +5s home
    +175s expect Uploader remaining 5s
    +1s expect Uploader suspended
    +10s expect Uploader background
    """

    private func japanese() throws -> SVGNode {
        let parsed = ScenarioParser.parse(Self.source, path: "expiry.scenario")
        let document = try XCTUnwrap(parsed.document)
        return try SVGTreeBuilder.parse(TimelinePicture.draw(document, in: .ja).svg)
    }

    /// The compiler sees that every text of the picture has Japanese words; what it cannot see
    /// is one that leaves out what the English one names, or the English copied.
    func testEveryTimelineTextHasAJapaneseText() throws {
        XCTAssertEqual(DeclaredCases.names(of: TypedCatalogueExamples.timeline),
                       try DeclaredCases.names(inFileAt: "Sources/LifecycleScenario/Timeline/TimelineMessages.swift"))
        XCTAssertEqual(TranslationProblems.of(TypedCatalogueExamples.timeline) { $0.text(in: $1) }, [])
    }

    func testTheLegendAndRowsReadInJapaneseAndStateNamesStay() throws {
        let root = try japanese()
        let legend = root.elements(class: "legend").first?.texts ?? []
        XCTAssertEqual(legend, ["not-running", "inactive", "active", "background", "suspended", "コールバック",
                                "タスクの開始・終了", "警告 (強制終了、破棄)", "✓", "満たされた期待", "✗",
                                "満たされなかった期待", "持ち時間 (残り秒数)", "アイドル時間 (縮めて表示)"])
        XCTAssertEqual(root.elements(class: "row-name").map(\.text), ["イベント", "expect"])
        let subtitle = root.all.first { $0.attributes["id"] == "subtitle" }?.text
        XCTAssertEqual(subtitle, "expiry.scenario · iOS 7 · 191 秒 · アプリ 1 個 · 期待 3 件、失敗 1 件")
    }

    /// The failed expectation (the app is suspended at 191 s, BG-5) keeps the expectation as
    /// written; the budget's tooltip keeps its 180 s (BG-3) and the 4 s the handler left (BG-5).
    func testTooltipsKeepTheFacts() throws {
        let root = try japanese()
        let failure = root.elements(class: "failure").map(\.text)
        XCTAssertEqual(failure, ["Uploader background", "実際: Uploader suspended"], "what was expected, then what was found")
        let budget = root.elements(class: "budget").first?.elements(named: "title").first?.text
        XCTAssertEqual(budget, "持ち時間 180 秒 (5 秒から): アプリがバックグラウンドを離れたときの残りは 4 秒")
        let titles = root.elements(named: "title").map(\.text)
        XCTAssertTrue(titles.contains("expire upload (181 秒、background) [BG-5]"), titles.joined(separator: "\n"))
        XCTAssertTrue(titles.contains("タスク 1 'upload' 開始 (5 秒、未終了 1) [BG-1]"), titles.joined(separator: "\n"))
    }

    /// The picture of `source` in `language`.
    private func picture(_ source: String, in language: Language) throws -> SVGNode {
        let document = try XCTUnwrap(ScenarioParser.parse(source, path: "t.scenario").document)
        return try SVGTreeBuilder.parse(TimelinePicture.draw(document, in: language).svg)
    }

    /// PR-1 on iOS 13 (workshop 05): a 30 s budget from the home press at 5 s, used up at 35 s.
    /// Japanese says so (a budget of 30 s that started at 5 s), not "from 5 s to 30 s".
    func testABudgetThatRanOutSaysItsLengthAndItsStart() throws {
        let source = """
            device ios 13
            app Uploader
              on didEnterBackground: begin-task upload
            0s launch Uploader
            +5s home
            +40s expect Uploader not-running
            """
        let title = { (root: SVGNode) in root.elements(class: "budget").first?.elements(named: "title").first?.text }
        XCTAssertEqual(title(try picture(source, in: .en)), "background budget: 30s from 5s, ran out at 35s")
        XCTAssertEqual(title(try picture(source, in: .ja)), "持ち時間 30 秒 (5 秒から): 35 秒に使い切りました")
    }

    /// BG-3 on iOS 7: 180 s from the home press at 5 s; back in front at 25 s, 160 s were left.
    func testABudgetLeftBehindSaysWhatWasLeft() throws {
        let source = """
            device ios 7
            app Uploader
              on didEnterBackground: begin-task upload
            0s launch Uploader
            +5s home
            +20s launch Uploader
            +10s expect Uploader active
            """
        let title = { (root: SVGNode) in root.elements(class: "budget").first?.elements(named: "title").first?.text }
        XCTAssertEqual(title(try picture(source, in: .en)),
                       "background budget: 180s from 5s, 160s left when the app left the background")
        XCTAssertEqual(title(try picture(source, in: .ja)),
                       "持ち時間 180 秒 (5 秒から): アプリがバックグラウンドを離れたときの残りは 160 秒")
    }

    /// BG-1: a task's marks say begun and ended in Japanese, the word first as a BGTask's mark
    /// (`起動 ID`), the task's name as written; English keeps `begin NAME` / `end NAME`.
    func testTaskMarksReadInJapaneseAroundTheTaskName() throws {
        let marks = { (root: SVGNode) in
            root.elements(class: "lane").flatMap { $0.elements(class: "task") }.compactMap { $0.elements(named: "text").last?.text }
        }
        XCTAssertEqual(marks(try japanese()), ["開始 upload", "終了 upload"])
        let english = try SVGTreeBuilder.parse(TimelinePicture.draw(
            try XCTUnwrap(ScenarioParser.parse(Self.source, path: "expiry.scenario").document), in: .en).svg)
        XCTAssertEqual(marks(english), ["begin upload", "end upload"])
    }

    /// Kana and kanji take two cells of a monospaced font; ASCII one, as before.
    func testWideCharactersAreMeasuredTwoCellsWide() {
        XCTAssertEqual(SVGText.width("idle", size: 10), 24, accuracy: 0.001)
        XCTAssertEqual(SVGText.width("アイドル", size: 10), 48, accuracy: 0.001)
        XCTAssertEqual(SVGText.width("枠 5s", size: 10), 30, accuracy: 0.001)
    }
}
