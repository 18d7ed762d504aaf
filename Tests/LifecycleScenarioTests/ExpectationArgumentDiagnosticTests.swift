import XCTest
@testable import LifecycleScenario
import LifecycleSim

/// An expectation missing its value, or with a count that is not one, is reported in the words of
/// that expectation: its own syntax (docs/LANGUAGE.md, "Expectations") and what it counts.
final class ExpectationArgumentDiagnosticTests: XCTestCase {
    /// The first diagnostic's message for the timeline line `line`, in `language`.
    private func message(_ line: String, header: String = "app Mail swiftui\n", language: Language = .en) -> String {
        let result = ScenarioParser.parse(header + "0s launch Mail\n" + line + "\n", path: "t.scenario")
        XCTAssertTrue(result.hasErrors, line)
        return result.diagnostics.first { $0.severity == .error }?.text.rendered(in: language) ?? ""
    }

    func testAPhaseExpectationWithoutItsPhaseNamesThePhases() {
        XCTAssertEqual(message("expect Mail phase"), "'phase' needs a phase: expect APP phase active|inactive|background")
        XCTAssertEqual(message("expect Mail/1 phase"), "'phase' needs a phase: expect APP/N phase active|inactive|background")
        XCTAssertEqual(message("expect Mail phase active now"), "unexpected 'now'; write expect APP phase active|inactive|background")
        XCTAssertEqual(message("expect Mail phase", language: .ja),
                       "'phase' にはフェーズが必要です: expect APP phase active|inactive|background")
    }

    /// Every expectation that reads one word of a list: an article before the noun, and its own list.
    func testSiblingExpectationsWithoutTheirWordNameTheirOwnChoices() {
        XCTAssertEqual(message("expect Mail archive"), "'archive' needs an archive state: expect APP archive present|absent")
        XCTAssertEqual(message("expect Mail refresh-status"),
                       "'refresh-status' needs a refresh status: expect APP refresh-status available|denied|restricted")
        XCTAssertEqual(message("expect Mail launched-by"),
                       "'launched-by' needs a launch reason: expect APP launched-by user|url|fetch|push|location|notification|bgtask|urlsession|prewarm")
        XCTAssertEqual(message("expect Mail bgtask com.example.refresh"),
                       "'com.example.refresh' needs a task status: expect APP bgtask ID running|pending|none")
    }

    func testACountThatIsNoneNamesWhatItCounts() {
        XCTAssertEqual(message("expect Mail scenes 99999999999999999999"),
                       "'99999999999999999999' is not a number of connected scenes; write a whole number from 0 to 999999")
        XCTAssertEqual(message("expect Mail tasks many"),
                       "'many' is not a number of background tasks; write a whole number from 0 to 999999")
        XCTAssertEqual(message("expect Mail scenes"), "'scenes' needs a number: expect APP scenes N")
        XCTAssertEqual(message("expect Mail scenes -1", language: .ja),
                       "'-1' は接続中のシーンの数として使えません。0 から 999999 までの整数を書いてください")
    }
}
