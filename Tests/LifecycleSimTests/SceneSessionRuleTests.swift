import LifecycleSim
import XCTest

/// SC-3: a scene session outlives its process. Expected orders come from Apple's reference, not
/// from the engine's output:
/// - UISceneSession: "UIKit maintains the session information for the lifetime of the scene
///   itself, destroying the session in response to the user closing the scene in the app switcher."
/// - application(_:configurationForConnecting:options:): "UIKit calls this method shortly before
///   creating a new scene" (Xcode's template: "Called when a new scene session is being created.").
/// So only a launch that needs a new session asks configurationForConnecting; a launch after the
/// process ended any other way reconnects the saved session with willConnect alone.
final class SceneSessionRuleTests: RuleTestCase {
    /// The user launch of a scene-based app whose saved session reconnects (SC-3).
    private static let reconnectingLaunch = ["willFinishLaunching", "didFinishLaunching", "willConnect",
                                             "sceneWillEnterForeground", "sceneDidBecomeActive"]
    /// The user launch that creates a new session: configurationForConnecting before willConnect (SC-3).
    private static let creatingLaunch = ["willFinishLaunching", "didFinishLaunching", "configurationForConnecting",
                                         "willConnect", "sceneWillEnterForeground", "sceneDidBecomeActive"]

    private func sceneApp(multiple: Bool = false, modes: Set<BackgroundMode> = [],
                          _ handlers: [(Callback, [AppAction])] = []) -> AppConfiguration {
        var config = AppConfiguration.app("A", modes: modes, handlers)
        config.scenes = true
        config.multipleScenes = multiple
        return config
    }

    /// Launches A, sends it home, runs `ending` (which must end its process), then launches it
    /// again and returns the callbacks of that last launch.
    private func relaunch(after ending: [DeviceEvent], wait seconds: Int64 = 0,
                          _ app: AppConfiguration? = nil, file: StaticString = #filePath, line: UInt = #line) -> [String] {
        let t = makeDevice(ios: 17, apps: [app ?? sceneApp()])
        t.send(.launch(app: "A", url: nil))
        XCTAssertEqual(t.callbacks("A"), Self.creatingLaunch, "the first launch ever creates the session",
                       file: file, line: line)
        t.send(.home)
        for event in ending { t.send(event, file: file, line: line) }
        if seconds > 0 { t.wait(seconds) }
        XCTAssertEqual(t.state("A"), .notRunning, "the process ended", file: file, line: line)
        t.clearTrace()
        t.send(.launch(app: "A", url: nil))
        return t.callbacks("A")
    }

    func test_SC3_aLaunchAfterTheSystemEndedTheProcessReconnectsTheSavedSession() {
        XCTAssertEqual(relaunch(after: [.memoryPressure(nil)]), Self.reconnectingLaunch, "MW-1 memory pressure")
        XCTAssertEqual(relaunch(after: [.crash(app: "A")]), Self.reconnectingLaunch, "a crash")
        XCTAssertEqual(relaunch(after: [.debuggerKill(app: "A")]), Self.reconnectingLaunch, "DB-1 debugger stop")
    }

    func test_SC3_aLaunchAfterTheBackgroundTaskExpiryKillReconnectsTheSavedSession() {
        // BG-5: a task never ended gets the app killed when its time runs out.
        let app = sceneApp([(.delegate(.sceneDidEnterBackground), [.beginTask("keep")])])
        XCTAssertEqual(relaunch(after: [], wait: 60, app), Self.reconnectingLaunch)
    }

    func test_SC3_aRebootKeepsTheSession() {
        // UISceneDestructionCondition.systemDisconnection (iOS 26) lets a scene opt in to being destroyed
        // "when disconnected by the system. For example, terminating the process, or rebooting the device":
        // without it a reboot does not destroy the scene's session.
        XCTAssertEqual(relaunch(after: [.reboot]), Self.reconnectingLaunch)
    }

    /// TE-2: the app in front, running under the switcher, is swiped away on an iPhone with iOS
    /// 14+: it hears its scene discarded (sceneDidDisconnect, didDiscardSceneSessions), so the next
    /// launch creates a new session.
    func test_SC3_swipingAwayTheRunningAppDestroysItsSessionSoTheNextLaunchCreatesOne() {
        let t = makeDevice(ios: 17, apps: [sceneApp()])
        t.send(.launch(app: "A", url: nil), .switcherShow, .switcherKill(app: "A"), .switcherClose)
        t.clearTrace()
        t.send(.launch(app: "A", url: nil))
        XCTAssertEqual(t.callbacks("A"), Self.creatingLaunch, "the discard was heard at the swipe")
        // The new session is saved in its turn: a crash keeps it.
        t.send(.crash(app: "A"))
        t.clearTrace()
        t.send(.launch(app: "A", url: nil))
        XCTAssertEqual(t.callbacks("A"), Self.reconnectingLaunch)
    }

    /// TE-2's reading (openradar FB9855914, iOS 15, iPhone or iPad: an app sent Home, then swiped
    /// away, "relaunched with a `restorationActivity` instance"): the swipe of a suspended app keeps
    /// its session, which the next launch reconnects, with no discard to hear.
    func test_SC3_swipingAwayASuspendedAppKeepsItsSessionForTheNextLaunch() {
        let t = makeDevice(ios: 17, apps: [sceneApp()])
        t.send(.launch(app: "A", url: nil), .home, .switcherShow, .switcherKill(app: "A"), .switcherClose)
        t.clearTrace()
        t.send(.launch(app: "A", url: nil))
        XCTAssertEqual(t.callbacks("A"), Self.reconnectingLaunch, "the session the swipe left is restored")
    }

    func test_SC3_aBackgroundLaunchFirstLeavesTheSessionToTheFirstUserLaunch() {
        // SC-2: a background launch connects no scene, so no session exists until the user opens the app.
        let t = makeDevice(ios: 17, apps: [sceneApp(modes: [.fetch], [(.delegate(.performFetch), [.completeFetch(.newData)])])])
        t.send(.fetch(app: "A"))
        t.clearTrace()
        t.send(.launch(app: "A", url: nil))
        XCTAssertEqual(t.callbacks("A"), ["configurationForConnecting", "willConnect", "sceneWillEnterForeground",
                                          "sceneDidBecomeActive"])
    }

    func test_SC3_eachWindowHasItsOwnSession() {
        let t = makeDevice(ios: 17, model: .ipad, apps: [sceneApp(multiple: true)])
        t.send(.launch(app: "A", url: nil))
        // SC-6: a new window, a new session (configurationForConnecting), after the window on
        // screen leaves as with Home (SC-4).
        t.send(.openWindow(app: "A"), expecting: [
            "A/1 • sceneWillResignActive (active) [SC-4]",
            "A/1 foreground-active → foreground-inactive [SC-4]",
            "A active → inactive [SC-5]",
            "A/1 foreground-inactive → background [SC-4]",
            "A inactive → background [SC-5]",
            "A/1 • sceneDidEnterBackground (background) [SC-4]",
            "A • configurationForConnecting (background) [SC-6]",
            "A/2 unattached → foreground-inactive [SC-6]",
            "A background → inactive [SC-5]",
            "A/2 • willConnect (inactive) [SC-6]",
            "A/2 • sceneWillEnterForeground (inactive) [SC-6]",
            "A/2 foreground-inactive → foreground-active [SC-6]",
            "A/2 • sceneDidBecomeActive (inactive) [SC-6]",
            "A inactive → active [SC-5]",
        ])
        // Closing one window discards only its session: the other one's is still saved.
        t.send(.closeWindow(app: "A", scene: 2), .crash(app: "A"))
        t.clearTrace()
        t.send(.launch(app: "A", url: nil))
        XCTAssertEqual(t.callbacks("A"), ["willFinishLaunching", "didFinishLaunching", "willConnect",
                                          "sceneWillEnterForeground", "sceneDidBecomeActive"])
    }

    func test_SC3_swipingAwayEveryWindowOfAnAppNotRunningDestroysItsSessions() {
        let t = makeDevice(ios: 17, model: .ipad, apps: [sceneApp(multiple: true)])
        t.send(.launch(app: "A", url: nil), .openWindow(app: "A"), .crash(app: "A"), .switcherShow)
        t.send(.switcherKillScene(app: "A", scene: 1))
        t.clearTrace()
        t.send(.switcherClose, .launch(app: "A", url: nil))
        XCTAssertEqual(t.callbacks("A"), ["willFinishLaunching", "didFinishLaunching", "didDiscardSceneSessions",
                                          "willConnect", "sceneWillEnterForeground", "sceneDidBecomeActive"],
                       "window 2's session is still saved (SC-8: window 1's discard is heard first)")
        t.send(.crash(app: "A"), .switcherShow, .switcherKillScene(app: "A", scene: 3))
        t.clearTrace()
        t.send(.switcherClose, .launch(app: "A", url: nil))
        XCTAssertEqual(t.callbacks("A"), Self.reconnectingLaunch,
                       "the last card went with the process: its session is kept (TE-2's reading, forum thread 702040)")
    }
}
