@testable import LifecycleScenario
import LifecycleSim
import LocalizationTestSupport
import XCTest

/// The run report's words: every key in both languages, and counts read naturally in each.
final class RunMessagesTests: XCTestCase {
    func testEveryRunReportTextHasAJapaneseText() throws {
        XCTAssertEqual(DeclaredCases.names(of: TypedCatalogueExamples.run),
                       try DeclaredCases.names(inFileAt: "Sources/LifecycleScenario/Running/RunMessages.swift"))
        XCTAssertEqual(TranslationProblems.of(TypedCatalogueExamples.run) { $0.text(in: $1) }, [])
    }

    /// English counts its nouns (`1 scenario`, `2 scenarios`); Japanese counts with a counter
    /// word and no plural (`シナリオ 2 件`).
    func testCountsInBothLanguages() {
        XCTAssertEqual(RunMessage.scenarios(count: 1).text(in: .en), "1 scenario")
        XCTAssertEqual(RunMessage.scenarios(count: 2).text(in: .en), "2 scenarios")
        XCTAssertEqual(RunMessage.expectations(count: 1).text(in: .ja), "期待 1 件")
        XCTAssertEqual(RunMessage.apps(count: 3).text(in: .ja), "アプリ 3 個")
    }

    /// `lifesim walk`'s closing line counts its nouns in English (one scenario, not "1 scenarios")
    /// and reads in Japanese with the counter words; seeds and counts stay numbers.
    func testTheWalksClosingLineInBothLanguages() {
        XCTAssertEqual(WalkReport.held(steps: 10, scenarios: 1, firstSeed: 1, lastSeed: 1, in: .en),
                       "walked 10 steps in 1 scenario (seeds 1…1), every invariant held")
        XCTAssertEqual(WalkReport.held(steps: 20000, scenarios: 100, firstSeed: 5, lastSeed: 104, in: .ja),
                       "ランダムウォーク: シナリオ 100 件 (シード 5…104) でステップ 20000 個を実行し、すべての不変条件が成り立ちました")
    }

    /// A violation names its seed and the minimal scenario's path in both languages; the
    /// violation is the invariant checker's words, kept as they are.
    func testAWalksViolationLinesInBothLanguages() {
        let violation = "after timeline line 3 (home): Mail is suspended but ran a callback"
        XCTAssertEqual(WalkReport.violation(seed: 7, violation: violation, path: "./walk-failure-7.scenario", in: .en), [
            "lifesim walk: seed 7: \(violation)",
            "lifesim walk: a minimal scenario that reproduces it: ./walk-failure-7.scenario",
        ])
        let japanese = WalkReport.violation(seed: 7, violation: violation, path: "./walk-failure-7.scenario", in: .ja)
        XCTAssertEqual(japanese, [
            "lifesim walk: シード 7: \(violation)",
            "lifesim walk: これを再現する最小のシナリオ: ./walk-failure-7.scenario",
        ])
        XCTAssertEqual(EnglishLeft.words(in: japanese.joined(separator: "\n"), values: [violation, "lifesim walk", "./walk-failure-7.scenario"]), [])
    }
}
