import LifecycleScenario
import LifecycleSim
import XCTest

/// `expect APP notifications:` (NT-1, NT-2) in a scenario of its own: the notifications are
/// kept for it whether or not the scenario also compares the app's callbacks.
final class NotificationExpectationTests: XCTestCase {
    /// NT-1: Home from a classic app posts willResignActive's, then didEnterBackground's
    /// notification; a wrong list fails and shows what was posted.
    func test_NT1_aNotificationsExpectationAloneIsChecked() throws {
        let passing = try Scenario.run(source: """
            device ios 12
            setting notifications on
            app Mail
            launch Mail
            +5s home
                expect Mail notifications: UIApplicationDidFinishLaunchingNotification, UIApplicationDidBecomeActiveNotification, UIApplicationWillResignActiveNotification, UIApplicationDidEnterBackgroundNotification
            """)
        XCTAssertEqual(passing.summary.expectations, 1)
        XCTAssertEqual(passing.summary.failed, 0, "\(passing.failedExpectations)")
        let failing = try Scenario.run(source: """
            device ios 12
            setting notifications on
            app Mail
            launch Mail
                expect Mail notifications: UIApplicationWillEnterForegroundNotification
            """)
        XCTAssertEqual(failing.failedExpectations.map(\.actual),
                       ["Mail notifications: UIApplicationDidFinishLaunchingNotification, UIApplicationDidBecomeActiveNotification"],
                       "a cold launch posts no willEnterForeground notification")
    }

    /// An unknown name is an error at its column, with the names it could be.
    func test_anUnknownNotificationNameIsAnError() {
        let result = ScenarioParser.parse(Array("app Mail\nlaunch Mail\nexpect Mail notifications: UIApplicationDidWakeNotification\n".utf8),
                                          path: "t.scenario")
        XCTAssertNil(result.document)
        let error = result.diagnostics.first { $0.severity == .error }
        XCTAssertEqual(error?.location.line, 3)
        XCTAssertEqual(error?.location.column, 28, "1-based: after `expect Mail notifications: `")
        XCTAssertTrue(error?.message.contains("UIApplicationDidWakeNotification") == true, "\(String(describing: error))")
    }

    /// NT-1: without `setting notifications on` nothing is recorded, so the expectation is warned
    /// about at its word (a warning: `run --notifications` records them).
    func test_NT1_aNotificationsExpectationWithoutTheSettingIsWarnedAbout() {
        let result = ScenarioParser.parse(Array("app Mail\nlaunch Mail\nexpect Mail notifications: UIApplicationDidBecomeActiveNotification\n".utf8),
                                          path: "t.scenario")
        XCTAssertNotNil(result.document)
        let warning = result.diagnostics.first { $0.severity == .warning }
        XCTAssertEqual(warning?.location, SourceLocation(line: 3, column: 13))
        XCTAssertTrue(warning?.message.hasPrefix("no notification is recorded without 'setting notifications on'") == true,
                      "\(String(describing: warning))")
        let withSetting = ScenarioParser.parse(Array("setting notifications on\napp Mail\nlaunch Mail\nexpect Mail notifications: UIApplicationDidBecomeActiveNotification\n".utf8),
                                               path: "t.scenario")
        XCTAssertEqual(withSetting.diagnostics, [])
    }
}
