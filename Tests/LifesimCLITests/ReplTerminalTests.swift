import Foundation
import XCTest

/// `lifesim repl` on a terminal: the line editor's keys, Ctrl-C and Ctrl-D, and the terminal's
/// mode put back however the session ends.
final class ReplTerminalTests: XCTestCase {
    private static let esc = "\u{1B}"
    private static let up = esc + "[A"
    private static let home = esc + "OH"
    private static let left = esc + "[D"

    private func repl() throws -> (PseudoTerminal, [UInt]) {
        let terminal = try PseudoTerminal(["repl"])
        let mode = terminal.mode
        try terminal.start()
        XCTAssertTrue(terminal.waitFor("lifesim> "), terminal.screen)
        return (terminal, mode)
    }

    func testEditingKeysAndHistoryReachTheSessionAsEditedLines() throws {
        let (terminal, mode) = try repl()
        terminal.type("app Mail\r")
        XCTAssertTrue(terminal.waitFor("ok: app Mail installed"), terminal.screen)
        // Home, then the missing letter: "aunch Mail" becomes "launch Mail".
        terminal.type("aunch Mail" + Self.home + "l\r")
        XCTAssertTrue(terminal.waitFor("▸ launch Mail  (line 3)"), terminal.screen)
        terminal.type("+5s hom\r")
        XCTAssertTrue(terminal.waitFor("(line 4 not kept)"), terminal.screen)
        // ↑ brings the rejected line back; ← twice, then a character in the middle.
        terminal.type(Self.up + "e\r")
        XCTAssertTrue(terminal.waitFor("▸ home  (line 4)"), terminal.screen)
        terminal.type("+1s lck" + Self.left + Self.left + "o\r")
        XCTAssertTrue(terminal.waitFor("▸ lock  (line 5)"), terminal.screen)
        XCTAssertFalse(terminal.screen.contains("^["), "no key is echoed raw: \(terminal.screen)")
        XCTAssertEqual(terminal.screen.components(separatedBy: "unknown event").count, 2,
                       "only '+5s hom' was refused: \(terminal.screen)")
        terminal.type([0x04])                                   // Ctrl-D on an empty line
        let end = try XCTUnwrap(terminal.waitForExit(), terminal.screen)
        XCTAssertEqual(end.status, 0)
        XCTAssertEqual(terminal.mode, mode, "the terminal's mode is put back")
    }

    func testPastedLinesRunOneAfterAnotherWithoutEcho() throws {
        let (terminal, mode) = try repl()
        terminal.type("app Mail\rlaunch Mail\r+1s hom" + Self.left + "\u{1B}[C" + "e\r\u{04}")
        let end = try XCTUnwrap(terminal.waitForExit(), terminal.screen)
        XCTAssertEqual(end.status, 0)
        XCTAssertTrue(terminal.screen.contains("▸ launch Mail  (line 3)"), terminal.screen)
        XCTAssertTrue(terminal.screen.contains("▸ home  (line 4)"), terminal.screen)
        XCTAssertFalse(terminal.screen.contains("^["), "no key is echoed raw: \(terminal.screen)")
        XCTAssertEqual(terminal.mode, mode)
    }

    func testCtrlCDropsTheLineThenAsksThenQuits() throws {
        let (terminal, mode) = try repl()
        XCTAssertTrue(terminal.isRaw)
        terminal.type("app Mail\r")
        XCTAssertTrue(terminal.waitFor("ok: app Mail installed"), terminal.screen)
        terminal.type("launch Ma\u{03}")
        XCTAssertTrue(terminal.waitFor("^C"), terminal.screen)
        terminal.type("\u{03}")
        XCTAssertTrue(terminal.waitFor("Quit? unsaved lines will be lost; :save FILE first, or press Ctrl-C again to quit"),
                      terminal.screen)
        XCTAssertTrue(terminal.process.isRunning)
        terminal.type("\u{03}")
        let end = try XCTUnwrap(terminal.waitForExit(), terminal.screen)
        XCTAssertEqual(end.status, 0)
        XCTAssertFalse(terminal.screen.contains("▸ launch Ma"), "the dropped line never ran")
        XCTAssertEqual(terminal.mode, mode)
    }

    func testASignalAtThePromptPutsTheTerminalBack() throws {
        let (terminal, mode) = try repl()
        XCTAssertTrue(terminal.isRaw, "the prompt reads keys in raw mode")
        kill(terminal.process.processIdentifier, SIGTERM)
        let end = try XCTUnwrap(terminal.waitForExit(), terminal.screen)
        XCTAssertEqual(end.reason, .uncaughtSignal)
        XCTAssertEqual(end.status, SIGTERM)
        XCTAssertEqual(terminal.mode, mode)
        XCTAssertFalse(terminal.isRaw)
    }

    func testSIGINTWithStandardInputAPipeLeavesTheTerminalAsItWas() throws {
        let terminal = try PseudoTerminal(["repl"], standardInputFromPipe: true)
        let mode = terminal.mode
        try terminal.start()
        terminal.typeIntoPipe("app Mail\n")
        XCTAssertTrue(terminal.waitFor("ok: app Mail installed"), terminal.screen)
        XCTAssertFalse(terminal.screen.contains("lifesim> "), "no prompt and no editor when input is a pipe")
        XCTAssertFalse(terminal.isRaw)
        kill(terminal.process.processIdentifier, SIGINT)
        let end = try XCTUnwrap(terminal.waitForExit(), terminal.screen)
        XCTAssertEqual(end.reason, .uncaughtSignal)
        XCTAssertEqual(terminal.mode, mode)
    }

    func testQuitCommandPutsTheTerminalBack() throws {
        let (terminal, mode) = try repl()
        terminal.type(":quit\r")
        let end = try XCTUnwrap(terminal.waitForExit(), terminal.screen)
        XCTAssertEqual(end.status, 0)
        XCTAssertEqual(terminal.mode, mode)
    }
}
