import Foundation
import LifecycleScenario
import LifecycleSim
import XCTest

/// Hostile and extreme input: a located diagnostic or a correct run, never a crash or a hang.
final class HostileInputTests: XCTestCase {
    /// Tens of thousands of mutated library scenarios, parsed and (when valid) run with every
    /// invariant checked. Half a minute: `.ci/run` runs it in a step of its own, with
    /// `LIFESIM_LONG_TESTS=1`, so that `swift test` stays under three minutes.
    func testMutatedScenariosNeverCrashAndEveryErrorIsLocated() throws {
        guard ProcessInfo.processInfo.environment["LIFESIM_LONG_TESTS"] == "1" else {
            throw XCTSkip("tens of thousands of mutated scenarios (half a minute); .ci/run runs it in its own step: "
                          + "LIFESIM_LONG_TESTS=1 swift test --filter 'HostileInputTests|MachineTests|ExploreUnchangedAppsTests'")
        }
        let seeds = try ScenarioLibraryTests.scenarioFiles().map { Array(try Data(contentsOf: $0)) }
        let words: [[UInt8]] = ["launch ", "home\n", "+5s ", "expect ", "after 3s", "begin-task t; ", "\u{0}", "\"",
                                "#", ":", ";", ",", "\r\n", "\t", "99999999999999999999d", "\u{FF}", "  on expire t: ",
                                "switcher kill ", "memory-pressure 1GB\n", "Nav push Detail on Nav\n"].map { Array($0.utf8) }
        var rng = SplitMix64(state: 2026)
        var ran = 0
        for _ in 0..<20_000 {
            var bytes = rng.pick(seeds)
            for _ in 0..<1 + rng.below(4) {
                let position = bytes.isEmpty ? 0 : rng.below(bytes.count)
                switch rng.below(4) {
                case 0 where !bytes.isEmpty: bytes[position] = UInt8(truncatingIfNeeded: rng.next())
                case 1: bytes.insert(contentsOf: rng.pick(words), at: position)
                case 2 where !bytes.isEmpty: bytes.removeSubrange(position..<min(bytes.count, position + rng.below(40)))
                default:
                    let start = bytes.isEmpty ? 0 : rng.below(bytes.count)
                    let slice = bytes[start..<min(bytes.count, start + rng.below(80))]
                    bytes.insert(contentsOf: slice, at: position)
                }
            }
            let parsed = ScenarioParser.parse(bytes, path: "mutant")
            for diagnostic in parsed.diagnostics {
                XCTAssertGreaterThanOrEqual(diagnostic.location.line, 1)
                XCTAssertGreaterThanOrEqual(diagnostic.location.column, 1)
            }
            if let document = parsed.document {
                ran += 1
                if let violation = RandomWalk.firstViolation(in: document) {
                    XCTFail("invariant broken by a mutant: \(violation)\n" + String(decoding: bytes, as: UTF8.self))
                }
            }
        }
        XCTAssertGreaterThan(ran, 1_000, "enough mutants stay valid to exercise the engine")
    }

    func testThousandsOfAppsRun() throws {
        let count = 2_000
        var lines = ["device ios 13 memory 1024GB"]
        lines += (0..<count).map { "app App\($0) memory 1MB" }
        lines += (0..<count).map { "+1s launch App\($0)" }
        lines += ["+1s home", "expect App\(count - 1) suspended", "expect free-memory \(1024 * 1024 - 256 * 1024 - count)MB"]
        let run = try Scenario.run(source: lines.joined(separator: "\n"))
        XCTAssertTrue(run.passed, "\(run.failedExpectations)")
        XCTAssertEqual(run.summary.expectations, 2)
    }

    func testExtremeNumbersAreDiagnosedNotTrapped() {
        let cases = [
            "app A\n99999999999999999999999s launch A\n",
            "app A\n10001d launch A\n",
            "app A\n  on didEnterBackground: begin-task t after 9999d\n9999d launch A\n+1s home\n+9999d\n",
            "app A memory 99999999999999999GB\n",
            "device ios 99999999999999999999\n",
            "app A\nlaunch A\nexpect A tasks 99999999999999999999\n",
        ]
        for source in cases {
            let parsed = ScenarioParser.parse(source, path: "extreme")
            if let document = parsed.document {
                XCTAssertNil(RandomWalk.firstViolation(in: document), source)
            } else {
                XCTAssertTrue(parsed.hasErrors, source)
            }
        }
    }

    func testVeryLongLinesAndNULBytesAreLocated() {
        let long = "app A\nlaunch A\nlog \"" + String(repeating: "x", count: 200_000) + "\"\n"
        XCTAssertFalse(ScenarioParser.parse(long, path: "long").hasErrors)
        let nul = ScenarioParser.parse(Array("app A\nlau\u{0}nch A\n".utf8), path: "nul")
        XCTAssertTrue(nul.hasErrors)
        XCTAssertEqual(nul.diagnostics.first?.location.line, 2)
    }
}

/// Regressions found by `lifesim walk`: app code that multiplies its own timers must not hang a run.
final class RunawayTimerTests: XCTestCase {
    private func warnings(_ run: ScenarioRun) -> [WarningRecord] {
        run.trace.compactMap {
            if case .warning(let warning) = $0 { return warning }
            return nil
        }
    }

    /// Seed 22523: timers doubling every 10 s under a debugger (DB-1 keeps the app running, BG-9
    /// calls each handler at once) stop at 1 000 pending, with one TE-5 warning.
    func testDoublingTimersStopAtTheLimit() throws {
        let run = try Scenario.run(source: """
        device ios 13
        setting debugger on for Looper
        app Looper
          on didEnterBackground: begin-task first
          on expire first: end-task first; begin-task retry; begin-task retry
          on expire retry: begin-task first after 10s
        launch Looper
        +1s home
        +3h expect Looper background
        """)
        XCTAssertTrue(run.passed)
        let limit = warnings(run).filter { $0.rule == .te5 && $0.message.contains("1000 timers are already pending") }
        XCTAssertEqual(limit.count, 1)
    }

    /// A timer that, through BG-9, reschedules itself `after 0s` would run forever at one instant.
    func testATimerLoopAtOneInstantStops() throws {
        let run = try Scenario.run(source: """
        device ios 13
        app Spinner modes audio
          on didEnterBackground: start-audio; begin-task first
          on expire first: end-task first; begin-task again after 0s
          on expire again: begin-task again after 0s
        launch Spinner
        +1s home
        +1m expect Spinner background
        """)
        XCTAssertTrue(run.passed)
        let limit = warnings(run).filter { $0.rule == .te5 && $0.message.contains("already fired at this instant") }
        XCTAssertEqual(limit.count, 1)
    }
}
