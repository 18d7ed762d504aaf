import Foundation
import LifecycleScenario
import LifecycleSim
import XCTest

/// Writing a document back as text and reading it again gives the same scenario: same trace.
final class ScenarioWriterTests: XCTestCase {
    /// The JSON trace without `line` fields and event texts: a rewritten file numbers its lines
    /// differently and spells statements canonically (`memory-warning` as `memory-warning warning`).
    static func traceWithoutLines(_ document: ScenarioDocument) -> [String] {
        let runner = ScenarioRunner(document: document)
        let collector = TraceCollector()
        runner.addSink(collector)
        runner.run()
        return collector.records.map {
            TraceJSONFormatter.line(for: $0).replacingOccurrences(of: #","line":\d+"#, with: "", options: .regularExpression)
                .replacingOccurrences(of: #","event":".*"\}$"#, with: "}", options: .regularExpression)
        }
    }

    func testEveryLibraryScenarioRoundTrips() throws {
        for url in ScenarioLibraryTests.scenarioFiles() {
            let original = try XCTUnwrap(ScenarioParser.parse(Array(try Data(contentsOf: url)), path: url.path).document)
            let text = ScenarioWriter.text(of: original)
            let reread = ScenarioParser.parse(text, path: "rewritten")
            let document = try XCTUnwrap(reread.document, "\(url.lastPathComponent):\n" + reread.diagnostics.map { DiagnosticRenderer.render($0, color: false) }.joined(separator: "\n") + "\n" + text)
            let (rewritten, expected) = (Self.traceWithoutLines(document), Self.traceWithoutLines(original))
            XCTAssertEqual(rewritten.count, expected.count, url.lastPathComponent)
            if let index = zip(rewritten, expected).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset {
                XCTFail("\(url.lastPathComponent): record \(index) differs:\n\(rewritten[index])\n\(expected[index])")
            }
            XCTAssertEqual(ScenarioWriter.text(of: document), text, "writing is stable: \(url.lastPathComponent)")
        }
    }

    func testWordsThatNeedQuotesAreQuoted() {
        XCTAssertEqual(ScenarioWriter.word("reader://article/1"), "reader://article/1")
        XCTAssertEqual(ScenarioWriter.word("my notes.txt"), "\"my notes.txt\"")
        XCTAssertEqual(ScenarioWriter.word("a#b"), "\"a#b\"")
    }
}
