import Foundation
import LifecycleScenario
import LifecycleSim
import XCTest

/// A device's state (`Device.State`) is everything that decides what happens next: every library
/// scenario, stopped after any line, snapshotted, restored into a fresh device and run on there,
/// writes the same trace, record for record, as the run that never stopped.
final class DeviceStateRoundTripTests: XCTestCase {
    private func document(_ url: URL) throws -> ScenarioDocument {
        let parsed = ScenarioParser.parse(Array(try Data(contentsOf: url)), path: url.lastPathComponent)
        return try XCTUnwrap(parsed.document, url.path)
    }

    /// The run's records as JSON lines, and its summary; with `restoringAfter`, the run moves to a
    /// fresh device restored from its state right after that timeline entry.
    private func run(_ document: ScenarioDocument, restoringAfter stop: Int? = nil,
                     file: StaticString = #filePath, line: UInt = #line) throws -> ([String], RunSummary) {
        let runner = ScenarioRunner(document: document)
        let collector = TraceCollector()
        runner.addSink(collector)
        for (index, entry) in document.timeline.enumerated() {
            runner.runLine(entry)
            guard index == stop else { continue }
            let state = runner.device.snapshot()
            let before = runner.device
            try runner.continueOnFreshDevice(restoring: state)
            XCTAssertFalse(runner.device === before, file: file, line: line)
            XCTAssertEqual(runner.device.snapshot(), state, "the restored device's state is the state restored",
                           file: file, line: line)
        }
        return (collector.records.map(TraceJSONFormatter.line(for:)), runner.summary)
    }

    func testEveryLibraryScenarioRunsOnTheSameAfterARestoreAtEveryLine() throws {
        for url in ScenarioLibraryTests.scenarioFiles() {
            let document = try document(url)
            let (expected, summary) = try run(document)
            for stop in document.timeline.indices {
                let (lines, restoredSummary) = try run(document, restoringAfter: stop)
                let name = "\(url.lastPathComponent), restored after line \(document.timeline[stop].location.line)"
                if let difference = firstDifference(expected, lines) {
                    XCTFail("\(name): the trace differs from line \(difference + 1) of the JSON trace:\n"
                            + "- \(difference < expected.count ? expected[difference] : "(nothing)")\n"
                            + "+ \(difference < lines.count ? lines[difference] : "(nothing)")")
                    break
                }
                XCTAssertEqual(restoredSummary, summary, name)
            }
        }
    }

    private func firstDifference(_ a: [String], _ b: [String]) -> Int? {
        for index in 0..<max(a.count, b.count) where index >= a.count || index >= b.count || a[index] != b[index] {
            return index
        }
        return nil
    }
}
