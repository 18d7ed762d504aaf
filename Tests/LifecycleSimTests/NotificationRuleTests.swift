import LifecycleSim
import XCTest

/// LA-4 (a tapped notification) and IN-4 (a notification arriving), by version.
final class NotificationRuleTests: RuleTestCase {
    /// LA-4 from iOS 10: a cold launch receives didReceive response after didFinishLaunching,
    /// before didBecomeActive, inactive; the launch is a user launch for the notification.
    func test_LA4_coldLaunchFromIOS10_didReceiveResponseWhileInactive() {
        for ios in [10, 13, 26] {
            let t = makeDevice(ios: ios, apps: [.app("A")])
            t.send(.tapNotification(app: "A", local: false))
            XCTAssertEqual(t.steps("A"), ["not-running>inactive", "willFinishLaunching", "didFinishLaunching",
                                          "didReceiveNotificationResponse", "inactive>active", "didBecomeActive"], "iOS \(ios)")
            XCTAssertEqual(t.callbackRecords("A")[2].state, .inactive)
            XCTAssertEqual(t.callbackRecords("A")[2].rule, .la4)
            XCTAssertEqual(t.device.launchReason(of: "A"), .notification)
            XCTAssertEqual(t.device.switcher, ["A"], "TE-1: a user launch adds a card")
        }
    }

    /// LA-4 before iOS 10: a remote notification reaches didReceiveRemoteNotification on a cold
    /// launch from iOS 7 (the completion-handler version), only the launch options before; a
    /// local one never on a cold launch.
    func test_LA4_coldLaunchBeforeIOS10_byKindAndVersion() {
        let cases: [(ios: Int, local: Bool, expected: [String])] = [
            (6, false, ["didFinishLaunching", "didBecomeActive"]),
            (9, false, ["didFinishLaunching", "didReceiveRemoteNotification", "didBecomeActive"]),
            (4, true, ["didFinishLaunching", "didBecomeActive"]),
            (9, true, ["didFinishLaunching", "didBecomeActive"]),
        ]
        for (ios, local, expected) in cases {
            let t = makeDevice(ios: ios, apps: [.app("A")])
            t.send(.tapNotification(app: "A", local: local))
            XCTAssertEqual(t.callbacks("A").filter { $0 != "willFinishLaunching" }, expected, "iOS \(ios) local \(local)")
        }
    }

    /// LA-4 from the background (regularberry/AppLaunchSequence, iOS 11.0.3; a published iOS 10
    /// test): willEnterForeground, the notification while inactive, didBecomeActive.
    func test_LA4_returnFromTheBackground_notificationBetweenWillEnterForegroundAndDidBecomeActive() {
        let cases: [(ios: Int, local: Bool, callback: String)] = [
            (7, false, "didReceiveRemoteNotification"), (8, true, "didReceiveLocalNotification"),
            (11, false, "didReceiveNotificationResponse"), (17, true, "didReceiveNotificationResponse"),
        ]
        for (ios, local, callback) in cases {
            let t = makeDevice(ios: ios, apps: [.app("A"), .app("B")])
            t.send(.launch(app: "A", url: nil), .launch(app: "B", url: nil))
            t.clearTrace()
            t.send(.tapNotification(app: "A", local: local))
            XCTAssertEqual(t.steps("A"), ["suspended>background", "willEnterForeground", "background>inactive", callback,
                                          "inactive>active", "didBecomeActive"], "iOS \(ios)")
            XCTAssertEqual(t.callbacks("B"), ["willResignActive", "didEnterBackground"], "FG-3")
            XCTAssertEqual(t.device.frontApp, "A")
        }
    }

    /// LA-4 on the lock screen: the lock gives way and the app opens.
    func test_LA4_tapOnTheLockScreenUnlocksAndOpensTheApp() {
        let t = makeDevice(ios: 13, apps: [.app("A"), .app("B")])
        t.send(.launch(app: "B", url: nil), .lock)
        t.clearTrace()
        t.send(.tapNotification(app: "A", local: true))
        XCTAssertFalse(t.device.isLocked)
        XCTAssertEqual(t.device.frontApp, "A")
        XCTAssertEqual(t.callbacks("A").last, "didBecomeActive")
        XCTAssertEqual(t.callbacks("B"), [], "B was already in the background under the lock (LK-2)")
    }

    /// LA-4 under Notification Center: from iOS 11 didBecomeActive comes first (Apple bug report
    /// 34332569: applicationState active in the callback on iOS 11, inactive on 10.3.3).
    func test_LA4_appInFrontUnderNotificationCenter_orderByVersion() {
        for (ios, expected) in [(10, ["didReceiveNotificationResponse", "didBecomeActive"]),
                                (11, ["didBecomeActive", "didReceiveNotificationResponse"])] {
            let t = makeDevice(ios: ios, apps: [.app("A")])
            t.send(.launch(app: "A", url: nil), .notificationCenter(open: true))
            t.clearTrace()
            t.send(.tapNotification(app: "A", local: false))
            XCTAssertEqual(t.callbacks("A"), expected, "iOS \(ios)")
            XCTAssertEqual(t.state("A"), .active)
        }
    }

    /// IN-4 and LA-4 for the active app: iOS 10+ asks willPresent on arrival and a tap on the
    /// banner gives didReceive response; before iOS 10 the local one arrives as
    /// didReceiveLocalNotification and there is no banner to tap (refused, nothing changes).
    func test_IN4_LA4_activeApp_presentThenTap_orArrivalBeforeIOS10() {
        let modern = makeDevice(ios: 12, apps: [.app("A")])
        modern.send(.launch(app: "A", url: nil))
        modern.clearTrace()
        modern.send(.localNotification(app: "A"), .tapNotification(app: "A", local: true))
        XCTAssertEqual(modern.callbacks("A"), ["willPresentNotification", "didReceiveNotificationResponse"])
        XCTAssertEqual(modern.callbackRecords("A").map(\.rule), [.in4, .la4])

        let legacy = makeDevice(ios: 9, apps: [.app("A")])
        legacy.send(.launch(app: "A", url: nil))
        legacy.clearTrace()
        legacy.send(.localNotification(app: "A"))
        XCTAssertEqual(legacy.callbacks("A"), ["didReceiveLocalNotification"])
        legacy.sendRefused(.tapNotification(app: "A", local: true), rule: .la4)
    }

    /// IN-4: for an app that is not active a notification is a banner: no callback, no change.
    func test_IN4_localNotificationForAnAppNotActive_isABanner() {
        let t = makeDevice(ios: 13, apps: [.app("A"), .app("B")])
        t.send(.launch(app: "A", url: nil), .launch(app: "B", url: nil))
        t.clearTrace()
        t.send(.localNotification(app: "A"))
        XCTAssertEqual(t.callbacks("A"), [])
        XCTAssertEqual(t.state("A"), .suspended)
        XCTAssertEqual(t.warnings(.in4).count, 1)
    }

    /// Refusals: an alert or a ringing call must be dealt with first; no local notifications on iOS 3.
    func test_LA4_refusedUnderAnAlertAndForLocalNotificationsOnIOS3() {
        let t = makeDevice(ios: 13, apps: [.app("A"), .app("B")])
        t.send(.launch(app: "B", url: nil), .alert)
        t.sendRefused(.tapNotification(app: "A", local: false), rule: .st2)
        let old = makeDevice(ios: 3, apps: [.app("A")])
        old.sendRefused(.tapNotification(app: "A", local: true), rule: .la4)
        old.sendRefused(.localNotification(app: "A"), rule: .in4)
    }
}
