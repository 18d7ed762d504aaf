import LifecycleSimTesting
import XCTest

/// Delegate objects with UIKit's method names in place of closures (issue part 3): the methods
/// run in the order of the rules (LA-1, FG-1, FG-4; SC-3, SC-4 for scenes).
final class DelegateObjectTests: XCTestCase {
    final class AppDelegate: SimulatedApplicationDelegate {
        var heard: [String] = []
        var uploads = BackgroundTaskIdentifier.invalid
        func application(_ application: SimulatedApplication, didFinishLaunchingWithOptions launchOptions: [String: Any]?) -> Bool {
            heard.append("application(_:didFinishLaunchingWithOptions:)")
            return true
        }
        func applicationDidBecomeActive(_ application: SimulatedApplication) { heard.append("applicationDidBecomeActive(_:)") }
        func applicationWillResignActive(_ application: SimulatedApplication) { heard.append("applicationWillResignActive(_:)") }
        func applicationDidEnterBackground(_ application: SimulatedApplication) {
            heard.append("applicationDidEnterBackground(_:)")
            uploads = application.beginBackgroundTask(withName: "uploads", expirationHandler: nil)
        }
        func applicationWillEnterForeground(_ application: SimulatedApplication) { heard.append("applicationWillEnterForeground(_:)") }
    }

    final class SceneDelegate: SimulatedSceneDelegate {
        var heard: [String] = []
        func scene(_ scene: SimulatedScene, willConnectTo session: SimulatedSceneSession) {
            heard.append("\(scene.number): scene(_:willConnectTo:)")
        }
        func sceneWillEnterForeground(_ scene: SimulatedScene) { heard.append("\(scene.number): sceneWillEnterForeground(_:)") }
        func sceneDidBecomeActive(_ scene: SimulatedScene) { heard.append("\(scene.number): sceneDidBecomeActive(_:)") }
        func sceneWillResignActive(_ scene: SimulatedScene) { heard.append("\(scene.number): sceneWillResignActive(_:)") }
        func sceneDidEnterBackground(_ scene: SimulatedScene) { heard.append("\(scene.number): sceneDidEnterBackground(_:)") }
    }

    /// LA-1, FG-1, FG-4 through an app delegate object; BG-1, BG-2: the task it begins in
    /// applicationDidEnterBackground keeps the app running.
    @MainActor func test_LA1_FG1_anAppDelegateObjectHearsUIKitsMethods() async throws {
        let device = try SimulatedDevice(ios: 12)
        let delegate = AppDelegate()
        let mail = try device.install("Mail", delegate: delegate)
        try mail.launch()
        try device.home()
        XCTAssertEqual(delegate.heard, [
            "application(_:didFinishLaunchingWithOptions:)", "applicationDidBecomeActive(_:)",
            "applicationWillResignActive(_:)", "applicationDidEnterBackground(_:)",
        ])
        XCTAssertNotEqual(delegate.uploads, .invalid)
        XCTAssertEqual(mail.state, .background, "the task keeps it running (BG-2)")
        try mail.launch()
        XCTAssertEqual(delegate.heard.suffix(2), ["applicationWillEnterForeground(_:)", "applicationDidBecomeActive(_:)"])
    }

    /// SC-1, SC-3, SC-4: a scene delegate object hears its scene's methods, told which scene;
    /// the app delegate object of a scene-based app hears didFinishLaunching, not the foreground ones.
    @MainActor func test_SC3_SC4_aSceneDelegateObjectHearsItsScene() async throws {
        let device = try SimulatedDevice(ios: 17)
        let appDelegate = AppDelegate(), sceneDelegate = SceneDelegate()
        let notes = try device.install("Notes", delegate: appDelegate, sceneDelegate: sceneDelegate)
        try notes.launch()
        try device.home()
        XCTAssertEqual(sceneDelegate.heard, [
            "1: scene(_:willConnectTo:)", "1: sceneWillEnterForeground(_:)", "1: sceneDidBecomeActive(_:)",
            "1: sceneWillResignActive(_:)", "1: sceneDidEnterBackground(_:)",
        ])
        XCTAssertEqual(appDelegate.heard, ["application(_:didFinishLaunchingWithOptions:)"])
    }
}
