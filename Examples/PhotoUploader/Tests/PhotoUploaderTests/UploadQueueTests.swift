import LifecycleSim
import LifecycleSimTesting
import XCTest

/// The upload queue under the simulated lifecycle, in XCTest. Each expected value comes from a
/// rule of the simulator (`lifesim rules ID` prints it with its sources) and the fake server's
/// 4 s per photo.
final class UploadQueueTests: XCTestCase {
    /// BG-1, BG-2: at Home the queue begins a background task and uploads; two photos take 8 s,
    /// then it ends the task and the app is suspended at once. Forget to end the task and iOS 13+
    /// kills the app when its 30 s run out (BG-5): `failsOnKills` makes that kill fail this test,
    /// which would otherwise pass with both photos uploaded.
    @MainActor func testTheUploadsFinishInTheBackgroundAndTheAppIsSuspended() async throws {
        let harness = try UploaderHarness(ios: 17, photos: ["a.jpg", "b.jpg"])
        try harness.openThenLeave()
        XCTAssertEqual(harness.app.outstandingTasks, 1, "BG-1: begun at didEnterBackground")
        try await harness.device.advance(by: .seconds(8))
        XCTAssertEqual(harness.queue.uploaded, ["a.jpg", "b.jpg"])
        XCTAssertEqual(harness.app.state, .suspended, "BG-2: the task ended at 8 s")
        try await harness.device.advance(by: .seconds(60))
    }

    /// BG-3 (30 s from iOS 13), BG-5: ten photos need 40 s. 4 s before the 30 s run out, at 26 s,
    /// the expiration handler saves the four not yet uploaded (six done at 24 s, the seventh under
    /// way) and ends the task.
    @MainActor func testTheExpirationHandlerSavesWhatIsLeftAt26Seconds() async throws {
        let photos = (1...10).map { "\($0).jpg" }
        let harness = try UploaderHarness(ios: 17, photos: photos)
        try harness.openThenLeave()
        try await harness.device.advance(by: .seconds(30))
        XCTAssertEqual(harness.queue.uploaded, Array(photos.prefix(6)))
        XCTAssertEqual(harness.store.saved, ["7.jpg", "8.jpg", "9.jpg", "10.jpg"])
        XCTAssertEqual(harness.app.state, .suspended, "BG-2: the expiration handler ended the task")
    }

    /// BG-3: iOS 7-12 gave 180 s, so the same ten photos all go up, at 40 s.
    @MainActor func testIOS12sBudgetUploadsAllTenPhotos() async throws {
        let photos = (1...10).map { "\($0).jpg" }
        let harness = try UploaderHarness(ios: 12, photos: photos)
        try harness.openThenLeave()
        try await harness.device.advance(by: .seconds(40))
        XCTAssertEqual(harness.queue.uploaded, photos)
        XCTAssertEqual(harness.app.state, .suspended)
    }

    /// The retry waits on the injected clock: a.jpg fails once (4 s), waits 5 s, goes up at 13 s.
    @MainActor func testAFailedUploadIsRetriedAfterFiveSeconds() async throws {
        let harness = try UploaderHarness(ios: 17, photos: ["a.jpg"])
        harness.service.failures = ["a.jpg": 1]
        try harness.openThenLeave()
        try await harness.device.advance(by: .seconds(12))
        XCTAssertEqual(harness.queue.uploaded, [])
        try await harness.device.advance(by: .seconds(1))
        XCTAssertEqual(harness.queue.uploaded, ["a.jpg"])
    }

    /// IN-1, NT-1: a call that fills the screen resigns the app, and willResignActive's notification
    /// saves the queue. (IN-5: iOS 14's default is a banner, which interrupts nothing, so the test
    /// sets incoming calls to full screen, as a user can in Settings › Phone.)
    @MainActor func testAnInterruptionSavesTheQueue() async throws {
        let harness = try UploaderHarness(ios: 17, photos: [])
        harness.device.setIncomingCallsFullScreen(true)
        try harness.app.launch()
        harness.queue.add("new.jpg")
        try harness.device.call()
        XCTAssertEqual(harness.store.saved, ["new.jpg"])
    }

    /// BT-1 … BT-3: what the 30 s left is submitted as an app refresh at Home; when the system
    /// runs it, the queue uploads the rest and completes the task, and the app is suspended again.
    @MainActor func testTheRefreshUploadsWhatTheBackgroundTaskLeft() async throws {
        let photos = (1...10).map { "\($0).jpg" }
        let harness = try UploaderHarness(ios: 17, photos: photos)
        try harness.openThenLeave()
        try await harness.device.advance(by: .seconds(30))
        XCTAssertEqual(harness.device.engine.bgTaskRequests(of: "PhotoUploader"), [UploaderHarness.Queue.refreshIdentifier])
        try harness.app.runBGTask(UploaderHarness.Queue.refreshIdentifier)
        try await harness.device.advance(by: .seconds(12))
        XCTAssertEqual(harness.queue.uploaded, photos)
        XCTAssertEqual(harness.app.state, .suspended, "BG-2: setTaskCompleted left nothing running")
    }

    /// TE-2: swiped away mid-upload, the app's process ends; its upload never resumes (the wait of
    /// an ended process stays suspended), and what willResignActive saved is what is left.
    @MainActor func testASwipeEndsTheUploadsMidway() async throws {
        let harness = try UploaderHarness(ios: 17, photos: ["a.jpg", "b.jpg"])
        try harness.openThenLeave()
        try await harness.device.advance(by: .seconds(2))
        try harness.device.showSwitcher()
        try harness.app.killFromSwitcher()
        try await harness.device.advance(by: .seconds(60))
        XCTAssertEqual(harness.queue.uploaded, [])
        XCTAssertEqual(harness.store.saved, ["a.jpg", "b.jpg"])
    }
}
