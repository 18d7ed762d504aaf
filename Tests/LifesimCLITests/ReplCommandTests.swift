import Foundation
import XCTest

/// End-to-end tests of `lifesim repl` with a script piped into standard input.
final class ReplCommandTests: XCTestCase {
    static let script = """
    app Uploader
      on didEnterBackground: begin-task upload
      on expire upload: end-task upload
    launch Uploader
    +5s home
    expect Uploader background
    :state
    +179s expect Uploader remaining 1s
    +1s expect Uploader suspended

    """

    func testPipedScriptPrintsTheTraceWithoutPromptsAndExitsZero() throws {
        let result = try CLI.run(["repl"], stdin: Self.script)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        XCTAssertFalse(result.stdout.contains("lifesim>"), "no prompt when standard input is not a terminal")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(Array(lines.prefix(4)), [
            "ok: app Uploader installed",
            "ok: Uploader handles didEnterBackground",
            "ok: Uploader handles expire upload",
            "     0.000  ▸ launch Uploader  (line 5)",
        ])
        XCTAssertTrue(lines.contains("     5.000  ✓ expect Uploader background  (line 7)"), result.stdout)
        XCTAssertTrue(lines.contains("  Uploader  background  1 (upload)  3m         user"), result.stdout)
        XCTAssertEqual(lines.last, "   185.000  ✓ expect Uploader suspended  (line 9)")
    }

    func testRejectedLinesGoToStandardErrorAndTheSessionGoesOn() throws {
        let result = try CLI.run(["repl"], stdin: "app Mail\nlaunch Mail\n+1s hom\n+1s home\n")
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stderr, """
            <repl>:4:5: error: unknown event 'hom'; did you mean 'home'?
            +1s hom
                ^~~
            (line 4 not kept)

            """)
        XCTAssertTrue(result.stdout.contains("     1.000  ▸ home  (line 4)"), result.stdout)
    }

    /// A declaration typed after the timeline goes to the header; the saved file runs to the same trace.
    func testDeclarationAfterTheTimelineIsPlacedInTheHeader() throws {
        let directory = try CLI.temporaryDirectory()
        let path = directory.appendingPathComponent("late.scenario").path
        let result = try CLI.run(["repl"], stdin: "app Mail\nlaunch Mail\n+5s home\napp Maps\n"
            + "  on didEnterBackground: begin-task save\nlaunch Maps\n+1s home\n:save \(path)\n")
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stderr, "")
        XCTAssertTrue(result.stdout.contains("ok: app Maps installed\n(declarations come before the timeline: "
            + "this line is line 3 of the session, and the timeline now starts at line 4"), result.stdout)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), """
            device ios 7
            app Mail
            app Maps
              on didEnterBackground: begin-task save
            launch Mail
            +5s home
            launch Maps
            +1s home

            """)
        let replay = try CLI.run(["run", path])
        XCTAssertEqual(replay.status, 0, replay.stderr)
        // The records printed after the declarations moved the timeline carry the saved file's lines.
        let replayed = Self.traceLines(replay.stdout)
        let printed = Self.traceLines(result.stdout)
        XCTAssertEqual(printed.count, replayed.count)
        XCTAssertTrue(printed.contains("     6.000  ▸ home  (line 8)"), result.stdout)
        XCTAssertEqual(printed.drop { !$0.contains("▸ launch Maps") }, replayed.drop { !$0.contains("▸ launch Maps") })
    }

    /// What `:save` writes, `lifesim run` replays to the same trace the session printed.
    func testSavedSessionReplaysIdentically() throws {
        let directory = try CLI.temporaryDirectory()
        let path = directory.appendingPathComponent("session.scenario").path
        let result = try CLI.run(["repl", "--os", "13"], stdin: Self.script + "+2s hom\n:save \(path)\n")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("saved 9 lines to \(path); replay it with: lifesim run \(path)"),
                      result.stdout)
        let replay = try CLI.run(["run", path])
        XCTAssertEqual(replay.status, 1, "iOS 13 has a 30 s budget, so an expectation fails: \(replay.stderr)")
        XCTAssertEqual(Self.traceLines(replay.stdout), Self.traceLines(result.stdout))
        XCTAssertEqual(Self.traceLines(result.stdout).count, 19, result.stdout)
        let json = try CLI.run(["run", "--format", "json", path])
        XCTAssertEqual(json.stdout, try CLI.run(["run", "--format", "json", path]).stdout, "the replay is deterministic")
        XCTAssertTrue(json.stdout.contains("\"kind\":\"summary\""), json.stdout)
    }

    func testUnwritableSaveIsAnErrorAndTheSessionGoesOn() throws {
        let result = try CLI.run(["repl"], stdin: "app Mail\n:save /nonexistent-dir/x.scenario\nlaunch Mail\n")
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stderr, "error: cannot write /nonexistent-dir/x.scenario: No such file or directory\n")
        XCTAssertTrue(result.stdout.contains("▸ launch Mail  (line 3)"), result.stdout)
    }

    func testQuitStopsReading() throws {
        let result = try CLI.run(["repl"], stdin: "app Mail\n:quit\nlaunch Mail\n")
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stdout, "ok: app Mail installed\n")
    }

    func testOSVersionAndExplain() throws {
        let result = try CLI.run(["repl", "--os", "4.2", "--explain"], stdin: ":state\n:explain\n")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, """
            at 0s on iOS 4.2
            no apps yet; declare one with: app NAME
            front: home
            switcher: (empty)
            explain is on

            """)
    }

    func testBadUsageExitsTwo() throws {
        let badVersion = try CLI.run(["repl", "--os", "2"], stdin: "")
        XCTAssertEqual(badVersion.status, 2)
        XCTAssertTrue(badVersion.stderr.contains("invalid value '2' for '--os'"), badVersion.stderr)
        XCTAssertTrue(badVersion.stderr.contains("from 3 to 26"), badVersion.stderr)
        let tooNew = try CLI.run(["repl", "--os", "99"], stdin: "")
        XCTAssertEqual(tooNew.status, 2, "a version newer than the engine models is refused, not simulated as a guess")
        XCTAssertTrue(tooNew.stderr.contains("invalid value '99' for '--os'"), tooNew.stderr)
        let operand = try CLI.run(["repl", "x.scenario"], stdin: "")
        XCTAssertEqual(operand.status, 2)
        XCTAssertTrue(operand.stderr.contains("lifesim run x.scenario"), operand.stderr)
    }

    func testHelpTeachesTheCommand() throws {
        let result = try CLI.run(["repl", "--help"])
        XCTAssertEqual(result.status, 0)
        for expected in ["USAGE", "EXAMPLES", "--os VERSION", "--explain", ":save FILE", ":undo", "KEYS",
                         "a second Ctrl-C quits", "are those of the file ':save' writes"] {
            XCTAssertTrue(result.stdout.contains(expected), expected)
        }
    }

    func testEmptyInputEndsQuietly() throws {
        let result = try CLI.run(["repl"], stdin: "")
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, "")
    }

    /// The trace records of a text trace (lines that start with a time), `(line N)` references included.
    private static func traceLines(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init).filter { line in
            let time = line.drop { $0 == " " }.prefix { $0 != " " }
            return line.hasPrefix(" ") && time.contains(".") && time.allSatisfy { $0 == "." || $0.isNumber }
        }
    }
}
