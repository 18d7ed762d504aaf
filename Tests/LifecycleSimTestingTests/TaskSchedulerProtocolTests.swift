import Dispatch
import LifecycleApplication
import LifecycleSim
import LifecycleSimTesting
import XCTest

// BackgroundTasks cannot be compiled here: stand-ins with the declarations of Apple's reference
// pages (BGTaskScheduler's register(forTaskWithIdentifier:using:launchHandler:), submit(_:),
// cancel(taskRequestWithIdentifier:), cancelAllTaskRequests(); BGTask's identifier,
// expirationHandler and setTaskCompleted(success:); BGAppRefreshTaskRequest(identifier:)),
// conformed exactly as LifecycleTaskScheduler's documentation tells an app to.
/// The framework's module, as a namespace: this test module has LifecycleSim's `BGTaskRequest` too.
enum BackgroundTasks {
    class BGTask {
        var identifier: String { "" }
        var expirationHandler: (() -> Void)?
        func setTaskCompleted(success: Bool) {}
    }
    class BGTaskRequest {
        let identifier: String
        init(identifier: String) { self.identifier = identifier }
    }
    final class BGAppRefreshTaskRequest: BGTaskRequest {}
    final class BGTaskScheduler {
        func register(forTaskWithIdentifier identifier: String, using queue: DispatchQueue?,
                      launchHandler: @escaping (BGTask) -> Void) -> Bool { true }
        func submit(_ taskRequest: BGTaskRequest) throws {}
        func cancel(taskRequestWithIdentifier identifier: String) {}
        func cancelAllTaskRequests() {}
    }
}

extension BackgroundTasks.BGTask: LifecycleBackgroundTask {}
extension BackgroundTasks.BGTaskScheduler: LifecycleTaskScheduler {
    public func appRefreshRequest(identifier: String) -> BackgroundTasks.BGTaskRequest {
        BackgroundTasks.BGAppRefreshTaskRequest(identifier: identifier)
    }
}

/// Production-style code written once against the protocol: registers its refresh at launch,
/// asks for one when the app leaves the screen, and completes the task it is given.
@MainActor final class FeedRefresher<Scheduler: LifecycleTaskScheduler> {
    static var identifier: String { "com.example.feed.refresh" }
    let scheduler: Scheduler
    private(set) var refreshes = 0
    private(set) var submitError: (any Error)?

    init(scheduler: Scheduler) { self.scheduler = scheduler }

    func didFinishLaunching() {
        _ = scheduler.register(forTaskWithIdentifier: Self.identifier, using: .main) { [self] task in
            refreshes += 1
            task.setTaskCompleted(success: true)
        }
    }

    func didEnterBackground() {
        do {
            try scheduler.submit(scheduler.appRefreshRequest(identifier: Self.identifier))
        } catch {
            submitError = error
        }
    }
}

final class TaskSchedulerProtocolTests: XCTestCase {
    /// The stand-in takes the protocol's shape (this file compiles), and the same code runs on it.
    @MainActor func test_BackgroundTasksShapeConforms() async {
        let refresher = FeedRefresher(scheduler: BackgroundTasks.BGTaskScheduler())
        refresher.didFinishLaunching()
        refresher.didEnterBackground()
        XCTAssertNil(refresher.submitError)
    }

    /// BT-1 … BT-3 through the protocol: registered in didFinishLaunching, submitted at Home
    /// (pending), run by the system (the launch handler), completed: BG-2 suspends the app.
    @MainActor func test_BT1_BT3_aRefreshWrittenAgainstTheProtocolRunsOnTheDevice() async throws {
        let (device, feed, refresher) = try feedAtHome(modes: [.fetch])
        XCTAssertNil(refresher.submitError)
        XCTAssertEqual(device.engine.bgTaskRequests(of: "Feed"), [FeedRefresher<SimulatedTaskScheduler>.identifier])
        XCTAssertEqual(feed.state, .suspended)
        try feed.runBGTask(FeedRefresher<SimulatedTaskScheduler>.identifier)
        XCTAssertEqual(refresher.refreshes, 1)
        XCTAssertEqual(feed.state, .suspended, "BG-2: the completed task kept nothing running")
    }

    /// Without the 'fetch' mode a refresh submission throws what iOS throws (BT-1: notPermitted).
    @MainActor func test_BT1_theDevicesRefusalReachesTheCode() async throws {
        let (_, _, refresher) = try feedAtHome(modes: [])
        XCTAssertEqual(refresher.submitError as? BGTaskSchedulerError, BGTaskSchedulerError(.notPermitted))
    }

    /// iOS 17, an app permitted the refresh, with `modes`, wired to a refresher as an app would
    /// wire it (registered in didFinishLaunching, submitting at didEnterBackground), launched,
    /// then Home.
    @MainActor private func feedAtHome(modes: Set<BackgroundMode>) throws
        -> (SimulatedDevice, SimulatedApp, FeedRefresher<SimulatedTaskScheduler>) {
        let device = try SimulatedDevice(ios: 17)
        var installed: FeedRefresher<SimulatedTaskScheduler>?
        let feed = try device.install("Feed", modes: modes) { app in
            app.bgTaskIdentifiers = [FeedRefresher<SimulatedTaskScheduler>.identifier]
            app.on(.didFinishLaunching) { _ in installed?.didFinishLaunching() }
            app.on(.didEnterBackground) { _ in installed?.didEnterBackground() }
        }
        let refresher = FeedRefresher(scheduler: feed.taskScheduler)
        installed = refresher
        try feed.launch()
        try device.home()
        return (device, feed, refresher)
    }
}
