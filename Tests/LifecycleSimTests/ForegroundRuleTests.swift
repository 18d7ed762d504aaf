import LifecycleSim
import XCTest

/// FG-1 … FG-5: Home, the didEnterBackground watchdog, switching, returning, exits-on-suspend.
final class ForegroundRuleTests: RuleTestCase {
    func test_FG1_homeFromActive_willResignActiveThenDidEnterBackground_thenBG2() {
        let t = makeDevice(ios: 13, apps: [.app("A")])
        t.send(.launch(app: "A", url: nil))
        t.clearTrace()
        t.send(.home)
        XCTAssertEqual(t.callbacks("A"), ["willResignActive", "didEnterBackground"])
        XCTAssertEqual(t.transitionRecords("A").map(\.rule), [.fg1, .fg1, .bg2])
        XCTAssertEqual(t.state("A"), .suspended)
        XCTAssertNil(t.device.frontApp)
    }

    func test_FG1_homeWithTask_staysBackground() {
        let t = makeDevice(ios: 13, apps: [.app("A", [(.delegate(.didEnterBackground), [.beginTask("t")])])])
        t.send(.launch(app: "A", url: nil), .home)
        XCTAssertEqual(t.state("A"), .background)
    }

    // MARK: FG-2

    private func slowToBackground(_ seconds: Int64) -> AppConfiguration {
        .app("A", [(.delegate(.didEnterBackground), [.work(.seconds(seconds))])])
    }

    /// FG-2 on `ios`: didEnterBackground working `seconds` from a Home at 10 s, killed `limit`
    /// seconds in (at 10 s + `limit`) with no willTerminate (TE-3), the rest of the callback dropped.
    private func assertKilled(ios: Int, working seconds: Int64, after limit: Int64, line: UInt = #line) {
        let t = makeDevice(ios: ios, apps: [slowToBackground(seconds)])
        t.send(.launch(app: "A", url: nil))
        t.at(10)
        t.send(.home, expecting: homeFromActive("A") + [
            "+\(limit)s A ⚠ failed to finish didEnterBackground in time (0x8badf00d) [FG-2]",
            "+\(limit)s A background → not-running [FG-2]",
        ], line: line)
        XCTAssertEqual(t.device.now, .seconds(10 + limit), line: line)
    }

    /// FG-2 on `ios`: didEnterBackground working `seconds` from a Home at 10 s returns in time,
    /// and the app is suspended when it returns (BG-2: nothing keeps it running).
    private func assertSurvives(ios: Int, working seconds: Int64, line: UInt = #line) {
        let t = makeDevice(ios: ios, apps: [slowToBackground(seconds)])
        t.send(.launch(app: "A", url: nil))
        t.at(10)
        t.send(.home)
        XCTAssertEqual(t.state("A"), .suspended, line: line)
        XCTAssertEqual(t.transitionRecords("A").last?.time, .seconds(10 + seconds), line: line)
        XCTAssertTrue(t.warnings(.fg2).isEmpty, line: line)
    }

    func test_FG2_toIOS12_over5sIsKilledAt5s_noWillTerminate() {
        assertKilled(ios: 12, working: 6, after: 5)
        assertKilled(ios: 4, working: 6, after: 5)
    }

    func test_FG2_toIOS12_exactly5sIsNotMoreThan5s() {
        assertSurvives(ios: 12, working: 5)
    }

    func test_FG2_fromIOS13_over10sIsKilledAt10s_noWillTerminate() {
        assertKilled(ios: 13, working: 11, after: 10)
        assertKilled(ios: 26, working: 11, after: 10)
    }

    func test_FG2_fromIOS13_6sAndExactly10sReturnInTime() {
        assertSurvives(ios: 13, working: 6)
        assertSurvives(ios: 17, working: 10)
    }

    func test_FG2_1msOverTheLimitKills() {
        for (ios, limit) in [(12, 5000), (13, 10_000)] {
            let t = makeDevice(ios: ios, apps: [.app("A", [(.delegate(.didEnterBackground), [.work(.milliseconds(Int64(limit) + 1))])])])
            t.send(.launch(app: "A", url: nil), .home)
            XCTAssertEqual(t.state("A"), .notRunning, "iOS \(ios)")
            XCTAssertEqual(t.transitionRecords("A").last?.time, VirtualTime(milliseconds: Int64(limit)), "iOS \(ios)")
        }
    }

    func test_FG2_DB1_debuggerTurnsTheWatchdogOff() {
        let t = makeDevice(ios: 13, apps: [slowToBackground(60)])
        t.device.configureDebugger(app: "A")
        t.send(.launch(app: "A", url: nil), .home)
        XCTAssertEqual(t.state("A"), .background, "a debugger keeps it running, and no watchdog")
        XCTAssertEqual(t.device.now, .seconds(60))
        XCTAssertTrue(t.warnings(.fg2).isEmpty)
    }

    // MARK: FG-3

    func test_FG3_switchingApps_leavingAppGoesFirstAsWithHome() {
        let t = makeDevice(ios: 13, apps: [.app("A"), .app("B")])
        t.send(.launch(app: "A", url: nil))
        t.send(.launch(app: "B", url: nil), expecting: [
            "A • willResignActive (active) [FG-3]",
            "A active → inactive [FG-3]",
            "A inactive → background [FG-3]",
            "A • didEnterBackground (background) [FG-3]",
            "A background → suspended [BG-2]",
            "B not-running → inactive [LA-1]",
            "B • willFinishLaunching (inactive) [LA-1]",
            "B • didFinishLaunching (inactive) [LA-1]",
            "B inactive → active [LA-1]",
            "B • didBecomeActive (active) [LA-1]",
        ])
        XCTAssertEqual(t.device.frontApp, "B")
    }

    func test_FG3_switchFromSwitcher_leavingAppGoesFirst() {
        let t = makeDevice(ios: 13, apps: [.app("A"), .app("B")])
        t.send(.launch(app: "B", url: nil), .launch(app: "A", url: nil), .switcherShow)
        t.clearTrace()
        t.send(.switcherOpen(app: "B"))
        XCTAssertEqual(t.allSteps(), [
            "A inactive>background", "A didEnterBackground", "A background>suspended",
            "B suspended>background", "B willEnterForeground", "B background>inactive", "B inactive>active",
            "B didBecomeActive",
        ])
    }

    // MARK: FG-4

    func test_FG4_returnFromSuspended_willEnterForegroundDidBecomeActive() {
        let t = makeDevice(ios: 13, apps: [.app("A")])
        t.send(.launch(app: "A", url: nil), .home)
        XCTAssertEqual(t.state("A"), .suspended)
        t.clearTrace()
        t.send(.launch(app: "A", url: nil))
        XCTAssertEqual(t.callbacks("A"), ["willEnterForeground", "didBecomeActive"])
        XCTAssertEqual(t.callbackRecords("A").map(\.rule), [.fg4, .fg4])
    }

    func test_FG4_returnFromBackground_willEnterForegroundDidBecomeActive() {
        let t = makeDevice(ios: 13, apps: [.app("A", [(.delegate(.didEnterBackground), [.beginTask("t")])])])
        t.send(.launch(app: "A", url: nil), .home)
        XCTAssertEqual(t.state("A"), .background)
        t.clearTrace()
        t.send(.launch(app: "A", url: nil))
        XCTAssertEqual(t.steps("A"), ["willEnterForeground", "background>inactive", "inactive>active", "didBecomeActive"])
    }

    // MARK: FG-5

    /// FG-5 as the device logs show it (O'Reilly's iOS 5 Cookbook recipe 12.10; pinkstone.co.uk):
    /// didEnterBackground, then willTerminate, after the willResignActive of leaving the active state.
    func test_FG5_exitsOnSuspend_iOS4to12_homeGivesDidEnterBackgroundThenWillTerminate() {
        for ios in [4, 5, 6, 7, 12] {
            let t = makeDevice(ios: ios, apps: [.app("A", exitsOnSuspend: true)])
            t.send(.launch(app: "A", url: nil))
            t.send(.home, expecting: [
                "A • willResignActive (active) [FG-1]",
                "A active → inactive [FG-1]",
                "A inactive → background [FG-5]",
                "A • didEnterBackground (background) [FG-5]",
                "A • willTerminate (background) [FG-5]",
                "A background → not-running [FG-5]",
            ])
            XCTAssertEqual(t.state("A"), .notRunning, "iOS \(ios)")
        }
    }

    func test_FG5_exitsOnSuspend_everyPathIntoTheBackgroundTerminates() {
        // Lock (iOS 5+), leaving for another app, an answered call (docs/EXECUTION_MODEL.md): the
        // path's own willResignActive, then FG-5's background, didEnterBackground, willTerminate,
        // not-running; never suspended.
        let exit = [
            "A inactive → background [FG-5]",
            "A • didEnterBackground (background) [FG-5]",
            "A • willTerminate (background) [FG-5]",
            "A background → not-running [FG-5]",
        ]
        let paths: [(String, [(DeviceEvent, [String])])] = [
            ("lock", [(.lock, ["A • willResignActive (active) [LK-2]", "A active → inactive [LK-2]"] + exit)]),
            ("switch", [(.launch(app: "B", url: nil),
                         ["A • willResignActive (active) [FG-3]", "A active → inactive [FG-3]"] + exit + [
                             "B not-running → inactive [LA-1]",
                             "B • willFinishLaunching (inactive) [LA-1]",
                             "B • didFinishLaunching (inactive) [LA-1]",
                             "B inactive → active [LA-1]",
                             "B • didBecomeActive (active) [LA-1]",
                         ])]),
            ("call", [(.call, ["A • willResignActive (active) [IN-1]", "A active → inactive [IN-1]"]),
                      (.callAccept, exit)]),
        ]
        for (name, steps) in paths {
            let t = makeDevice(ios: 7, apps: [.app("A", exitsOnSuspend: true), .app("B")])
            t.send(.launch(app: "A", url: nil))
            for (event, expected) in steps { t.send(event, expecting: expected) }
            XCTAssertEqual(t.state("A"), .notRunning, name)
        }
    }

    /// FG-5: an app that opts out never runs in the background, so a background event does not
    /// launch it there: dropped with a warning citing FG-5, and the app stays not running.
    func test_FG5_exitsOnSuspend_backgroundEventsAreDropped() {
        let t = makeDevice(ios: 7, apps: [.app("A", modes: [.fetch, .remoteNotification], exitsOnSuspend: true)])
        t.sendRefused(.fetch(app: "A"), rule: .fg5)
        t.sendRefused(.push(app: "A", contentAvailable: true), rule: .fg5)
        XCTAssertEqual(t.state("A"), .notRunning)
        XCTAssertEqual(t.callbacks("A"), [])
    }

    func test_FG5_exitsOnSuspend_ignoredFromIOS13_withWarning() {
        for ios in [13, 17] {
            let t = makeDevice(ios: ios, apps: [.app("A", exitsOnSuspend: true)])
            t.send(.launch(app: "A", url: nil))
            t.clearTrace()
            t.send(.home)
            XCTAssertEqual(t.callbacks("A"), ["willResignActive", "didEnterBackground"], "iOS \(ios)")
            XCTAssertEqual(t.state("A"), .suspended, "iOS \(ios)")
            XCTAssertEqual(t.history.records.filter { if case .warning(let w) = $0 { return w.rule == .fg5 }; return false }.count,
                           1, "iOS \(ios): one deprecation warning in the whole trace")
        }
    }

    func test_FG5_exitsOnSuspend_noWarningBeforeIOS13() {
        let t = makeDevice(ios: 12, apps: [.app("A", exitsOnSuspend: true)])
        XCTAssertTrue(t.warnings(.fg5).isEmpty)
    }

    func test_FG5_iOS3_homeQuits() {
        let t = makeDevice(ios: 3, apps: [.app("A")])
        t.send(.launch(app: "A", url: nil))
        t.clearTrace()
        t.send(.home)
        XCTAssertEqual(t.steps("A"), ["willResignActive", "active>inactive", "willTerminate", "inactive>not-running"])
        XCTAssertNil(t.device.frontApp)
    }

    func test_FG2_appliesOnEveryPathIntoTheBackground() {
        let paths: [(String, [DeviceEvent])] = [
            ("lock", [.lock]),
            ("switch", [.launch(app: "B", url: nil)]),
            ("call", [.call, .callAccept]),
        ]
        for (name, events) in paths {
            // iOS 13: 10 s (FG-2), so 11 s of work is killed 10 s in.
            let t = makeDevice(ios: 13, apps: [slowToBackground(11), .app("B")])
            t.send(.launch(app: "A", url: nil))
            for event in events { t.send(event) }
            XCTAssertEqual(t.state("A"), .notRunning, name)
            XCTAssertEqual(t.transitionRecords("A").last?.rule, .fg2, name)
            XCTAssertEqual(t.transitionRecords("A").last?.time, .seconds(10), name)
        }
    }
}
