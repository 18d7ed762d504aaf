import LifecycleScenario
import LifecycleSim
import XCTest

/// `never` and `always` lines (docs/LANGUAGE.md, "Properties"), read after every timeline line of
/// a run: each form fails on the line that breaks it, as the rule it reads says.
final class PropertyTests: XCTestCase {
    /// The failures of `source`'s run that are properties, as (property, actual).
    private func brokenProperties(_ source: String) throws -> [(expected: String, actual: String, line: Int)] {
        let run = try Scenario.run(source: source)
        return run.failedExpectations.map { ($0.expected, $0.actual, $0.line) }
    }

    /// BG-5 on iOS 13+: a task without an expiration handler is never ended, and the app is
    /// killed when the 30 s budget runs out (35 s after Home at 5 s).
    func testBG5KilledByIsBrokenByTheLineThatReachesTheKill() throws {
        let broken = try brokenProperties("""
            device ios 13
            app Uploader
              on didEnterBackground: begin-task upload
            never Uploader killed-by BG-5
            never Uploader killed-by TE-2

            0s launch Uploader
            +5s home
            +20s expect Uploader background
            +20s expect Uploader not-running
            """)
        XCTAssertEqual(broken.map(\.expected), ["never Uploader killed-by BG-5"])
        XCTAssertEqual(broken.first?.line, 4, "reported at the property's own line")
        XCTAssertEqual(broken.first?.actual, "Uploader killed-by BG-5 (after line 10)", "the line that ran past 35 s")
    }

    /// A line that moves the clock and takes an event is two steps: BG-5 and BG-2 on iOS 13 (the
    /// expiration handler ends the task 26 s after Home, and the app is suspended), then a launch
    /// at 40 s makes it active again. Read only after the launch, `never Uploader suspended` would
    /// hold; it is broken by the time passing before the launch, at that line.
    func testBG2ALineThatMovesTheClockAndTakesAnEventIsReadAfterEach() throws {
        let broken = try brokenProperties("""
            device ios 13
            app Uploader
              on didEnterBackground: begin-task upload
              on expire upload: end-task upload
            never Uploader suspended

            0s   launch Uploader
            +5s  home
            +35s launch Uploader
                 expect Uploader active
            """)
        XCTAssertEqual(broken.map(\.expected), ["never Uploader suspended"])
        XCTAssertEqual(broken.first?.actual, "Uploader suspended (after line 9)")
    }

    /// BG-1: didEnterBackground's begin-task makes one outstanding task; a comparison reads it.
    func testBG1TaskCountComparisons() throws {
        let broken = try brokenProperties("""
            device ios 13
            app Uploader
              on didEnterBackground: begin-task upload; end-task upload after 10s
            always Uploader tasks <= 0
            always Uploader tasks < 2
            never Uploader tasks >= 1 while Uploader active

            0s launch Uploader
            +5s home
            +20s expect Uploader suspended
            """)
        XCTAssertEqual(broken.map(\.expected), ["always Uploader tasks <= 0"])
        XCTAssertEqual(broken.first?.actual, "Uploader tasks = 1 (after line 9)")
    }

    /// BG-4 and BG-3 on iOS 13+: in the background the budget counts down from 30 s; a
    /// `while` reads it only in the background (unlimited in the foreground).
    func testBG4RemainingTimeWhileInTheBackground() throws {
        let broken = try brokenProperties("""
            device ios 13
            app Uploader
              on didEnterBackground: begin-task upload; end-task upload after 25s
            always Uploader remaining >= 15s while Uploader background
            always Uploader remaining unlimited while Uploader active

            0s launch Uploader
            +5s home
            +10s expect Uploader background
            +8s expect Uploader background
            """)
        XCTAssertEqual(broken.map(\.expected), ["always Uploader remaining >= 15s while Uploader background"])
        XCTAssertEqual(broken.first?.actual, "Uploader remaining = 12s while Uploader background (after line 10)",
                       "30 s from Home at 5 s, read at 23 s")
    }

    /// BG-2: an app with nothing to keep it running is suspended right after didEnterBackground;
    /// any `expect` form can be a property.
    func testBG2AnExpectFormAsAProperty() throws {
        let broken = try brokenProperties("""
            app Notes
            never Notes suspended
            always front Notes

            0s launch Notes
            +5s home
            +1s expect Notes suspended
            """)
        XCTAssertEqual(broken.map(\.expected), ["never Notes suspended", "always front Notes"])
        XCTAssertEqual(broken.map(\.actual), ["Notes suspended (after line 6)", "front home (after line 6)"])
    }

    /// FG-1: Home sends willResignActive then didEnterBackground; a callbacks list holds when
    /// the step's callbacks include it in order.
    func testFG1CallbacksOfOneStepInOrder() throws {
        let broken = try brokenProperties("""
            app Notes
            never Notes callbacks: willResignActive, didEnterBackground
            never Notes callbacks: didEnterBackground, willResignActive

            0s launch Notes
            +5s home
            expect Notes suspended
            """)
        XCTAssertEqual(broken.map(\.expected), ["never Notes callbacks: willResignActive, didEnterBackground"])
        XCTAssertEqual(broken.first?.actual, "Notes callbacks: willResignActive, didEnterBackground (after line 6)")
    }

    /// An empty list, as in `expect`, means none: broken by the first line that brings Notes no
    /// callback (LA-1's launch brings three).
    func testAnEmptyCallbacksListMeansNone() throws {
        let broken = try brokenProperties("""
            app Notes
            never Notes callbacks:

            0s launch Notes
            +1s expect Notes active
            """)
        XCTAssertEqual(broken.map(\.expected), ["never Notes callbacks:"])
        XCTAssertEqual(broken.first?.actual, "Notes callbacks: (after line 5)")
    }

    /// TE-2: swiping a suspended app away ends its process with no callback; a `while` on a
    /// default (PS-3: it outlives the process) says "killed before it saved".
    func testTE2KilledWhileADefaultIsUnset() throws {
        func swipedAway(handler: String) throws -> [(expected: String, actual: String, line: Int)] {
            try brokenProperties("""
                app Notes
                \(handler)
                never Notes killed while Notes default draft unset

                0s launch Notes
                +5s home
                +5s switcher
                switcher kill Notes
                expect Notes not-running
                """)
        }
        let unsaved = try swipedAway(handler: "# no handler")
        XCTAssertEqual(unsaved.map(\.expected), ["never Notes killed while Notes default draft unset"])
        XCTAssertEqual(unsaved.first?.actual, "Notes killed-by TE-2 while Notes default draft unset (after line 8)")
        let saved = try swipedAway(handler: "  on didEnterBackground: set-default draft \"milk\"")
        XCTAssertEqual(saved.map(\.expected), [])
    }

    /// TE-3: the `crash` event ends the process with a crash.
    func testCrashedIsBrokenByACrash() throws {
        let broken = try brokenProperties("""
            app Notes
            never Notes crashed

            0s launch Notes
            +1s crash Notes
            expect Notes not-running
            """)
        XCTAssertEqual(broken.map(\.expected), ["never Notes crashed"])
    }

    /// BG-6: ending a task that is not outstanding makes UIKit log "Can't end BackgroundTask".
    func testBG6WarningByRuleAndByApp() throws {
        let broken = try brokenProperties("""
            device ios 13
            app Uploader
              on didEnterBackground: begin-task upload; end-task upload; end-task upload
            never warning BG-6
            never Uploader warning
            never Uploader warning BG-5

            0s launch Uploader
            +5s home
            expect Uploader suspended
            """)
        XCTAssertEqual(broken.map(\.expected), ["never warning BG-6", "never Uploader warning"])
        XCTAssertEqual(broken.first?.actual, "Uploader warning BG-6 (after line 9)")
    }

    /// A property that held on every line is not a failure, and a scenario without properties
    /// runs as before.
    func testPropertiesThatHoldAreNotFailures() throws {
        let run = try Scenario.run(source: """
            app Notes
            never Notes killed
            always Notes tasks = 0

            0s launch Notes
            +5s home
            expect Notes suspended
            """)
        XCTAssertTrue(run.passed)
        XCTAssertEqual(run.summary.expectations, 1)
    }

    /// Each form reads back as written, and what is wrong with one is located.
    func testPropertiesParseAndErrorsAreLocated() throws {
        let document = try XCTUnwrap(ScenarioParser.parse("""
            app Notes
            never Notes killed-by BG-5 while Notes/1 background
            always Notes remaining > 2s
            never warning
            """, path: "p").document)
        XCTAssertEqual(document.properties.map(\.text),
                       ["never Notes killed-by BG-5 while Notes/1 background", "always Notes remaining > 2s", "never warning"])
        XCTAssertEqual(document.properties.map(\.location.line), [2, 3, 4])

        func firstError(_ line: String) -> Diagnostic? {
            ScenarioParser.parse("app Notes\n\(line)\n", path: "p").diagnostics.first { $0.severity == .error }
        }
        XCTAssertEqual(firstError("never")?.location, SourceLocation(line: 2, column: 1))
        XCTAssertTrue(firstError("never")?.message.contains("what must hold") == true)
        let rule = try XCTUnwrap(firstError("never Notes killed-by BG-55"))
        XCTAssertEqual(rule.location, SourceLocation(line: 2, column: 23))
        XCTAssertTrue(rule.message.contains("BG-5"), rule.message)
        XCTAssertEqual(firstError("always Notes tasks <= many")?.location, SourceLocation(line: 2, column: 23))
        XCTAssertEqual(firstError("never Notes killed while")?.location, SourceLocation(line: 2, column: 20))
        XCTAssertEqual(firstError("never Mail killed")?.location, SourceLocation(line: 2, column: 7))
        XCTAssertEqual(firstError("never Notes killed now")?.location, SourceLocation(line: 2, column: 20))
    }
}
