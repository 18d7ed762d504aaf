import XCTest
@testable import LifecycleScenario
import LifecycleSim

/// The REPL's line numbers are the saved file's, and declarations typed late go to the header.
final class ReplLineNumberTests: XCTestCase {
    private func session(_ files: SavedFiles = SavedFiles()) throws -> ReplSession {
        try ReplSession(writeFile: files.write)
    }

    /// Every `(line N)` at the end of `output`'s lines, with the text before it.
    private static func references(in output: [String]) -> [(text: String, line: Int)] {
        output.compactMap { shown in
            guard let range = shown.range(of: "  (line ", options: .backwards), shown.hasSuffix(")"),
                  let number = Int(shown[range.upperBound...].dropLast()) else { return nil }
            return (String(shown[..<range.lowerBound]), number)
        }
    }

    /// The statement an event line shows (`     5.000  ▸ home` → `home`).
    private static func statement(_ shown: String) -> String? {
        shown.range(of: "▸ ").map { String(shown[$0.upperBound...]) }
    }

    // MARK: Line numbers

    func testEveryLineNumberShownNamesThatLineOfTheFileSaveWrites() throws {
        let files = SavedFiles()
        let repl = try session(files)
        var checked: [String] = []
        for (index, line) in ["# mail and maps", "app Mail", "", "launch Mail", "+1s hom", "+5s home", ":undo",
                              ":state", "+6s home", "app Maps", "launch Maps", "+2s lanch Mail", "+2s launch Mail",
                              "  on willTerminate: log \"bye\"", ":undo", "expect Mail active"].enumerated() {
            let reply = repl.handle(line)
            let path = "s\(index).scenario"
            _ = repl.handle(":save \(path)")
            let saved = try XCTUnwrap(files.saved[path]).split(separator: "\n").map(String.init)
            for (text, number) in Self.references(in: reply.output) {
                let statement = Self.statement(text) ?? String(text.drop { $0 != "✓" && $0 != "✗" }.dropFirst(2))
                XCTAssertTrue(number >= 1 && number <= saved.count && saved[number - 1].hasSuffix(statement),
                              "'\(line)' showed line \(number) for '\(statement)'; the saved file: \(saved)")
                checked.append(statement)
            }
            // A rejected line is reported on the line it would have had: the next one of the file.
            if let notKept = reply.errors.last, notKept.hasSuffix(" not kept)") {
                XCTAssertEqual(notKept, "(line \(saved.count + 1) not kept)")
                checked.append(notKept)
            }
        }
        XCTAssertEqual(checked, ["launch Mail", "(line 5 not kept)", "home", "home", "launch Maps",
                                 "(line 8 not kept)", "launch Mail", "expect Mail active"])
    }

    func testADiagnosticNamesTheSavedFilesLines() throws {
        let files = SavedFiles()
        let repl = try session(files)
        for line in ["app Mail", "launch Mail", "+1s hom", "app Maps", ":undo", "app Maps", "+1s home"] {
            _ = repl.handle(line)
        }
        _ = repl.handle(":save s.scenario")
        let saved = try XCTUnwrap(files.saved["s.scenario"])
        XCTAssertEqual(saved, "device ios 7\napp Mail\napp Maps\nlaunch Mail\n+1s home\n")
        // The duplicate would go to the end of the header, line 4; the first is line 3 of the saved file.
        XCTAssertEqual(repl.handle("app Maps").errors, [
            """
            <repl>:4:5: error: app 'Maps' is already declared at line 3; give this app another name or remove this line
            app Maps
                ^~~~
            """,
            "(line 4 not kept)",
        ])
        // And `lifesim run` on the saved file with the same line added says the same.
        let parsed = ScenarioParser.parse("device ios 7\napp Mail\napp Maps\napp Maps\nlaunch Mail\n+1s home\n",
                                          path: "<repl>")
        XCTAssertEqual(parsed.diagnostics.filter { $0.severity == .error }.map(\.location.line), [4])
    }

    // MARK: Declarations after the timeline

    func testADeclarationAfterTheTimelineGoesToTheHeaderAndSaysSo() throws {
        let repl = try session()
        for line in ["app Mail", "launch Mail", "+5s home"] { _ = repl.handle(line) }
        XCTAssertEqual(repl.handle("app Maps").lines, [
            .output("ok: app Maps installed"),
            .output("(declarations come before the timeline: this line is line 3 of the session, "
                + "and the timeline now starts at line 4; :list shows the whole file)"),
        ])
        XCTAssertEqual(repl.scenarioText, "device ios 7\napp Mail\napp Maps\nlaunch Mail\n+5s home\n")
        XCTAssertEqual(repl.handle("launch Maps").output.first, "     5.000  ▸ launch Maps  (line 6)")
        // An indented line goes under the last app of the header.
        XCTAssertEqual(repl.handle("  on willTerminate: log \"bye\"").output.first, "ok: Maps handles willTerminate")
        XCTAssertEqual(repl.scenarioText,
                       "device ios 7\napp Mail\napp Maps\n  on willTerminate: log \"bye\"\nlaunch Mail\n+5s home\nlaunch Maps\n")
        XCTAssertEqual(repl.document.apps.map(\.name), ["Mail", "Maps"])
    }

    func testUndoingAHeaderLineMovesTheTimelineBack() throws {
        let repl = try session()
        for line in ["app Mail", "launch Mail", "app Maps"] { _ = repl.handle(line) }
        let undone = repl.handle(":undo").output
        XCTAssertEqual(Array(undone.prefix(2)),
                       ["undone: line 3: app Maps", "(the timeline moved up one line: it starts at line 3 again)"])
        XCTAssertEqual(repl.scenarioText, "device ios 7\napp Mail\nlaunch Mail\n")
        XCTAssertEqual(repl.handle("+1s home").output.first, "     1.000  ▸ home  (line 4)")
    }

    func testASettingThatChangesTheRunShowsTheWholeTraceAgain() throws {
        let files = SavedFiles()
        let repl = try session(files)
        for line in ["app Mail modes fetch", "launch Mail", "+5s home", "+10m", "fetch Mail"] { _ = repl.handle(line) }
        let before = repl.records
        let reply = repl.handle("setting background-refresh off")
        XCTAssertEqual(reply.output.first, "(the trace changed from the start; all of it again:)")
        XCTAssertNotEqual(repl.records.map(ReplSession.unnumbered), before.map(ReplSession.unnumbered))
        _ = repl.handle(":save s.scenario")
        let replayed = try Scenario.run(source: try XCTUnwrap(files.saved["s.scenario"]))
        XCTAssertEqual(replayed.trace, repl.records)
    }

    func testSavedFileWithLateDeclarationsReplaysTheSameTrace() throws {
        let files = SavedFiles()
        let repl = try session(files)
        var printed: [String] = []
        for line in ["app Mail", "  on didEnterBackground: begin-task sync", "launch Mail", "+5s home",
                     "app Maps", "  on didEnterBackground: begin-task save", "  on expire save: end-task save",
                     "launch Maps", "+1s home", "+3m", "expect Maps suspended", ":save s.scenario"] {
            printed += repl.handle(line).output.filter { $0.hasPrefix(" ") }
        }
        let saved = try XCTUnwrap(files.saved["s.scenario"])
        let replayed = try Scenario.run(source: saved, path: "s.scenario")
        XCTAssertTrue(replayed.passed)
        XCTAssertEqual(replayed.trace, repl.records)
        // What was printed is the replay's trace, line numbers included, except the records shown
        // before `app Maps` moved the timeline down: those carry the line they had then.
        let formatter = TraceTextFormatter(appNames: ["Mail", "Maps"])
        let replayedText = replayed.trace.map { formatter.line(for: $0) }
        XCTAssertEqual(printed.count, replayedText.count)
        XCTAssertEqual(Array(printed.suffix(from: 12)), Array(replayedText.suffix(from: 12)))
    }
}
