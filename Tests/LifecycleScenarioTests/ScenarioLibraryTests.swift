import Foundation
import LifecycleScenario
import LifecycleSim
import XCTest

/// Every file of `Scenarios/` parses, passes its own expectations, and runs to the same bytes twice.
final class ScenarioLibraryTests: XCTestCase {
    static var scenariosDirectory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Scenarios")
    }

    static func scenarioFiles() -> [URL] {
        let enumerator = FileManager.default.enumerator(at: scenariosDirectory, includingPropertiesForKeys: nil)
        var files: [URL] = []
        while let url = enumerator?.nextObject() as? URL {
            if url.pathExtension == "scenario" { files.append(url) }
        }
        return files.sorted { $0.path < $1.path }
    }

    private func jsonTrace(of url: URL) throws -> (String, RunSummary) {
        let bytes = Array(try Data(contentsOf: url))
        let parsed = ScenarioParser.parse(bytes, path: url.lastPathComponent)
        let document = try XCTUnwrap(parsed.document, parsed.diagnostics.map { DiagnosticRenderer.render($0, color: false) }.joined(separator: "\n"))
        let runner = ScenarioRunner(document: document)
        let collector = TraceCollector()
        runner.addSink(collector)
        let summary = runner.run()
        return (collector.records.map(TraceJSONFormatter.line(for:)).joined(separator: "\n"), summary)
    }

    func testLibraryHasScenarios() {
        XCTAssertFalse(Self.scenarioFiles().isEmpty)
    }

    func testEveryScenarioPassesItsOwnExpectations() throws {
        for url in Self.scenarioFiles() {
            let (_, summary) = try jsonTrace(of: url)
            XCTAssertEqual(summary.failed, 0, url.path)
            XCTAssertNil(summary.internalFailure, url.path)
            XCTAssertGreaterThan(summary.expectations, 0, "\(url.path) checks nothing")
        }
    }

    /// The invariant checker runs after every line of every library scenario.
    func testEveryScenarioKeepsEveryInvariantAfterEveryLine() throws {
        for url in Self.scenarioFiles() {
            let parsed = ScenarioParser.parse(Array(try Data(contentsOf: url)), path: url.lastPathComponent)
            let document = try XCTUnwrap(parsed.document, url.path)
            XCTAssertNil(RandomWalk.firstViolation(in: document), url.path)
        }
    }

    func testEveryScenarioRunsToTheSameBytesTwice() throws {
        for url in Self.scenarioFiles() {
            let first = try jsonTrace(of: url).0
            let second = try jsonTrace(of: url).0
            XCTAssertEqual(first, second, url.path)
        }
    }

    /// Every implemented rule of the catalogue is exercised by some scenario of the library.
    func testTheLibraryExercisesEveryImplementedRuleTransitionAndCallback() throws {
        let collector = CoverageCollector()
        for url in Self.scenarioFiles() {
            let parsed = ScenarioParser.parse(Array(try Data(contentsOf: url)), path: url.lastPathComponent)
            let document = try XCTUnwrap(parsed.document, url.path)
            let runner = ScenarioRunner(document: document)
            collector.begin(profile: runner.device.profile)
            runner.addSink(collector)
            runner.run()
        }
        XCTAssertEqual(collector.report.rules.missing, [])
        XCTAssertEqual(collector.report.transitions.missing, [])
        XCTAssertEqual(collector.report.callbacks.missing, [])
    }

    func testEveryScenarioStartsWithACommentCitingARule() throws {
        let ruleIDs = RuleID.allCases.map(\.rawValue)
        for url in Self.scenarioFiles() {
            let text = try String(contentsOf: url, encoding: .utf8)
            let header = text.split(separator: "\n").prefix { $0.hasPrefix("#") }.joined(separator: "\n")
            XCTAssertTrue(ruleIDs.contains { header.contains($0) }, "\(url.path) does not teach a rule by id in its opening comment")
        }
    }
}
