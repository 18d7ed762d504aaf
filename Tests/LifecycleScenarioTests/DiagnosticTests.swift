import XCTest
@testable import LifecycleScenario
import LifecycleSim

final class DiagnosticTests: XCTestCase {
    /// Every diagnostic of `text`, rendered without color and joined by newlines.
    private func rendered(_ text: String) -> String {
        rendered(ScenarioParser.parse(text, path: "t.scenario"))
    }

    private func rendered(_ result: ParseResult) -> String {
        result.diagnostics.map { DiagnosticRenderer.render($0, color: false) }.joined(separator: "\n")
    }

    private func assertRendered(_ text: String, _ expected: String, file: StaticString = #filePath,
                                line: UInt = #line) {
        let result = ScenarioParser.parse(text, path: "t.scenario")
        XCTAssertEqual(rendered(result), expected, file: file, line: line)
        XCTAssertNil(result.document, file: file, line: line)
        XCTAssertTrue(result.hasErrors, file: file, line: line)
    }

    func testUnknownEventSuggestsTheNearestOne() {
        assertRendered("app Mail\nlaunch Mail\n+1s hom\n", """
            t.scenario:3:5: error: unknown event 'hom'; did you mean 'home'?
            +1s hom
                ^~~
            """)
    }

    func testMisspeltDeclarationIsAnErrorNotTheTimeline() {
        assertRendered("devise ios 7\napps Foo\napp Foo\nlaunch Foo\n", """
            t.scenario:1:1: error: unknown declaration 'devise'; did you mean 'device'?
            devise ios 7
            ^~~~~~
            t.scenario:2:1: error: unknown declaration 'apps'; did you mean 'app'?
            apps Foo
            ^~~~
            """)
    }

    func testUndeclaredApp() {
        assertRendered("app Mail\non Ghost.didBecomeActive: crash\n0s launch Mial\nfetch Reader\n", """
            t.scenario:2:4: error: app 'Ghost' is not declared; add 'app Ghost' to the header
            on Ghost.didBecomeActive: crash
               ^~~~~
            t.scenario:3:11: error: app 'Mial' is not declared; did you mean 'Mail'?
            0s launch Mial
                      ^~~~
            t.scenario:4:7: error: app 'Reader' is not declared; add 'app Reader' to the header
            fetch Reader
                  ^~~~~~
            """)
    }

    func testBadDurations() {
        assertRendered("app A\n  on didBecomeActive: work 5\nlaunch A\n+1.0005s home\n3s2m lock\n", """
            t.scenario:2:28: error: '5' has no unit; write 5s or 5ms (units: d, h, m, s, ms)
              on didBecomeActive: work 5
                                       ^
            t.scenario:4:1: error: '+1.0005s' is finer than a millisecond; the clock counts whole milliseconds, so round it
            +1.0005s home
            ^~~~~~~~
            t.scenario:5:1: error: in '3s2m' the unit 'm' is out of order; write units from the largest to the smallest, each at most once, such as 1h30m
            3s2m lock
            ^~~~
            """)
    }

    func testHugeNumbersAreDiagnosticsNotTraps() {
        assertRendered("app A\nlaunch A\n99999999999999999999999999999999s\nexpect A tasks 99999999999999999999\n", """
            t.scenario:3:1: error: '99999999999999999999999999999999s' is longer than 10000 days, the longest duration a scenario may use; write a shorter duration
            99999999999999999999999999999999s
            ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
            t.scenario:4:16: error: '99999999999999999999' is not a number of background tasks; write a whole number from 0 to 999999
            expect A tasks 99999999999999999999
                           ^~~~~~~~~~~~~~~~~~~~
            """)
    }

    func testTimeGoingBackwards() {
        assertRendered("app A\nlaunch A\n10s home\n5s lock\n", """
            t.scenario:4:1: error: time '5s' is earlier than 10s, the time of the line before; time never runs backwards: write 10s or later, or a relative time such as +5s
            5s lock
            ^~
            """)
    }

    func testDeclarationAfterTheTimeline() {
        assertRendered("app A\nlaunch A\napp B\n  on didBecomeActive: crash\n", """
            t.scenario:3:1: error: 'app' is a declaration, and declarations must come before the timeline, which starts at line 2; move this line and the lines indented under it above line 2
            app B
            ^~~
            """)
    }

    func testInvalidUTF8IsLocated() {
        var bytes = Array("app A\nlaunch A\nlog \"caf".utf8)
        bytes += [0xE9]
        bytes += Array("\" x\n".utf8)
        bytes += [0x68, 0x6F, 0x00, 0x6D, 0x65, 0x0A]
        let result = ScenarioParser.parse(bytes, path: "t.scenario")
        XCTAssertNil(result.document)
        XCTAssertEqual(rendered(result), """
            t.scenario:3:9: error: invalid UTF-8 byte 0xE9; save the file as UTF-8
            log "caf\u{FFFD}" x
                    ^
            t.scenario:4:3: error: NUL byte 0x00 in the file; save the file as UTF-8 text
            ho\u{FFFD}me
              ^
            """)
    }

    func testCaretLineCopiesTabs() {
        assertRendered("app Mail\nlaunch Mail\n\t expect\tMail  sleeping\n", """
            t.scenario:3:16: error: unknown expectation 'sleeping'; expected 'not-running', 'inactive', 'active', 'background', 'suspended', 'tasks', 'remaining', 'callbacks', 'no-callbacks', 'refresh-status', 'launched-by', 'controller-callbacks', 'view', 'archive', 'restored', 'inbox', 'process', 'bgtasks', 'bgtask', 'scenes', 'notifications', 'default', 'prewarmed' or 'phase'
            \t expect\tMail  sleeping
            \t       \t      ^~~~~~~~
            """)
    }

    func testErrorsOfAByteOrderMarkCRLFFileMatchTheLFOnes() {
        let lf = "app A\nlaunch A\n+1s hom\n"
        let crlf = [0xEF, 0xBB, 0xBF] + Array(lf.replacingOccurrences(of: "\n", with: "\r\n").utf8)
        XCTAssertEqual(ScenarioParser.parse(crlf, path: "t.scenario").diagnostics,
                       ScenarioParser.parse(lf, path: "t.scenario").diagnostics)
    }

    func testSeveralErrorsAreAllReportedInLineOrder() {
        assertRendered("""
            scenario "several problems"
            on Mail.openURL: crash
            devise ios 7
            app Mail modes audio,fecth
              on didEnterBackground: begin-task sync; work 5
            0s launch Mial
            +1s hom
            expect Mail callbacks: didBecomeActive didEnterBackground
            launch
            """, """
            t.scenario:3:1: error: unknown declaration 'devise'; did you mean 'device'?
            devise ios 7
            ^~~~~~
            t.scenario:4:22: error: unknown background mode 'fecth'; did you mean 'fetch'?
            app Mail modes audio,fecth
                                 ^~~~~
            t.scenario:5:48: error: '5' has no unit; write 5s or 5ms (units: d, h, m, s, ms)
              on didEnterBackground: begin-task sync; work 5
                                                           ^
            t.scenario:6:11: error: app 'Mial' is not declared; did you mean 'Mail'?
            0s launch Mial
                      ^~~~
            t.scenario:7:5: error: unknown event 'hom'; did you mean 'home'?
            +1s hom
                ^~~
            t.scenario:8:40: error: unexpected 'didEnterBackground'; write expect APP callbacks: CB, CB, ...
            expect Mail callbacks: didBecomeActive didEnterBackground
                                                   ^~~~~~~~~~~~~~~~~~
            t.scenario:9:1: error: 'launch' needs an app name: launch APP [url URL]
            launch
            ^~~~~~
            """)
    }

    func testNamesAndArguments() {
        assertRendered("""
            app Mail
            app Mail
            app expect
              on didBecomeActive: begin-task after
            launch Mail url
            switcher frob Mail
            open x to Mail
            refresh on Mail extra
            """, """
            t.scenario:2:5: error: app 'Mail' is already declared at line 1; give this app another name or remove this line
            app Mail
                ^~~~
            t.scenario:3:5: error: 'expect' is a keyword of the language and cannot name an app; choose another name
            app expect
                ^~~~~~
            t.scenario:4:34: error: 'after' is not a task name; write a letter, then letters, digits, '_' or '-', and not a keyword of the language
              on didBecomeActive: begin-task after
                                             ^~~~~
            t.scenario:5:13: error: 'url' needs a URL: launch APP [url URL]
            launch Mail url
                        ^~~
            t.scenario:6:10: error: unknown switcher action 'frob'; expected 'open', 'kill' or 'close'
            switcher frob Mail
                     ^~~~
            t.scenario:7:8: error: expected 'in' here, not 'to': open URL in APP [from APP]
            open x to Mail
                   ^~
            t.scenario:8:17: error: unexpected 'extra'; write refresh on|off [APP]
            refresh on Mail extra
                            ^~~~~
            """)
    }

    func testWarnings() {
        let result = ScenarioParser.parse("""
            app Mail
              on didEnterBackground: begin-task sync; end-task snyc after 40s
              on expire upload: end-all-tasks
            app Idle
              on didBecomeActive: log "hi"
            launch Mail
            """, path: "t.scenario")
        XCTAssertNotNil(result.document)
        XCTAssertFalse(result.hasErrors)
        XCTAssertEqual(rendered(result), """
            t.scenario:2:52: warning: no handler of 'Mail' does 'begin-task snyc', so this end-task ends nothing; did you mean 'sync'?
              on didEnterBackground: begin-task sync; end-task snyc after 40s
                                                               ^~~~
            t.scenario:3:13: warning: no handler of 'Mail' does 'begin-task upload', so this expiration handler never runs; add 'begin-task upload' to a handler or correct the name
              on expire upload: end-all-tasks
                        ^~~~~~
            t.scenario:5:3: warning: the handlers of 'Idle' never run: the timeline never launches 'Idle' or sends it an event; add 'launch Idle' (or another event for it) to the timeline
              on didBecomeActive: log "hi"
              ^~
            """)
    }

    func testColorRendering() {
        let error = Diagnostic(severity: .error, path: "p", location: SourceLocation(line: 2, column: 3), length: 2,
                               message: "m", sourceLine: "\tab cd")
        XCTAssertEqual(DiagnosticRenderer.render(error, color: true),
                       "p:2:3: \u{1B}[1;31merror:\u{1B}[0m m\n\tab cd\n\t \u{1B}[32m^~\u{1B}[0m")
        let warning = Diagnostic(severity: .warning, path: "p", location: SourceLocation(line: 1, column: 1),
                                 length: 1, message: "w", sourceLine: "x")
        XCTAssertEqual(DiagnosticRenderer.render(warning, color: true),
                       "p:1:1: \u{1B}[1;35mwarning:\u{1B}[0m w\nx\n\u{1B}[32m^\u{1B}[0m")
        XCTAssertEqual(DiagnosticRenderer.render(warning, color: false), "p:1:1: warning: w\nx\n^")
    }

    func testCaretAfterTheEndOfTheLine() {
        let diagnostic = Diagnostic(severity: .error, path: "p", location: SourceLocation(line: 1, column: 5),
                                    length: 3, message: "m", sourceLine: "ab")
        XCTAssertEqual(DiagnosticRenderer.render(diagnostic, color: false), "p:1:5: error: m\nab\n    ^~~")
    }
}

extension DiagnosticTests {
    func testStringsAndHandlerShapes() {
        let result = ScenarioParser.parse("""
            setting background-refresh on
              on didBecomeActive: crash
            on openURL: crash
            app A
              on didEnterBackground begin-task x
              on willTerminate: crash;; log "a\\q"
              on didBecomeActive:
            launch A
            log "unterminated
            """, path: "t.scenario")
        XCTAssertEqual(rendered(result), """
            t.scenario:2:6: error: this indented 'on' line has no 'app' line above it; indent it under its 'app' line, or write 'on APP.didBecomeActive:' unindented
              on didBecomeActive: crash
                 ^~~~~~~~~~~~~~~
            t.scenario:3:4: error: this 'on' line is not indented, so it names no app; indent it under its 'app' line, or write 'on APP.openURL:'
            on openURL: crash
               ^~~~~~~
            t.scenario:5:25: error: expected ':' after 'didEnterBackground': on CALLBACK: ACTION; ACTION ... (or on APP.CALLBACK: ... unindented)
              on didEnterBackground begin-task x
                                    ^~~~~~~~~~
            t.scenario:6:26: error: empty action after ';'; write an action there or remove the ';'
              on willTerminate: crash;; log "a\\q"
                                     ^
            t.scenario:6:35: error: unknown escape '\\q' in a string; only \\" and \\\\ are escapes (write \\\\ for a backslash)
              on willTerminate: crash;; log "a\\q"
                                              ^~
            t.scenario:7:21: error: no action after ':'; write at least one action, such as begin-task NAME
              on didBecomeActive:
                                ^
            t.scenario:9:5: error: unterminated string; add the closing '"'
            log "unterminated
                ^~~~~~~~~~~~~
            """)
    }
}
