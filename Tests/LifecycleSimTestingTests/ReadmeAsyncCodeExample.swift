import LifecycleApplication
import LifecycleSim
import LifecycleSimTesting
import XCTest

@MainActor final class BackgroundUpload<Application: LifecycleApplication, WaitClock: Clock<Duration>> {
    let application: Application
    let clock: WaitClock
    private(set) var done = false

    init(application: Application, clock: WaitClock) {
        self.application = application
        self.clock = clock
    }

    func start() {
        let task = application.beginBackgroundTask(withName: "upload", expirationHandler: nil)
        Task {
            try await clock.sleep(for: .seconds(200))    // the upload takes 200 s
            done = true
            application.endBackgroundTask(task)
        }
    }
}

final class BackgroundUploadTests: XCTestCase {
    @MainActor func testA200SecondUploadIsCutOffOnIOS13() async throws {
        let device = try SimulatedDevice(ios: 13)
        var upload: BackgroundUpload<SimulatedApplication, DeviceClock>?
        let app = try device.install("Uploader") { app in
            app.on(.didEnterBackground) { _ in upload?.start() }
        }
        upload = BackgroundUpload(application: app.application, clock: device.clock)
        try app.launch()
        try device.home()
        let kill = await device.expectKill(of: "Uploader", by: .bg5) {   // its task outlives iOS 13's 30 s
            try await device.advance(by: .seconds(200))                 // the upload's task runs at each instant
        }
        XCTAssertEqual(kill?.time, VirtualTime(milliseconds: 30_000))
        XCTAssertEqual(upload?.done, false)               // a killed process's code never runs again
    }
}
