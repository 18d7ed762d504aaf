import LifecycleSimTesting
import XCTest

/// A kill cannot pass silently: with `failsOnKills`, a watchdog or assertion kill throws from the
/// call that caused it, naming the app, the rule and the time.
final class FailsOnKillsTests: XCTestCase {
    /// BG-5 on iOS 13+ (30 s): a task begun at Home and never ended. Without the option the test
    /// would read `outstandingTasks == 0` after the kill and pass for the wrong reason.
    func test_BG5_aKillByTheBudgetFailsTheAdvanceThatRanIt() throws {
        let device = try SimulatedDevice(ios: 17)
        device.failsOnKills = true
        let app = try device.install("Photos") { app in
            app.on(.didEnterBackground) { context in _ = context.beginBackgroundTask(withName: "upload", expirationHandler: nil) }
        }
        try app.launch()
        try device.home()
        XCTAssertThrowsError(try device.advance(by: .seconds(60))) { error in
            guard case LifecycleSimError.killed(let killed, let rule, let time, _) = error else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(killed, "Photos")
            XCTAssertEqual(rule, .bg5)
            XCTAssertEqual(time, VirtualTime(milliseconds: 30_000), "the 30 s budget from Home at 0 s")
            XCTAssertTrue("\(error)".hasPrefix("Photos was killed at 30s by BG-5: "), "\(error)")
        }
        XCTAssertEqual(app.state, .notRunning)
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
