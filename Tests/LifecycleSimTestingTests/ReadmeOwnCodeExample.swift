import Foundation
import LifecycleApplication
import LifecycleSimTesting
import XCTest

/// The README's example of testing your own code, verbatim: it must compile and pass as written.
@MainActor final class PhotoSync<Application: LifecycleApplication> {
    let application: Application
    private var task: Application.BackgroundTaskIdentifier
    private var token: (any NSObjectProtocol)?

    init(application: Application, center: NotificationCenter) {
        self.application = application
        task = application.invalidBackgroundTask
        token = center.addObserver(forName: Notification.Name("UIApplicationDidEnterBackgroundNotification"),
                                   object: nil, queue: nil) { [weak self] _ in
            MainActor.assumeIsolated { self?.beginSync() }
        }
    }

    private func beginSync() {
        task = application.beginBackgroundTask(withName: "sync") { [weak self] in self?.endSync() }
    }

    func endSync() {
        application.endBackgroundTask(task)
        task = application.invalidBackgroundTask
    }
}

final class PhotoSyncTests: XCTestCase {
    @MainActor func testTheSyncKeepsTheAppRunningUntilItEnds() async throws {
        let device = try SimulatedDevice(ios: 17)
        let photos = try device.install("Photos")
        let center = NotificationCenter()
        photos.postNotifications(to: center)          // UIKit's notifications, on your center
        let sync = PhotoSync(application: photos.application, center: center)
        try photos.launch()
        try device.home()                             // didEnterBackground: the sync begins its task
        XCTAssertEqual(photos.state, .background)
        sync.endSync()
        XCTAssertEqual(photos.state, .suspended)      // BG-2: nothing keeps it running
    }
}
