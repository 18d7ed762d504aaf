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

    /// Home from scene-based `app` with no phase callbacks (SC-4, SC-5, BG-2).
    private static func home(_ app: String) -> [String] {
        [
            "\(app)/1 • sceneWillResignActive (active) [SC-4]",
            "\(app)/1 foreground-active → foreground-inactive [SC-4]",
            "\(app) active → inactive [SC-5]",
            "\(app)/1 foreground-inactive → background [SC-4]",
            "\(app) inactive → background [SC-5]",
            "\(app)/1 • sceneDidEnterBackground (background) [SC-4]",
            "\(app) background → suspended [BG-2]",
        ]
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
        // UI-1: each scene phase right after the scene callback that caused it; UI-2: the App's
        // aggregate right after the scene's phase.
        t.send(.home, expecting: [
            "A/1 • sceneWillResignActive (active) [SC-4]",
            "A/1 • scenePhaseInactive (active) [UI-1]",
            "A • appPhaseInactive (active) [UI-2]",
            "A/1 foreground-active → foreground-inactive [SC-4]",
            "A active → inactive [SC-5]",
            "A/1 foreground-inactive → background [SC-4]",
            "A inactive → background [SC-5]",
            "A/1 • sceneDidEnterBackground (background) [SC-4]",
            "A/1 • scenePhaseBackground (background) [UI-1]",
            "A • appPhaseBackground (background) [UI-2]",
            "A background → suspended [BG-2]",
        ])
        t.send(.launch(app: "A", url: nil), expecting: [
            "A suspended → background [FG-4]",
            "A/1 • sceneWillEnterForeground (background) [SC-4]",
            "A/1 • scenePhaseInactive (background) [UI-1]",
            "A • appPhaseInactive (background) [UI-2]",
            "A/1 background → foreground-inactive [SC-4]",
            "A background → inactive [SC-5]",
            "A/1 foreground-inactive → foreground-active [SC-4]",
            "A/1 • sceneDidBecomeActive (inactive) [SC-4]",
            "A/1 • scenePhaseActive (inactive) [UI-1]",
            "A • appPhaseActive (inactive) [UI-2]",
            "A inactive → active [SC-5]",
        ])
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
        // Still scene-based (SC-1), with iOS 13's launch (SC-5: inactive right after
        // sceneWillEnterForeground), and no phase callback.
        old.send(.launch(app: "A", url: nil), expecting: sceneLaunchUntilForeground("A") + [
            "A background → inactive [SC-5]",
            "A/1 foreground-inactive → foreground-active [SC-3]",
            "A/1 • sceneDidBecomeActive (inactive) [SC-3]",
            "A inactive → active [SC-5]",
        ])
        old.send(.home, expecting: Self.home("A"))
        XCTAssertNil(old.device.appPhase(app: "A"))
        var scenes = AppConfiguration.app("B", modes: [], [])
        scenes.scenes = true
        let plain = makeDevice(ios: 17, apps: [scenes])
        plain.send(.launch(app: "B", url: nil), expecting: sceneLaunch("B"))
        plain.send(.home, expecting: Self.home("B"))
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
        // BR-3's launch connects no scene (SC-2), so nothing has a phase.
        t.send(.fetch(app: "A"), expecting: [
            "A not-running → background [BR-3]",
            "A • willFinishLaunching (background) [BR-3]",
            "A • didFinishLaunching (background) [BR-3]",
            "A • performFetch (background) [BR-3]",
        ])
        XCTAssertNil(t.device.appPhase(app: "A"))
    }
}
