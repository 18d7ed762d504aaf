import Foundation
import LifecycleSimTesting
import XCTest

/// NT-1, NT-2 through Foundation's `NotificationCenter`: code that observes UIKit's notifications
/// on a center it is handed, as production code does, runs under the simulated lifecycle.
final class NotificationCenterAPITests: XCTestCase {
    /// The notes the app's observers wrote into the trace (`AppContext.log`): what they heard.
    private func heard(_ device: SimulatedDevice, _ app: String) -> [String] {
        device.trace.compactMap {
            if case .log(let record) = $0, record.app == app { return record.text }
            return nil
        }
    }

    /// NT-1: Home from an active app posts willResignActive's, then didEnterBackground's
    /// notification, under UIKit's names, each after its method.
    func test_NT1_observersOnAGivenCenterHearUIKitsNames() throws {
        let device = try SimulatedDevice(ios: 17)
        let app = try device.install("Mail")
        let center = NotificationCenter()
        app.postNotifications(to: center)
        for name in ["UIApplicationWillResignActiveNotification", "UIApplicationDidEnterBackgroundNotification"] {
            // The observer is the app's code: it notes what it heard through the notification's object.
            _ = center.addObserver(forName: Notification.Name(name), object: nil, queue: nil) { note in
                (note.object as? AppContext)?.log(note.name.rawValue)
            }
        }
        try app.launch()
        try device.home()
        XCTAssertEqual(heard(device, "Mail"),
                       ["UIApplicationWillResignActiveNotification", "UIApplicationDidEnterBackgroundNotification"])
        XCTAssertEqual(app.state, .suspended)
    }

    /// NT-1 with BG-1 … BG-5 (iOS 13+: 30 s): the upload manager of every app, written against an
    /// injected center, begins a background task when it hears the app entered the background.
    /// It keeps the app running; a task never ended then gets the app killed when the budget runs
    /// out, as on a device, and the test sees why.
    func test_NT1_anUploadManagerOnTheCenterKeepsTheAppRunningUntilItsBudgetEnds() throws {
        let device = try SimulatedDevice(ios: 17)
        let app = try device.install("Photos")
        let center = NotificationCenter()
        app.postNotifications(to: center)
        _ = center.addObserver(forName: Notification.Name("UIApplicationDidEnterBackgroundNotification"), object: nil,
                               queue: nil) { note in
            guard let application = note.object as? AppContext else { return }
            _ = application.beginBackgroundTask(withName: "upload", expirationHandler: nil)
        }
        try app.launch()
        try device.home()
        XCTAssertEqual(app.state, .background, "the task keeps it running (BG-2)")
        XCTAssertEqual(app.outstandingTasks, 1)
        try device.advance(by: .seconds(31))
        XCTAssertEqual(app.state, .notRunning, "BG-5: a task still outstanding when the 30 s run out gets the app killed")
    }

    /// NT-1, NT-2: `takeNotifications()` lists what UIKit posted once the device shows them; a
    /// scene-based app's UIApplication notifications come after its scene's.
    func test_NT2_aSceneBasedAppsNotificationsInOrder() throws {
        let device = try SimulatedDevice(ios: 17)
        device.setNotificationsShown(true)
        let app = try device.install("Notes") { $0.scenes = true }
        try app.launch()
        _ = app.takeNotifications()
        try device.home()
        XCTAssertEqual(app.takeNotifications().map(\.name), [
            "UISceneWillDeactivateNotification", "UIApplicationWillResignActiveNotification",
            "UISceneDidEnterBackgroundNotification", "UIApplicationDidEnterBackgroundNotification",
        ])
        XCTAssertEqual(app.callbacks.map(\.description).suffix(2), ["sceneWillResignActive", "sceneDidEnterBackground"],
                       "the notifications are not in the app's callbacks")
    }
}
