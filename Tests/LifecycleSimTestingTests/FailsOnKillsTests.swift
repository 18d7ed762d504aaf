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
        XCTAssertEqual(device.now, VirtualTime(milliseconds: 30_000), "the kill ended the advance")
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
}
