import LifecycleScenario
import LifecycleSim
import XCTest

/// Every trace record of a scenario run from its text (a test's scenario must parse).
func scenarioRecords(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> [TraceRecord] {
    let parsed = ScenarioParser.parse(text, path: "t.scenario")
    let document = try XCTUnwrap(parsed.document, "\(parsed.diagnostics)", file: file, line: line)
    let runner = ScenarioRunner(document: document)
    let collector = TraceCollector()
    runner.addSink(collector)
    _ = runner.run()
    return collector.records
}
