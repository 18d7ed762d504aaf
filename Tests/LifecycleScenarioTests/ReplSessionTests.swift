import Foundation
import XCTest
@testable import LifecycleScenario
import LifecycleSim

/// The REPL's session without a terminal: lines in, printed lines out.
final class ReplSessionTests: XCTestCase {
    private struct Unwritable: Error, CustomStringConvertible {
        var description: String { "Permission denied" }
    }

    private func session(_ options: ReplOptions = ReplOptions(), files: SavedFiles = SavedFiles()) throws -> ReplSession {
        try ReplSession(options: options, writeFile: files.write)
    }

    // MARK: Declarations and the timeline

    func testDeclarationsAreAcknowledgedWithoutTrace() throws {
        let repl = try session()
        XCTAssertEqual(repl.handle("app Uploader").lines, [.output("ok: app Uploader installed")])
        XCTAssertEqual(repl.handle("  on didEnterBackground: begin-task upload").lines,
                       [.output("ok: Uploader handles didEnterBackground")])
        XCTAssertEqual(repl.handle("setting background-refresh off").lines, [.output("ok: setting applied")])
        XCTAssertEqual(repl.scenarioText, """
            device ios 7
            app Uploader
              on didEnterBackground: begin-task upload
            setting background-refresh off

            """)
        XCTAssertFalse(repl.timelineHasBegun)
    }

    func testEachTimelineLinePrintsOnlyTheRecordsItAdds() throws {
        let repl = try session()
        feed(repl, ReplLines.uploader)
        XCTAssertEqual(repl.handle("launch Uploader").output, [
            "     0.000  ▸ launch Uploader  (line 5)",
            "     0.000  Uploader  not-running → inactive  [LA-1]",
            "     0.000  Uploader  • willFinishLaunching  (inactive)  [LA-1]",
            "     0.000  Uploader  • didFinishLaunching  (inactive)  [LA-1]",
            "     0.000  Uploader  inactive → active  [LA-1]",
            "     0.000  Uploader  • didBecomeActive  (active)  [LA-1]",
        ])
        XCTAssertEqual(repl.handle("+5s home").output, [
            "     5.000  ▸ home  (line 6)",
            "     5.000  Uploader  • willResignActive  (active)  [FG-1]",
            "     5.000  Uploader  active → inactive  [FG-1]",
            "     5.000  Uploader  inactive → background  [FG-1]",
            "     5.000  Uploader  • didEnterBackground  (background)  [FG-1]",
            "     5.000  Uploader  task 1 'upload' begun (1 outstanding)  [BG-1]",
        ])
        // A line without a time happens at the same instant.
        XCTAssertEqual(repl.handle("expect Uploader tasks 1").lines,
                       [.output("     5.000  ✓ expect Uploader tasks 1  (line 7)")])
        // Time passing fires what falls due: the expiry at 5 s + 180 s - 4 s (BG-5).
        XCTAssertEqual(repl.handle("+2m").lines, [.output("now 125s: nothing happened")])
        XCTAssertEqual(repl.handle("+1m").output, [
            "   181.000  Uploader  task 1 'upload' expired (1 outstanding)  [BG-5]",
            "   181.000  Uploader  • expire upload  (background)  [BG-5]",
            "   181.000  Uploader  task 1 'upload' ended (0 outstanding)  [BG-1]",
            "   181.000  Uploader  background → suspended  [BG-5]",
        ])
        XCTAssertTrue(repl.timelineHasBegun)
    }

    func testTimeWithNothingDueSaysSo() throws {
        let repl = try session()
        feed(repl, ["app Mail", "launch Mail"])
        XCTAssertEqual(repl.handle("+10s").lines, [.output("now 10s: nothing happened")])
        XCTAssertEqual(repl.handle("1m").lines, [.output("now 60s: nothing happened")])
    }

    func testFailedExpectationShowsTheActualValue() throws {
        let repl = try session()
        feed(repl, ["app Mail", "launch Mail"])
        XCTAssertEqual(repl.handle("expect Mail suspended").output,
                       ["     0.000  ✗ expect Mail suspended  (actual: Mail active)  (line 4)"])
    }

    func testPrintedRecordsAddUpToTheWholeRun() throws {
        let repl = try session()
        var printed: [String] = []
        for line in ReplLines.uploader + ["launch Uploader", "+5s home", "+2m", "launch Uploader", "home", "+4m",
                                     "switcher", "switcher kill Uploader", "expect Uploader not-running"] {
            printed += repl.handle(line).output.filter { !$0.hasPrefix("ok:") && !$0.hasPrefix("now ") }
        }
        let whole = try Scenario.run(source: repl.scenarioText)
        XCTAssertEqual(printed.count, whole.trace.count)
        XCTAssertEqual(repl.records, whole.trace)
    }

    // MARK: Rejected lines

    func testAnInvalidLineIsShownOnTheLineItWouldHaveAndNotKept() throws {
        let repl = try session()
        feed(repl, ["app Mail", "launch Mail"])
        let before = repl.scenarioText
        // device ios 7, app Mail, launch Mail: the rejected line would have been line 4.
        XCTAssertEqual(repl.handle("+1s hom").errors, [
            """
            <repl>:4:5: error: unknown event 'hom'; did you mean 'home'?
            +1s hom
                ^~~
            """,
            "(line 4 not kept)",
        ])
        XCTAssertEqual(repl.scenarioText, before)
        // The clock did not move, and the rejected line took no line number: the next one is line 4 at 0 s.
        XCTAssertEqual(repl.handle("home").output.first, "     0.000  ▸ home  (line 4)")
    }

    func testLineNumbersInMessagesAreLinesOfTheSessionText() throws {
        let repl = try session()
        XCTAssertEqual(repl.handle("").lines, [])
        feed(repl, ["# my mail app", "app Mail"])
        XCTAssertEqual(repl.handle("app Mail").errors, [
            """
            <repl>:4:5: error: app 'Mail' is already declared at line 3; give this app another name or remove this line
            app Mail
                ^~~~
            """,
            "(line 4 not kept)",
        ])
    }

    func testUnknownCommandSuggestsTheNearest() throws {
        let repl = try session()
        XCTAssertEqual(repl.handle(":stat").lines, [.error("error: unknown command ':stat'; did you mean ':state'?")])
        XCTAssertEqual(repl.handle(":state now").lines, [.error("error: ':state' takes no argument")])
        XCTAssertEqual(repl.handle(":explain maybe").lines, [.error("error: ':explain' takes on or off, not 'maybe'")])
    }

    /// The README's REPL example writes `:state   # every app: ...`: a comment after a command is a
    /// comment, as on a scenario line; `#` inside a word is not.
    func testACommentAfterACommandIsIgnored() throws {
        let repl = try session()
        _ = repl.handle("app Mail")
        _ = repl.handle("launch Mail")
        XCTAssertEqual(repl.handle(":state   # every app").lines, repl.handle(":state").lines)
        XCTAssertTrue(repl.handle(":undo  # take the last line back").lines.allSatisfy {
            if case .error = $0 { return false }
            return true
        })
        XCTAssertFalse(repl.scenarioText.contains("launch Mail"), "the undo happened")
        XCTAssertEqual(repl.handle(":state now#1").lines, [.error("error: ':state' takes no argument")])
    }

    // MARK: The device

    func testOSVersionSelectsTheProfile() throws {
        let repl = try session(ReplOptions(version: "13"))
        XCTAssertEqual(repl.scenarioText, "device ios 13\n")
        XCTAssertEqual(repl.document.device.version, OSVersion(13))
        XCTAssertThrowsError(try session(ReplOptions(version: "2")))
        XCTAssertThrowsError(try session(ReplOptions(version: "7\napp X")))
        XCTAssertThrowsError(try session(ReplOptions(version: "seven")))
    }

    func testADeviceLineReplacesTheDeviceBeforeTheTimeline() throws {
        let repl = try session()
        feed(repl, ["app Mail"])
        XCTAssertEqual(repl.handle("device ios 9 model ipad").lines,
                       [.output("ok: the device runs iOS 9 (ipad)")])
        XCTAssertEqual(repl.scenarioText, "device ios 9 model ipad\napp Mail\n")
        XCTAssertEqual(repl.handle(":undo").output.first, "undone: line 1: device ios 9 model ipad")
        XCTAssertEqual(repl.scenarioText, "device ios 7\napp Mail\n")
        XCTAssertEqual(repl.handle("  device ios 13").output, ["ok: the device runs iOS 13 (iphone)"])
        XCTAssertEqual(repl.scenarioText, "device ios 13\napp Mail\n")
        XCTAssertEqual(repl.handle("device ios 1").errors.first?.hasPrefix("<repl>:1:12: error: '1' is not an iOS"), true)
    }

    // MARK: Commands

    func testStateSummarisesEveryApp() throws {
        let repl = try session()
        feed(repl, ReplLines.uploader + ["app Mail", "launch Uploader", "+5s home", "launch Mail", "+1s expect Mail active"])
        XCTAssertEqual(repl.handle(":state").lines, [
            "at 6s on iOS 7",
            "  app       state       tasks       remaining  launched-by",
            "  Uploader  background  1 (upload)  2m59s      user",
            "  Mail      active      0           unlimited  user",
            "front: Mail",
            "switcher: Mail, Uploader",
            "expectations: 1 checked, 0 failed",
        ].map(ReplLine.output))
    }

    /// PW-1: a prewarmed app is not running, and its process is marked in the launched-by column.
    func testStateMarksAPrewarmedApp() throws {
        let repl = try session()
        feed(repl, ["device ios 15", "app Mail", "prewarm Mail"])
        XCTAssertEqual(repl.handle(":state").output, [
            "at 0s on iOS 15",
            "  app   state        tasks  remaining  launched-by",
            "  Mail  not-running  0      none       prewarmed",
            "front: home",
            "switcher: (empty)",
        ])
    }

    /// LK-2: from iOS 5 a locked phone shows the lock screen, the app in the background; LK-1: on
    /// iOS 3 and 4 the app stays inactive behind it. Neither is the home screen.
    func testStateShowsTheLockScreenInFront() throws {
        for (ios, front) in [(17, "front: the lock screen"), (4, "front: the lock screen, Mail inactive behind it")] {
            let repl = try session()
            feed(repl, ["device ios \(ios)", "app Mail", "launch Mail", "lock"])
            XCTAssertTrue(repl.handle(":state").output.contains(front), "iOS \(ios)")
            feed(repl, ["unlock"])
            XCTAssertTrue(repl.handle(":state").output.contains("front: Mail"), "iOS \(ios): unlocked, the app is in front again")
        }
    }

    func testStateOfAnEmptySession() throws {
        let repl = try session()
        XCTAssertEqual(repl.handle(":state").output,
                       ["at 0s on iOS 7", "no apps yet; declare one with: app NAME", "front: home", "switcher: (empty)"])
    }

    func testUndoDropsTheLastLineAndShowsTheState() throws {
        let repl = try session()
        feed(repl, ["app Mail", "launch Mail", "+5s home"])
        XCTAssertEqual(repl.handle(":undo").output, [
            "undone: line 4: +5s home",
            "at 0s on iOS 7",
            "  app   state   tasks  remaining  launched-by",
            "  Mail  active  0      unlimited  user",
            "front: Mail",
            "switcher: Mail",
        ])
        // The next line continues from the undone state, and only its records are printed.
        XCTAssertEqual(repl.handle("+1s lock").output.first, "     1.000  ▸ lock  (line 4)")
        XCTAssertEqual(repl.scenarioText, "device ios 7\napp Mail\nlaunch Mail\n+1s lock\n")
        feed(repl, [":undo", ":undo", ":undo"])
        XCTAssertEqual(repl.scenarioText, "device ios 7\n")
        XCTAssertEqual(repl.handle(":undo").errors, ["error: nothing to undo"])
    }

    func testUndoReopensTheDeclarations() throws {
        let repl = try session()
        feed(repl, ["app Mail", "launch Mail", ":undo"])
        XCTAssertEqual(repl.handle("app Maps").output, ["ok: app Maps installed"])
    }

    func testResetStartsOver() throws {
        let repl = try session(ReplOptions(version: "4.2"))
        feed(repl, ["app Mail", "launch Mail"])
        XCTAssertEqual(repl.handle(":reset").output,
                       ["reset: a new session on iOS 4.2 (device ios 4.2); nothing declared"])
        XCTAssertEqual(repl.scenarioText, "device ios 4.2\n")
        XCTAssertEqual(repl.records, [])
        XCTAssertEqual(repl.handle(":undo").errors, ["error: nothing to undo"])
        // The session's text starts over too: the line would be line 2 of the saved file.
        XCTAssertEqual(repl.handle("launch Mail").errors.first?.hasPrefix("<repl>:2:8: error: app 'Mail' is not declared"),
                       true)
    }

    func testListPrintsTheSessionAsAScenario() throws {
        let repl = try session()
        feed(repl, ["app Mail", "launch Mail"])
        XCTAssertEqual(repl.handle(":list").output, ["device ios 7", "app Mail", "launch Mail"])
    }

    func testQuitEndsTheSession() throws {
        let repl = try session()
        XCTAssertTrue(repl.handle(":quit").quit)
        XCTAssertTrue(repl.handle("  :q  ").quit)
        XCTAssertFalse(repl.handle(":help").quit)
    }

    func testHelpShowsExamplesAndCommands() throws {
        let help = try session().handle(":help").output.joined(separator: "\n")
        for expected in ["launch Mail", "+5s home", "  on didEnterBackground:", ":state", ":undo", ":reset",
                         ":save FILE", ":explain on|off", ":quit", "those of the file :save writes",
                         "placed at the end of the declarations, before the timeline",
                         "on an empty line it asks first, and a second Ctrl-C quits", "Ctrl-D on an empty line"] {
            XCTAssertTrue(help.contains(expected), expected)
        }
    }

    // MARK: Explain

    func testExplainPrintsTheExplainersLineUnderEachRecordItExplains() throws {
        let repl = try session(ReplOptions(explain: true))
        feed(repl, ReplLines.uploader)
        let output = repl.handle("launch Uploader").output
        let records = repl.records
        var expected: [String] = []
        let formatter = TraceTextFormatter(appNames: ["Uploader"])
        for record in records {
            var shown = record
            if case .event(var event) = record {
                event.line = 5
                shown = .event(event)
            }
            expected.append(formatter.line(for: shown))
            if let why = TraceExplainer.explanation(for: record, profile: OSProfile(version: OSVersion(7))) {
                expected.append(formatter.explanationLine(why))
            }
        }
        XCTAssertEqual(output, expected)
        XCTAssertEqual(repl.handle(":explain off").output, ["explain is off"])
        XCTAssertFalse(repl.explain)
        XCTAssertEqual(repl.handle("+5s home").output.filter { $0.hasPrefix("            why:") }, [])
        XCTAssertEqual(repl.handle(":explain").output, ["explain is off"])
        XCTAssertEqual(repl.handle(":explain on").output, ["explain is on"])
    }

    // MARK: Saving

    func testSavedSessionReplaysToTheSameJSONTrace() throws {
        let files = SavedFiles()
        let repl = try session(ReplOptions(version: "13"), files: files)
        feed(repl, ReplLines.uploader + ["app Mail modes fetch", "launch Uploader", "+5s home", "launch Mail",
                                    "+1s hom", "expect Uploader background", "+40s", "fetch Mail", "switcher",
                                    "switcher kill Uploader", ":undo", "expect switcher: Mail, Uploader"])
        XCTAssertEqual(repl.handle(":save s.scenario").output,
                       ["saved 13 lines to s.scenario; replay it with: lifesim run s.scenario"])
        let saved = try XCTUnwrap(files.saved["s.scenario"])
        XCTAssertEqual(saved, repl.scenarioText)
        let replayed = try Scenario.run(source: saved, path: "s.scenario")
        XCTAssertEqual(replayed.trace.map(TraceJSONFormatter.line(for:)), repl.records.map(TraceJSONFormatter.line(for:)))
        XCTAssertFalse(repl.records.isEmpty)
    }

    func testSavingThroughTheFileSystemReplaysIdentically() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("repl-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("saved.scenario").path
        let repl = try ReplSession(writeFile: { try Data($1.utf8).write(to: URL(fileURLWithPath: $0)) })
        feed(repl, ReplLines.uploader + ["launch Uploader", "+5s home", "+3m", "expect Uploader suspended", ":save \(path)"])
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let replayed = try Scenario.run(bytes: bytes, path: path)
        XCTAssertEqual(replayed.trace.map(TraceJSONFormatter.line(for:)), repl.records.map(TraceJSONFormatter.line(for:)))
        XCTAssertTrue(replayed.passed)
    }

    func testAFailedSaveIsAnErrorAndTheSessionGoesOn() throws {
        let repl = try ReplSession(writeFile: { _, _ in throw Unwritable() })
        feed(repl, ["app Mail"])
        XCTAssertEqual(repl.handle(":save /root/x.scenario").lines,
                       [.error("error: cannot write /root/x.scenario: Permission denied")])
        XCTAssertEqual(repl.handle(":save").lines, [.error("error: ':save' needs a file name: :save FILE")])
        XCTAssertEqual(repl.handle("launch Mail").output.first, "     0.000  ▸ launch Mail  (line 3)")
    }
}
