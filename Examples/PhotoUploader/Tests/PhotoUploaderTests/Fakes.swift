import Foundation
import LifecycleSim
import LifecycleSimTesting
import PhotoUploader

/// A server whose uploads take `duration` on the device's clock, and fail while `failures` says so.
@MainActor final class FakePhotoService: PhotoService {
    struct Offline: Error {}

    let clock: DeviceClock
    let duration: Duration
    /// How many more times each photo's upload fails.
    var failures: [String: Int] = [:]

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
    }
}

/// The app's disk, in memory: what was saved last, and how often.
@MainActor final class MemoryPendingPhotos: PendingPhotos {
    private(set) var saved: [String]
    private(set) var saves = 0

    init(_ photos: [String] = []) { saved = photos }

    func load() -> [String] { saved }

    func save(_ photos: [String]) {
        saved = photos
        saves += 1
    }
}

/// One device with the uploader installed, the way the app wires it: UIKit's notifications on the
/// queue's own center, its refresh registered in didFinishLaunching.
@MainActor struct UploaderHarness {
    typealias Queue = UploadQueue<SimulatedApplication, SimulatedTaskScheduler, DeviceClock>

    let device: SimulatedDevice
    let app: SimulatedApp
    let queue: Queue
    let service: FakePhotoService
    let store: MemoryPendingPhotos

    init(ios: Int, photos: [String], failsOnKills: Bool = true) throws {
        device = try SimulatedDevice(ios: ios)
        device.failsOnKills = failsOnKills
        var installed: Queue? // the app's object graph, made once the app is installed
        app = try device.install("PhotoUploader", modes: [.fetch]) { app in
            app.bgTaskIdentifiers = [Queue.refreshIdentifier]
            app.on(.didFinishLaunching) { _ in installed?.registerRefresh() }
        }
        let center = NotificationCenter()
        app.postNotifications(to: center)
        service = FakePhotoService(clock: device.clock)
        store = MemoryPendingPhotos(photos)
        let queue = Queue(application: app.application, scheduler: app.taskScheduler, clock: device.clock,
                          center: center, service: service, store: store)
        self.queue = queue
        installed = queue
    }

    /// The user opens the app, then leaves it with Home: didEnterBackground, where the queue
    /// begins its background task (BG-1).
    func openThenLeave() throws {
        try app.launch()
        try device.home()
    }
}
