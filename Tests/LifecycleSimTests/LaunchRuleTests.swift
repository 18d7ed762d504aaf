import LifecycleSim
import XCTest

/// LA-1 … LA-3: launching, URLs and the launch watchdog.
final class LaunchRuleTests: RuleTestCase {
    /// An app that records its applicationState in each launch callback.
    private func stateRecorder(_ seen: Box<[String]>, modes: Set<BackgroundMode> = []) -> AppConfiguration {
        var config = AppConfiguration(name: "A", modes: modes)
        config.on(.willFinishLaunching) { seen.value.append("will:\($0.applicationState.map(\.rawValue) ?? "nil")") }
        config.on(.didFinishLaunching) { seen.value.append("did:\($0.applicationState.map(\.rawValue) ?? "nil")") }
        config.on(.performFetch) { $0.completeFetch(.noData) }
        return config
    }

    func test_LA1_userLaunch_appIsInactiveDuringLaunchCallbacks() {
        let seen = Box<[String]>([])
        let t = makeDevice(ios: 13, apps: [stateRecorder(seen)])
        t.send(.launch(app: "A", url: nil), expecting: userLaunch("A"))
        XCTAssertEqual(seen.value, ["will:inactive", "did:inactive"])
        XCTAssertEqual(t.device.launchReason(of: "A"), .user)
    }

    func test_LA1_backgroundLaunch_appIsBackgroundDuringLaunchCallbacks() {
        let seen = Box<[String]>([])
        let t = makeDevice(ios: 13, apps: [stateRecorder(seen, modes: [.fetch])])
        // BR-3's launch; the fetch completes at once, so BG-2 suspends the app.
        t.send(.fetch(app: "A"), expecting: [
            "A not-running → background [BR-3]",
            "A • willFinishLaunching (background) [BR-3]",
            "A • didFinishLaunching (background) [BR-3]",
            "A • performFetch (background) [BR-3]",
            "A background → suspended [BG-2]",
        ])
        XCTAssertEqual(seen.value, ["will:background", "did:background"])
    }

    func test_LA1_willFinishLaunchingOnlyFromIOS6() {
        for ios in [3, 4, 5] {
            let t = makeDevice(ios: ios, apps: [.app("A")])
            t.send(.launch(app: "A", url: nil))
            XCTAssertEqual(t.callbacks("A"), ["didFinishLaunching", "didBecomeActive"], "iOS \(ios)")
        }
        for ios in [6, 7, 12, 13, 17] {
            let t = makeDevice(ios: ios, apps: [.app("A")])
            t.send(.launch(app: "A", url: nil))
            XCTAssertEqual(t.callbacks("A"), ["willFinishLaunching", "didFinishLaunching", "didBecomeActive"], "iOS \(ios)")
        }
    }

    func test_LA2_coldURLLaunch_openURLAfterDidFinishLaunchingBeforeDidBecomeActive() {
        let t = makeDevice(ios: 11, apps: [.app("A")])
        t.send(.launch(app: "A", url: "a://item/1"))
        XCTAssertEqual(t.callbacks("A"), ["willFinishLaunching", "didFinishLaunching", "openURL", "didBecomeActive"])
        XCTAssertEqual(t.state("A"), .active)
        XCTAssertEqual(t.device.launchReason(of: "A"), .url)
    }

    func test_LA2_coldURLLaunch_iOS5_noWillFinishLaunching() {
        let t = makeDevice(ios: 5, apps: [.app("A")])
        t.send(.openURL(url: "a://x", app: "A", from: nil))
        XCTAssertEqual(t.callbacks("A"), ["didFinishLaunching", "openURL", "didBecomeActive"])
    }

    func test_LA2_runningApp_willEnterForegroundOpenURLDidBecomeActive() {
        let t = makeDevice(ios: 11, apps: [.app("A")])
        t.send(.launch(app: "A", url: nil), .home)
        XCTAssertEqual(t.state("A"), .suspended)
        t.clearTrace()
        t.send(.openURL(url: "a://x", app: "A", from: nil))
        XCTAssertEqual(t.callbacks("A"), ["willEnterForeground", "openURL", "didBecomeActive"])
        XCTAssertEqual(t.device.launchReason(of: "A"), .user, "launched-by url holds only after a cold launch for a URL")
    }

    func test_LA2_backgroundRunningApp_sameOrder() {
        let t = makeDevice(ios: 11, apps: [.app("A", [(.delegate(.didEnterBackground), [.beginTask("t")])])])
        t.send(.launch(app: "A", url: nil), .home)
        XCTAssertEqual(t.state("A"), .background)
        t.clearTrace()
        t.send(.launch(app: "A", url: "a://x"))
        XCTAssertEqual(t.steps("A"), ["willEnterForeground", "background>inactive", "openURL", "inactive>active",
                                      "didBecomeActive"])
    }

    func test_LA2_alreadyActive_getsOnlyOpenURL() {
        let t = makeDevice(ios: 11, apps: [.app("A")])
        t.send(.launch(app: "A", url: nil))
        t.clearTrace()
        t.send(.openURL(url: "a://x", app: "A", from: nil))
        XCTAssertEqual(t.steps("A"), ["openURL"])
        XCTAssertEqual(t.state("A"), .active)
    }

    func test_LA2_openerLeavesFirst_FG3() {
        let t = makeDevice(ios: 11, apps: [.app("A"), .app("B")])
        t.send(.launch(app: "B", url: nil))
        t.clearTrace()
        t.send(.openURL(url: "a://x", app: "A", from: "B"))
        XCTAssertEqual(t.allSteps(), [
            "B willResignActive", "B active>inactive", "B inactive>background", "B didEnterBackground",
            "B background>suspended",
            "A not-running>inactive", "A willFinishLaunching", "A didFinishLaunching", "A openURL",
            "A inactive>active", "A didBecomeActive",
        ])
    }

    // MARK: LA-3

    private func slowLauncher(will: Int64, did: Int64) -> AppConfiguration {
        .app("A", [
            (.delegate(.willFinishLaunching), will > 0 ? [.work(.seconds(will))] : []),
            (.delegate(.didFinishLaunching), [.work(.seconds(did))]),
        ])
    }

    func test_LA3_launchWork21s_killedAtExactly20s_noWillTerminate() {
        let t = makeDevice(ios: 13, apps: [slowLauncher(will: 0, did: 21)])
        t.at(1)
        // Launched at 1 s: the watchdog kills at exactly 1 s + 20 s, inside didFinishLaunching.
        t.send(.launch(app: "A", url: nil), expecting: [
            "A not-running → inactive [LA-1]",
            "A • willFinishLaunching (inactive) [LA-1]",
            "A • didFinishLaunching (inactive) [LA-1]",
            "+20s A ⚠ failed to launch in time (0x8badf00d) [LA-3]",
            "+20s A inactive → not-running [LA-3]",
        ])
    }

    func test_LA3_willAndDidFinishLaunchingAdd_10sPlus11sKillsAt20s() {
        let t = makeDevice(ios: 13, apps: [slowLauncher(will: 10, did: 11)])
        t.send(.launch(app: "A", url: nil), expecting: [
            "A not-running → inactive [LA-1]",
            "A • willFinishLaunching (inactive) [LA-1]",
            "+10s A • didFinishLaunching (inactive) [LA-1]",
            "+20s A ⚠ failed to launch in time (0x8badf00d) [LA-3]",
            "+20s A inactive → not-running [LA-3]",
        ])
    }

    func test_LA3_exactly20sOfWorkDoesNotKill() {
        let t = makeDevice(ios: 13, apps: [slowLauncher(will: 10, did: 10)])
        t.send(.launch(app: "A", url: nil))
        XCTAssertEqual(t.state("A"), .active)
        XCTAssertEqual(t.callbacks("A"), ["willFinishLaunching", "didFinishLaunching", "didBecomeActive"])
        XCTAssertTrue(t.warnings(.la3).isEmpty)
        XCTAssertEqual(t.device.now, .seconds(20))
    }

    func test_LA3_backgroundLaunchIsWatchedToo() {
        let t = makeDevice(ios: 13, apps: [.app("A", modes: [.fetch], [(.delegate(.didFinishLaunching), [.work(.seconds(25))])])])
        t.send(.fetch(app: "A"), expecting: [
            "A not-running → background [BR-3]",
            "A • willFinishLaunching (background) [BR-3]",
            "A • didFinishLaunching (background) [BR-3]",
            "+20s A ⚠ failed to launch in time (0x8badf00d) [LA-3]",
            "+20s A background → not-running [LA-3]",
        ])
    }

    func test_LA3_DB1_debuggerTurnsTheLaunchWatchdogOff() {
        let t = makeDevice(ios: 13, apps: [slowLauncher(will: 0, did: 21)])
        t.device.configureDebugger(app: "A")
        t.send(.launch(app: "A", url: nil))
        XCTAssertEqual(t.state("A"), .active)
        XCTAssertEqual(t.device.now, .seconds(21))
        XCTAssertTrue(t.warnings(.la3).isEmpty)
    }
}
