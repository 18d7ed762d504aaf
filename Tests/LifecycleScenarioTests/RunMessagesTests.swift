@testable import LifecycleScenario
import LifecycleSim
import XCTest

/// The run report's words (#13): every key in both languages, and counts read naturally in each.
final class RunMessagesTests: XCTestCase {
    func testEveryRunReportTextHasAJapaneseText() {
        XCTAssertEqual(RunMessage.catalogue.problems, [])
    }

    /// English counts its nouns (`1 scenario`, `2 scenarios`); Japanese counts with a counter
    /// word and no plural (`シナリオ 2 件`).
    func testCountsInBothLanguages() {
        XCTAssertEqual(RunMessage.counted(1, .scenarioOne, .scenarioOther, in: .en), "1 scenario")
        XCTAssertEqual(RunMessage.counted(2, .scenarioOne, .scenarioOther, in: .en), "2 scenarios")
        XCTAssertEqual(RunMessage.counted(1, .expectationOne, .expectationOther, in: .ja), "期待値 1 件")
        XCTAssertEqual(RunMessage.counted(3, .appOne, .appOther, in: .ja), "アプリ 3 個")
    }
}
