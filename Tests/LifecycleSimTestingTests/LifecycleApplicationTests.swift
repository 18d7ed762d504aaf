import Foundation
import LifecycleApplication
import LifecycleSimTesting
import Testing
import XCTest

// UIKit cannot be compiled here: a stand-in with UIKit's documented declarations (Apple's pages for
// UIApplication.State, UIBackgroundRefreshStatus, UIBackgroundTaskIdentifier,
// beginBackgroundTask(withName:expirationHandler:) and endBackgroundTask(_:)), conformed as an app
// conforms UIApplication, proves the protocol takes UIKit's shape with one empty extension.
@MainActor final class UIApplication {
    enum State: Int { case active, inactive, background }
    var applicationState: State = .active
    var backgroundTimeRemaining: TimeInterval = .greatestFiniteMagnitude
    var backgroundRefreshStatus: UIBackgroundRefreshStatus = .available
    nonisolated func beginBackgroundTask(withName taskName: String?,
                                         expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil)
        -> UIBackgroundTaskIdentifier { .invalid }
    nonisolated func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {}
}
enum UIBackgroundRefreshStatus: Int { case restricted, denied, available }
struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
    var rawValue: Int
    init(rawValue: Int) { self.rawValue = rawValue }
    static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}

extension UIApplication: LifecycleApplication {}

/// Production-style code, written once against the protocol: it begins a background task when it
/// hears the app entered the background, on the center it is handed, and ends it when the
/// uploads are done (or when the time runs out). `forgetsToEnd` puts back the bug every upload
/// manager has once.
@MainActor final class UploadManager<Application: LifecycleApplication> {
    let application: Application
    var pending: Int
    private(set) var task: Application.BackgroundTaskIdentifier
    private let forgetsToEnd: Bool
    private var observer: (any NSObjectProtocol)?

    init(application: Application, center: NotificationCenter, pending: Int, forgetsToEnd: Bool = false) {
        self.application = application
        self.pending = pending
        self.forgetsToEnd = forgetsToEnd
        task = application.invalidBackgroundTask
        observer = center.addObserver(forName: Notification.Name("UIApplicationDidEnterBackgroundNotification"),
                                      object: nil, queue: nil) { [weak self] _ in
            MainActor.assumeIsolated { self?.didEnterBackground() }
        }
    }

    private func didEnterBackground() {
        guard pending > 0 else { return }
        task = application.beginBackgroundTask(withName: "upload") { [weak self] in self?.endTask() }
    }

    /// One upload finished.
    func uploadFinished() {
        pending -= 1
        if pending == 0 && !forgetsToEnd { endTask() }
    }

    private func endTask() {
        guard task != application.invalidBackgroundTask else { return }
        application.endBackgroundTask(task)
        task = application.invalidBackgroundTask
    }
}

/// `LifecycleApplication` and `SimulatedApplication` (issue part 2): the same code under UIKit's
/// shape and under the simulated lifecycle, with the BG rules of docs/RULES.md.
final class LifecycleApplicationTests: XCTestCase {
    /// The stand-in conforms and reads the same way (UIKit's raw values).
    @MainActor func test_UIKitsShapeConformsWithAnEmptyExtension() async {
        let manager = UploadManager(application: UIApplication(), center: NotificationCenter(), pending: 1)
        XCTAssertEqual(manager.application.lifecycleState, .active)
        XCTAssertEqual(manager.task, .invalid)
    }

    /// BG-1, BG-2: the manager's task keeps the app running in the background until the uploads
    /// are done; then BG-2 suspends it at once.
    @MainActor func test_BG1_BG2_theTaskKeepsTheAppRunningUntilTheUploadsAreDone() async throws {
        let device = try SimulatedDevice(ios: 17)
        let photos = try device.install("Photos")
        let center = NotificationCenter()
        photos.postNotifications(to: center)
        let manager = UploadManager(application: photos.application, center: center, pending: 2)
        try photos.launch()
        XCTAssertEqual(manager.application.lifecycleState, .active)
        try device.home()
        XCTAssertEqual(photos.state, .background)
        XCTAssertEqual(manager.application.lifecycleState, .background)
        XCTAssertEqual(manager.application.backgroundTimeRemaining, 30, "iOS 13+: 30 s (PR-1, BG-3)")
        try await device.advance(by: .seconds(10))
        manager.uploadFinished()
        XCTAssertEqual(photos.outstandingTasks, 1)
        manager.uploadFinished()
        XCTAssertEqual(photos.outstandingTasks, 0)
        XCTAssertEqual(photos.state, .suspended)
    }

    /// BG-5 (iOS 13+): the bug put back, the manager never ends its task; its expiration handler
    /// ends it at 30 s, so the app is suspended, not killed. Without the handler's end as well,
    /// `failsOnKills` would name BG-5.
    @MainActor func test_BG5_theExpirationHandlerSavesAManagerThatForgetsToEnd() async throws {
        let device = try SimulatedDevice(ios: 17)
        device.failsOnKills = true
        let photos = try device.install("Photos")
        let center = NotificationCenter()
        photos.postNotifications(to: center)
        let manager = UploadManager(application: photos.application, center: center, pending: 1, forgetsToEnd: true)
        try photos.launch()
        try device.home()
        manager.uploadFinished()
        XCTAssertEqual(photos.outstandingTasks, 1, "the bug: the task is still outstanding")
        try await device.advance(by: .seconds(30))
        XCTAssertEqual(photos.state, .suspended, "the expiration handler ended it in time")
        XCTAssertEqual(manager.task, manager.application.invalidBackgroundTask)
    }

    /// The application names the app, not a process: it works again after a relaunch.
    @MainActor func test_theApplicationOutlivesAProcess() async throws {
        let device = try SimulatedDevice(ios: 17)
        let photos = try device.install("Photos")
        let application = photos.application
        try photos.launch()
        try device.showSwitcher()
        try photos.killFromSwitcher()
        try device.closeSwitcher()
        try photos.launch()
        try device.home()
        let task = application.beginBackgroundTask(withName: "again", expirationHandler: nil)
        XCTAssertNotEqual(task, .invalid)
        XCTAssertEqual(photos.outstandingTasks, 1)
    }
}

/// Asked while the app is not running, the application fails the test and says why.
@MainActor @Test func applicationUsedWhileNotRunningFailsTheTest() throws {
    let device = try SimulatedDevice(ios: 17)
    let photos = try device.install("Photos")
    withKnownIssue {
        _ = photos.application.beginBackgroundTask(withName: "early", expirationHandler: nil)
    } matching: { issue in
        issue.comments.contains { $0.rawValue.contains("while Photos is not running: launch it first") }
    }
}
