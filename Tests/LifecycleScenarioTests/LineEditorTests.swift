import XCTest
@testable import LifecycleScenario

/// The REPL's line editor: the keys a terminal sends, and the line, cursor and outcome they give.
final class LineEditorTests: XCTestCase {
    /// Feeds raw terminal bytes through the decoder and the editor; returns the outcomes.
    @discardableResult
    private func type(_ editor: inout LineEditor, _ bytes: [UInt8]) -> [LineEditorOutcome] {
        var decoder = KeyDecoder()
        return decoder.decode(bytes).map { editor.apply($0) }
    }

    @discardableResult
    private func type(_ editor: inout LineEditor, _ text: String) -> [LineEditorOutcome] {
        type(&editor, Array(text.utf8))
    }

    private static let up: [UInt8] = [0x1B, 0x5B, 0x41]
    private static let down: [UInt8] = [0x1B, 0x5B, 0x42]
    private static let left: [UInt8] = [0x1B, 0x5B, 0x44]
    private static let right: [UInt8] = [0x1B, 0x5B, 0x43]

    func testTypingAndEnterSubmitTheLine() {
        var editor = LineEditor()
        XCTAssertEqual(type(&editor, "app Mail"), Array(repeating: .redraw, count: 8))
        XCTAssertEqual(editor.cursor, 8)
        XCTAssertEqual(type(&editor, [0x0D]), [.submit("app Mail")])
        XCTAssertEqual(editor.line, "")
        XCTAssertEqual(editor.history, ["app Mail"])
    }

    func testArrowsMoveTheCursorAndCharactersGoInThere() {
        var editor = LineEditor()
        type(&editor, "+5s hme")
        type(&editor, Self.left + Self.left)
        XCTAssertEqual(editor.cursor, 5)
        type(&editor, "o")
        XCTAssertEqual(editor.line, "+5s home")
        type(&editor, Self.right + Self.right)
        XCTAssertEqual(type(&editor, Self.right), [.bell], "→ at the end of the line")
        XCTAssertEqual(editor.cursor, 8)
        XCTAssertEqual(type(&editor, [0x0D]), [.submit("+5s home")], "no escape bytes in the line")
    }

    func testHomeEndAndTheirControlKeys() {
        var editor = LineEditor()
        type(&editor, "launch Mail")
        type(&editor, [0x1B, 0x4F, 0x48])                      // ESC O H
        XCTAssertEqual(editor.cursor, 0)
        XCTAssertEqual(type(&editor, Self.left), [.bell], "← at the start of the line")
        type(&editor, "+1s ")
        type(&editor, [0x05])                                  // Ctrl-E
        XCTAssertEqual(editor.cursor, 15)
        type(&editor, [0x01])                                  // Ctrl-A
        XCTAssertEqual(editor.cursor, 0)
        type(&editor, Array("\u{1B}[F".utf8))                  // End
        XCTAssertEqual(editor.cursor, 15)
        XCTAssertEqual(editor.line, "+1s launch Mail")
    }

    func testBackspaceAndDelete() {
        var editor = LineEditor()
        type(&editor, "homee")
        type(&editor, [0x7F])
        XCTAssertEqual(editor.line, "home")
        type(&editor, [0x01] + Array("\u{1B}[3~".utf8))        // Home, Delete
        XCTAssertEqual(editor.line, "ome")
        XCTAssertEqual(editor.cursor, 0)
        XCTAssertEqual(type(&editor, [0x7F]), [.bell], "backspace at the start")
        type(&editor, [0x05])
        XCTAssertEqual(type(&editor, Array("\u{1B}[3~".utf8)), [.bell], "delete at the end")
        XCTAssertEqual(editor.line, "ome")
    }

    func testKillAndWordKeys() {
        var editor = LineEditor()
        type(&editor, "expect Mail background")
        type(&editor, [0x17])                                  // Ctrl-W
        XCTAssertEqual(editor.line, "expect Mail ")
        type(&editor, Array("\u{1B}[1;5D".utf8))               // Ctrl-←
        XCTAssertEqual(editor.cursor, 7)
        type(&editor, [0x0B])                                  // Ctrl-K
        XCTAssertEqual(editor.line, "expect ")
        type(&editor, [0x15])                                  // Ctrl-U
        XCTAssertEqual(editor.line, "")
        XCTAssertEqual(editor.cursor, 0)
    }

    func testUpAndDownWalkTheHistoryAndKeepTheLineBeingTyped() {
        var editor = LineEditor()
        for line in ["app Mail", "launch Mail", "", "launch Mail", "+5s home"] {
            type(&editor, line + "\r")
        }
        XCTAssertEqual(editor.history, ["app Mail", "launch Mail", "+5s home"], "no blank lines, no repeats in a row")
        type(&editor, "exp")
        type(&editor, Self.up)
        XCTAssertEqual(editor.line, "+5s home")
        XCTAssertEqual(editor.cursor, 8)
        type(&editor, Self.up + Self.up)
        XCTAssertEqual(editor.line, "app Mail")
        XCTAssertEqual(type(&editor, Self.up), [.bell], "↑ at the oldest line")
        type(&editor, Self.down + [0x0E])                      // ↓, Ctrl-N
        XCTAssertEqual(editor.line, "+5s home")
        type(&editor, Self.down)
        XCTAssertEqual(editor.line, "exp", "the line being typed comes back")
        XCTAssertEqual(type(&editor, Self.down), [.bell])
        type(&editor, [0x10])                                  // Ctrl-P
        XCTAssertEqual(type(&editor, [0x7F, 0x0D]), [.redraw, .submit("+5s hom")])
        XCTAssertEqual(editor.history.last, "+5s hom")
    }

    func testTabIndentsWithTwoSpaces() {
        var editor = LineEditor()
        type(&editor, [0x09] + Array("on didEnterBackground: end-all-tasks\r".utf8))
        XCTAssertEqual(editor.history, ["  on didEnterBackground: end-all-tasks"])
    }

    // MARK: Ctrl-C and Ctrl-D

    func testCtrlCDiscardsALineWithText() {
        var editor = LineEditor()
        type(&editor, "launch Mal")
        XCTAssertEqual(type(&editor, [0x03]), [.discarded])
        XCTAssertEqual(editor.line, "")
        XCTAssertEqual(editor.history, [], "a discarded line is not in the history")
    }

    func testCtrlCOnAnEmptyLineAsksThenQuitsWhenPressedAgain() {
        var editor = LineEditor()
        XCTAssertEqual(type(&editor, [0x03]), [.askToQuit])
        XCTAssertEqual(type(&editor, [0x03]), [.quit])
        XCTAssertEqual(LineEditor.quitQuestion,
                       "Quit? unsaved lines will be lost; :save FILE first, or press Ctrl-C again to quit")
    }

    func testAnyOtherKeyAfterTheQuestionCancelsIt() {
        var editor = LineEditor()
        XCTAssertEqual(type(&editor, [0x03]), [.askToQuit])
        XCTAssertEqual(type(&editor, Self.left + [0x03]), [.bell, .askToQuit], "asked again, not quit")
        XCTAssertEqual(type(&editor, "x" + "\u{03}" + "\u{03}"), [.redraw, .discarded, .askToQuit])
        XCTAssertEqual(type(&editor, "\r\u{03}"), [.submit(""), .askToQuit])
        XCTAssertEqual(type(&editor, [0x03]), [.quit])
    }

    func testCtrlDEndsOnlyAnEmptyLine() {
        var editor = LineEditor()
        type(&editor, "home")
        type(&editor, [0x01])
        XCTAssertEqual(type(&editor, [0x04]), [.redraw], "Ctrl-D deletes under the cursor")
        XCTAssertEqual(editor.line, "ome")
        type(&editor, [0x0B])                                  // Ctrl-K: the line is empty again
        XCTAssertEqual(type(&editor, [0x04]), [.endOfInput])
    }

    // MARK: Drawing

    func testRenderingRedrawsThePromptAndPlacesTheCursor() {
        var editor = LineEditor()
        XCTAssertEqual(editor.rendering(prompt: "lifesim> "), "\rlifesim> \u{1B}[K")
        type(&editor, "launch Mail")
        XCTAssertEqual(editor.rendering(prompt: "> "), "\r> launch Mail\u{1B}[K")
        type(&editor, Self.left + Self.left + Self.left + Self.left)
        XCTAssertEqual(editor.rendering(prompt: "> "), "\r> launch Mail\u{1B}[K\u{1B}[4D")
        type(&editor, "→")
        XCTAssertEqual(editor.rendering(prompt: "> "), "\r> launch →Mail\u{1B}[K\u{1B}[4D")
    }
}
