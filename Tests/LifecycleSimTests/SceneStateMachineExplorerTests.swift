import LifecycleSim
import XCTest

/// `lifesim diagram --scene` draws what the engine does to a scene; these check the edges the
/// rule texts of docs/RULES.md name (SC-1, SC-3, SC-4, SC-9), each against the rule.
final class SceneStateMachineExplorerTests: XCTestCase {
    /// The newest profile's scene edges, explored once for the tests that read them.
    private static let newest = SceneStateMachineExplorer.explore(version: OSProfile.newestKnownVersion)

    private func has(_ from: SceneActivationState, _ to: SceneActivationState, _ cause: String, _ rule: RuleID,
                     _ callbacks: [String]) -> Bool {
        Self.newest.contains { $0.from == from && $0.to == to && $0.cause == cause && $0.rule == rule && $0.callbacks == callbacks }
    }

    /// SC-3: "scene 1 unattached → foreground-inactive, willConnect, sceneWillEnterForeground,
    /// scene → foreground-active …, sceneDidBecomeActive".
    func test_SC3_coldLaunchConnectsTheSceneAndActivatesIt() {
        XCTAssertTrue(has(.unattached, .foregroundInactive, "launch", .sc3, ["willConnect", "sceneWillEnterForeground"]))
        XCTAssertTrue(has(.foregroundInactive, .foregroundActive, "launch", .sc3, ["sceneDidBecomeActive"]))
    }

    /// SC-2: a fetch connects no scene; a push or a location event that launches the app connects
    /// one straight into the background: "willConnect, with no foreground callback".
    func test_SC2_aBackgroundLaunchConnectsASceneOnlyForAPushOrALocationEvent() {
        XCTAssertFalse(Self.newest.contains { $0.cause == "fetch" })
        for cause in ["push", "location"] {
            XCTAssertTrue(has(.unattached, .background, cause, .sc2, ["willConnect"]), cause)
        }
    }

    /// SC-4: "Home: sceneWillResignActive, scene → foreground-inactive, scene → background …,
    /// sceneDidEnterBackground"; "Return: sceneWillEnterForeground, scene → foreground-inactive →
    /// foreground-active, sceneDidBecomeActive".
    func test_SC4_homeLeavesThroughForegroundInactiveAndLaunchReturns() {
        XCTAssertTrue(has(.foregroundActive, .foregroundInactive, "home", .sc4, ["sceneWillResignActive"]))
        XCTAssertTrue(has(.foregroundInactive, .background, "home", .sc4, ["sceneDidEnterBackground"]))
        XCTAssertFalse(Self.newest.contains { $0.cause == "home" && $0.from == .foregroundActive && $0.to == .background },
                       "SC-4: never straight from foreground-active to the background")
        XCTAssertTrue(has(.background, .foregroundInactive, "launch", .sc4, ["sceneWillEnterForeground"]))
        XCTAssertTrue(Self.newest.contains { $0.from == .foregroundInactive && $0.to == .foregroundActive
                                             && $0.cause == "launch" && $0.callbacks == ["sceneDidBecomeActive"] })
    }

    /// SC-4: "Interruptions (IN) and lock (LK-2) give the scene versions of the same callbacks".
    func test_SC4_interruptionsAndLockUseTheSceneCallbacks() {
        XCTAssertTrue(has(.foregroundActive, .foregroundInactive, "alert", .sc4, ["sceneWillResignActive"]))
        XCTAssertTrue(has(.foregroundInactive, .foregroundActive, "alert dismiss", .sc4, ["sceneDidBecomeActive"]))
        XCTAssertTrue(has(.foregroundActive, .foregroundInactive, "lock", .sc4, ["sceneWillResignActive"]))
        XCTAssertTrue(has(.foregroundInactive, .background, "lock", .sc4, ["sceneDidEnterBackground"]))
    }

    /// SC-9: the system disconnects a background scene: sceneDidDisconnect for a running app; a
    /// suspended app gets the callback only when it next runs, so none with the transition.
    func test_SC9_disconnectReleasesOnlyABackgroundScene() {
        XCTAssertTrue(has(.background, .disconnected, "disconnect", .sc9, ["sceneDidDisconnect"]))
        XCTAssertTrue(has(.background, .disconnected, "disconnect", .sc9, []))
        XCTAssertTrue(Self.newest.filter { $0.cause == "disconnect" }.allSatisfy { $0.from == .background },
                      "SC-9: only background scenes are disconnected")
    }

    /// SC-9 and UIScene.ActivationState: a disconnected scene is never reused (the next launch
    /// connects a new one) and no scene goes back to unattached.
    func test_SC9_disconnectedIsFinalAndUnattachedOnlyAtTheStart() {
        XCTAssertFalse(Self.newest.contains { $0.from == .disconnected })
        XCTAssertFalse(Self.newest.contains { $0.to == .unattached })
        XCTAssertEqual(Set(Self.newest.flatMap { [$0.from, $0.to] }), Set(SceneActivationState.allCases))
    }

    /// SC-1: each edge carries only scene-delegate callbacks; the app delegate's UI callbacks
    /// are not called for a scene-based app at all.
    func test_SC1_onlySceneCallbacksLabelTheEdges() {
        let appDelegateUI = ["didBecomeActive", "willResignActive", "didEnterBackground", "willEnterForeground"]
        let callbacks = Set(Self.newest.flatMap(\.callbacks))
        XCTAssertTrue(callbacks.isDisjoint(with: appDelegateUI), "\(callbacks)")
        XCTAssertFalse(callbacks.contains("configurationForConnecting"), "an app-delegate callback, not the scene's")
    }

    /// SC-1: before iOS 13 `scenes` is ignored, so there is no scene to explore.
    func test_SC1_noSceneTransitionsBeforeIOS13() {
        XCTAssertEqual(SceneStateMachineExplorer.explore(version: OSVersion(12), maxDepth: 3), [])
    }
}
