import LifecycleSim
import XCTest

/// BR-1 … BR-4: Background App Refresh and launches into the background.
final class BackgroundRefreshRuleTests: RuleTestCase {

    /// An app that completes every background event at once.
    private func fetcher(_ name: String = "A", modes: Set<BackgroundMode> = [.fetch, .remoteNotification, .location])
        -> AppConfiguration {
        .app(name, modes: modes, [
            (.delegate(.performFetch), [.completeFetch(.newData)]),
            (.delegate(.didReceiveRemoteNotification), [.completeFetch(.newData)]),
            (.delegate(.didUpdateLocations), [.completeFetch(.noData)]),
        ])
    }

    // MARK: BR-1

    func test_BR1_beforeIOS7_alwaysAvailable_noSetting() {
        let t = makeDevice(ios: 6, apps: [fetcher()])
        XCTAssertEqual(t.device.refreshStatus(of: "A"), .available)
        t.sendRefused(.refresh(on: false, app: nil))
        t.sendRefused(.refresh(on: false, app: "A"))
        t.device.configureRefresh(.off)
        XCTAssertEqual(t.device.refreshStatus(of: "A"), .available)
    }

    func test_BR1_iOS7_switchesOnByDefault_eitherOffDenies() {
        let t = makeDevice(ios: 7, apps: [fetcher("A"), fetcher("B")])
        XCTAssertEqual(t.device.refreshStatus(of: "A"), .available)
        t.send(.refresh(on: false, app: nil))
        XCTAssertEqual(t.device.refreshStatus(of: "A"), .denied)
        XCTAssertEqual(t.device.refreshStatus(of: "B"), .denied)
        t.send(.refresh(on: true, app: nil), .refresh(on: false, app: "A"))
        XCTAssertEqual(t.device.refreshStatus(of: "A"), .denied)
        XCTAssertEqual(t.device.refreshStatus(of: "B"), .available)
        t.send(.refresh(on: true, app: "A"))
        XCTAssertEqual(t.device.refreshStatus(of: "A"), .available)
    }

    func test_BR1_restricted() {
        let t = makeDevice(ios: 7, apps: [fetcher()])
        t.device.configureRefresh(.restricted)
        XCTAssertEqual(t.device.refreshStatus(of: "A"), .restricted)
        t.device.configureRefresh(.off, app: "A")
        XCTAssertEqual(t.device.refreshStatus(of: "A"), .restricted, "restricted is reported whatever the switches")
    }

    func test_BR1_lowPowerDeniesFromIOS9() {
        let t9 = makeDevice(ios: 9, apps: [fetcher()])
        t9.send(.lowPower(on: true))
        XCTAssertEqual(t9.device.refreshStatus(of: "A"), .denied)
        t9.send(.lowPower(on: false))
        XCTAssertEqual(t9.device.refreshStatus(of: "A"), .available)
        let t17 = makeDevice(ios: 17, apps: [fetcher()])
        t17.device.configureLowPower(true)
        XCTAssertEqual(t17.device.refreshStatus(of: "A"), .denied)
    }

    func test_BR1_noLowPowerModeBeforeIOS9() {
        let t = makeDevice(ios: 8, apps: [fetcher()])
        t.sendRefused(.lowPower(on: true))
        t.device.configureLowPower(true)
        XCTAssertEqual(t.device.refreshStatus(of: "A"), .available)
    }

    func test_BR1_appReadsTheStatus() {
        let seen = Box<[BackgroundRefreshStatus]>([])
        var config = AppConfiguration(name: "A")
        config.on(.didBecomeActive) { seen.value.append($0.backgroundRefreshStatus) }
        let t = makeDevice(ios: 9, apps: [config])
        t.send(.launch(app: "A", url: nil), .home, .lowPower(on: true), .launch(app: "A", url: nil))
        XCTAssertEqual(seen.value, [.available, .denied])
    }

    // MARK: BR-2

    private func assertDropped(_ t: TestDevice, _ event: DeviceEvent, rule: RuleID, _ message: String,
                               file: StaticString = #filePath, line: UInt = #line) {
        let before = t.snapshot()
        t.clearTrace()
        t.handle(event)
        XCTAssertEqual(t.callbacks("A"), [], message, file: file, line: line)
        XCTAssertEqual(t.transitions("A"), [], message, file: file, line: line)
        XCTAssertEqual(t.warnings().count, 1, "\(message): one note saying why", file: file, line: line)
        XCTAssertEqual(t.warnings().first?.rule, rule, message, file: file, line: line)
        XCTAssertEqual(t.snapshot(), before, message, file: file, line: line)
    }

    func test_BR2_refreshOffDropsFetchPushAndLocationRelaunch() {
        for start in ["not-running", "suspended"] {
            for event: DeviceEvent in [.fetch(app: "A"), .push(app: "A", contentAvailable: true), .location(app: "A")] {
                for setting in ["global", "app", "low power"] {
                    let t = makeDevice(ios: 9, apps: [fetcher()])
                    if start == "suspended" { t.send(.launch(app: "A", url: nil), .home) }
                    switch setting {
                    case "global": t.send(.refresh(on: false, app: nil))
                    case "app": t.send(.refresh(on: false, app: "A"))
                    default: t.send(.lowPower(on: true))
                    }
                    assertDropped(t, event, rule: .br2, "\(event) to a \(start) app, refresh off (\(setting))")
                }
            }
        }
    }

    func test_BR2_refreshDoesNotGateFiniteTasksOrAudio() {
        let t = makeDevice(ios: 7, apps: [.app("A", [(.delegate(.didEnterBackground), [.beginTask("t")])]),
                                          .app("M", modes: [.audio], [(.delegate(.didEnterBackground), [.startAudio])])])
        t.send(.refresh(on: false, app: nil))
        t.send(.launch(app: "A", url: nil), .home)
        XCTAssertEqual(t.state("A"), .background)
        XCTAssertEqual(t.device.remaining(of: "A"), .left(.seconds(180)))
        t.send(.launch(app: "M", url: nil), .home)
        t.wait(600)
        XCTAssertEqual(t.state("M"), .background)
    }

    // MARK: BR-3

    func test_BR3_fetchLaunchesANotRunningAppIntoTheBackground() {
        let t = makeDevice(ios: 7, apps: [fetcher()])
        t.send(.fetch(app: "A"))
        XCTAssertEqual(t.steps("A"), ["not-running>background", "willFinishLaunching", "didFinishLaunching",
                                      "performFetch", "background>suspended"])
        XCTAssertEqual(t.transitionRecords("A").first?.rule, .br3)
        XCTAssertEqual(t.device.launchReason(of: "A"), .fetch)
        XCTAssertEqual(t.device.switcher, [], "a launch into the background adds no card (TE-1)")
    }

    func test_BR3_eachEventKindDeliversItsCallback() {
        let cases: [(DeviceEvent, String, LaunchReason)] = [
            (.fetch(app: "A"), "performFetch", .fetch),
            (.push(app: "A", contentAvailable: true), "didReceiveRemoteNotification", .push),
            (.location(app: "A"), "didUpdateLocations", .location),
        ]
        for (event, callback, reason) in cases {
            let t = makeDevice(ios: 13, apps: [fetcher()])
            t.send(event)
            XCTAssertEqual(t.callbacks("A"), ["willFinishLaunching", "didFinishLaunching", callback], "\(event)")
            XCTAssertEqual(t.device.launchReason(of: "A"), reason, "\(event)")
            XCTAssertEqual(t.state("A"), .suspended, "\(event)")
        }
    }

    func test_BR3_suspendedAppIsResumedIntoTheBackground() {
        let t = makeDevice(ios: 7, apps: [fetcher()])
        t.send(.launch(app: "A", url: nil), .home)
        t.clearTrace()
        t.send(.fetch(app: "A"))
        XCTAssertEqual(t.steps("A"), ["suspended>background", "performFetch", "background>suspended"])
        XCTAssertEqual(t.device.launchReason(of: "A"), .user)
    }

    func test_BR3_completionNotCalledWithin30s_killedAtExactly30s() {
        let t = makeDevice(ios: 7, apps: [.app("A", modes: [.fetch])])
        t.at(3)
        t.send(.fetch(app: "A"), expecting: [
            "A not-running → background [BR-3]",
            "A • willFinishLaunching (background) [BR-3]",
            "A • didFinishLaunching (background) [BR-3]",
            "A • performFetch (background) [BR-3]",
        ])
        t.wait(29, expecting: [], "inside the 30 s completion window")
        XCTAssertEqual(t.state("A"), .background)
        // Killed at exactly 30 s, with no willTerminate (TE-3).
        t.wait(1, expecting: [
            "+1s A ⚠ did not call the completion handler within 30 s (0x8badf00d) [BR-3]",
            "+1s A background → not-running [BR-3]",
        ])
    }

    func test_BR3_completionCalledLater_suspendedThen() {
        var config = AppConfiguration(name: "A", modes: [.fetch])
        config.on(.performFetch) { context in
            context.after(.seconds(20), label: "complete") { $0.completeFetch(.newData) }
        }
        let t = makeDevice(ios: 7, apps: [config])
        t.send(.fetch(app: "A"))
        t.at(19)
        XCTAssertEqual(t.state("A"), .background)
        t.at(60)
        XCTAssertEqual(t.state("A"), .suspended)
        XCTAssertEqual(t.transitionRecords("A").last?.time, .seconds(20))
    }

    func test_BR3_eventForAForegroundAppIsDeliveredAtOnce_noDeadline() {
        let t = makeDevice(ios: 7, apps: [.app("A", modes: [.fetch])])
        t.send(.launch(app: "A", url: nil))
        t.clearTrace()
        t.send(.fetch(app: "A"))
        XCTAssertEqual(t.steps("A"), ["performFetch"])
        XCTAssertEqual(t.callbackRecords("A").first?.state, .active)
        t.wait(100)
        XCTAssertEqual(t.state("A"), .active)
    }

    func test_BR3_eventForABackgroundRunningApp_atOnce_budgetUnchanged_30sWindow() {
        let t = makeDevice(ios: 7, apps: [.app("A", modes: [.fetch], [(.delegate(.didEnterBackground), [.beginTask("t")])])])
        t.send(.launch(app: "A", url: nil), .home)
        t.at(100)
        t.clearTrace()
        t.send(.fetch(app: "A"))
        XCTAssertEqual(t.steps("A"), ["performFetch"])
        XCTAssertEqual(t.device.remaining(of: "A"), .left(.seconds(80)), "its budget unchanged")
        t.at(130)
        XCTAssertEqual(t.state("A"), .notRunning, "the completion handler was not called within 30 s")
        XCTAssertEqual(t.transitionRecords("A").last?.time, .seconds(130))
    }

    func test_BR3_modeNotDeclared_dropped() {
        for event: DeviceEvent in [.fetch(app: "A"), .push(app: "A", contentAvailable: true), .location(app: "A")] {
            let t = makeDevice(ios: 13, apps: [.app("A", modes: [.audio])])
            assertDropped(t, event, rule: .br3, "\(event)")
        }
    }

    func test_BR3_fetchAndPushNeedIOS7_locationIOS4() {
        let t6 = makeDevice(ios: 6, apps: [fetcher()])
        assertDropped(t6, .fetch(app: "A"), rule: .br3, "fetch on iOS 6")
        assertDropped(t6, .push(app: "A", contentAvailable: true), rule: .br3, "push on iOS 6")
        let t4 = makeDevice(ios: 4, apps: [fetcher()])
        t4.send(.location(app: "A"))
        XCTAssertEqual(t4.callbacks("A"), ["didFinishLaunching", "didUpdateLocations"])
    }

    func test_BR3_TE4_forceQuitAppIsNotLaunchedForFetch() {
        let t = makeDevice(ios: 13, apps: [fetcher(), .app("B")])
        t.send(.launch(app: "A", url: nil), .launch(app: "B", url: nil), .switcherShow, .switcherKill(app: "A"), .switcherClose)
        assertDropped(t, .fetch(app: "A"), rule: .te4, "fetch after a user kill")
    }

    // MARK: BR-4

    func test_BR4_backgroundLaunchHasNoDidEnterBackgroundAndNoDidBecomeActive() {
        let t = makeDevice(ios: 17, apps: [fetcher()])
        t.send(.fetch(app: "A"), expecting: [
            "A not-running → background [BR-3]",
            "A • willFinishLaunching (background) [BR-3]",
            "A • didFinishLaunching (background) [BR-3]",
            "A • performFetch (background) [BR-3]",
            "A background → suspended [BG-2]",
        ])
        t.wait(60, expecting: [])
        t.send(.push(app: "A", contentAvailable: true), expecting: [
            "A suspended → background [BR-3]",
            "A • didReceiveRemoteNotification (background) [BR-3]",
            "A background → suspended [BG-2]",
        ])
    }

    func test_BR4_userLaunchAfterBackgroundLaunch_returnsWithWillEnterForeground() {
        let t = makeDevice(ios: 13, apps: [fetcher()])
        t.send(.fetch(app: "A"))
        t.clearTrace()
        t.send(.launch(app: "A", url: nil))
        XCTAssertEqual(t.callbacks("A"), ["willEnterForeground", "didBecomeActive"])
        XCTAssertEqual(t.device.switcher, ["A"])
    }

    /// docs/EXECUTION_MODEL.md: receivability is checked in every state, the foreground included.
    func test_BR2_refreshOff_fetchToTheActiveAppIsDroppedToo() {
        let t = makeDevice(ios: 7, apps: [fetcher()])
        t.send(.launch(app: "A", url: nil), .refresh(on: false, app: "A"))
        assertDropped(t, .fetch(app: "A"), rule: .br2, "fetch to the active app")
    }
}
