import LifecycleScenario
import LifecycleSim
import XCTest

/// Scene scenarios end to end: the runner, the expectations and the bytes (SC-1, SC-3, SC-9).
final class SceneScenarioTests: XCTestCase {
    private let text = """
        device ios 17
        app Notes scenes
          on sceneDidEnterBackground: begin-task save
          on expire save: end-task save
        launch Notes
        +1s home
        +1s disconnect Notes/1
        +1s launch Notes
        expect Notes/2 foreground-active
        expect Notes/1 disconnected
        expect Notes scenes 1
        expect Notes/2 callbacks: willConnect, sceneWillEnterForeground, sceneDidBecomeActive
        expect Notes/3 background
        """

    private func runScenario() throws -> (json: String, summary: RunSummary) {
        let parsed = ScenarioParser.parse(text, path: "t.scenario")
        let runner = ScenarioRunner(document: try XCTUnwrap(parsed.document))
        let collector = TraceCollector()
        runner.addSink(collector)
        let summary = runner.run()
        return (collector.records.map(TraceJSONFormatter.line(for:)).joined(separator: "\n"), summary)
    }

    func test_SC9_theSameSceneScenarioRunsToTheSameBytesTwice() throws {
        let first = try runScenario()
        let second = try runScenario()
        XCTAssertEqual(first.json, second.json)
        XCTAssertTrue(first.json.contains(#""kind":"scene-transition""#))
    }

    func test_SC9_sceneExpectationsAreCheckedAndANeverConnectedSceneFails() throws {
        let summary = try runScenario().summary
        XCTAssertEqual(summary.expectations, 5)
        XCTAssertEqual(summary.failed, 1, "Notes/3 never connected")
        XCTAssertEqual(summary.failures.first?.actual, "Notes/3 none (the app never had scene 3)")
    }
}
