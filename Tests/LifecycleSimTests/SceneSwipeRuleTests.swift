import LifecycleSim
import XCTest

/// TE-2 for scene-based apps (docs/RULES.md, TE-2's "Our reading"): what a running app hears when
/// the user swipes it away depends on the device and the year of the log. Expected sequences are
/// the published ones: the iOS 13 answer's iPhone (sceneDidEnterBackground, willTerminate) and iPad
/// (sceneDidDisconnect, didDiscardSceneSessions, willTerminate) orders, Apple Developer Forums thread
/// 732170's later iPhone log (no background step), and didDiscardSceneSessions' reference for the
/// next launch ("If your app isn't running, UIKit calls this method the next time your app launches").
final class SceneSwipeRuleTests: RuleTestCase {
    private func notes(modes: Set<BackgroundMode> = [], _ handlers: [(Callback, [AppAction])] = []) -> AppConfiguration {
        var config = AppConfiguration.app("Notes", modes: modes, handlers)
        config.scenes = true
        return config
    }

    /// The app in front, inactive under the switcher, swiped away.
    private func swipeFrontApp(ios: Int, model: DeviceModel = .iphone, scene: Bool = false) -> TestDevice {
        let t = makeDevice(ios: ios, model: model, apps: [notes()])
        t.send(.launch(app: "Notes", url: nil), .switcherShow)
        t.clearTrace()
        t.send(scene ? .switcherKillScene(app: "Notes", scene: 1) : .switcherKill(app: "Notes"))
        return t
    }

    func test_TE2_anIPhoneFromIOS14_disconnectsAndDiscardsBeforeWillTerminate_noBackgroundStep() {
        for ios in [14, 17, 26] {
            let t = swipeFrontApp(ios: ios)
            XCTAssertEqual(t.traceLines(), [
                "▸ switcher kill Notes",
                "Notes/1 foreground-inactive → disconnected [SC-8]",
                "Notes inactive → background [SC-5]",
                "Notes/1 • sceneDidDisconnect (background) [SC-8]",
                "Notes • didDiscardSceneSessions (background) [SC-8]",
                "Notes • willTerminate (background) [TE-2]",
                "Notes background → not-running [TE-2]",
            ], "iOS \(ios)")
        }
    }

    func test_TE2_anIOS13IPhone_sceneDidEnterBackgroundThenWillTerminate_theDiscardAtTheNextLaunch() {
        let t = swipeFrontApp(ios: 13)
        XCTAssertEqual(t.callbacks("Notes"), ["sceneDidEnterBackground", "willTerminate"])
        t.send(.switcherClose)
        t.clearTrace()
        t.send(.launch(app: "Notes", url: nil))
        XCTAssertEqual(Array(t.callbacks("Notes").prefix(4)),
                       ["willFinishLaunching", "didFinishLaunching", "didDiscardSceneSessions", "configurationForConnecting"])
    }

    /// SC-8 and TE-2: on a one-window iPad app the app's card and its window's card are one swipe.
    func test_TE2_SC8_onAOneWindowIPadApp_theAppsCardAndItsWindowsCardGiveTheSameCallbacks() {
        for ios in [13, 17] {
            let app = swipeFrontApp(ios: ios, model: .ipad)
            let window = swipeFrontApp(ios: ios, model: .ipad, scene: true)
            XCTAssertEqual(app.callbacks("Notes"), ["sceneDidDisconnect", "didDiscardSceneSessions", "willTerminate"], "iOS \(ios)")
            XCTAssertEqual(window.callbacks("Notes"), app.callbacks("Notes"), "iOS \(ios)")
        }
    }

    /// A suspended app hears nothing (TE-2, TE-3), and its session is kept (TE-2's reading,
    /// openradar FB9855914): its next launch reconnects it, with no discard to hear.
    func test_TE2_aSuspendedAppDiesSilently_andItsNextLaunchReconnectsItsSession() {
        let t = makeDevice(ios: 17, apps: [notes()])
        t.send(.launch(app: "Notes", url: nil), .home, .switcherShow)
        t.clearTrace()
        t.send(.switcherKill(app: "Notes"))
        XCTAssertEqual(t.callbacks("Notes"), [])
        t.send(.switcherClose)
        t.clearTrace()
        t.send(.launch(app: "Notes", url: nil))
        XCTAssertEqual(Array(t.callbacks("Notes").prefix(3)), ["willFinishLaunching", "didFinishLaunching", "willConnect"])
    }

    /// A running background app (audio, BM-1) is told too, and what it heard is not told again.
    func test_TE2_aRunningBackgroundAppLosesItsSceneFirst_andHearsNothingMoreAtItsNextLaunch() {
        let t = makeDevice(ios: 17, apps: [notes(modes: [.audio], [(.delegate(.didFinishLaunching), [.startAudio])])])
        t.send(.launch(app: "Notes", url: nil), .home, .switcherShow)
        XCTAssertEqual(t.state("Notes"), .background)
        t.clearTrace()
        t.send(.switcherKill(app: "Notes"))
        XCTAssertEqual(t.callbacks("Notes"), ["sceneDidDisconnect", "didDiscardSceneSessions", "willTerminate"])
        t.send(.switcherClose)
        t.clearTrace()
        t.send(.launch(app: "Notes", url: nil))
        XCTAssertFalse(t.callbacks("Notes").contains("didDiscardSceneSessions"))
    }
}
