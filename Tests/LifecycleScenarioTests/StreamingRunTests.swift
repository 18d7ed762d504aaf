import Foundation
import LifecycleScenario
import LifecycleSim
import XCTest

/// `lifesim run` streams the timeline: it validates a file keeping no timeline, then
/// parses it again and runs each entry as its line is read. These tests hold that path to the
/// document path (parse the whole file, then run the document's timeline): the same diagnostics,
/// the same records and the same summary. The CLI's standard output is a function of the records
/// (the text and JSON formatters), its standard error and exit status of the diagnostics and the
/// summary (`RunReport`), so equal outcomes mean byte-identical output and the same status.
final class StreamingRunTests: XCTestCase {
    /// What one path made of a file: its diagnostics and, when it has no error, the run.
    struct Outcome: Equatable {
        var diagnostics: [Diagnostic]
        var records: [TraceRecord] = []
        var summary: RunSummary?
    }

    /// Parse the whole file, then run the document (the REPL, `--explain`-free Swift API, timeline).
    static func documentPath(_ bytes: [UInt8], path: String) -> Outcome {
        let parsed = ScenarioParser.parse(bytes, path: path)
        guard let document = parsed.document else { return Outcome(diagnostics: parsed.diagnostics) }
        let runner = ScenarioRunner(document: document)
        let collector = TraceCollector()
        runner.addSink(collector)
        let summary = runner.run()
        return Outcome(diagnostics: parsed.diagnostics, records: collector.records, summary: summary)
    }

    /// Validate without keeping the timeline, then parse again and run each entry as it is read (`lifesim run`).
    static func streamingPath(_ bytes: [UInt8], path: String) -> Outcome {
        let apps = AppsBox()
        let validated = ScenarioParser.parse(bytes, path: path, streamingTimeline: { entry in
            if let app = ScenarioRunner.callbackExpectationApp(of: entry) { apps.names.insert(app) }
        })
        guard let document = validated.document else { return Outcome(diagnostics: validated.diagnostics) }
        XCTAssertTrue(document.timeline.isEmpty, "the validating parse keeps no timeline")
        let runner = ScenarioRunner(document: document, appsWithCallbackExpectations: apps.names)
        let collector = TraceCollector()
        runner.addSink(collector)
        let summary = runner.run(streaming: { entry in
            _ = ScenarioParser.parse(bytes, path: path, streamingTimeline: entry)
        })
        return Outcome(diagnostics: validated.diagnostics, records: collector.records, summary: summary)
    }

    final class AppsBox { var names = Set<String>() }

    /// One cycle of a long scenario: a callbacks window, a task that expires (BG-5), a log, two
    /// refused kills (ST-2: the switcher is not open) and an expectation that fails.
    static let cycle = [
        "+1s     launch App",
        "        expect App callbacks: willFinishLaunching, didFinishLaunching, didBecomeActive",
        "+1s     home",
        "        expect App background",
        "+1s     launch Other",
        "        log \"cycle\"",
        "+200s   expect App suspended",
        "+1s     switcher kill App",
        "        expect App suspended",
        "+1s     home",
        "+1s     switcher kill Other",
        "        expect Other no-callbacks",
        "+1s",
    ]

    static func longScenario(cycles: Int) -> [UInt8] {
        var text = """
        scenario "streamed, \(cycles) cycles"
        device ios 12

        app App
          on didEnterBackground: begin-task sync
          on expire sync: end-task sync
        app Other

        """
        for _ in 0..<cycles { text += cycle.joined(separator: "\n") + "\n" }
        return Array(text.utf8)
    }

    func testALongScenarioRunsTheSameStreamedAsFromTheDocument() {
        let cycles = 2_000
        let bytes = Self.longScenario(cycles: cycles)
        let document = Self.documentPath(bytes, path: "long.scenario")
        let streamed = Self.streamingPath(bytes, path: "long.scenario")
        // Five expectations a cycle, by construction.
        XCTAssertEqual(document.summary?.expectations, 5 * cycles)
        XCTAssertGreaterThan(document.summary?.failed ?? 0, 0, "the scenario exercises failing expectations")
        XCTAssertGreaterThan(document.summary?.refusals.count ?? 0, 0, "and refused events")
        XCTAssertEqual(streamed.diagnostics, document.diagnostics)
        XCTAssertEqual(streamed.summary, document.summary)
        XCTAssertEqual(streamed.records.count, document.records.count)
        XCTAssertTrue(streamed.records == document.records, "every record, in order")
    }

    func testEveryLibraryScenarioRunsTheSameStreamed() throws {
        let files = ScenarioLibraryTests.scenarioFiles()
        XCTAssertFalse(files.isEmpty)
        for url in files {
            let bytes = Array(try Data(contentsOf: url))
            let document = Self.documentPath(bytes, path: url.lastPathComponent)
            let streamed = Self.streamingPath(bytes, path: url.lastPathComponent)
            XCTAssertNotNil(document.summary, url.lastPathComponent)
            XCTAssertEqual(streamed, document, url.lastPathComponent)
        }
    }

    /// Broken files report the same diagnostics on both paths and run nothing (exit status 2).
    func testMutatedScenariosGiveTheSameDiagnosticsAndRunsStreamed() throws {
        let seeds = try ScenarioLibraryTests.scenarioFiles().map { Array(try Data(contentsOf: $0)) }
        let words: [[UInt8]] = ["launch ", "home\n", "+5s ", "expect ", "app Ghost\n", "\u{0}", "\"", ":",
                                "switcher kill Nobody\n", "\t", "\u{FF}"].map { Array($0.utf8) }
        var rng = SplitMix64(state: 14)
        var broken = 0
        for _ in 0..<600 {
            var bytes = rng.pick(seeds)
            let position = bytes.isEmpty ? 0 : rng.below(bytes.count)
            bytes.insert(contentsOf: rng.pick(words), at: position)
            let document = Self.documentPath(bytes, path: "mutant")
            let streamed = Self.streamingPath(bytes, path: "mutant")
            if document.summary == nil { broken += 1 }
            XCTAssertEqual(streamed, document)
        }
        XCTAssertGreaterThan(broken, 0, "some mutants have errors")
    }
}
