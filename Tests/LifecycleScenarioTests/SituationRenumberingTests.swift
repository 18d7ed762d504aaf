import LifecycleScenario
import LifecycleSim
import XCTest

/// An app that goes round the same cycle twice comes back to the same situation
/// (`Device.Situation`): its device has handed out new numbers (a task's identifier, a budget's
/// epoch, a process's generation, a completion handler's window, a timer's) and its clock has
/// moved, so the states differ, and nothing else does.
final class SituationRenumberingTests: XCTestCase {
    /// The state after each line of `text`, by line number, and the trace's task records as `action id`.
    private func run(_ text: String) throws -> (states: [Int: Device.State], tasks: [String]) {
        let parsed = ScenarioParser.parse(text, path: "cycle.scenario")
        let document = try XCTUnwrap(parsed.document, "\(parsed.diagnostics)")
        let runner = ScenarioRunner(document: document)
        let collector = TraceCollector()
        runner.addSink(collector)
        var states: [Int: Device.State] = [:]
        for entry in document.timeline {
            runner.runLine(entry)
            states[entry.location.line] = runner.device.snapshot()
        }
        XCTAssertEqual(runner.summary.failed, 0, "\(runner.summary.failures)")
        let tasks = collector.records.compactMap { record -> String? in
            guard case .task(let task) = record else { return nil }
            return "\(task.action.rawValue) \(task.id)"
        }
        return (states, tasks)
    }

    /// BG-1, BG-3, BG-5: a task begun on entering the background and ended on returning, twice,
    /// the second round a minute after the first, once its expiry and UIKit's 30-second check have
    /// fired (and done nothing: the task was ended). In the background each time: a 30 s budget
    /// with 25 s left, a task, the expiry and the check scheduled; back in the foreground each
    /// time: nothing outstanding. Only the task's identifier (1, then 2), the budget's epoch, the
    /// scheduler's places and the clock differ.
    func testATaskBegunAndEndedTwiceComesBackToTheSameSituation() throws {
        let (states, tasks) = try run("""
            scenario "Twice to the background and back"
            device ios 17
            app Uploader
              on didEnterBackground: begin-task upload
              on willEnterForeground: end-task upload

            0s   launch Uploader
            +5s  home
            +5s  expect Uploader remaining 25s
            +10s launch Uploader
            +1m  expect Uploader tasks 0
            +5s  home
            +5s  expect Uploader remaining 25s
            +10s launch Uploader
            +1m  expect Uploader tasks 0

            """)
        XCTAssertEqual(tasks, ["begin 1", "end 1", "begin 2", "end 2"], "the device numbered the second task 2")
        let (inBackground, inBackgroundAgain) = try (XCTUnwrap(states[9]), XCTUnwrap(states[13]))
        let (back, backAgain) = try (XCTUnwrap(states[11]), XCTUnwrap(states[15]))
        XCTAssertEqual(inBackgroundAgain.time - inBackground.time, .seconds(80))
        XCTAssertEqual(backAgain.time - back.time, .seconds(80))
        XCTAssertNotEqual(inBackgroundAgain, inBackground)
        XCTAssertNotEqual(backAgain, back)
        XCTAssertEqual(inBackgroundAgain.situation, inBackground.situation)
        XCTAssertEqual(backAgain.situation, back.situation)
        XCTAssertNotEqual(back.situation, inBackground.situation)
    }

    /// BR-3, TE-2: a fetch resumes the suspended app, which completes it 10 s later (a completion
    /// window and a timer); then the user swipes it away and `ps` reads the ended process, and the
    /// round starts again with a new process. Five seconds into each fetch: the process's
    /// generation (1, then 2), the window's number, the timer's, the budgets' epochs and the clock
    /// differ, and nothing else.
    func testAFetchInEachOfTwoProcessesComesBackToTheSameSituation() throws {
        let (states, _) = try run("""
            scenario "A fetch in each of two processes"
            device ios 17
            app Feed modes fetch
              on performFetch: complete-fetch new-data after 10s

            0s   launch Feed
            +5s  home
            +1m  fetch Feed
            +5s  expect Feed background
            +1m  expect Feed suspended
                 switcher
                 switcher kill Feed
                 switcher close
                 ps
                 launch Feed
            +5s  home
            +1m  fetch Feed
            +5s  expect Feed background
            +1m  expect Feed suspended

            """)
        let (fetching, fetchingAgain) = try (XCTUnwrap(states[9]), XCTUnwrap(states[18]))
        XCTAssertEqual(fetchingAgain.time - fetching.time, .seconds(130))
        XCTAssertNotEqual(fetchingAgain, fetching)
        XCTAssertEqual(fetchingAgain.situation, fetching.situation)
        let (suspended, suspendedAgain) = try (XCTUnwrap(states[10]), XCTUnwrap(states[19]))
        XCTAssertEqual(suspendedAgain.situation, suspended.situation)
        XCTAssertNotEqual(suspended.situation, fetching.situation)
    }

    /// A timer that falls due while its app is suspended waits for the app to run again (held by
    /// the suspension), twice: the second timer's identifier differs, and nothing else.
    func testATimerHeldTwiceWhileSuspendedComesBackToTheSameSituation() throws {
        let (states, _) = try run("""
            scenario "A timer held twice"
            device ios 17
            app Notes
              on didEnterBackground: log "saved" after 5s

            0s   launch Notes
            +1s  home
            +10s expect Notes suspended
            +1s  launch Notes
            +1m  expect Notes active
                 home
            +10s expect Notes suspended
            +1s  launch Notes

            """)
        let (holding, holdingAgain) = try (XCTUnwrap(states[8]), XCTUnwrap(states[12]))
        XCTAssertEqual(holdingAgain.time - holding.time, .seconds(71))
        XCTAssertNotEqual(holdingAgain, holding)
        XCTAssertEqual(holdingAgain.situation, holding.situation)
    }
}
