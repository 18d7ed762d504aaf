@testable import LifecycleSim
import LocalizationTestSupport
import XCTest

/// `lifesim diagram --lang ja`: every word of the diagram has a Japanese text, and every
/// event the explorer can apply is one of them, so no probe is drawn in English.
final class DiagramMessagesTests: XCTestCase {
    func testEveryDiagramTextHasAJapaneseText() {
        XCTAssertEqual(TranslationProblems.of(TypedCatalogueExamples.diagram) { $0.text(in: $1) }, [])
        XCTAssertEqual(DiagramLabel.allCases.filter { $0.text(in: .ja) == $0.text(in: .en) }.map(\.english), [],
                       "every label of the explorer is translated")
    }

    func testEveryProbeAndCauseHasAText() {
        let labels = StateMachineExplorer.probes.map(\.name)
            + [StateMachineExplorer.suspensionCause, StateMachineExplorer.taskExpired]
        for label in labels {
            XCTAssertNotNil(DiagramLabel.named(label), label)
        }
    }

    /// Names the explorer does not own (callbacks) read the same; its own labels are translated.
    func testLabelsInJapanese() {
        XCTAssertEqual(DiagramLabel.label("home", in: .ja), "ホーム画面に戻る")
        XCTAssertEqual(DiagramLabel.label("home", in: .en), "home")
        XCTAssertEqual(DiagramLabel.label(StateMachineExplorer.suspensionCause, in: .ja), "実行を続けさせるものがない (BG-2)")
        XCTAssertEqual(DiagramLabel.label("didEnterBackground", in: .ja), "didEnterBackground")
    }
}
