import Foundation
import LifecycleSim
import LifecycleSimTesting
import PhotoUploader

/// A server whose uploads take `duration` on the device's clock, and fail while `failures` says so.
/// It is outside the app: one server for every process of it.
@MainActor final class FakePhotoService: PhotoService {
    struct Offline: Error {}

    let clock: DeviceClock
    let duration: Duration
    /// How many more times each photo's upload fails.
    var failures: [String: Int] = [:]
    /// The photos the server has, in the order they arrived.
    private(set) var received: [String] = []

    init(clock: DeviceClock, duration: Duration = .seconds(4)) {
        self.clock = clock
        self.duration = duration
    }

    func upload(_ photo: String) async throws {
        try await clock.sleep(for: duration)
        if let left = failures[photo], left > 0 {
            failures[photo] = left - 1
            throw Offline()
        }
        received.append(photo)
    }
}

/// The app as `main` builds it in each process: its delegate owns the queue, built from what the
/// process is handed, and registers the refresh task in didFinishLaunching, as BackgroundTasks
/// requires.
@MainActor final class UploaderAppDelegate: SimulatedApplicationDelegate {
    typealias Queue = UploadQueue<SimulatedApplication, SimulatedTaskScheduler, DeviceClock, SimulatedDefaults>

    let queue: Queue

    init(_ process: SimulatedProcess, service: FakePhotoService) {
        queue = Queue(application: process.application, scheduler: process.taskScheduler, clock: process.clock,
                      center: process.notificationCenter, service: service, defaults: process.defaults)
    }

    func application(_ application: SimulatedApplication, didFinishLaunchingWithOptions launchOptions: [String: Any]?) -> Bool {
        queue.registerRefresh()
        return true
    }
}

/// One device with the uploader installed by its factory: each process gets its own delegate and
/// queue; the server is the device's. Kills, and UIKit's warning for a task outstanding over 30 s
/// (BG-1), fail the test at the line that caused them.
@MainActor struct UploaderHarness {
    typealias Queue = UploaderAppDelegate.Queue

    let device: SimulatedDevice
    let app: SimulatedApp
    let service: FakePhotoService

    init(ios: Int, photos: [String] = []) throws {
        let device = try SimulatedDevice(ios: ios)
        device.failsOnKills = true
        device.failsOnWarnings = .rules([.bg1]) // UIKit's line for a task outstanding over 30 s
        let service = FakePhotoService(clock: device.clock)
        app = try device.install("PhotoUploader", modes: [.fetch], configure: { app in
            app.bgTaskIdentifiers = [Queue.refreshIdentifier]
            // What an earlier run of the app left in its defaults, there when the first process starts.
            if !photos.isEmpty {
                app.on(.main) { context in
                    guard context.defaults[Queue.pendingKey] == nil else { return }
                    context.setDefault(.array(photos.map(StoredValue.string)), forKey: Queue.pendingKey)
                }
            }
        }, process: { process in UploaderAppDelegate(process, service: service) })
        self.device = device
        self.service = service
    }

    /// The running process's queue; nil when the app is not running.
    var queue: Queue? { app.object(UploaderAppDelegate.self)?.queue }

    /// What the app's defaults hold to upload: what a relaunch starts from.
    var saved: [String] {
        guard case .array(let values)? = app.defaults[Queue.pendingKey] else { return [] }
        return values.compactMap { if case .string(let photo) = $0 { photo } else { nil } }
    }

    /// The user opens the app, then leaves it with Home: didEnterBackground, where the queue
    /// begins its background task (BG-1).
    func openThenLeave() throws {
        try app.launch()
        try device.home()
    }
}
