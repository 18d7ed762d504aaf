import LifecycleSim
import XCTest

/// UI-1 … UI-3: a SwiftUI app's scene phase (docs/RULES.md). Expected values come from the
/// rules' statements and Apple's ScenePhase documentation, not from the engine's output.
final class SwiftUIRuleTests: RuleTestCase {
    private func swiftUIApp(_ name: String = "A", modes: Set<BackgroundMode> = []) -> AppConfiguration {
        var config = AppConfiguration.app(name, modes: modes, [])
        config.swiftUI = true
        return config
    }

    /// The app's callbacks as `callback` / `N:callback` strings.
    private func callbacks(_ t: TestDevice, _ app: String = "A") -> [String] {
        t.callbackRecords(app).map { ($0.scene.map { "\($0):" } ?? "") + $0.callback.description }
    }

    // MARK: UI-1

    func test_UI1_swiftUIImpliesScenes() {
        var config = AppConfiguration.app("A", modes: [], [])
        config.swiftUI = true
        XCTAssertTrue(config.scenes)
    }

    func test_UI1_eachPhaseChangeFollowsTheSceneCallbackThatCausedIt() {
        let t = makeDevice(ios: 17, apps: [swiftUIApp()])
        t.send(.launch(app: "A", url: nil))
        t.clearTrace()
        t.send(.home, .launch(app: "A", url: nil))
        XCTAssertEqual(callbacks(t).filter { $0.hasPrefix("1:") }, [
            "1:sceneWillResignActive", "1:scenePhaseInactive", "1:sceneDidEnterBackground", "1:scenePhaseBackground",
            "1:sceneWillEnterForeground", "1:scenePhaseInactive", "1:sceneDidBecomeActive", "1:scenePhaseActive",
        ])
        XCTAssertTrue(t.callbackRecords("A").filter { $0.callback.description.hasPrefix("scenePhase") }
            .allSatisfy { $0.rule == .ui1 })
        XCTAssertEqual(t.device.scenePhase(app: "A", scene: 1), .active)
        t.assertInvariants()
    }

    func test_UI1_anAlertMakesTheSceneInactive() {
        let t = makeDevice(ios: 17, apps: [swiftUIApp()])
        t.send(.launch(app: "A", url: nil), .alert)
        XCTAssertEqual(t.device.scenePhase(app: "A", scene: 1), .inactive)
        t.send(.alertDismiss)
        XCTAssertEqual(t.device.scenePhase(app: "A", scene: 1), .active)
        t.assertInvariants()
    }

    func test_UI1_noPhaseBeforeIOS14OrWithoutSwiftUI() {
        let old = makeDevice(ios: 13, apps: [swiftUIApp()])
        XCTAssertEqual(old.warnings(.ui1).count, 1, "iOS 13: a warning")
        old.send(.launch(app: "A", url: nil), .home)
        XCTAssertFalse(old.callbacks("A").contains { $0.contains("Phase") }, "\(old.callbacks("A"))")
        XCTAssertEqual(old.device.sceneState(app: "A", scene: 1), .background, "still scene-based (SC-1)")
        XCTAssertNil(old.device.appPhase(app: "A"))
        var scenes = AppConfiguration.app("B", modes: [], [])
        scenes.scenes = true
        let plain = makeDevice(ios: 17, apps: [scenes])
        plain.send(.launch(app: "B", url: nil), .home)
        XCTAssertFalse(plain.callbacks("B").contains { $0.contains("Phase") })
        XCTAssertNil(plain.device.appPhase(app: "B"))
        plain.assertInvariants()
    }

    // MARK: UI-2

    func test_UI2_theAppPhaseIsTheAggregateOfTheScenes() {
        // ScenePhase: "The app reports a value of active if any scene is active, or a value of inactive
        // when no scenes are active"; background otherwise.
        XCTAssertEqual(ScenePhase.aggregate([.background, .active, .inactive]), .active)
        XCTAssertEqual(ScenePhase.aggregate([.background, .inactive]), .inactive)
        XCTAssertEqual(ScenePhase.aggregate([.background, .background]), .background)
        XCTAssertNil(ScenePhase.aggregate([]))
    }

    func test_UI2_appPhaseCallbacksFollowTheScenePhaseCallbacks() {
        let t = makeDevice(ios: 17, apps: [swiftUIApp()])
        t.send(.launch(app: "A", url: nil), .home)
        let phases = callbacks(t).filter { $0.contains("Phase") }
        XCTAssertEqual(phases, ["1:scenePhaseActive", "appPhaseActive", "1:scenePhaseInactive", "appPhaseInactive",
                                "1:scenePhaseBackground", "appPhaseBackground"])
        XCTAssertTrue(t.callbackRecords("A").filter { $0.callback.description.hasPrefix("appPhase") }
            .allSatisfy { $0.rule == .ui2 && $0.scene == nil })
        XCTAssertEqual(t.device.appPhase(app: "A"), .background)
        t.assertInvariants()
    }

    // MARK: UI-3

    func test_UI3_noCallbackForThePhaseASceneConnectsIn() {
        let t = makeDevice(ios: 14, apps: [swiftUIApp()])
        t.send(.launch(app: "A", url: nil))
        XCTAssertEqual(callbacks(t), ["willFinishLaunching", "didFinishLaunching", "configurationForConnecting",
                                      "1:willConnect", "1:sceneWillEnterForeground", "1:sceneDidBecomeActive",
                                      "1:scenePhaseActive", "appPhaseActive"])
    }

    func test_UI3_aBackgroundLaunchHasNoPhase() {
        let t = makeDevice(ios: 17, apps: [swiftUIApp(modes: [.fetch])])
        t.send(.fetch(app: "A"))
        XCTAssertNil(t.device.appPhase(app: "A"))
        XCTAssertFalse(t.callbacks("A").contains { $0.contains("Phase") })
    }
}
