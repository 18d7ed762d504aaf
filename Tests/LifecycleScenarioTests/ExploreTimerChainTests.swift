import LifecycleScenario
@testable import LifecycleSim
import XCTest

/// A situation renames a timer's identifier by its rank among the pending timers' (docs/ENGINE.md,
/// "The device's state"), however many timers the device made before: the library's busy timer
/// chain under a debugger (DB-1, BG-9) makes thousands in its timeline, whose identifiers carry
/// their serials past what a situation packs into one word.
final class ExploreTimerChainTests: XCTestCase {
    /// Exploring from the end of the chain's timeline reaches every step's state: lock (LK-1),
    /// memory pressure (PS-2) and the clock run on from the chain, each state ranking timers made
    /// after the 4 096th, whose identifiers a situation cannot pack into one word.
    func test_DB1_BG9_aStateAfterThousandsOfTimersIsExplored() throws {
        let path = "Scenarios/background-tasks/busy-timer-chain-under-debugger.scenario"
        let source = try String(contentsOfFile: path, encoding: .utf8)
        let parsed = ScenarioParser.parse(source, path: path)
        let document = try XCTUnwrap(parsed.document, parsed.diagnostics.map(\.message).joined(separator: "\n"))
        let steps = try ExploreStep.parse(["lock", "memory-pressure", "wait"], in: source, path: path)
        let report = PathExplorer(document: document, options: .init(depth: 4, steps: steps)).explore()
        XCTAssertEqual(report.depthReached, 4)
        XCTAssertGreaterThan(report.transitions, 0, "the steps were taken")
        XCTAssertEqual(report.states, PathExplorer(document: document, options: .init(depth: 4, steps: steps, devices: 1)).explore().states,
                       "the same states on one device as on two")
    }
}
