import LifecycleSim
import XCTest

/// TE-1 … TE-5: the app switcher, kills and terminations.
final class TerminationRuleTests: RuleTestCase {
    // MARK: TE-1

    func test_TE1_switcherShowsMostRecentFirst() {
        let t = makeDevice(ios: 13, apps: [.app("A"), .app("B"), .app("C")])
        t.send(.launch(app: "A", url: nil), .launch(app: "B", url: nil), .launch(app: "C", url: nil))
        XCTAssertEqual(t.device.switcher, ["C", "B", "A"])
        t.send(.launch(app: "A", url: nil))
        XCTAssertEqual(t.device.switcher, ["A", "C", "B"])
        t.send(.switcherShow, .switcherOpen(app: "B"))
        XCTAssertEqual(t.device.switcher, ["B", "A", "C"])
    }

    func test_TE1_backgroundLaunchAddsNoCard() {
        let t = makeDevice(ios: 13, apps: [.app("A"), .app("F", modes: [.fetch], [(.delegate(.performFetch), [.completeFetch(.noData)])])])
        t.send(.launch(app: "A", url: nil), .fetch(app: "F"))
        XCTAssertEqual(t.device.switcher, ["A"])
        XCTAssertEqual(t.state("F"), .suspended)
    }

    func test_TE1_cardStaysAfterACrash_tappingItColdLaunches() {
        let t = makeDevice(ios: 13, apps: [.app("A"), .app("B")])
        t.send(.launch(app: "A", url: nil), .launch(app: "B", url: nil), .crash(app: "A"))
        XCTAssertEqual(t.device.switcher, ["B", "A"], "crashes and system kills keep the card")
        t.clearTrace()
        t.send(.switcherShow, .switcherOpen(app: "A"))
        XCTAssertEqual(t.callbacks("A"), ["willFinishLaunching", "didFinishLaunching", "didBecomeActive"])
        XCTAssertEqual(t.device.switcher, ["A", "B"])
    }

    func test_TE1_noSwitcherWithoutMultitasking() {
        let t = makeDevice(ios: 3, apps: [.app("A"), .app("B")])
        t.send(.launch(app: "A", url: nil), .home, .launch(app: "B", url: nil))
        XCTAssertEqual(t.device.switcher, [])
    }

    func test_TE1_rebootClearsTheSwitcher() {
        let t = makeDevice(ios: 13, apps: [.app("A")])
        t.send(.launch(app: "A", url: nil), .reboot)
        XCTAssertEqual(t.device.switcher, [])
    }

    // MARK: TE-2

    func test_TE2_swipeSuspendedApp_killedSilently() {
        let t = makeDevice(ios: 13, apps: [.app("A"), .app("B")])
        t.send(.launch(app: "A", url: nil), .launch(app: "B", url: nil), .switcherShow)
        XCTAssertEqual(t.state("A"), .suspended)
        t.clearTrace()
        t.send(.switcherKill(app: "A"))
        XCTAssertEqual(t.steps("A"), ["suspended>not-running"])
        XCTAssertEqual(t.transitionRecords("A").first?.rule, .te2)
        XCTAssertEqual(t.device.switcher, ["B"])
        XCTAssertTrue(t.device.isForceQuit("A"))
    }

    func test_TE2_swipeBackgroundRunningApp_willTerminate() {
        let t = makeDevice(ios: 13, apps: [.app("A", [(.delegate(.didEnterBackground), [.beginTask("t")])]), .app("B")])
        t.send(.launch(app: "A", url: nil), .launch(app: "B", url: nil), .switcherShow)
        XCTAssertEqual(t.state("A"), .background)
        t.clearTrace()
        t.send(.switcherKill(app: "A"))
        XCTAssertEqual(t.steps("A"), ["willTerminate", "background>not-running"])
        XCTAssertEqual(t.callbackRecords("A").first?.rule, .te2)
    }

    func test_TE2_swipeAudioApp_willTerminate() {
        let t = makeDevice(ios: 13, apps: [.app("A", modes: [.audio], [(.delegate(.didEnterBackground), [.startAudio])]), .app("B")])
        t.send(.launch(app: "A", url: nil), .launch(app: "B", url: nil), .switcherShow)
        t.clearTrace()
        t.send(.switcherKill(app: "A"))
        XCTAssertEqual(t.callbacks("A"), ["willTerminate"])
    }

    func test_TE2_swipeTheFrontApp_didEnterBackgroundThenWillTerminate_noSuspensionBetween() {
        let t = makeDevice(ios: 13, apps: [.app("A")])
        t.send(.launch(app: "A", url: nil))
        t.clearTrace()
        t.send(.switcherShow)
        XCTAssertEqual(t.callbacks("A"), ["willResignActive"], "the switcher over the app (IN-1)")
        t.clearTrace()
        t.send(.switcherKill(app: "A"))
        XCTAssertEqual(t.steps("A"), ["inactive>background", "didEnterBackground", "willTerminate", "background>not-running"])
        XCTAssertEqual(t.callbackRecords("A").map(\.rule), [.te2, .te2])
        XCTAssertNil(t.device.frontApp, "the switcher stays open over the home screen")
        XCTAssertEqual(t.device.switcher, [])
        t.send(.switcherClose)
    }

    func test_TE2_swipeOnIOS4to6_minusBadge_sameCallbacks() {
        let t = makeDevice(ios: 4, apps: [.app("A", [(.delegate(.didEnterBackground), [.beginTask("t")])]), .app("B")])
        t.send(.launch(app: "A", url: nil), .launch(app: "B", url: nil), .switcherShow)
        t.clearTrace()
        t.send(.switcherKill(app: "A"))
        XCTAssertEqual(t.callbacks("A"), ["willTerminate"])
    }

    func test_TE2_killWithTheSwitcherClosed_refused() {
        let t = makeDevice(ios: 13, apps: [.app("A"), .app("B")])
        t.send(.launch(app: "A", url: nil), .launch(app: "B", url: nil))
        t.sendRefused(.switcherKill(app: "A"))
    }

    // MARK: TE-3

    func test_TE3_crashGivesNoCallback() {
        let t = makeDevice(ios: 13, apps: [.app("A", [(.delegate(.didEnterBackground), [.beginTask("t")])])])
        t.send(.launch(app: "A", url: nil), .home)
        t.clearTrace()
        t.send(.crash(app: "A"))
        XCTAssertEqual(t.steps("A"), ["background>not-running"])
    }

    /// TE-3: the guide ("The system does not call this method when the device reboots", of
    /// background apps) and a shutdown test on iOS 4.0 (christian-fries.de: the app in the
    /// foreground receives applicationWillTerminate, one in the background does not).
    func test_TE3_rebootTellsOnlyTheAppOnScreenInHomeScreenOrder() {
        let t = makeDevice(ios: 13, apps: [.app("A"), .app("B", [(.delegate(.didEnterBackground), [.beginTask("t")])]), .app("C")])
        t.send(.launch(app: "A", url: nil), .launch(app: "B", url: nil), .launch(app: "C", url: nil))
        t.clearTrace()
        t.send(.reboot)
        XCTAssertEqual(t.allSteps(), ["A suspended>not-running", "B background>not-running", "C willTerminate",
                                      "C active>not-running"])
        XCTAssertEqual(t.callbackRecords("C").first?.rule, .te3)
        XCTAssertNil(t.device.frontApp)
        XCTAssertFalse(t.device.isLocked)
    }

    /// TE-3 on iOS 4 (the version of the shutdown test): an app on screen under the lock (LK-1
    /// leaves it inactive in front) is told; the home screen in front means nobody is.
    func test_TE3_rebootOnIOS4_tellsTheInactiveAppUnderTheLock_andNobodyAtHome() {
        let t = makeDevice(ios: 4, apps: [.app("A")])
        t.send(.launch(app: "A", url: nil), .lock)
        t.clearTrace()
        t.send(.reboot)
        XCTAssertEqual(t.steps("A"), ["willTerminate", "inactive>not-running"])
        let home = makeDevice(ios: 4, apps: [.app("A"), .app("B", [(.delegate(.didEnterBackground), [.beginTask("t")])])])
        home.send(.launch(app: "A", url: nil), .launch(app: "B", url: nil), .home)
        home.clearTrace()
        home.send(.reboot)
        XCTAssertEqual(home.callbacks("A") + home.callbacks("B"), [])
    }

    func test_TE3_crashInsideACallback_restOfTheCallbackDropped() {
        let t = makeDevice(ios: 13, apps: [.app("A", [(.delegate(.didEnterBackground), [.crash, .log("never")])])])
        t.send(.launch(app: "A", url: nil))
        // No willTerminate (TE-3), and the log after the crash never runs.
        t.send(.home, expecting: homeFromActive("A") + [
            "A ⚠ A crashed [TE-3]",
            "A background → not-running [TE-3]",
        ])
    }

    // MARK: TE-4

    private func locationApp() -> AppConfiguration {
        .app("A", modes: [.location, .fetch], [
            (.delegate(.didUpdateLocations), [.completeFetch(.noData)]),
            (.delegate(.performFetch), [.completeFetch(.noData)]),
        ])
    }

    private func userKill(_ t: TestDevice, file: StaticString = #filePath, line: UInt = #line) {
        t.send(.launch(app: "A", url: nil), .launch(app: "B", url: nil), .switcherShow, .switcherKill(app: "A"),
               .switcherClose, file: file, line: line)
    }

    func test_TE4_afterAUserKill_noBackgroundLaunchForFetchOrPush() {
        for event: DeviceEvent in [.fetch(app: "A"), .push(app: "A", contentAvailable: true)] {
            let t = makeDevice(ios: 13, apps: [.app("A", modes: [.fetch, .remoteNotification]), .app("B")])
            userKill(t)
            t.clearTrace()
            t.handle(event)
            XCTAssertEqual(t.callbacks("A"), [], "\(event)")
            XCTAssertEqual(t.state("A"), .notRunning, "\(event)")
            XCTAssertEqual(t.warnings(.te4).count, 1, "\(event)")
        }
    }

    func test_TE4_userLaunchClearsTheMark() {
        let t = makeDevice(ios: 13, apps: [locationApp(), .app("B")])
        userKill(t)
        t.send(.launch(app: "A", url: nil), .home)
        XCTAssertFalse(t.device.isForceQuit("A"))
        t.clearTrace()
        t.send(.fetch(app: "A"))
        XCTAssertEqual(t.callbacks("A"), ["performFetch"])
    }

    func test_TE4_rebootClearsTheMark() {
        let t = makeDevice(ios: 13, apps: [locationApp(), .app("B")])
        userKill(t)
        t.send(.reboot)
        t.clearTrace()
        t.send(.fetch(app: "A"))
        XCTAssertEqual(t.callbacks("A"), ["willFinishLaunching", "didFinishLaunching", "performFetch"])
    }

    func test_TE4_locationAppsAreTheExceptionFromIOS8() {
        for ios in [8, 13] {
            let t = makeDevice(ios: ios, apps: [locationApp(), .app("B")])
            userKill(t)
            t.clearTrace()
            t.send(.location(app: "A"))
            XCTAssertEqual(t.callbacks("A"), ["willFinishLaunching", "didFinishLaunching", "didUpdateLocations"], "iOS \(ios)")
            XCTAssertEqual(t.device.launchReason(of: "A"), .location, "iOS \(ios)")
        }
    }

    func test_TE4_locationAppNotRelaunchedOnIOS7() {
        let t = makeDevice(ios: 7, apps: [locationApp(), .app("B")])
        userKill(t)
        t.clearTrace()
        t.handle(.location(app: "A"))
        XCTAssertEqual(t.callbacks("A"), [])
        XCTAssertEqual(t.warnings(.te4).count, 1)
    }

    // MARK: TE-5

    func test_TE5_killedProcessLosesItsTasksAndTimers_eachTimerDroppedWithAWarning() {
        var config = AppConfiguration(name: "A")
        config.on(.didEnterBackground) { context in
            context.perform(.beginTask("t"))
            context.after(.seconds(60), label: "upload-done") { $0.log("upload done") }
            context.after(.seconds(30), label: "ping") { $0.log("ping") }
        }
        let t = makeDevice(ios: 7, apps: [config])
        t.send(.launch(app: "A", url: nil), .home)
        XCTAssertEqual(t.device.outstandingTasks(of: "A"), 1)
        t.at(10)
        // Each pending timer dropped with a warning stamped at the kill; the task vanishes unrecorded.
        // (The `crash` statement is its own event record: no warning says it again.)
        t.send(.crash(app: "A"), expecting: [
            "A background → not-running [TE-3]",
            "A ⚠ timer 'ping' dropped: the process has ended [TE-5]",
            "A ⚠ timer 'upload-done' dropped: the process has ended [TE-5]",
        ])
        XCTAssertEqual(t.device.outstandingTasks(of: "A"), 0)
        t.send(.launch(app: "A", url: nil))
        t.wait(190, expecting: [], "a timer of the old process never fires")
    }

    func test_TE5_timersOfAWatchdogKillAreDropped() {
        var config = AppConfiguration(name: "A")
        config.on(.didEnterBackground) { context in
            context.after(.seconds(1), label: "later") { $0.log("later") }
            context.work(.seconds(20))
        }
        let t = makeDevice(ios: 13, apps: [config])
        t.send(.launch(app: "A", url: nil), .home)
        XCTAssertEqual(t.state("A"), .notRunning)
        XCTAssertEqual(t.warnings(.te5).count, 1)
        // Killed 10 s into didEnterBackground (FG-2 from iOS 13).
        XCTAssertEqual(t.warnings(.te5).first?.time, .seconds(10))
    }

    func test_TE3_rebootWhileLocked_leavesTheDeviceUnlockedAtTheHomeScreen() {
        let t = makeDevice(ios: 13, apps: [.app("A")])
        t.send(.launch(app: "A", url: nil), .lock, .reboot)
        XCTAssertFalse(t.device.isLocked)
        XCTAssertNil(t.device.frontApp)
        XCTAssertEqual(t.state("A"), .notRunning)
        t.sendRefused(.unlock)
        t.sendRefused(.home)
    }
}
