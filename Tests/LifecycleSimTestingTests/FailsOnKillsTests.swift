import LifecycleSimTesting
import XCTest

/// A kill cannot pass silently: with `failsOnKills`, a watchdog or assertion kill throws from the
/// call that caused it, naming the app, the rule and the time.
final class FailsOnKillsTests: XCTestCase {
    /// BG-5 on iOS 13+ (30 s): a task begun at Home and never ended. Without the option the test
    /// would read `outstandingTasks == 0` after the kill and pass for the wrong reason; expected,
    /// the kill is one call that says when, and why.
    func test_BG5_aKillByTheBudgetEndsTheAdvanceThatRanIt() throws {
        let device = try SimulatedDevice(ios: 17)
        let app = try device.install("Photos") { app in
            app.on(.didEnterBackground) { context in _ = context.beginBackgroundTask(withName: "upload", expirationHandler: nil) }
        }
        try app.launch()
        try device.home()
        let kill = device.expectKill(of: "Photos", by: .bg5) { try device.advance(by: .seconds(60)) }
        XCTAssertEqual(kill?.time, VirtualTime(milliseconds: 30_000), "the 30 s budget from Home at 0 s")
        XCTAssertTrue(kill?.reason.contains("1 background task(s) not ended: 'upload'") == true, "\(String(describing: kill))")
        XCTAssertEqual(app.state, .notRunning)
        XCTAssertFalse(device.failsOnKills, "expectKill leaves the option as it found it")
    }

    /// The error a kill throws names the app, the rule, the time and the call that expects it.
    func test_BG5_theKillsErrorSaysHowToExpectIt() {
        let error = LifecycleSimError.killed(app: "Photos", rule: .bg5, time: VirtualTime(milliseconds: 30_000), reason: "r")
        XCTAssertEqual("\(error)", "Photos was killed at 30s by BG-5: r (lifesim rules BG-5 says why; a test that expects "
                       + "the kill wraps the call in expectKill(of: \"Photos\", by: .bg5))")
    }

    /// Off by default, and a kill the test does not cause (a user's swipe) never throws.
    func test_onlyWatchdogAndAssertionKillsFail() throws {
        let device = try SimulatedDevice(ios: 17)
        let app = try device.install("Photos") { app in
            app.on(.didEnterBackground) { context in _ = context.beginBackgroundTask(withName: "upload", expirationHandler: nil) }
        }
        try app.launch()
        try device.home()
        XCTAssertNoThrow(try device.advance(by: .seconds(60)), "off by default")
        device.failsOnKills = true
        try app.launch()
        try device.showSwitcher()
        XCTAssertNoThrow(try app.killFromSwitcher(), "TE-2 is the user's kill")
    }

    /// BG-5 on iOS 17 with every warning failing: UIKit's line for the task left after the
    /// handlers (26 s) foretells the kill, and `expectKill` expects the kill, not the line.
    func test_BG5_expectKillTakesTheKillPastTheWarningsThatForetellIt() throws {
        let device = try SimulatedDevice(ios: 17)
        device.failsOnWarnings = .all
        let app = try device.install("Photos") { app in
            app.on(.didEnterBackground) { context in _ = context.beginBackgroundTask(withName: "upload", expirationHandler: nil) }
        }
        try app.launch()
        try device.home()
        let kill = device.expectKill(of: "Photos", by: .bg5) { try device.advance(by: .seconds(60)) }
        XCTAssertEqual(kill?.time, VirtualTime(milliseconds: 30_000))
        XCTAssertEqual(device.failsOnWarnings, .all, "left as it was found")
    }

    /// Failing on kills or warnings changes only what the call throws, never what happens: a chain
    /// of timers, each scheduling the next 1 s on and then working 2 s, gives the same trace with
    /// the options on as off (TE-5's catch-up guard counts within one advance either way).
    func test_TE5_theOptionsChangeNothingThatHappens() throws {
        func trace(failing: Bool) throws -> [String] {
            let device = try SimulatedDevice(ios: 17)
            if failing {
                device.failsOnKills = true
                device.failsOnWarnings = .rules([.bg1])
            }
            var step: ((AppContext, Int) -> Void)?
            step = { context, n in
                context.after(.seconds(1), label: "tick") { context in
                    context.log("tick \(n)")
                    if n < 1200 { step?(context, n + 1) }
                    context.work(.seconds(2))
                }
            }
            let app = try device.install("Busy") { app in
                app.on(.didBecomeActive) { context in step?(context, 0) }
            }
            try app.launch()
            try device.advance(by: .seconds(10_000))
            step = nil
            return device.trace.map { TraceJSONFormatter.line(for: $0) }
        }
        let plain = try trace(failing: false)
        XCTAssertGreaterThan(plain.count, 1200, "the chain ran")
        XCTAssertEqual(try trace(failing: true), plain)
    }
}
