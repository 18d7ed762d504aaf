import LifecycleSim
import XCTest

/// SC-6, SC-7, SC-8: several windows of scene-based apps on an iPad (docs/RULES.md). Expected
/// orders come from the rules' statements, not from the engine's output.
final class WindowRuleTests: RuleTestCase {
    private func sceneApp(_ name: String = "A", multiple: Bool = true, modes: Set<BackgroundMode> = [],
                          _ handlers: [(Callback, [AppAction])] = []) -> AppConfiguration {
        var config = AppConfiguration.app(name, modes: modes, handlers)
        config.scenes = true
        config.multipleScenes = multiple
        return config
    }

    private func ipad(_ apps: AppConfiguration..., ios: Int = 17) -> TestDevice {
        makeDevice(ios: ios, model: .ipad, apps: apps)
    }

    /// The app's records as `scene N from>to`, `app from>to` and `callback` / `N:callback` strings.
    private func records(_ t: TestDevice, _ app: String = "A") -> [String] {
        t.trace.records.compactMap {
            switch $0 {
            case .transition(let r) where r.app == app: return "app \(r.from)>\(r.to)"
            case .sceneTransition(let r) where r.app == app: return "scene \(r.scene) \(r.from)>\(r.to)"
            case .callback(let r) where r.app == app: return (r.scene.map { "\($0):" } ?? "") + r.callback.description
            default: return nil
            }
        }
    }

    // MARK: SC-6

    func test_SC6_openWindowReplacesTheSceneOnScreenThenConnectsANewOne() {
        let t = ipad(sceneApp())
        t.send(.launch(app: "A", url: nil))
        t.clearTrace()
        t.send(.openWindow(app: "A"))
        // SC-6: the replaced scene leaves as with Home (resign, background) first; then
        // configurationForConnecting, the new scene's willConnect, sceneWillEnterForeground, sceneDidBecomeActive.
        XCTAssertEqual(records(t).filter { !$0.hasPrefix("scene ") && !$0.hasPrefix("app ") },
                       ["1:sceneWillResignActive", "1:sceneDidEnterBackground", "configurationForConnecting",
                        "2:willConnect", "2:sceneWillEnterForeground", "2:sceneDidBecomeActive"])
        XCTAssertEqual(t.device.sceneStates(app: "A"), [.background, .foregroundActive])
        XCTAssertEqual(t.state("A"), .active, "SC-5: a foreground-active scene makes the app active")
        XCTAssertEqual(t.device.connectedSceneCount(app: "A"), 2)
        XCTAssertEqual(t.callbackRecords("A").filter { $0.scene == 2 }.map(\.rule), [.sc6, .sc6, .sc6])
    }

    func test_SC6_openWindowOfAnAppInTheBackgroundSendsTheFrontAppAway() {
        let t = ipad(sceneApp(), sceneApp("B", multiple: false))
        t.send(.launch(app: "A", url: nil), .launch(app: "B", url: nil))
        t.clearTrace()
        t.send(.openWindow(app: "A"))
        XCTAssertEqual(t.callbacks("B"), ["sceneWillResignActive", "sceneDidEnterBackground"], "FG-3: B leaves as with Home")
        XCTAssertEqual(t.state("B"), .suspended)
        XCTAssertEqual(t.callbacks("A"), ["configurationForConnecting", "willConnect", "sceneWillEnterForeground",
                                          "sceneDidBecomeActive"])
        XCTAssertEqual(t.device.sceneStates(app: "A"), [.background, .foregroundActive], "scene 1 stays in the background")
        XCTAssertEqual(t.device.frontApp, "A")
    }

    func test_SC6_requestSceneRunsOnceTheCallingCodeReturns() {
        let t = ipad(sceneApp("A", [(.delegate(.sceneDidEnterBackground), [.log("saved")])]))
        t.send(.launch(app: "A", url: nil))
        var config = sceneApp("B")
        config.on(.didReceiveMemoryWarning) { $0.requestSceneSessionActivation(); $0.log("after the request") }
        t.device.install(config)
        t.send(.launch(app: "B", url: nil))
        t.clearTrace()
        t.send(.memoryWarning(.warning))
        let steps = t.trace.records.compactMap { record -> String? in
            switch record {
            case .callback(let r) where r.app == "B": return r.callback.description
            case .log(let r) where r.app == "B": return "log \(r.text)"
            default: return nil
            }
        }
        XCTAssertEqual(steps, ["didReceiveMemoryWarning", "log after the request", "sceneWillResignActive",
                               "sceneDidEnterBackground", "configurationForConnecting", "willConnect",
                               "sceneWillEnterForeground", "sceneDidBecomeActive"])
        XCTAssertEqual(t.device.sceneStates(app: "B"), [.background, .foregroundActive])
    }

    func test_SC6_requestSceneFromAnAppNotOnScreenFailsWithAWarning() {
        var config = sceneApp(modes: [.fetch])
        config.on(.performFetch) { $0.requestSceneSessionActivation(); $0.completeFetch(.newData) }
        let t = ipad(config)
        t.send(.fetch(app: "A"))
        XCTAssertEqual(t.warnings(.sc6).count, 1)
        XCTAssertEqual(t.device.connectedSceneCount(app: "A"), 0, "SC-3: a background launch connects no scene")
    }

    func test_SC6_openWindowIsRefusedWhereThereAreNoSeveralWindows() {
        let iphone = makeDevice(ios: 17, apps: [sceneApp()])
        iphone.send(.launch(app: "A", url: nil))
        iphone.sendRefused(.openWindow(app: "A"), rule: .sc6)
        let single = ipad(sceneApp(multiple: false))
        single.send(.launch(app: "A", url: nil))
        single.sendRefused(.openWindow(app: "A"), rule: .sc6)
        let old = makeDevice(ios: 12, model: .ipad, apps: [sceneApp()])
        old.send(.launch(app: "A", url: nil))
        old.sendRefused(.openWindow(app: "A"), rule: .sc6)
        let notLaunched = ipad(sceneApp())
        notLaunched.sendRefused(.openWindow(app: "A"), rule: .sc6)
    }

    // MARK: SC-7

    func test_SC7_splitViewMakesTwoAppsActiveAndAnInterruptionResignsBoth() {
        let t = ipad(sceneApp("A", multiple: false), sceneApp("B", multiple: false))
        t.send(.launch(app: "B", url: nil), .launch(app: "A", url: nil))
        t.clearTrace()
        t.send(.split(SceneName(app: "A", scene: 1), SceneName(app: "B", scene: 1)))
        XCTAssertEqual(t.state("A"), .active)
        XCTAssertEqual(t.state("B"), .active, "SC-7: both scenes are foreground-active")
        XCTAssertEqual(t.callbacks("A"), [], "A/1 was already on screen and active")
        XCTAssertEqual(t.callbacks("B"), ["sceneWillEnterForeground", "sceneDidBecomeActive"])
        XCTAssertEqual(t.device.scenesOnScreen, [SceneName(app: "A", scene: 1), SceneName(app: "B", scene: 1)])
        t.clearTrace()
        t.send(.alert)
        XCTAssertEqual(t.state("A"), .inactive)
        XCTAssertEqual(t.state("B"), .inactive, "SC-7: an interruption resigns both")
        XCTAssertEqual(t.callbacks("A") + t.callbacks("B"), ["sceneWillResignActive", "sceneWillResignActive"])
        t.send(.alertDismiss)
        XCTAssertEqual([t.state("A"), t.state("B")], [.active, .active], "its end makes both active again")
        t.clearTrace()
        t.send(.home)
        XCTAssertEqual(records(t, "A") + records(t, "B"),
                       ["1:sceneWillResignActive", "scene 1 foreground-active>foreground-inactive", "app active>inactive",
                        "scene 1 foreground-inactive>background", "app inactive>background", "1:sceneDidEnterBackground",
                        "app background>suspended",
                        "1:sceneWillResignActive", "scene 1 foreground-active>foreground-inactive", "app active>inactive",
                        "scene 1 foreground-inactive>background", "app inactive>background", "1:sceneDidEnterBackground",
                        "app background>suspended"])
        XCTAssertNil(t.device.frontApp)
    }

    func test_SC7_splitAloneSendsTheSecondSceneAwayAndTwoScenesOfOneAppAreActiveTogether() {
        let t = ipad(sceneApp())
        t.send(.launch(app: "A", url: nil), .openWindow(app: "A"))
        t.clearTrace()
        t.send(.split(SceneName(app: "A", scene: 1), SceneName(app: "A", scene: 2)))
        XCTAssertEqual(t.device.sceneStates(app: "A"), [.foregroundActive, .foregroundActive])
        XCTAssertEqual(records(t), ["1:sceneWillEnterForeground", "scene 1 background>foreground-inactive",
                                    "scene 1 foreground-inactive>foreground-active", "1:sceneDidBecomeActive"])
        t.clearTrace()
        t.send(.unsplit)
        XCTAssertEqual(records(t), ["2:sceneWillResignActive", "scene 2 foreground-active>foreground-inactive",
                                    "scene 2 foreground-inactive>background", "2:sceneDidEnterBackground"],
                       "the second scene leaves as with Home; the app stays active with scene 1")
        XCTAssertEqual(t.state("A"), .active)
        XCTAssertEqual(t.device.scenesOnScreen, [SceneName(app: "A", scene: 1)])
    }

    /// SC-7 with LK-2: the lock sends both scenes away; unlock returns to the screen the user
    /// left, both scenes side by side and foreground-active, each returning as with a launch back.
    func test_SC7_unlockReturnsBothScenesOfASplitView() {
        let t = ipad(sceneApp("A", multiple: false), sceneApp("B", multiple: false))
        t.send(.launch(app: "B", url: nil), .launch(app: "A", url: nil),
               .split(SceneName(app: "A", scene: 1), SceneName(app: "B", scene: 1)), .lock)
        XCTAssertEqual([t.state("A"), t.state("B")], [.suspended, .suspended], "LK-2: both enter the background")
        t.clearTrace()
        t.send(.unlock)
        XCTAssertEqual([t.state("A"), t.state("B")], [.active, .active], "SC-7: both active again")
        XCTAssertEqual(t.callbacks("A"), ["sceneWillEnterForeground", "sceneDidBecomeActive"])
        XCTAssertEqual(t.callbacks("B"), ["sceneWillEnterForeground", "sceneDidBecomeActive"])
        XCTAssertEqual(t.device.scenesOnScreen, [SceneName(app: "A", scene: 1), SceneName(app: "B", scene: 1)])
    }

    func test_SC7_aCrashInSplitViewGivesTheOtherAppTheScreen() {
        let t = ipad(sceneApp("A", multiple: false), sceneApp("B", multiple: false))
        t.send(.launch(app: "B", url: nil), .launch(app: "A", url: nil),
               .split(SceneName(app: "A", scene: 1), SceneName(app: "B", scene: 1)), .crash(app: "A"))
        XCTAssertEqual(t.device.frontApp, "B")
        XCTAssertEqual(t.state("B"), .active)
    }

    func test_SC7_splitIsRefusedOffAnIPadOrForScenesNotConnected() {
        let iphone = makeDevice(ios: 17, apps: [sceneApp("A"), sceneApp("B")])
        iphone.send(.launch(app: "B", url: nil), .launch(app: "A", url: nil))
        iphone.sendRefused(.split(SceneName(app: "A", scene: 1), SceneName(app: "B", scene: 1)), rule: .sc7)
        let t = ipad(sceneApp("A"), sceneApp("B"))
        t.send(.launch(app: "A", url: nil))
        t.sendRefused(.split(SceneName(app: "A", scene: 1), SceneName(app: "B", scene: 1)), rule: .sc7)
        t.sendRefused(.unsplit, rule: .sc7)
        let old = makeDevice(ios: 12, model: .ipad, apps: [sceneApp("A"), sceneApp("B")])
        old.sendRefused(.split(SceneName(app: "A", scene: 1), SceneName(app: "B", scene: 1)), rule: .sc7)
    }

    // MARK: SC-8

    func test_SC8_closingAForegroundWindowDiscardsItsSession() {
        let t = ipad(sceneApp(modes: [.audio], [(.delegate(.didFinishLaunching), [.startAudio])]))
        t.send(.launch(app: "A", url: nil), .openWindow(app: "A"))
        t.clearTrace()
        t.send(.closeWindow(app: "A", scene: 2))
        // SC-8: sceneDidEnterBackground (it was in the foreground; resign first, it was active), sceneDidDisconnect,
        // then didDiscardSceneSessions on the app delegate.
        XCTAssertEqual(records(t), ["2:sceneWillResignActive", "scene 2 foreground-active>foreground-inactive",
                                    "app active>inactive", "scene 2 foreground-inactive>background",
                                    "app inactive>background", "2:sceneDidEnterBackground",
                                    "scene 2 background>disconnected", "2:sceneDidDisconnect", "didDiscardSceneSessions"])
        XCTAssertEqual(t.callbackRecords("A").last?.rule, .sc8)
        XCTAssertEqual(t.device.sceneStates(app: "A"), [.background, .disconnected])
        XCTAssertEqual(t.state("A"), .background, "audio keeps the process running (BM-1)")
        XCTAssertNil(t.device.frontApp)
    }

    func test_SC8_swipingAwayTheLastWindowOfARunningAppDiscardsThenTerminates() {
        let t = ipad(sceneApp(modes: [.audio], [(.delegate(.didFinishLaunching), [.startAudio])]))
        t.send(.launch(app: "A", url: nil), .home, .switcherShow)
        t.clearTrace()
        t.send(.switcherKillScene(app: "A", scene: 1))
        // SC-8's resolution: sceneDidDisconnect, then didDiscardSceneSessions, then willTerminate (TE-2).
        XCTAssertEqual(t.callbacks("A"), ["sceneDidDisconnect", "didDiscardSceneSessions", "willTerminate"])
        XCTAssertEqual(t.state("A"), .notRunning)
        XCTAssertEqual(t.device.switcher, [], "TE-2: the card is gone")
    }

    /// The last window of a suspended iPad app swiped away: the process ends and the window's
    /// session is kept (TE-2's reading: forum thread 702040, the last window "restored from its user
    /// activity" with no configurationForConnecting), so the next launch reconnects it.
    func test_SC8_theLastWindowOfASuspendedAppSwipedAwayKeepsItsSession() {
        let t = ipad(sceneApp())
        t.send(.launch(app: "A", url: nil), .home, .switcherShow)
        XCTAssertEqual(t.state("A"), .suspended)
        t.clearTrace()
        t.send(.switcherKillScene(app: "A", scene: 1))
        XCTAssertEqual(t.callbacks("A"), [], "a suspended app hears nothing now")
        XCTAssertEqual(t.state("A"), .notRunning, "its last window: ended as TE-2 ends a suspended app")
        t.send(.switcherClose)
        t.clearTrace()
        t.send(.launch(app: "A", url: nil))
        XCTAssertEqual(t.callbacks("A"), ["willFinishLaunching", "didFinishLaunching", "willConnect",
                                          "sceneWillEnterForeground", "sceneDidBecomeActive"], "no discard, no new session")
        t.send(.crash(app: "A"))
        // After the crash the saved session reconnects again (SC-3).
        t.send(.launch(app: "A", url: nil), expecting: [
            "A not-running → background [LA-1]",
            "A • willFinishLaunching (background) [LA-1]",
            "A • didFinishLaunching (background) [LA-1]",
            "A/3 unattached → foreground-inactive [SC-3]",
            "A/3 • willConnect (background) [SC-3]",
            "A/3 • sceneWillEnterForeground (background) [SC-3]",
            "A/3 foreground-inactive → foreground-active [SC-3]",
            "A/3 • sceneDidBecomeActive (background) [SC-3]",
            "A background → inactive [SC-5]",
            "A inactive → active [SC-5]",
        ])
    }

    /// Apple Developer Forums thread 702040 (an iPad app with a main and a detail window): "Suspend
    /// the app and open the app switcher. Discard (by flicking up) first the main window and then
    /// the detail window. The app is now killed. Relaunch the app. At this point I do not get a call
    /// to configurationForConnectingSceneSession. I get the detail scene back, restored from its
    /// user activity". The first window's discard is heard at the launch (SC-8); the last window's
    /// session reconnects.
    func test_SC8_TE2_twoWindowsOfASuspendedAppSwipedAway_theLastOnesSessionComesBack() {
        let t = ipad(sceneApp())
        t.send(.launch(app: "A", url: nil), .openWindow(app: "A"), .home, .switcherShow)
        XCTAssertEqual(t.state("A"), .suspended)
        t.send(.switcherKillScene(app: "A", scene: 1), .switcherKillScene(app: "A", scene: 2))
        XCTAssertEqual(t.state("A"), .notRunning, "the last window: the app is killed")
        t.send(.switcherClose)
        t.clearTrace()
        t.send(.launch(app: "A", url: nil))
        XCTAssertEqual(t.callbacks("A"), ["willFinishLaunching", "didFinishLaunching", "didDiscardSceneSessions",
                                          "willConnect", "sceneWillEnterForeground", "sceneDidBecomeActive"],
                       "no configurationForConnecting: the last window's session is restored")
    }

    func test_SC8_aWindowSwipedAwayWhileTheAppIsNotRunningIsHeardAtTheNextLaunch() {
        let t = ipad(sceneApp())
        t.send(.launch(app: "A", url: nil), .openWindow(app: "A"), .crash(app: "A"), .switcherShow)
        t.clearTrace()
        t.send(.switcherKillScene(app: "A", scene: 1))
        XCTAssertEqual(t.callbacks("A"), [], "not running: it hears nothing now")
        XCTAssertEqual(t.device.switcher, ["A"], "window 2 keeps the app's card")
        t.sendRefused(.switcherKillScene(app: "A", scene: 1), rule: .sc8)
        t.send(.switcherClose)
        // SC-8: the discard right after didFinishLaunching; SC-3: window 2's session is still saved,
        // so it reconnects without configurationForConnecting.
        t.send(.launch(app: "A", url: nil), expecting: [
            "A not-running → background [LA-1]",
            "A • willFinishLaunching (background) [LA-1]",
            "A • didFinishLaunching (background) [LA-1]",
            "A • didDiscardSceneSessions (background) [SC-8]",
            "A/3 unattached → foreground-inactive [SC-3]",
            "A/3 • willConnect (background) [SC-3]",
            "A/3 • sceneWillEnterForeground (background) [SC-3]",
            "A/3 foreground-inactive → foreground-active [SC-3]",
            "A/3 • sceneDidBecomeActive (background) [SC-3]",
            "A background → inactive [SC-5]",
            "A inactive → active [SC-5]",
        ])
    }

    func test_SC8_aSuspendedAppHearsADiscardedWindowWhenItNextRuns() {
        let t = ipad(sceneApp())
        t.send(.launch(app: "A", url: nil), .openWindow(app: "A"), .home, .switcherShow)
        t.clearTrace()
        t.send(.switcherKillScene(app: "A", scene: 1))
        XCTAssertEqual(t.callbacks("A"), [])
        XCTAssertEqual(t.state("A"), .suspended, "another window is left: the process stays")
        t.send(.switcherOpen(app: "A"))
        XCTAssertEqual(t.callbacks("A"), ["sceneDidDisconnect", "didDiscardSceneSessions", "sceneWillEnterForeground",
                                          "sceneDidBecomeActive"])
    }

    func test_SC8_discardingIsRefusedOffAnIPadOrForAClassicApp() {
        let iphone = makeDevice(ios: 17, apps: [sceneApp()])
        iphone.send(.launch(app: "A", url: nil))
        iphone.sendRefused(.closeWindow(app: "A", scene: 1), rule: .sc8)
        let t = ipad(.app("C"), sceneApp())
        t.send(.launch(app: "C", url: nil))
        t.sendRefused(.closeWindow(app: "C", scene: 1), rule: .sc8)
        t.send(.launch(app: "A", url: nil))
        t.sendRefused(.closeWindow(app: "A", scene: 2), rule: .sc8)
        t.sendRefused(.switcherKillScene(app: "A", scene: 1), rule: .st2)
    }

    /// TE-2 on an iPad: a running app swiped away loses every scene first (sceneDidDisconnect for
    /// each, one didDiscardSceneSessions), then willTerminate: the iOS 13 answer's iPad sequence.
    func test_TE2_switcherKillOfAWholeSceneAppDisconnectsEverySceneFirst() {
        let t = ipad(sceneApp(modes: [.audio], [(.delegate(.didFinishLaunching), [.startAudio])]))
        t.send(.launch(app: "A", url: nil), .openWindow(app: "A"), .home, .switcherShow)
        t.clearTrace()
        t.send(.switcherKill(app: "A"))
        XCTAssertEqual(t.callbacks("A"), ["sceneDidDisconnect", "sceneDidDisconnect", "didDiscardSceneSessions", "willTerminate"])
        XCTAssertEqual(t.device.sceneStates(app: "A"), [.disconnected, .disconnected])
    }
}
