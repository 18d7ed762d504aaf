@testable import LifecycleSim
import XCTest

/// NT-1, NT-2: the notifications UIKit posts for the lifecycle (docs/RULES.md). Expected values
/// come from the rules: UIKit's names as its SDK headers declare them, each notification right
/// after its method (NT-1), a scene-based app's UIApplication ones after the scene callbacks that
/// change the app (NT-2).
final class LifecycleNotificationTests: RuleTestCase {
    /// The constants of UIApplication.h and UIScene.h: a notification's name is its constant's.
    func test_NT1_theNamesAreUIKits() {
        XCTAssertEqual(LifecycleNotification.allCases.map(\.name), [
            "UIApplicationDidFinishLaunchingNotification", "UIApplicationWillEnterForegroundNotification",
            "UIApplicationDidBecomeActiveNotification", "UIApplicationWillResignActiveNotification",
            "UIApplicationDidEnterBackgroundNotification", "UIApplicationWillTerminateNotification",
            "UIApplicationDidReceiveMemoryWarningNotification", "UIApplicationProtectedDataWillBecomeUnavailable",
            "UIApplicationProtectedDataDidBecomeAvailable", "UIApplicationBackgroundRefreshStatusDidChangeNotification",
            "UISceneWillConnectNotification", "UISceneWillEnterForegroundNotification", "UISceneDidActivateNotification",
            "UISceneWillDeactivateNotification", "UISceneDidEnterBackgroundNotification", "UISceneDidDisconnectNotification",
        ])
        XCTAssertEqual(LifecycleNotification.applicationDidEnterBackground.swiftName, "UIApplication.didEnterBackgroundNotification")
        XCTAssertEqual(LifecycleNotification.sceneDidActivate.swiftName, "UIScene.didActivateNotification")
        // LK-4: UIKit's constant for these two has no Notification at its end; the Swift name does.
        XCTAssertEqual(LifecycleNotification.applicationProtectedDataWillBecomeUnavailable.swiftName,
                       "UIApplication.protectedDataWillBecomeUnavailableNotification")
        XCTAssertEqual(LifecycleNotification(named: "UIApplication.willResignActiveNotification"), .applicationWillResignActive)
        XCTAssertEqual(LifecycleNotification(named: "didBecomeActiveNotification"), .applicationDidBecomeActive)
        XCTAssertEqual(LifecycleNotification(named: "UISceneWillDeactivateNotification"), .sceneWillDeactivate)
        XCTAssertNil(LifecycleNotification(named: "didBecomeActive"), "a method's name is not a notification's")
    }

    /// FG-1 with NT-1: Home from the active classic app A, each method followed by its notification.
    private let homeWithNotifications = [
        "A • willResignActive (active) [FG-1]",
        "A » UIApplicationWillResignActiveNotification (active) [NT-1]",
        "A active → inactive [FG-1]",
        "A inactive → background [FG-1]",
        "A • didEnterBackground (background) [FG-1]",
        "A » UIApplicationDidEnterBackgroundNotification (background) [NT-1]",
    ]

    private func classic(_ name: String = "A") -> TestDevice {
        let t = makeDevice(ios: 12, apps: [.app(name)])
        t.device.recordNotifications(true)
        return t
    }

    /// NT-1: a cold launch posts didFinishLaunching's and didBecomeActive's notifications, each
    /// after its method, and none for willEnterForeground (the app never left the background).
    func test_NT1_aClassicLaunch() {
        classic().send(.launch(app: "A", url: nil), expecting: [
            "A not-running → inactive [LA-1]",
            "A • willFinishLaunching (inactive) [LA-1]",
            "A • didFinishLaunching (inactive) [LA-1]",
            "A » UIApplicationDidFinishLaunchingNotification (inactive) [NT-1]",
            "A inactive → active [LA-1]",
            "A • didBecomeActive (active) [LA-1]",
            "A » UIApplicationDidBecomeActiveNotification (active) [NT-1]",
        ])
    }

    /// NT-2 on iOS 13, as the Batch iOS SDK logged its cold open there: after
    /// UISceneWillEnterForegroundNotification, UIApplicationWillEnterForegroundNotification
    /// ("State: Inactive - Scene: Foreground Inactive"), then UISceneDidActivateNotification.
    func test_NT2_aSceneBasedLaunchOnIOS13_theAppsNotificationBeforeTheSceneActivates() {
        var config = AppConfiguration(name: "S")
        config.scenes = true
        let t = makeDevice(ios: 13, apps: [config])
        t.device.recordNotifications(true)
        t.send(.launch(app: "S", url: nil))
        let names = t.traceLines().filter { $0.contains("»") }.map { $0.split(separator: " ")[2] }
        XCTAssertEqual(names, ["UIApplicationDidFinishLaunchingNotification", "UISceneWillConnectNotification",
                               "UISceneWillEnterForegroundNotification", "UIApplicationWillEnterForegroundNotification",
                               "UISceneDidActivateNotification", "UIApplicationDidBecomeActiveNotification"])
        XCTAssertTrue(t.traceLines().contains("S » UIApplicationWillEnterForegroundNotification (inactive) [NT-2]"))
    }

    /// NT-1: Home, then the return: each method, then its notification.
    func test_NT1_aClassicHomeAndReturn() {
        let t = classic()
        t.send(.launch(app: "A", url: nil))
        t.send(.home, expecting: homeWithNotifications + ["A background → suspended [BG-2]"])
        t.send(.launch(app: "A", url: nil), expecting: [
            "A suspended → background [FG-4]",
            "A • willEnterForeground (background) [FG-4]",
            "A » UIApplicationWillEnterForegroundNotification (background) [NT-1]",
            "A background → inactive [FG-4]",
            "A inactive → active [FG-4]",
            "A • didBecomeActive (active) [FG-4]",
            "A » UIApplicationDidBecomeActiveNotification (active) [NT-1]",
        ])
    }

    /// NT-1, NT-2: a scene-based launch posts UIScene notifications after the scene's methods,
    /// and the app's own once it is in the foreground and once it is active (no app-delegate
    /// method but didFinishLaunching). The Batch iOS SDK's logged iOS 14 cold open:
    /// UISceneDidActivateNotification ("State: Background"), then
    /// UIApplicationWillEnterForegroundNotification ("State: Inactive"), then
    /// UIApplicationDidBecomeActiveNotification ("State: Active").
    func test_NT2_aSceneBasedLaunch() {
        var config = AppConfiguration(name: "S")
        config.scenes = true
        let t = makeDevice(ios: 17, apps: [config])
        t.device.recordNotifications(true)
        t.send(.launch(app: "S", url: nil), expecting: [
            "S not-running → background [LA-1]",
            "S • willFinishLaunching (background) [LA-1]",
            "S • didFinishLaunching (background) [LA-1]",
            "S » UIApplicationDidFinishLaunchingNotification (background) [NT-1]",
            "S • configurationForConnecting (background) [SC-3]",
            "S/1 unattached → foreground-inactive [SC-3]",
            "S/1 • willConnect (background) [SC-3]",
            "S/1 » UISceneWillConnectNotification (background) [NT-1]",
            "S/1 • sceneWillEnterForeground (background) [SC-3]",
            "S/1 » UISceneWillEnterForegroundNotification (background) [NT-1]",
            "S/1 foreground-inactive → foreground-active [SC-3]",
            "S/1 • sceneDidBecomeActive (background) [SC-3]",
            "S/1 » UISceneDidActivateNotification (background) [NT-1]",
            "S background → inactive [SC-5]",
            "S » UIApplicationWillEnterForegroundNotification (inactive) [NT-2]",
            "S inactive → active [SC-5]",
            "S » UIApplicationDidBecomeActiveNotification (active) [NT-2]",
        ])
        t.send(.home, expecting: [
            "S/1 • sceneWillResignActive (active) [SC-4]",
            "S/1 » UISceneWillDeactivateNotification (active) [NT-1]",
            "S/1 foreground-active → foreground-inactive [SC-4]",
            "S active → inactive [SC-5]",
            "S » UIApplicationWillResignActiveNotification (inactive) [NT-2]",
            "S/1 foreground-inactive → background [SC-4]",
            "S inactive → background [SC-5]",
            "S/1 • sceneDidEnterBackground (background) [SC-4]",
            "S/1 » UISceneDidEnterBackgroundNotification (background) [NT-1]",
            "S » UIApplicationDidEnterBackgroundNotification (background) [NT-2]",
            "S background → suspended [BG-2]",
        ])
    }

    /// NT-1: the trace shows notifications only when asked; an observer hears them either way.
    func test_NT1_theTraceShowsNotificationsOnlyWhenAsked() {
        let t = makeDevice(ios: 12, apps: [.app("A")])
        var heard: [LifecycleNotification] = []
        t.device.observeNotifications(of: "A") { heard.append($0.notification) }
        t.send(.launch(app: "A", url: nil))
        t.send(.home, expecting: homeFromActive("A") + ["A background → suspended [BG-2]"])
        XCTAssertEqual(heard, [.applicationDidFinishLaunching, .applicationDidBecomeActive,
                               .applicationWillResignActive, .applicationDidEnterBackground])
    }

    /// NT-1 with BG-1, BG-2: an observer is the app's code. One that begins a background task
    /// when it hears UIApplicationDidEnterBackgroundNotification (the upload manager every app
    /// has) keeps the app running in the background, as a didEnterBackground handler would; the
    /// task is begun one level inside the notification.
    func test_NT1_anObserverBeginsABackgroundTask() {
        let t = classic()
        t.device.observeNotifications(of: "A") { posted in
            guard posted.notification == .applicationDidEnterBackground else { return }
            _ = posted.context.beginBackgroundTask(withName: "upload", expirationHandler: nil)
        }
        t.send(.launch(app: "A", url: nil))
        t.send(.home, expecting: homeWithNotifications + ["A task begin 1 'upload' (1 outstanding) [BG-1]"],
               "no suspension: the task keeps the app running (BG-2)")
        XCTAssertEqual(t.state("A"), .background)
        XCTAssertEqual(t.device.outstandingTasks(of: "A"), 1)
    }

    /// NT-1 with TE-5: an observer that crashes ends the process; nothing after it runs.
    func test_NT1_anObserverThatCrashesEndsTheProcess() {
        let t = classic()
        t.device.observeNotifications(of: "A") { posted in
            if posted.notification == .applicationWillResignActive { posted.context.crash() }
        }
        t.send(.launch(app: "A", url: nil))
        t.send(.home)
        XCTAssertEqual(t.state("A"), .notRunning)
        XCTAssertEqual(t.callbacks("A").suffix(2), ["willResignActive", "UIApplicationWillResignActiveNotification"],
                       "no didEnterBackground after the crash")
    }

    /// NT-2: with two scenes in Split View, one leaving the screen posts its UIScene
    /// notifications only: the app stays active through the other.
    func test_NT2_oneOfTwoScenesLeavingPostsNothingForTheApp() {
        var config = AppConfiguration(name: "S")
        config.multipleScenes = true
        let t = makeDevice(ios: 17, model: .ipad, apps: [config])
        t.send(.launch(app: "S", url: nil), .openWindow(app: "S"))
        t.send(.split(SceneName(app: "S", scene: 1), SceneName(app: "S", scene: 2)))
        t.device.recordNotifications(true)
        t.send(.unsplit, expecting: [
            "S/2 • sceneWillResignActive (active) [SC-7]",
            "S/2 » UISceneWillDeactivateNotification (active) [NT-1]",
            "S/2 foreground-active → foreground-inactive [SC-7]",
            "S/2 foreground-inactive → background [SC-7]",
            "S/2 • sceneDidEnterBackground (active) [SC-7]",
            "S/2 » UISceneDidEnterBackgroundNotification (active) [NT-1]",
        ])
    }
}

/// NT-1 with BR-1: a switch that changes a running app's backgroundRefreshStatus posts
/// UIApplicationBackgroundRefreshStatusDidChangeNotification (no method); a suspended app hears
/// nothing, and a switch that changes no status posts nothing.
final class RefreshStatusNotificationTests: RuleTestCase {
    func test_BR1_NT1_aRunningAppHearsItsRefreshStatusChange() {
        let t = makeDevice(ios: 13, apps: [.app("A"), .app("B")])
        t.device.recordNotifications(true)
        t.send(.launch(app: "B", url: nil), .home, .launch(app: "A", url: nil))
        XCTAssertEqual(t.state("B"), .suspended)
        t.send(.refresh(on: false, app: nil), expecting: [
            "A » UIApplicationBackgroundRefreshStatusDidChangeNotification (active) [BR-1]",
        ], "B is suspended: it runs no code")
        t.send(.refresh(on: false, app: "A"), expecting: [], "A's status was already denied")
        t.send(.lowPower(on: true), expecting: [], "denied already")
        t.send(.refresh(on: true, app: nil), expecting: [], "A's own switch still denies it")
        t.send(.refresh(on: true, app: "A"), expecting: [], "Low Power Mode still denies it")
        t.send(.lowPower(on: false), expecting: [
            "A » UIApplicationBackgroundRefreshStatusDidChangeNotification (active) [BR-1]",
        ])
    }
}

/// The walks' notification checker can fail: a trace with a notification left out is caught.
final class NotificationInvariantsTests: XCTestCase {
    func test_aMissingWillResignActiveIsCaught() {
        let t = TestDevice(ios: 12, apps: [.app("A")])
        t.device.recordNotifications(true)
        t.send(.launch(app: "A", url: nil))
        t.wait(5)
        t.send(.home)
        XCTAssertEqual(NotificationInvariants.problems(in: t.trace.records), [])
        let broken = t.trace.records.filter {
            if case .callback(let c) = $0 { return c.callback.notification != .applicationWillResignActive }
            return true
        }
        XCTAssertEqual(NotificationInvariants.problems(in: broken),
                       ["5s A: UIApplicationDidEnterBackgroundNotification while UIKit reports it active"])
    }
}
