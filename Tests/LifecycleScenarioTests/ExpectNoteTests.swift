import LocalizationTestSupport
import XCTest
@testable import LifecycleScenario
import LifecycleSim

/// An expectation that found nothing to observe ends its actual value with a note
/// (`none (not running)`): English in the record and the JSON, the reader's language in the
/// text trace.
final class ExpectNoteTests: XCTestCase {
    private static let source = """
    device ios 17
    app Mail scenes
    app Reader
      controller List
    expect Mail launched-by fetch
    expect Mail/2 background
    expect Reader view List loaded
    expect Mail phase active
    expect Mail prewarmed
    """

    private func failures() throws -> [ExpectRecord] {
        let parsed = ScenarioParser.parse(Self.source, path: "notes.scenario")
        let document = try XCTUnwrap(parsed.document, "\(parsed.diagnostics)")
        return ScenarioRunner(document: document).run().failures
    }

    func testTheRecordKeepsEnglishAndTheTraceShowsTheNoteInJapanese() throws {
        let failures = try failures()
        XCTAssertEqual(failures.map(\.actual), [
            "Mail launched-by none (not running)",
            "Mail/2 none (the app never had scene 2)",
            "Reader view List not created (the controller is not alive)",
            "Mail no phase (not a swiftui app on iOS 14+, or no scene)",
            "Mail not prewarmed (not-running, no process)",
        ])
        XCTAssertEqual(failures.map { $0.actual(in: .ja) }, [
            "Mail launched-by なし (実行されていない)",
            "Mail/2 なし (このアプリにシーン 2 はなかった)",
            "Reader view List 作られていない (そのコントローラは存在しない)",
            "Mail フェーズなし (iOS 14 以降の swiftui アプリではないか、シーンがない)",
            "Mail プリウォームされていない (not-running、プロセスなし)",
        ])
        let line = TraceTextFormatter(appNames: ["Mail"], language: .ja).line(for: .expect(failures[0]))
        XCTAssertTrue(line.hasSuffix("(実際: Mail launched-by なし (実行されていない))  (5 行目)"), line)
        let json = TraceJSONFormatter.line(for: .expect(failures[0]))
        XCTAssertTrue(json.contains("\"actual\":\"Mail launched-by none (not running)\""), json)
    }

    /// Each note has its words in both languages, naming the same values.
    func testTheNotesHaveEveryLanguage() {
        let notes: [TraceLineMessage] = [.noteNotRunning, .noteControllerNotAlive, .noteSceneNeverExisted(scene: "{scene}"),
                                         .noteNoPhase, .notePropertyBroken(line: "{line}"), .noteNotPrewarmedNoProcess(state: "{state}"),
                                         .noteNotPrewarmedLaunched(state: "{state}", reason: "{reason}")]
        XCTAssertEqual(TranslationProblems.of(notes) { $0.text(in: $1) }, [])
    }
}
