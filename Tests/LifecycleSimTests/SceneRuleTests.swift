import LifecycleSim
import XCTest

/// SC-1 … SC-5, SC-9: scenes on one window (docs/RULES.md). Expected values come from the
/// rules' statements, not from the engine's output.
final class SceneRuleTests: RuleTestCase {
    private static let uiCallbacks: Set<String> = ["didBecomeActive", "willResignActive", "didEnterBackground",
                                                   "willEnterForeground"]

    private func sceneApp(_ name: String = "A", modes: Set<BackgroundMode> = [],
                          _ handlers: [(Callback, [AppAction])] = []) -> AppConfiguration {
        var config = AppConfiguration.app(name, modes: modes, handlers)
        config.scenes = true
        return config
    }

    /// The app's records as `APP/N from>to`, `APP from>to` and `callback` / `N:callback` strings.
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

    // MARK: SC-1

    func test_SC1_sceneBasedAppGetsTheUICallbacksOnItsSceneDelegate() {
        let t = makeDevice(ios: 17, apps: [sceneApp()])
        t.send(.launch(app: "A", url: nil), .home, .launch(app: "A", url: nil), .memoryWarning(.warning))
        let names = t.callbacks("A")
        XCTAssertTrue(Self.uiCallbacks.isDisjoint(with: names), "\(names)")
        XCTAssertEqual(names.filter { $0.hasPrefix("scene") || $0 == "willConnect" },
                       ["willConnect", "sceneWillEnterForeground", "sceneDidBecomeActive", "sceneWillResignActive",
                        "sceneDidEnterBackground", "sceneWillEnterForeground", "sceneDidBecomeActive"])
        // The launch callbacks and the memory warning stay on the app delegate: no scene on their records.
        let appDelegate = t.callbackRecords("A").filter { $0.scene == nil }.map(\.callback.description)
        XCTAssertEqual(appDelegate, ["willFinishLaunching", "didFinishLaunching", "configurationForConnecting",
                                     "didReceiveMemoryWarning"])
    }

    func test_SC1_scenesIsIgnoredWithAWarningBeforeIOS13() {
        let t = makeDevice(ios: 12, apps: [sceneApp()])
        let warnings = t.trace.records.compactMap { record -> WarningRecord? in
            if case .warning(let w) = record { return w }
            return nil
        }
        XCTAssertEqual(warnings.map(\.rule), [.sc1])
        // The app delegate gets the UI callbacks; no scene record.
        t.send(.launch(app: "A", url: nil), expecting: userLaunch("A"))
        t.send(.home, expecting: homeFromActive("A") + [
            "A background → suspended [BG-2]",
        ])
        XCTAssertNil(t.device.sceneState(app: "A", scene: 1))
    }

    func test_SC1_classicAppOnIOS17KeepsTheAppDelegateCallbacks() {
        let t = makeDevice(ios: 17, apps: [.app("A")])
        t.send(.launch(app: "A", url: nil), .home)
        XCTAssertEqual(t.callbacks("A"), ["willFinishLaunching", "didFinishLaunching", "didBecomeActive",
                                          "willResignActive", "didEnterBackground"])
        XCTAssertEqual(t.device.connectedSceneCount(app: "A"), 0)
    }

    func test_SC1_aURLOpenedWhileConnectedGoesToTheScene() {
        let t = makeDevice(ios: 17, apps: [sceneApp()])
        t.send(.launch(app: "A", url: nil), .home)
        t.clearTrace()
        t.send(.openURL(url: "a://x", app: "A", from: nil))
        XCTAssertEqual(t.callbacks("A"), ["sceneWillEnterForeground", "sceneOpenURLContexts", "sceneDidBecomeActive"])
    }

    /// SC-1, LA-2: a URL opened in a scene-based app already on screen goes to its scene's
    /// scene(_:openURLContexts:) and not to the app delegate's openURL, which UIKit does not call
    /// for an app that adopted scenes; the app stays active. A classic app gets openURL.
    func test_SC1_LA2_aURLOpenedInASceneBasedAppOnScreenGoesToItsScene() {
        let t = makeDevice(ios: 17, apps: [sceneApp(), .app("C")])
        t.send(.launch(app: "A", url: nil))
        t.clearTrace()
        XCTAssertEqual(t.handle(.openURL(url: "a://x", app: "A", from: nil)), .applied)
        XCTAssertEqual(records(t), ["1:sceneOpenURLContexts"])
        XCTAssertEqual(t.state("A"), .active)
        t.send(.launch(app: "C", url: nil))
        t.clearTrace()
        XCTAssertEqual(t.handle(.openURL(url: "c://y", app: "C", from: nil)), .applied)
        XCTAssertEqual(t.steps("C"), ["openURL"])
    }

    // MARK: SC-2

    func test_SC2_theBudgetStartsWhenTheLastSceneEntersTheBackgroundAndBelongsToTheProcess() {
        let t = makeDevice(ios: 17, apps: [sceneApp(handlersFor: "keep")])
        t.send(.launch(app: "A", url: nil), .home)
        XCTAssertEqual(t.state("A"), .background)
        XCTAssertEqual(t.device.remaining(of: "A"), .left(.seconds(30)), "PR-1: 30 s from iOS 13")
        t.wait(30)
        XCTAssertEqual(t.state("A"), .suspended, "BG-5 then BG-2")
        XCTAssertEqual(t.device.sceneState(app: "A", scene: 1), .background, "suspension is per process")
    }

    func test_SC2_aBackgroundLaunchConnectsNoScene() {
        let t = makeDevice(ios: 17, apps: [sceneApp(modes: [.fetch], [(.delegate(.performFetch), [.completeFetch(.newData)])])])
        t.send(.fetch(app: "A"))
        XCTAssertEqual(t.callbacks("A"), ["willFinishLaunching", "didFinishLaunching", "performFetch"])
        XCTAssertEqual(t.device.connectedSceneCount(app: "A"), 0)
        XCTAssertNil(t.device.sceneState(app: "A", scene: 1))
    }

    // MARK: SC-3

    func test_SC3_coldLaunchOrder() {
        // SC-5 on iOS 13 (Batch's log): background through sceneWillEnterForeground, inactive right after,
        // inactive in sceneDidBecomeActive, active after it.
        let t = makeDevice(ios: 13, apps: [sceneApp()])
        t.send(.launch(app: "A", url: nil))
        XCTAssertEqual(records(t), [
            "app not-running>background", "willFinishLaunching", "didFinishLaunching", "configurationForConnecting",
            "scene 1 unattached>foreground-inactive", "1:willConnect", "1:sceneWillEnterForeground",
            "app background>inactive", "scene 1 foreground-inactive>foreground-active", "1:sceneDidBecomeActive",
            "app inactive>active",
        ])
        let rules = t.trace.records.compactMap { record -> RuleID? in
            if case .sceneTransition(let r) = record { return r.rule }
            return nil
        }
        XCTAssertEqual(rules, [.sc3, .sc3])
    }

    // MARK: SC-4

    func test_SC4_homeAndReturn() {
        let t = makeDevice(ios: 17, apps: [sceneApp()])
        t.send(.launch(app: "A", url: nil))
        t.clearTrace()
        t.send(.home)
        XCTAssertEqual(records(t), [
            "1:sceneWillResignActive", "scene 1 foreground-active>foreground-inactive", "app active>inactive",
            "scene 1 foreground-inactive>background", "app inactive>background", "1:sceneDidEnterBackground",
            "app background>suspended",
        ])
        t.clearTrace()
        t.send(.launch(app: "A", url: nil))
        XCTAssertEqual(records(t), [
            "app suspended>background", "1:sceneWillEnterForeground", "scene 1 background>foreground-inactive",
            "app background>inactive", "scene 1 foreground-inactive>foreground-active", "1:sceneDidBecomeActive",
            "app inactive>active",
        ], "SC-5: the app is inactive in sceneDidBecomeActive and active right after it (Batch's warm open)")
    }

    func test_SC4_interruptionsAndLockGiveTheSceneCallbacks() {
        let t = makeDevice(ios: 17, apps: [sceneApp()])
        t.send(.launch(app: "A", url: nil))
        t.clearTrace()
        t.send(.alert, .alertDismiss)
        XCTAssertEqual(t.callbacks("A"), ["sceneWillResignActive", "sceneDidBecomeActive"])
        t.clearTrace()
        t.send(.lock)
        XCTAssertEqual(t.callbacks("A"), ["sceneWillResignActive", "sceneDidEnterBackground"])
        t.clearTrace()
        t.send(.unlock)
        XCTAssertEqual(t.callbacks("A"), ["sceneWillEnterForeground", "sceneDidBecomeActive"])
    }

    // MARK: SC-5

    func test_SC5_derivationTable() {
        func derive(_ scenes: [SceneActivationState], suspended: Bool = false) -> AppState {
            SceneDerivation.appState(scenes: scenes, running: true, suspended: suspended)
        }
        XCTAssertEqual(derive([.background, .foregroundActive]), .active, "any scene foreground-active")
        XCTAssertEqual(derive([.foregroundInactive, .background]), .inactive, "inactive, none active")
        XCTAssertEqual(derive([.background]), .background, "every connected scene in the background")
        XCTAssertEqual(derive([]), .background, "none connected")
        XCTAssertEqual(derive([.disconnected]), .background, "a disconnected scene does not count")
        XCTAssertEqual(derive([.background], suspended: true), .suspended, "BG-2")
        XCTAssertEqual(SceneDerivation.appState(scenes: [.foregroundActive], running: false, suspended: false),
                       .notRunning)
    }

    func test_SC5_theAppsTransitionFollowsTheSceneTransitionThatCausedIt() {
        let t = makeDevice(ios: 17, apps: [sceneApp()])
        t.send(.launch(app: "A", url: nil), .alert, .alertDismiss, .home)
        let records = t.trace.records.filter {
            switch $0 {
            case .transition, .sceneTransition: return true
            case .callback(let r): return r.callback == .delegate(.sceneDidBecomeActive)
            default: return false
            }
        }
        var caughtUp: [String] = []
        for (index, record) in records.enumerated() {
            guard case .transition(let app) = record, app.from != .notRunning, app.to != .suspended else { continue }
            XCTAssertEqual(app.rule, .sc5)
            guard index > 0, case .sceneTransition = records[index - 1] else {
                caughtUp.append("\(app.from)>\(app.to)")
                continue
            }
        }
        // SC-5's one exception: the launch's app catches up right after sceneDidBecomeActive (iOS 14+).
        XCTAssertEqual(caughtUp, ["background>inactive", "inactive>active"])
        XCTAssertEqual(TraceInvariants.problems(in: t.history.records, ios: 17), [])
    }

    // MARK: SC-9

    func test_SC9_disconnectKeepsTheProcessAndTheNextLaunchConnectsANewScene() {
        let t = makeDevice(ios: 17, apps: [sceneApp(handlersFor: "keep")])
        t.send(.launch(app: "A", url: nil), .home)
        t.clearTrace()
        t.send(.disconnectScene(app: "A", scene: 1))
        XCTAssertEqual(records(t), ["scene 1 background>disconnected", "1:sceneDidDisconnect"])
        XCTAssertEqual(t.state("A"), .background, "the process keeps running on its task")
        XCTAssertEqual(t.device.connectedSceneCount(app: "A"), 0)
        t.clearTrace()
        t.send(.launch(app: "A", url: nil))
        XCTAssertEqual(t.callbacks("A"), ["willConnect", "sceneWillEnterForeground", "sceneDidBecomeActive"],
                       "the session was kept: no configurationForConnecting")
        XCTAssertEqual(t.callbackRecords("A").first?.scene, 2, "scene numbers are never reused")
        XCTAssertEqual(t.device.sceneState(app: "A", scene: 1), .disconnected)
        XCTAssertEqual(t.device.sceneState(app: "A", scene: 2), .foregroundActive)
    }

    func test_SC9_aSuspendedAppHearsSceneDidDisconnectWhenItNextRuns() {
        let t = makeDevice(ios: 17, apps: [sceneApp()])
        t.send(.launch(app: "A", url: nil), .home)
        XCTAssertEqual(t.state("A"), .suspended)
        t.send(.disconnectScene(app: "A", scene: 1), expecting: ["A/1 background → disconnected [SC-9]"])
        XCTAssertEqual(t.state("A"), .suspended)
        // The resume first delivers what the suspension held (docs/EXECUTION_MODEL.md), then the return
        // connects a new scene number without configurationForConnecting (SC-9); a returning app
        // turns inactive right after its scene does, active after sceneDidBecomeActive (SC-5).
        t.send(.launch(app: "A", url: nil), expecting: [
            "A suspended → background [FG-4]",
            "A/1 • sceneDidDisconnect (background) [SC-9]",
            "A/2 unattached → foreground-inactive [SC-4]",
            "A background → inactive [SC-5]",
            "A/2 • willConnect (inactive) [SC-4]",
            "A/2 • sceneWillEnterForeground (inactive) [SC-4]",
            "A/2 foreground-inactive → foreground-active [SC-4]",
            "A/2 • sceneDidBecomeActive (inactive) [SC-4]",
            "A inactive → active [SC-5]",
        ])
    }

    func test_SC9_onlyABackgroundSceneOfASceneBasedAppCanBeDisconnected() {
        let t = makeDevice(ios: 17, apps: [sceneApp(), .app("B")])
        t.sendRefused(.disconnectScene(app: "A", scene: 1), rule: .sc9)
        t.send(.launch(app: "A", url: nil))
        t.sendRefused(.disconnectScene(app: "A", scene: 1), rule: .sc9)
        t.sendRefused(.disconnectScene(app: "A", scene: 2), rule: .sc9)
        t.sendRefused(.disconnectScene(app: "B", scene: 1), rule: .sc9)
    }

    // MARK: Trace

    func test_SC5_jsonOfASceneTransitionAndASceneCallback() {
        let t = makeDevice(ios: 17, apps: [sceneApp()])
        t.send(.launch(app: "A", url: nil))
        // The whole launch (SC-3, SC-5 from iOS 14): a scene's records carry `scene`, an
        // app-delegate record has no scene field.
        t.assertLines(t.trace.records.map { TraceJSONFormatter.line(for: $0) }, [
            #"{"kind":"event","time":0,"line":0,"event":"launch A"}"#,
            #"{"kind":"transition","time":0,"app":"A","from":"not-running","to":"background","rule":"LA-1"}"#,
            #"{"kind":"callback","time":0,"app":"A","callback":"willFinishLaunching","state":"background","depth":0,"rule":"LA-1"}"#,
            #"{"kind":"callback","time":0,"app":"A","callback":"didFinishLaunching","state":"background","depth":0,"rule":"LA-1"}"#,
            #"{"kind":"callback","time":0,"app":"A","callback":"configurationForConnecting","state":"background","depth":0,"rule":"SC-3"}"#,
            #"{"kind":"scene-transition","time":0,"app":"A","scene":1,"from":"unattached","to":"foreground-inactive","rule":"SC-3"}"#,
            #"{"kind":"callback","time":0,"app":"A","callback":"willConnect","state":"background","scene":1,"depth":0,"rule":"SC-3"}"#,
            #"{"kind":"callback","time":0,"app":"A","callback":"sceneWillEnterForeground","state":"background","scene":1,"depth":0,"rule":"SC-3"}"#,
            #"{"kind":"scene-transition","time":0,"app":"A","scene":1,"from":"foreground-inactive","to":"foreground-active","rule":"SC-3"}"#,
            #"{"kind":"callback","time":0,"app":"A","callback":"sceneDidBecomeActive","state":"background","scene":1,"depth":0,"rule":"SC-3"}"#,
            #"{"kind":"transition","time":0,"app":"A","from":"background","to":"inactive","rule":"SC-5"}"#,
            #"{"kind":"transition","time":0,"app":"A","from":"inactive","to":"active","rule":"SC-5"}"#,
        ], "launch A as JSON")
    }

    func test_SC1_callbackNamesAsUIKitAndXamarinSpellThem() {
        let cases: [(DelegateCallback, String, String, String)] = [
            (.willConnect, "scene(_:willConnectTo:options:)", "scene:willConnectToSession:options:", "WillConnect"),
            (.sceneDidBecomeActive, "sceneDidBecomeActive(_:)", "sceneDidBecomeActive:", "DidBecomeActive"),
            (.sceneDidDisconnect, "sceneDidDisconnect(_:)", "sceneDidDisconnect:", "DidDisconnect"),
            (.configurationForConnecting, "application(_:configurationForConnecting:options:)",
             "application:configurationForConnectingSceneSession:options:", "GetConfiguration"),
        ]
        for (callback, swift, objc, xamarin) in cases {
            XCTAssertEqual(CallbackNameStyle.swift.name(of: callback.callback), swift)
            XCTAssertEqual(CallbackNameStyle.objc.name(of: callback.callback), objc)
            XCTAssertEqual(CallbackNameStyle.xamarin.name(of: callback.callback), xamarin)
        }
        let record = CallbackRecord(time: .zero, app: "Notes", callback: .delegate(.sceneDidBecomeActive),
                                    state: .active, depth: 0, rule: .sc4, scene: 1)
        XCTAssertEqual(TraceTextFormatter().line(for: .callback(record)),
                       "     0.000  Notes/1  • sceneDidBecomeActive  (app active)  [SC-4]",
                       "a scene's callback shows the app's state, marked as the app's (docs/TRACE.md)")
    }

    func test_SC9_explainedWithItsRule() {
        let record = SceneTransitionRecord(time: .zero, app: "A", scene: 1, from: .background, to: .disconnected,
                                           rule: .sc9)
        XCTAssertEqual(TraceExplainer.explain(.sceneTransition(record))?.rules, [.sc9])
    }
}

private extension SceneRuleTests {
    /// A scene-based app that begins task `task` in sceneDidEnterBackground and ends it when it expires.
    func sceneApp(handlersFor task: String) -> AppConfiguration {
        sceneApp("A", [(.delegate(.sceneDidEnterBackground), [.beginTask(task)]), (.expire(task: task), [.endTask(task)])])
    }
}

extension SceneRuleTests {
    func test_SC2_aKillEndsTheProcessAndItsScenesWithoutASceneCallback() {
        let t = makeDevice(ios: 17, apps: [sceneApp()])
        t.send(.launch(app: "A", url: nil), .home)
        t.clearTrace()
        t.send(.memoryPressure(nil))
        XCTAssertEqual(records(t), ["scene 1 background>disconnected", "app suspended>not-running"],
                       "a suspended app is killed silently (MW-1, TE-3); its scene goes with the process")
        XCTAssertEqual(t.device.connectedSceneCount(app: "A"), 0)
        t.clearTrace()
        t.send(.launch(app: "A", url: nil))
        XCTAssertEqual(t.callbacks("A"), ["willFinishLaunching", "didFinishLaunching",
                                          "willConnect", "sceneWillEnterForeground", "sceneDidBecomeActive"],
                       "SC-3 again, as scene 2: the kill kept the scene session, so no configurationForConnecting")
        XCTAssertEqual(t.device.sceneState(app: "A", scene: 2), .foregroundActive)
    }

    func test_SC2_aBackgroundEventResumesTheProcessOnTheAppDelegateAndLeavesTheSceneInTheBackground() {
        let t = makeDevice(ios: 17, apps: [sceneApp(modes: [.fetch], [(.delegate(.performFetch), [.completeFetch(.newData)])])])
        t.send(.launch(app: "A", url: nil), .home)
        XCTAssertEqual(t.state("A"), .suspended)
        t.clearTrace()
        t.send(.fetch(app: "A"))
        XCTAssertEqual(t.callbackRecords("A").map { "\($0.callback) \($0.scene.map(String.init) ?? "app delegate")" },
                       ["performFetch app delegate"])
        XCTAssertEqual(t.device.sceneState(app: "A", scene: 1), .background)
        XCTAssertEqual(t.state("A"), .suspended, "completed at once: BG-2 suspends it again")
    }
}

extension SceneRuleTests {
    func test_SC4_stateRestorationActivityIsAskedAfterSceneDidEnterBackgroundOnlyWhenImplemented() {
        let home = [
            "A/1 • sceneWillResignActive (active) [SC-4]",
            "A/1 foreground-active → foreground-inactive [SC-4]",
            "A active → inactive [SC-5]",
            "A/1 foreground-inactive → background [SC-4]",
            "A inactive → background [SC-5]",
            "A/1 • sceneDidEnterBackground (background) [SC-4]",
        ]
        let asked = makeDevice(ios: 17, apps: [sceneApp("A", [(.delegate(.stateRestorationActivity), [])])])
        asked.send(.launch(app: "A", url: nil))
        asked.send(.home, expecting: home + [
            "A/1 • stateRestorationActivity (background) [SC-4]",
            "A background → suspended [BG-2]",
        ])
        let notAsked = makeDevice(ios: 17, apps: [sceneApp()])
        notAsked.send(.launch(app: "A", url: nil))
        notAsked.send(.home, expecting: home + ["A background → suspended [BG-2]"])
    }
}
