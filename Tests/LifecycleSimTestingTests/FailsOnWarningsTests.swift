import LifecycleSimTesting
import XCTest

/// A warning a test cares about cannot pass silently: with `failsOnWarnings`, the call that wrote it
/// throws, naming the app, the rule, the time and the words.
final class FailsOnWarningsTests: XCTestCase {
    /// An app that begins a task when it becomes active and never ends it.
    private func forgetfulApp(on device: SimulatedDevice) throws -> SimulatedApp {
        try device.install("Sync") { app in
            app.on(.didBecomeActive) { context in _ = context.beginBackgroundTask(withName: "sync", expirationHandler: nil) }
        }
    }

    /// BG-1 from iOS 13.4: the task still outstanding 35 s after its begin gets UIKit's line, at
    /// 35 s, in UIKit's words; expected, it is one call.
    func test_BG1_UIKitsThirtySecondLineEndsTheAdvanceThatPassedIt() throws {
        let device = try SimulatedDevice(ios: 17)
        let app = try forgetfulApp(on: device)
        try app.launch()
        try device.advance(by: .seconds(34))
        let warning = device.expectWarning(of: "Sync", by: .bg1) { try device.advance(by: .seconds(10)) }
        XCTAssertEqual(warning?.time, VirtualTime(milliseconds: 35_000))
        XCTAssertTrue(warning?.message.contains("Background Task 1 (\"sync\"), was created over 30 seconds ago.") == true,
                      "\(String(describing: warning))")
    }

    /// Off by default; a rule left out of the set, or a warning before the option is set, never throws;
    /// (`.all` taking every warning is LocatedFailureTests'.)
    func test_onlyTheWarningsAskedForFail() throws {
        let quiet = try SimulatedDevice(ios: 17)
        try forgetfulApp(on: quiet).launch()
        XCTAssertNoThrow(try quiet.advance(by: .seconds(60)), "off by default")
        let otherRule = try SimulatedDevice(ios: 17)
        otherRule.failsOnWarnings = .rules([.bm3])
        try forgetfulApp(on: otherRule).launch()
        XCTAssertNoThrow(try otherRule.advance(by: .seconds(60)), "BG-1 is not asked for")
        let late = try SimulatedDevice(ios: 17)
        try forgetfulApp(on: late).launch()
        try late.advance(by: .seconds(60))
        late.failsOnWarnings = .all
        XCTAssertNoThrow(try late.advance(by: .seconds(1)), "a warning before the option was set is not this call's")
    }
}
