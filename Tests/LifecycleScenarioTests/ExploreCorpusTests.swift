import Foundation
import LifecycleScenario
import LifecycleSim
import XCTest

/// Benchmarks/corpus: apps with one seeded lifecycle bug each, and correct ones. `lifesim explore`
/// with the default options (less deep only where a file says `# explore-depth:`) finds exactly
/// what each file's `# explore:` lines say, which whoever seeded the bug derived from the rules:
/// every property broken with the length of its shortest path, nothing for a correct app; and
/// each shortest path, run as a scenario, fails exactly its property at its last line.
final class ExploreCorpusTests: XCTestCase {
    static var corpusDirectory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Benchmarks").appendingPathComponent("corpus")
    }

    /// Every `*.scenario` of the corpus, with its text, in name order.
    static func corpus() throws -> [(name: String, source: String)] {
        let names = try FileManager.default.contentsOfDirectory(atPath: corpusDirectory.path)
            .filter { $0.hasSuffix(".scenario") }.sorted()
        return try names.map { name in
            (name, try String(contentsOf: corpusDirectory.appendingPathComponent(name), encoding: .utf8))
        }
    }

    /// At least 20 apps with a bug and 5 without; a file's name says which (`ok-` for a correct
    /// app), and its expectations agree.
    func testTheCorpusHasTwentyBuggyAndFiveCorrectApps() throws {
        var buggy = 0
        var correct = 0
        for (name, source) in try Self.corpus() {
            let expected = try ExploreExpectations(source: source)
            if name.hasPrefix("ok-") {
                XCTAssertTrue(expected.saysNothing, "\(name): a correct app expects nothing")
                correct += 1
            } else {
                XCTAssertFalse(expected.findings.isEmpty, "\(name): a seeded bug expects a finding")
                buggy += 1
            }
        }
        XCTAssertGreaterThanOrEqual(buggy, 20)
        XCTAssertGreaterThanOrEqual(correct, 5)
    }

    /// Explore each file; compare what it found with the file's lines; run each counterexample.
    func testExploreFindsWhatEachFileSays() throws {
        for (name, source) in try Self.corpus() {
            let expected = try ExploreExpectations(source: source)
            let parsed = ScenarioParser.parse(source, path: name)
            let document = try XCTUnwrap(parsed.document, "\(name): \(parsed.diagnostics.map(\.message))")
            XCTAssertFalse(parsed.hasErrors, name)
            let report = PathExplorer(document: document, options: .init(depth: expected.depth ?? 6)).explore()
            XCTAssertNil(report.internalFailure, name)
            XCTAssertEqual(report.timelineFailures.map(\.expected), [], "\(name): the set-up's own expectations")
            XCTAssertEqual(report.violations.map(\.finding).sorted(), expected.findings.sorted(), name)
            for violation in report.violations {
                let counterexample = violation.scenario(from: document)
                let run = try Scenario.run(source: counterexample, path: name)
                XCTAssertEqual(run.failedExpectations.map(\.expected), [violation.property.text], "\(name): \(violation.finding)")
                let lastLine = counterexample.split(separator: "\n", omittingEmptySubsequences: false).count - 1
                XCTAssertTrue(run.failedExpectations.first?.actual.hasSuffix("(after line \(lastLine))") == true,
                              "\(name): \(run.failedExpectations.first?.actual ?? "nothing failed")")
            }
        }
    }

    /// The `# explore` lines as the corpus writes them, and what is not one.
    func testExpectationLinesAreRead() throws {
        let source = """
            # explore: never Notes killed while Notes default draft "after 2 days" after 2
            # explore: never Uploader killed-by BG-5 after 3 (check watchdog)
            # explore-depth: 4
            device ios 12
            """
        let expected = try ExploreExpectations(source: source)
        XCTAssertEqual(expected.findings, [
            .init(property: "never Notes killed while Notes default draft \"after 2 days\"", length: 2),
            .init(property: "never Uploader killed-by BG-5", length: 3, check: .watchdog),
        ])
        XCTAssertEqual(expected.depth, 4)
        XCTAssertTrue(try ExploreExpectations(source: "# explore: nothing\n").saysNothing)
        XCTAssertThrowsError(try ExploreExpectations(source: "# explore: never Notes crashed\n"))
        XCTAssertThrowsError(try ExploreExpectations(source: "# explore: never Notes crashed after 1 (check crashes)\n"))
        XCTAssertThrowsError(try ExploreExpectations(source: "# explore: nothing\n# explore: never Notes crashed after 1\n"))
        XCTAssertThrowsError(try ExploreExpectations(source: "device ios 12\n"))
    }
}
