@testable import LifecycleSim
import XCTest

/// `lifesim diagram --lang ja`: every word of the diagram has a Japanese text, and every
/// event the explorer can apply is one of them, so no probe is drawn in English.
final class DiagramMessagesTests: XCTestCase {
    func testEveryDiagramTextHasAJapaneseText() {
        XCTAssertEqual(DiagramMessage.catalogue.problems, [])
    }

    func testEveryProbeAndCauseHasAText() {
        let labels = StateMachineExplorer.probes.map(\.name)
            + [StateMachineExplorer.suspensionCause, StateMachineExplorer.taskExpired]
        for label in labels {
            XCTAssertNotNil(DiagramMessage.key(forLabel: label), label)
        }
    }

    /// Names the explorer does not own (callbacks) read the same; its own labels are translated.
    func testLabelsInJapanese() {
        XCTAssertEqual(DiagramMessage.label("home", in: .ja), "ホーム画面に戻る")
        XCTAssertEqual(DiagramMessage.label("home", in: .en), "home")
        XCTAssertEqual(DiagramMessage.label(StateMachineExplorer.suspensionCause, in: .ja), "実行を続けさせるものがない (BG-2)")
        XCTAssertEqual(DiagramMessage.label("didEnterBackground", in: .ja), "didEnterBackground")
    }
}
