import XCTest
@testable import LifecycleScenario
import LifecycleSim

/// A timeline line's time counts from the start of the run (docs/LANGUAGE.md, "The timeline"), so
/// `-179s` is a time written wrong, reported where it stands, not an unknown event.
final class NegativeTimeDiagnosticTests: XCTestCase {
    private func rendered(_ text: String, language: Language = .en) -> [String] {
        let result = ScenarioParser.parse(text, path: "t.scenario")
        XCTAssertTrue(result.hasErrors)
        XCTAssertNil(result.document)
        return result.diagnostics.map { DiagnosticRenderer.render($0, color: false, language: language) }
    }

    func testANegativeTimeIsReportedAsATimeWithTheEarliestAllowed() {
        XCTAssertEqual(rendered("app A\n0s launch A\n-179s expect A active\n"), ["""
            t.scenario:3:1: error: time '-179s' is negative, but a time counts from the start of the run (0s); \
            write 0s or later, or a relative time such as +5s
            -179s expect A active
            ^~~~~
            """])
        XCTAssertEqual(rendered("app A\n0s launch A\n+12s home\n-0.5s expect A background\n"), ["""
            t.scenario:4:1: error: time '-0.5s' is negative, but a time counts from the start of the run (0s); \
            write 12s or later, or a relative time such as +5s
            -0.5s expect A background
            ^~~~~
            """])
    }

    /// The first timeline line, and one indented under an app line, are timeline lines too.
    func testANegativeTimeRightAfterTheHeader() {
        for text in ["app A\n-5s launch A\n", "app A\n  -5s launch A\n"] {
            let diagnostics = rendered(text)
            XCTAssertEqual(diagnostics.count, 1, "\(diagnostics)")
            XCTAssertTrue(diagnostics.first?.contains("error: time '-5s' is negative") == true, "\(diagnostics)")
        }
    }

    func testInJapanese() {
        XCTAssertEqual(rendered("app A\n-5s launch A\n", language: .ja).first?.split(separator: "\n").first,
                       "t.scenario:2:1: エラー: 時刻 '-5s' が負になっています。時刻は実行の開始 (0s) から数えます: 0s 以降の時刻か、+5s のよ"
                       + "うな相対時刻を書いてください")
    }

    /// A word that merely starts with a minus is not a time.
    func testOnlyAMinusBeforeADigitIsATime() {
        XCTAssertTrue(ParserSession.isNegativeTime("-179s"))
        XCTAssertFalse(ParserSession.isNegativeTime("-"))
        XCTAssertFalse(ParserSession.isNegativeTime("-s"))
        XCTAssertFalse(ParserSession.isNegativeTime("179s"))
    }
}
