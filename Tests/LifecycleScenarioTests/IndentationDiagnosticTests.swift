import XCTest
@testable import LifecycleScenario

/// A handler or declaration in the wrong place gives one error that says how to fix it, and the
/// lines that follow from the same mistake give none.
final class IndentationDiagnosticTests: XCTestCase {
    private func diagnostics(_ text: String) -> [String] {
        ScenarioParser.parse(text, path: "t.scenario").diagnostics.map { DiagnosticRenderer.render($0, color: false) }
    }

    func testUnindentedHandlerBelowAnApp() {
        XCTAssertEqual(diagnostics("app Mail\non didEnterBackground: begin-task sync; end-task sync after 40s\n"
            + "launch Mail\nhome\n"), ["""
            t.scenario:2:4: error: this 'on' line is not indented, so it names no app; indent it under its 'app' line, or write 'on Mail.didEnterBackground:'
            on didEnterBackground: begin-task sync; end-task sync after 40s
               ^~~~~~~~~~~~~~~~~~
            """])
    }

    /// The indented lines after the slip still belong to the app two lines up: no "no 'app' line
    /// above it" for them, and no warning for the end-task whose begin-task is on the slipped line.
    func testUnindentedHandlerInsideAnAppBlockIsTheOnlyError() {
        XCTAssertEqual(diagnostics("app Mail modes audio\non didEnterBackground: begin-task upload\n"
            + "  on willEnterForeground: end-task upload\n  on willTerminate: log \"bye\"\nlaunch Mail\n"), ["""
            t.scenario:2:4: error: this 'on' line is not indented, so it names no app; indent it under its 'app' line, or write 'on Mail.didEnterBackground:'
            on didEnterBackground: begin-task upload
               ^~~~~~~~~~~~~~~~~~
            """])
    }

    func testUnindentedHandlerWithAppAndCallbackApart() {
        XCTAssertEqual(diagnostics("app Mail\non Mail didEnterBackground: begin-task sync\nlaunch Mail\n"), ["""
            t.scenario:2:4: error: an unindented 'on' line joins its app and callback with a '.', without spaces: write 'on Mail.didEnterBackground:'
            on Mail didEnterBackground: begin-task sync
               ^~~~~~~~~~~~~~~~~~~~~~~
            """])
    }

    func testHandlerIndentedUnderNothing() {
        XCTAssertEqual(diagnostics("  on didEnterBackground: begin-task sync\napp Mail\nlaunch Mail\n"), ["""
            t.scenario:1:6: error: this indented 'on' line has no 'app' line above it; indent it under its 'app' line, or write 'on APP.didEnterBackground:' unindented
              on didEnterBackground: begin-task sync
                 ^~~~~~~~~~~~~~~~~~
            """])
    }

    func testMisspeltAppLineIsTheOnlyError() {
        for keyword in ["ap", "apps"] {
            XCTAssertEqual(diagnostics("\(keyword) Mail\n  on didEnterBackground: begin-task sync\n"
                + "  on willEnterForeground: end-task sync\nlaunch Mail\n+5s home\n"), ["""
                t.scenario:1:1: error: unknown declaration '\(keyword)'; did you mean 'app'?
                \(keyword) Mail
                ^\(String(repeating: "~", count: keyword.count - 1))
                """])
        }
    }

    func testAppLineWithABadNameIsTheOnlyError() {
        XCTAssertEqual(diagnostics("app 3Mail\n  on didEnterBackground: begin-task sync\napp Notes\nlaunch Notes\n"), ["""
            t.scenario:1:5: error: '3Mail' is not an app name; write a letter, then letters, digits, '_' or '-'
            app 3Mail
                ^~~~~
            """])
    }

    func testHandlerIndentedAfterTheTimelineBegan() {
        XCTAssertEqual(diagnostics("app Mail\nlaunch Mail\n  on didEnterBackground: begin-task sync\n+5s home\n"), ["""
            t.scenario:3:3: error: handlers are declarations and come before the timeline, which starts at line 2; move this line above line 2 and indent it under its 'app' line, or write 'on Mail.didEnterBackground:' there
              on didEnterBackground: begin-task sync
              ^~~~~~~~~~~~~~~~~~~~~
            """])
    }

    func testHandlerNamingItsAppAfterTheTimelineBegan() {
        XCTAssertEqual(diagnostics("app Mail\napp Notes\nlaunch Mail\non Notes.didBecomeActive: crash\n"), ["""
            t.scenario:4:1: error: handlers are declarations and come before the timeline, which starts at line 3; move this line above line 3
            on Notes.didBecomeActive: crash
            ^~~~~~~~~~~~~~~~~~~~~~~~
            """])
    }

    func testAppBlockAfterTheTimelineIsOneError() {
        XCTAssertEqual(diagnostics("app A\nlaunch A\napp B\n  on didBecomeActive: crash\n  controller Main\n"
            + "launch B\n"), ["""
            t.scenario:3:1: error: 'app' is a declaration, and declarations must come before the timeline, which starts at line 2; move this line and the lines indented under it above line 2
            app B
            ^~~
            """])
    }

    func testActionIndentedUnderAnAppDoesNotStartTheTimeline() {
        XCTAssertEqual(diagnostics("app Mail\n  on didEnterBackground: begin-task x\n  end-task x after 5s\n"
            + "  on willEnterForeground: end-task x\nlaunch Mail\n"), ["""
            t.scenario:3:3: error: 'end-task' is an action, and actions go after the ':' of an 'on' line: join it to its 'on' line under 'app Mail' (line 1), after a ';'
              end-task x after 5s
              ^~~~~~~~
            """])
    }

    func testAppOptionIndentedUnderAnAppDoesNotStartTheTimeline() {
        XCTAssertEqual(diagnostics("app Mail\n  modes audio\n  on didEnterBackground: start-audio\nlaunch Mail\n"), ["""
            t.scenario:2:3: error: 'modes' is an option of the 'app' line; write it on the line 'app Mail' (line 1), after the name
              modes audio
              ^~~~~
            """])
    }

    func testOtherWordIndentedUnderAnApp() {
        XCTAssertEqual(diagnostics("app Mail\n  window Main\n  on didEnterBackground: work 1s\nlaunch Mail\n"), ["""
            t.scenario:2:3: error: 'window' cannot start a line indented under 'app Mail' (line 1): there only 'on', 'controller', 'navigation' and 'root' lines go; write timeline lines unindented
              window Main
              ^~~~~~
            """])
    }

    /// Timeline lines may still be indented: a timeline statement (or a near miss of one) starts the timeline.
    func testIndentedTimelineLinesStillStartTheTimeline() {
        XCTAssertEqual(diagnostics("app Mail\n  on didEnterBackground: work 1s\n  launch Mail\n  +5s home\n"), [])
        XCTAssertEqual(diagnostics("app Mail\n  lauch Mail\n"), ["""
            t.scenario:2:3: error: unknown event 'lauch'; did you mean 'launch'?
              lauch Mail
              ^~~~~
            """])
    }
}
