import LifecycleSim
import XCTest

/// IN-1 … IN-4: overlays, calls and banners.
final class InterruptionRuleTests: RuleTestCase {
    /// Each alert-style interruption, its dismissal and the first iOS version that has it.
    private let overlays: [(name: String, open: DeviceEvent, close: DeviceEvent, since: Int)] = [
        ("call", .call, .callDecline, 3),
        ("alert", .alert, .alertDismiss, 3),
        ("notification center", .notificationCenter(open: true), .notificationCenter(open: false), 5),
        ("control center", .controlCenter(open: true), .controlCenter(open: false), 7),
        ("switcher", .switcherShow, .switcherClose, 4),
    ]

    func test_IN1_alertStyleInterruption_willResignActiveOnly_staysInactive() {
        for overlay in overlays {
            let t = makeDevice(ios: 10, apps: [.app("A")])
            t.send(.launch(app: "A", url: nil))
            t.clearTrace()
            t.send(overlay.open)
            XCTAssertEqual(t.steps("A"), ["willResignActive", "active>inactive"], overlay.name)
            XCTAssertEqual(t.callbackRecords("A").first?.rule, .in1, overlay.name)
            XCTAssertEqual(t.state("A"), .inactive, overlay.name)
            XCTAssertEqual(t.device.frontApp, "A", overlay.name)
            t.wait(600)
            XCTAssertEqual(t.state("A"), .inactive, overlay.name)
        }
    }

    /// IN-1 from iOS 11 (flutter/flutter 60683 on iOS 13.5, jonataslaw/getx 2758 on iOS 16.2,
    /// Apple bug report 49216830 on iOS 11 and 12.1.4, not iOS 10): Notification Center gives
    /// willResignActive, didBecomeActive, willResignActive; closing it one didBecomeActive (IN-2).
    /// Control Center and the other overlays keep the single resign.
    func test_IN1_notificationCenterFromIOS11_resignsBecomesActiveAndResignsAgain() {
        for ios in [11, 13, 16, 26] {
            let t = makeDevice(ios: ios, apps: [.app("A")])
            t.send(.launch(app: "A", url: nil))
            t.clearTrace()
            t.send(.notificationCenter(open: true))
            XCTAssertEqual(t.steps("A"), ["willResignActive", "active>inactive", "inactive>active", "didBecomeActive",
                                          "willResignActive", "active>inactive"], "iOS \(ios)")
            XCTAssertTrue(t.callbackRecords("A").allSatisfy { $0.rule == .in1 }, "iOS \(ios)")
            XCTAssertEqual(t.state("A"), .inactive)
            t.clearTrace()
            t.send(.notificationCenter(open: false))
            XCTAssertEqual(t.callbacks("A"), ["didBecomeActive"], "iOS \(ios)")
        }
        for ios in [5, 8, 10] {
            let t = makeDevice(ios: ios, apps: [.app("A")])
            t.send(.launch(app: "A", url: nil))
            t.clearTrace()
            t.send(.notificationCenter(open: true))
            XCTAssertEqual(t.callbacks("A"), ["willResignActive"], "iOS \(ios)")
        }
        for overlay in overlays where overlay.name != "notification center" {
            let t = makeDevice(ios: 16, apps: [.app("A")])
            t.device.configureIncomingCalls(fullScreen: true) // IN-5: a call fills the screen only then
            t.send(.launch(app: "A", url: nil))
            t.clearTrace()
            t.send(overlay.open)
            XCTAssertEqual(t.callbacks("A"), ["willResignActive"], overlay.name)
        }
    }

    /// An app already inactive under another overlay hears nothing when Notification Center opens too.
    func test_IN1_notificationCenterOverAnInactiveAppChangesNothing() {
        let t = makeDevice(ios: 16, apps: [.app("A")])
        t.send(.launch(app: "A", url: nil), .alert)
        t.clearTrace()
        t.send(.notificationCenter(open: true))
        XCTAssertEqual(t.callbacks("A"), [])
    }

    func test_IN1_overlaysExistFromTheirVersion() {
        let t4 = makeDevice(ios: 4, apps: [.app("A")])
        t4.send(.launch(app: "A", url: nil))
        t4.sendRefused(.notificationCenter(open: true))
        t4.sendRefused(.controlCenter(open: true))
        let t5 = makeDevice(ios: 5, apps: [.app("A")])
        t5.send(.launch(app: "A", url: nil), .notificationCenter(open: true))
        XCTAssertEqual(t5.state("A"), .inactive)
        let t6 = makeDevice(ios: 6, apps: [.app("A")])
        t6.send(.launch(app: "A", url: nil))
        t6.sendRefused(.controlCenter(open: true))
        let t7 = makeDevice(ios: 7, apps: [.app("A")])
        t7.send(.launch(app: "A", url: nil), .controlCenter(open: true))
        XCTAssertEqual(t7.state("A"), .inactive)
    }

    func test_IN2_dismissed_didBecomeActive() {
        for overlay in overlays {
            let t = makeDevice(ios: 13, apps: [.app("A")])
            t.send(.launch(app: "A", url: nil), overlay.open)
            t.clearTrace()
            t.send(overlay.close)
            XCTAssertEqual(t.steps("A"), ["inactive>active", "didBecomeActive"], overlay.name)
            XCTAssertEqual(t.callbackRecords("A").first?.rule, .in2, overlay.name)
            XCTAssertEqual(t.state("A"), .active, overlay.name)
        }
    }

    func test_IN2_callEndBeforeAcceptIsADecline() {
        let t = makeDevice(ios: 13, apps: [.app("A")])
        t.send(.launch(app: "A", url: nil), .call)
        t.clearTrace()
        t.send(.callEnd)
        XCTAssertEqual(t.callbacks("A"), ["didBecomeActive"])
    }

    func test_IN1_IN2_overlaysFormASet_didBecomeActiveWhenTheLastCloses() {
        let t = makeDevice(ios: 13, apps: [.app("A")])
        t.send(.launch(app: "A", url: nil))
        t.clearTrace()
        t.send(.alert, .controlCenter(open: true))
        XCTAssertEqual(t.callbacks("A"), ["willResignActive"])
        t.send(.alertDismiss)
        XCTAssertEqual(t.callbacks("A"), ["willResignActive"])
        XCTAssertEqual(t.state("A"), .inactive)
        t.send(.controlCenter(open: false))
        XCTAssertEqual(t.callbacks("A"), ["willResignActive", "didBecomeActive"])
    }

    func test_IN1_homeClosesEveryOverlay_appGetsOnlyDidEnterBackground() {
        let t = makeDevice(ios: 13, apps: [.app("A")])
        t.send(.launch(app: "A", url: nil), .alert)
        t.clearTrace()
        t.send(.home)
        XCTAssertEqual(t.callbacks("A"), ["didEnterBackground"])
        XCTAssertEqual(t.state("A"), .suspended)
    }

    func test_IN3_callAnswered_iOS4plus_backgroundThenReturnedWhenTheCallEnds() {
        for ios in [4, 7, 13] {
            let t = makeDevice(ios: ios, apps: [.app("A")])
            t.send(.launch(app: "A", url: nil), .call)
            t.clearTrace()
            t.send(.callAccept)
            XCTAssertEqual(t.callbacks("A"), ["didEnterBackground"], "iOS \(ios)")
            XCTAssertEqual(t.callbackRecords("A").first?.rule, .in3, "iOS \(ios)")
            XCTAssertEqual(t.state("A"), .suspended, "iOS \(ios)")
            XCTAssertNil(t.device.frontApp, "iOS \(ios)")
            t.clearTrace()
            t.send(.callEnd)
            XCTAssertEqual(t.callbacks("A"), ["willEnterForeground", "didBecomeActive"], "iOS \(ios)")
            XCTAssertEqual(t.state("A"), .active, "iOS \(ios)")
        }
    }

    func test_IN3_callAnswered_iOS3_terminated_callEndLeavesHomeScreen() {
        let t = makeDevice(ios: 3, apps: [.app("A")])
        t.send(.launch(app: "A", url: nil), .call)
        XCTAssertEqual(t.callbacks("A").last, "willResignActive")
        t.clearTrace()
        t.send(.callAccept)
        XCTAssertEqual(t.callbacks("A"), ["willTerminate"])
        XCTAssertEqual(t.state("A"), .notRunning)
        t.clearTrace()
        t.send(.callEnd)
        XCTAssertEqual(t.callbacks("A"), [])
        XCTAssertEqual(t.state("A"), .notRunning)
        XCTAssertNil(t.device.frontApp)
    }

    func test_IN3_callEndsWhileLocked_staysLocked() {
        let t = makeDevice(ios: 13, apps: [.app("A")])
        t.send(.launch(app: "A", url: nil), .call, .callAccept, .lock)
        t.clearTrace()
        t.send(.callEnd)
        XCTAssertEqual(t.callbacks("A"), [])
        XCTAssertTrue(t.device.isLocked)
        t.send(.unlock)
        XCTAssertEqual(t.callbacks("A"), ["willEnterForeground", "didBecomeActive"])
    }

    func test_IN4_bannerNotificationChangesNothing() {
        let setups: [(String, [DeviceEvent])] = [
            ("suspended under another app", [.launch(app: "A", url: nil), .launch(app: "B", url: nil)]),
            ("inactive under an alert", [.launch(app: "A", url: nil), .alert]),
            ("not running", [.launch(app: "B", url: nil)]),
        ]
        for (name, events) in setups {
            let t = makeDevice(ios: 13, apps: [.app("A", modes: [.remoteNotification]), .app("B")])
            for event in events { t.send(event) }
            let before = t.snapshot()
            t.clearTrace()
            t.send(.push(app: "A", contentAvailable: false))
            XCTAssertEqual(t.callbacks("A"), [], name)
            XCTAssertEqual(t.callbacks("B"), [], name)
            XCTAssertEqual(t.transitions("A"), [], name)
            XCTAssertEqual(t.snapshot(), before, name)
        }
    }

    func test_IN4_plainPushToTheActiveApp_didReceiveRemoteNotification() {
        let t = makeDevice(ios: 13, apps: [.app("A")])
        t.send(.launch(app: "A", url: nil))
        t.clearTrace()
        t.send(.push(app: "A", contentAvailable: false))
        XCTAssertEqual(t.steps("A"), ["didReceiveRemoteNotification"])
    }

    /// IN-1: the front app is inactive while any overlay is open, however it came to the front.
    /// A card tapped with an alert still open must leave a cold-launched app in the same state
    /// as a returning one.
    func test_IN1_cardTappedWhileAnAlertIsOpen_coldLaunchAndReturnAgree() {
        func arrive(coldLaunch: Bool) -> AppState? {
            let t = makeDevice(ios: 13, apps: [.app("A"), .app("B")])
            t.send(.launch(app: "B", url: nil), .launch(app: "A", url: nil))
            if coldLaunch { t.send(.crash(app: "B")) }
            t.send(.alert, .switcherShow)
            guard t.handle(.switcherOpen(app: "B")) == .applied else { return nil }
            return t.state("B")
        }
        XCTAssertEqual(arrive(coldLaunch: true), arrive(coldLaunch: false))
    }

    func test_IN2_tappingTheFrontAppsOwnCardIsSwitcherClose() {
        let t = makeDevice(ios: 13, apps: [.app("A")])
        t.send(.launch(app: "A", url: nil), .switcherShow)
        t.clearTrace()
        t.send(.switcherOpen(app: "A"))
        XCTAssertEqual(t.callbacks("A"), ["didBecomeActive"])
        t.sendRefused(.switcherClose)
    }
}

/// IN-5 (iOS 14+): a call on an unlocked phone is a banner unless the user chose Full Screen; the
/// banner interrupts nothing, its tap is IN-1's full-screen call. Expected values are the rule's
/// (AVAudioSession's reference for the setting; the developers' reports for the callbacks).
final class CallBannerRuleTests: RuleTestCase {
    private func appInFront(ios: Int = 17, fullScreen: Bool = false) -> TestDevice {
        let t = makeDevice(ios: ios, apps: [.app("A")])
        t.device.configureIncomingCalls(fullScreen: fullScreen)
        t.send(.launch(app: "A", url: nil))
        t.clearTrace()
        return t
    }

    func test_IN5_aBannerRingsDeclinedOrAnsweredWithoutACallback() {
        for ending in [DeviceEvent.callDecline, .callEnd] {
            let t = appInFront()
            t.send(.call)
            XCTAssertEqual(t.state("A"), .active, "the banner does not interrupt the app")
            t.send(ending)
            XCTAssertEqual(t.callbacks("A"), [])
        }
        let t = appInFront()
        t.send(.call, .callAccept)
        XCTAssertEqual(t.state("A"), .active, "answered in the banner: the call stays compact")
        t.wait(60)
        t.send(.callEnd)
        XCTAssertEqual(t.callbacks("A"), [])
        XCTAssertEqual(t.state("A"), .active)
    }

    func test_IN5_tappingTheBannerIsAFullScreenCall_IN1_IN2_IN3() {
        let declined = appInFront()
        declined.send(.call, .callExpand)
        XCTAssertEqual(declined.callbacks("A"), ["willResignActive"])
        XCTAssertEqual(declined.callbackRecords("A").first?.rule, .in1)
        declined.send(.callDecline)
        XCTAssertEqual(declined.callbacks("A"), ["willResignActive", "didBecomeActive"])
        let answered = appInFront()
        answered.send(.call, .callExpand, .callAccept)
        XCTAssertEqual(answered.callbacks("A"), ["willResignActive", "didEnterBackground"])
        XCTAssertEqual(answered.state("A"), .suspended)
    }

    func test_IN5_fullScreenBeforeIOS14_byTheSetting_andOnALockedPhone() {
        for t in [appInFront(ios: 13), appInFront(fullScreen: true)] {
            t.send(.call)
            XCTAssertEqual(t.callbacks("A"), ["willResignActive"])
        }
        let locked = appInFront()
        locked.send(.lock, .call)
        XCTAssertEqual(locked.callbacks("A"), ["willResignActive", "didEnterBackground"], "locking only: the call adds nothing")
        locked.sendRefused(.callExpand, rule: .in5)
    }
}

/// LK-3 (iOS 16+, an iPhone with the Always-On display on): locking flickers the app in front,
/// willResignActive and didBecomeActive, before LK-2's willResignActive and didEnterBackground
/// (flutter/flutter issue 130055: inactive, resumed, inactive, paused on an iPhone 14 Pro).
final class AlwaysOnLockRuleTests: RuleTestCase {
    private func lockedCallbacks(ios: Int, model: DeviceModel = .iphone, alwaysOn: Bool) -> [String] {
        let t = makeDevice(ios: ios, model: model, apps: [.app("A")])
        t.device.configureAlwaysOnDisplay(alwaysOn)
        t.send(.launch(app: "A", url: nil))
        t.clearTrace()
        t.send(.lock)
        return t.callbacks("A")
    }

    func test_LK3_theAppFlickersActiveBeforeTheLockSendsItToTheBackground() {
        XCTAssertEqual(lockedCallbacks(ios: 17, alwaysOn: true),
                       ["willResignActive", "didBecomeActive", "willResignActive", "didEnterBackground"])
    }

    func test_LK3_withoutTheDisplayLK2Alone() {
        let lk2 = ["willResignActive", "didEnterBackground"]
        XCTAssertEqual(lockedCallbacks(ios: 17, alwaysOn: false), lk2, "the setting off")
        XCTAssertEqual(lockedCallbacks(ios: 15, alwaysOn: true), lk2, "before iOS 16")
        XCTAssertEqual(lockedCallbacks(ios: 17, model: .ipad, alwaysOn: true), lk2, "an iPad has no Always-On display")
    }
}
