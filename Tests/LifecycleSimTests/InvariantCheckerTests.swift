@testable import LifecycleSim
import XCTest

/// The invariant checkers must catch what they promise to catch (a checker that never fails
/// proves nothing): broken traces and broken devices built on purpose. A trace broken by hand may
/// break more than the one invariant a test is about, so each test asks that its violation is among
/// those reported (a set property), not that it is the only one.
final class InvariantCheckerTests: XCTestCase {
    private func monitor(_ records: [TraceRecord]) -> [String] {
        let monitor = TraceInvariantMonitor()
        records.forEach(monitor.receive)
        monitor.finishStep()
        return monitor.violations
    }

    private func at(_ ms: Int64) -> VirtualTime { VirtualTime(milliseconds: ms) }

    func test_ST2_anIllegalTransitionIsCaught() {
        let problems = monitor([.transition(TransitionRecord(time: at(0), app: "A", from: .notRunning, to: .active, rule: .la1))])
        XCTAssertTrue(problems.contains { $0.contains("illegal not-running → active") }, "\(problems)")
    }

    func test_ST1_aCallbackToASuspendedAppIsCaught() {
        let problems = monitor([
            .transition(TransitionRecord(time: at(0), app: "A", from: .notRunning, to: .background, rule: .br3)),
            .transition(TransitionRecord(time: at(0), app: "A", from: .background, to: .suspended, rule: .bg2)),
            .callback(CallbackRecord(time: at(0), app: "A", callback: .delegate(.performFetch), state: .suspended, depth: 0, rule: .br3)),
        ])
        XCTAssertTrue(problems.contains { $0.contains("delivered while suspended") }, "\(problems)")
    }

    func testTheClockGoingBackIsCaught() {
        let problems = monitor([.log(LogRecord(time: at(5), app: nil, text: "a")), .log(LogRecord(time: at(4), app: nil, text: "b"))])
        XCTAssertEqual(problems.count, 1)
    }

    func test_ST2_willEnterForegroundWithoutDidBecomeActiveIsCaught() {
        let problems = monitor([
            .transition(TransitionRecord(time: at(0), app: "A", from: .notRunning, to: .background, rule: .br3)),
            .callback(CallbackRecord(time: at(0), app: "A", callback: .delegate(.willEnterForeground), state: .background, depth: 0, rule: .fg4)),
            .transition(TransitionRecord(time: at(0), app: "A", from: .background, to: .inactive, rule: .fg4)),
        ])
        XCTAssertTrue(problems.contains { $0.contains("willEnterForeground without didBecomeActive") }, "\(problems)")
    }

    func test_BG2_aBackgroundAppWithNothingKeepingItRunningIsCaught() throws {
        let device = Device(version: OSVersion(7))
        var config = AppConfiguration(name: "A")
        config.on(.didEnterBackground) { $0.perform(.beginTask("t")) }
        device.install(config)
        device.handle(.launch(app: "A", url: nil))
        device.handle(.home)
        XCTAssertEqual(device.invariantViolations(), [], "a task keeps it running")
        let process = try XCTUnwrap(device.apps[0].process)
        process.tasks.removeAll()
        XCTAssertTrue(device.invariantViolations().contains { $0.contains("(BG-2)") })
    }

    func test_PS2_andProcessesWithoutStateAreCaught() {
        let device = Device(version: OSVersion(7))
        device.install(AppConfiguration(name: "A"))
        device.handle(.launch(app: "A", url: nil))
        device.apps[0].process = nil
        let problems = device.invariantViolations()
        XCTAssertTrue(problems.contains { $0.contains("A is active without a process") }, "\(problems)")
    }

    func test_TE2_aSwipedAwayAppOnTheSwitcherIsCaught() {
        let device = Device(version: OSVersion(7))
        device.install(AppConfiguration(name: "A"))
        device.handle(.launch(app: "A", url: nil))
        device.apps[0].forceQuit = true
        XCTAssertTrue(device.invariantViolations().contains { $0.contains("swiped away") })
    }
}
