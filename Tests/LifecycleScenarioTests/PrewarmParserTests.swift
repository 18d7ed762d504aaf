import LifecycleScenario
import LifecycleSim
import XCTest

/// docs/LANGUAGE.md, "Prewarming (iOS 15+)": `prewarm APP` (timeline) and `expect APP prewarmed` (PW-1).
final class PrewarmParserTests: XCTestCase {
    func test_PW1_prewarmAndExpectPrewarmedParse() throws {
        let result = ScenarioParser.parse("device ios 15\napp Mail\n0s prewarm Mail\n   expect Mail prewarmed\n",
                                          path: "t.scenario")
        XCTAssertEqual(result.diagnostics, [])
        let document = try XCTUnwrap(result.document)
        XCTAssertEqual(document.timeline.map(\.statement), [.event(.prewarm(app: "Mail")),
                                                            .expect(.prewarmed(app: "Mail"))])
        XCTAssertEqual(document.timeline.map(\.text), ["prewarm Mail", "expect Mail prewarmed"])
    }

    func test_PW1_prewarmNeedsAnInstalledApp() {
        let missing = ScenarioParser.parse("device ios 15\napp Mail\nprewarm\n", path: "t.scenario")
        XCTAssertTrue(missing.hasErrors)
        let rendered = missing.diagnostics.map { DiagnosticRenderer.render($0, color: false) }.joined(separator: "\n")
        XCTAssertTrue(rendered.contains("prewarm APP"), rendered)
        let unknown = ScenarioParser.parse("device ios 15\napp Mail\nprewarm Notes\n", path: "t.scenario")
        XCTAssertTrue(unknown.hasErrors)
    }
}
