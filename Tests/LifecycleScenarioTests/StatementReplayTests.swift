import Foundation
@testable import LifecycleScenario
import LifecycleSim
import XCTest

/// The parser replays a timeline statement spelt exactly as one it read before (`StatementMemo`).
/// Replaying must change nothing: every file parses to the same document and the same
/// diagnostics with and without it.
final class StatementReplayTests: XCTestCase {
    private func assertSameBothWays(_ bytes: [UInt8], _ message: @autoclosure () -> String = "",
                                    file: StaticString = #filePath, line: UInt = #line) {
        let replayed = ScenarioParser.parse(bytes, path: "f.scenario", replayingStatements: true)
        let read = ScenarioParser.parse(bytes, path: "f.scenario", replayingStatements: false)
        XCTAssertEqual(replayed.diagnostics, read.diagnostics, message(), file: file, line: line)
        XCTAssertEqual(replayed.document, read.document, message(), file: file, line: line)
    }

    /// Repeated lines keep their own line, column and time.
    func testRepeatedLinesKeepTheirOwnLineColumnAndTime() throws {
        let text = """
        app App
        +1s     launch App
        +1s     home
        +1s     launch App
          +2s   home   # again
        +1s     home
        6s      home
                expect App background
        +1s     expect App background
        """
        let result = ScenarioParser.parse(Array(text.utf8), path: "f.scenario", replayingStatements: true)
        XCTAssertEqual(result.diagnostics, [])
        let timeline = try XCTUnwrap(result.document).timeline
        XCTAssertEqual(timeline.map(\.location.line), [2, 3, 4, 5, 6, 7, 8, 9])
        XCTAssertEqual(timeline.map(\.location.column), [9, 9, 9, 9, 9, 9, 9, 9])
        XCTAssertEqual(timeline.map(\.time.milliseconds), [1000, 2000, 3000, 5000, 6000, 6000, 6000, 7000])
        XCTAssertEqual(timeline.map(\.text), ["launch App", "home", "launch App", "home", "home", "home",
                                              "expect App background", "expect App background"])
        XCTAssertEqual(timeline.map(\.statement), [.event(.launch(app: "App", url: nil)), .event(.home),
                                                   .event(.launch(app: "App", url: nil)), .event(.home), .event(.home),
                                                   .event(.home), .expect(.state(app: "App", .background)),
                                                   .expect(.state(app: "App", .background))])
        assertSameBothWays(Array(text.utf8))
    }

    /// Lines whose reading leaves a note (an undeclared app, a time that runs backwards, a
    /// warning checked at the end) report on every line, as when each is read.
    func testRepeatedLinesWithProblemsReportEachTime() {
        let text = """
        device ios 17
        app App scenes
        +1s     open-window App
        +1s     open-window App
        +1s     expect App phase active
        +1s     expect App phase active
        +1s     launch Ghost
        +1s     launch Ghost
        10s     home
        5s      home
        +1s     home
        """
        let result = ScenarioParser.parse(Array(text.utf8), path: "f.scenario", replayingStatements: true)
        // SC-6 (open-window needs `scenes multiple`), UI-1 (phase needs `swiftui`), an undeclared app,
        // a time before the line before: one diagnostic on each of these lines.
        XCTAssertEqual(result.diagnostics.map(\.location.line), [3, 4, 5, 6, 7, 8, 10])
        XCTAssertEqual(result.diagnostics.map(\.severity), [.warning, .warning, .warning, .warning, .error, .error, .error])
        assertSameBothWays(Array(text.utf8))
    }

    func testEveryLibraryScenarioParsesTheSameBothWays() throws {
        for url in ScenarioLibraryTests.scenarioFiles() {
            assertSameBothWays(Array(try Data(contentsOf: url)), url.lastPathComponent)
        }
    }

    /// Mutants of the library's scenarios whose timeline lines are repeated (so that statements
    /// are replayed) and then damaged, as `HostileInputTests` damages them.
    func testMutatedScenariosParseTheSameBothWays() throws {
        let seeds = try ScenarioLibraryTests.scenarioFiles().map { Array(try Data(contentsOf: $0)) }
        let words: [[UInt8]] = ["launch ", "home\n", "+5s ", "5s ", "expect ", "\u{0}", "\"", "#", ":", ";", "\r\n",
                                "\t", "app X\n", "  on expire t: ", "switcher kill ", "é"].map { Array($0.utf8) }
        var rng = SplitMix64(state: 1414)
        for _ in 0..<3_000 {
            let seed = rng.pick(seeds)
            // The file with its second half repeated: every statement there is read a second time.
            var bytes = seed + seed[(seed.count / 2)...]
            for _ in 0..<rng.below(4) {
                let position = rng.below(bytes.count)
                switch rng.below(3) {
                case 0: bytes[position] = UInt8(truncatingIfNeeded: rng.next())
                case 1: bytes.insert(contentsOf: rng.pick(words), at: position)
                default: bytes.removeSubrange(position..<min(bytes.count, position + rng.below(40)))
                }
            }
            assertSameBothWays(bytes, String(decoding: bytes, as: UTF8.self))
        }
    }
}
