import LifecycleSim
import XCTest

/// SC-3, SC-5: what `applicationState` reads while a scene-based app launches and returns, per iOS
/// version. Expected values are the lines of the Batch iOS SDK's lifecycle log
/// (BAApplicationLifecycle.h: the app's state at each callback of a scene-based app on iOS 13 and 14)
/// and Bugsnag's "applicationState always returns UIApplicationStateBackground during the launch of
/// UIScene based apps", not the engine's output.
final class SceneLaunchStateTests: RuleTestCase {
    /// The callbacks each handler reads `applicationState` in.
    private static let read: [DelegateCallback] = [
        .willFinishLaunching, .didFinishLaunching, .configurationForConnecting, .willConnect,
        .sceneWillEnterForeground, .sceneDidBecomeActive, .didReceiveNotificationResponse, .didBecomeActive,
    ]

    /// An app (scene-based unless `scenes` is false) whose handlers write `callback state` into `seen`.
    private func app(_ seen: Box<[String]>, scenes: Bool = true) -> AppConfiguration {
        var config = AppConfiguration(name: "A")
        config.scenes = scenes
        for callback in Self.read {
            config.on(callback) { seen.value.append("\(callback) \($0.applicationState.map(\.rawValue) ?? "nil")") }
        }
        return config
    }

    /// BG-4: `backgroundTimeRemaining` is unlimited in the foreground. A scene-based app that
    /// reads background through its launch (SC-5) is still launching into the foreground, not
    /// running on a background budget: it reads unlimited there, as an app without scenes does.
    func test_BG4_SC5_aLaunchingSceneBasedAppHasForegroundTimeWhileItReadsBackground() {
        for ios in [13, 17] {
            let remaining = Box<[String]>([])
            var config = AppConfiguration(name: "A")
            config.scenes = true
            for callback: DelegateCallback in [.didFinishLaunching, .willConnect, .sceneWillEnterForeground, .sceneDidBecomeActive] {
                config.on(callback) { context in
                    let unlimited = context.backgroundTimeRemaining == .greatestFiniteMagnitude
                    remaining.value.append("\(callback) \(unlimited ? "unlimited" : "\(context.backgroundTimeRemaining)")")
                }
            }
            let t = makeDevice(ios: ios, apps: [config])
            t.send(.launch(app: "A", url: nil))
            XCTAssertEqual(remaining.value, ["didFinishLaunching unlimited", "willConnect unlimited",
                                             "sceneWillEnterForeground unlimited", "sceneDidBecomeActive unlimited"],
                           "iOS \(ios)")
        }
    }

    // MARK: Cold launch

    func test_SC5_iOS14ColdLaunch_backgroundThroughSceneDidBecomeActive_thenInactiveThenActive() {
        // Batch, iOS 14 cold open: didFinishLaunching, willConnect, sceneWillEnterForeground and
        // UISceneDidActivateNotification all "State: Background"; then Inactive, then Active.
        for ios in [14, 17] {
            let seen = Box<[String]>([])
            let t = makeDevice(ios: ios, apps: [app(seen)])
            // The app catches up right after sceneDidBecomeActive.
            t.send(.launch(app: "A", url: nil), expecting: sceneLaunch("A"), "iOS \(ios)")
            XCTAssertEqual(seen.value, [
                "willFinishLaunching background", "didFinishLaunching background",
                "configurationForConnecting background", "willConnect background",
                "sceneWillEnterForeground background", "sceneDidBecomeActive background",
            ], "iOS \(ios)")
            XCTAssertEqual(t.state("A"), .active)
        }
    }

    func test_SC5_iOS13ColdLaunch_inactiveRightAfterSceneWillEnterForeground_activeAfterSceneDidBecomeActive() {
        // Batch, iOS 13: sceneWillEnterForeground "State: Background", then "State: Inactive - Scene:
        // Foreground Inactive", UISceneDidActivateNotification "State: Inactive", then Active.
        let seen = Box<[String]>([])
        let t = makeDevice(ios: 13, apps: [app(seen)])
        t.send(.launch(app: "A", url: nil))
        XCTAssertEqual(seen.value, [
            "willFinishLaunching background", "didFinishLaunching background", "configurationForConnecting background",
            "willConnect background", "sceneWillEnterForeground background", "sceneDidBecomeActive inactive",
        ])
        XCTAssertEqual(t.steps("A"), [
            "not-running>background", "willFinishLaunching", "didFinishLaunching", "configurationForConnecting",
            "willConnect", "sceneWillEnterForeground", "background>inactive", "sceneDidBecomeActive", "inactive>active",
        ])
    }

    func test_SC5_iOS14NotificationColdLaunch_backgroundInDidReceive_inactiveInSceneDidBecomeActive() {
        // Batch, iOS 14, notification cold open: userNotificationCenter:didReceive: "State: Background",
        // UISceneDidActivateNotification "State: Inactive", then Active.
        let seen = Box<[String]>([])
        let t = makeDevice(ios: 14, apps: [app(seen)])
        // LA-4: the notification after the scene's sceneWillEnterForeground, before it becomes
        // active; SC-5: the app turns inactive right after the notification's callback.
        t.send(.tapNotification(app: "A", local: false), expecting: sceneLaunchUntilForeground("A", .la4) + [
            "A • didReceiveNotificationResponse (background) [LA-4]",
            "A background → inactive [SC-5]",
            "A/1 foreground-inactive → foreground-active [SC-3]",
            "A/1 • sceneDidBecomeActive (inactive) [SC-3]",
            "A inactive → active [SC-5]",
        ])
        XCTAssertEqual(seen.value, [
            "willFinishLaunching background", "didFinishLaunching background", "configurationForConnecting background",
            "willConnect background", "sceneWillEnterForeground background",
            "didReceiveNotificationResponse background", "sceneDidBecomeActive inactive",
        ])
    }

    func test_SC5_iOS14URLColdLaunch_isAPlainLaunch() {
        // A URL rides in willConnect's options (SC-1): nothing between, so the plain iOS 14 launch.
        let seen = Box<[String]>([])
        let t = makeDevice(ios: 14, apps: [app(seen)])
        t.send(.launch(app: "A", url: "a://x"))
        XCTAssertEqual(seen.value, [
            "willFinishLaunching background", "didFinishLaunching background",
            "configurationForConnecting background", "willConnect background",
            "sceneWillEnterForeground background", "sceneDidBecomeActive background",
        ])
        XCTAssertEqual(t.state("A"), .active)
    }

    // MARK: Return

    func test_SC5_warmReturn_backgroundInSceneWillEnterForeground_inactiveInSceneDidBecomeActive() {
        // Batch, iOS 14 warm open: sceneWillEnterForeground "State: Background", UISceneDidActivateNotification
        // "State: Inactive - Scene: Foreground Active", then Active.
        for ios in [13, 14, 17] {
            let seen = Box<[String]>([])
            let t = makeDevice(ios: ios, apps: [app(seen)])
            t.send(.launch(app: "A", url: nil), .home)
            seen.value = []
            t.send(.launch(app: "A", url: nil), expecting: [
                "A suspended → background [FG-4]",
                "A/1 • sceneWillEnterForeground (background) [SC-4]",
                "A/1 background → foreground-inactive [SC-4]",
                "A background → inactive [SC-5]",
                "A/1 foreground-inactive → foreground-active [SC-4]",
                "A/1 • sceneDidBecomeActive (inactive) [SC-4]",
                "A inactive → active [SC-5]",
            ], "iOS \(ios)")
            XCTAssertEqual(seen.value, ["sceneWillEnterForeground background", "sceneDidBecomeActive inactive"], "iOS \(ios)")
        }
    }

    // MARK: Unchanged

    func test_SC5_theEndOfAnInterruptionStillActivatesTheAppBeforeSceneDidBecomeActive() {
        // Not in the log: SC-5's plain derivation, the app active right after its scene.
        let seen = Box<[String]>([])
        let t = makeDevice(ios: 17, apps: [app(seen)])
        t.send(.launch(app: "A", url: nil), .alert)
        seen.value = []
        t.send(.alertDismiss)
        XCTAssertEqual(seen.value, ["sceneDidBecomeActive active"])
    }

    func test_LA1_anAppWithoutScenesIsInactiveThroughItsLaunchCallbacks() {
        // Batch, "App is NOT using UIScene on iOS 14": didFinishLaunching "State: Inactive".
        for ios in [12, 14, 17] {
            let seen = Box<[String]>([])
            let t = makeDevice(ios: ios, apps: [app(seen, scenes: false)])
            t.send(.launch(app: "A", url: nil))
            XCTAssertEqual(seen.value, ["willFinishLaunching inactive", "didFinishLaunching inactive", "didBecomeActive active"],
                           "iOS \(ios)")
        }
    }

    func test_SC2_aBackgroundLaunchOfASceneBasedAppIsUnchanged() {
        let seen = Box<[String]>([])
        var config = app(seen)
        config.modes = [.fetch]
        let t = makeDevice(ios: 17, apps: [config])
        // BR-3's launch into the background: no scene (SC-2); the completion window keeps it running.
        t.send(.fetch(app: "A"), expecting: [
            "A not-running → background [BR-3]",
            "A • willFinishLaunching (background) [BR-3]",
            "A • didFinishLaunching (background) [BR-3]",
            "A • performFetch (background) [BR-3]",
        ])
        XCTAssertEqual(seen.value, ["willFinishLaunching background", "didFinishLaunching background"])
        XCTAssertEqual(t.device.connectedSceneCount(app: "A"), 0)
    }

    // MARK: The checkers

    func test_SC5_mayTrailOnlyWhereDevicesShowIt() {
        // A launch: background while the scene comes to the foreground.
        XCTAssertTrue(SceneDerivation.mayTrail(.background, .inactive, launchedThisStep: true, enteredThisStep: true))
        XCTAssertTrue(SceneDerivation.mayTrail(.background, .active, launchedThisStep: true, enteredThisStep: true))
        XCTAssertFalse(SceneDerivation.mayTrail(.background, .active, launchedThisStep: false, enteredThisStep: true),
                       "a return is not background once its scene is in the foreground")
        // A launch or a return: inactive while the scene is already active.
        XCTAssertTrue(SceneDerivation.mayTrail(.inactive, .active, launchedThisStep: false, enteredThisStep: true))
        XCTAssertFalse(SceneDerivation.mayTrail(.inactive, .active, launchedThisStep: false, enteredThisStep: false),
                       "the end of an interruption does not trail")
        // Never ahead of the scenes, never behind on the way out.
        XCTAssertFalse(SceneDerivation.mayTrail(.active, .inactive, launchedThisStep: true, enteredThisStep: true))
        XCTAssertFalse(SceneDerivation.mayTrail(.inactive, .background, launchedThisStep: true, enteredThisStep: true))
    }

    func test_SC5_derivationWithALag() {
        let scenes: [SceneActivationState] = [.foregroundActive]
        XCTAssertEqual(SceneDerivation.appState(scenes: scenes, running: true, suspended: false, lag: .launch), .background)
        XCTAssertEqual(SceneDerivation.appState(scenes: scenes, running: true, suspended: false, lag: .activation), .inactive)
        XCTAssertEqual(SceneDerivation.appState(scenes: scenes, running: true, suspended: false), .active)
        XCTAssertEqual(SceneDerivation.appState(scenes: [.background], running: true, suspended: true, lag: .launch),
                       .suspended)
        XCTAssertEqual(SceneDerivation.appState(scenes: scenes, running: false, suspended: false, lag: .launch), .notRunning)
    }

    func test_SC5_aLagThatOutlastsItsStepIsCaught() {
        let monitor = TraceInvariantMonitor()
        let records: [TraceRecord] = [
            .transition(TransitionRecord(time: .zero, app: "A", from: .notRunning, to: .background, rule: .la1)),
            .sceneTransition(SceneTransitionRecord(time: .zero, app: "A", scene: 1, from: .unattached,
                                                   to: .foregroundInactive, rule: .sc3)),
            .callback(CallbackRecord(time: .zero, app: "A", callback: .delegate(.sceneWillEnterForeground),
                                     state: .background, depth: 0, rule: .sc3, scene: 1)),
            .sceneTransition(SceneTransitionRecord(time: .zero, app: "A", scene: 1, from: .foregroundInactive,
                                                   to: .foregroundActive, rule: .sc3)),
            .callback(CallbackRecord(time: .zero, app: "A", callback: .delegate(.sceneDidBecomeActive),
                                     state: .background, depth: 0, rule: .sc3, scene: 1)),
        ]
        records.forEach(monitor.receive)
        XCTAssertEqual(monitor.violations, [], "the launch's lag, within its step")
        monitor.finishStep()
        XCTAssertEqual(monitor.violations, ["A: background but its scenes give active (SC-5)"])
    }

    func test_SC5_aLaggingReturnWithoutALaunchIsCaught() {
        // An app already running that reads background while its scene is foreground-inactive.
        let monitor = TraceInvariantMonitor()
        [
            TraceRecord.event(EventRecord(time: .zero, line: 0, event: "fetch A")),
            .transition(TransitionRecord(time: .zero, app: "A", from: .notRunning, to: .background, rule: .br3)),
            .event(EventRecord(time: .zero, line: 0, event: "launch A")),
            .sceneTransition(SceneTransitionRecord(time: .zero, app: "A", scene: 1, from: .unattached,
                                                   to: .foregroundInactive, rule: .sc4)),
            .callback(CallbackRecord(time: .zero, app: "A", callback: .delegate(.willConnect),
                                     state: .background, depth: 0, rule: .sc4, scene: 1)),
        ].forEach(monitor.receive)
        XCTAssertEqual(monitor.violations, ["A: background but its scenes give inactive (SC-5)"])
    }
}
