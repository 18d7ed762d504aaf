import LifecycleSim
import LifecycleSimTesting
import XCTest

/// The upload queue under the simulated lifecycle, in XCTest. Each expected value comes from a
/// rule of the simulator (`lifesim rules ID` prints it with its sources) and the fake server's
/// 4 s per photo.
final class UploadQueueTests: XCTestCase {
    /// BG-1, BG-2: at Home the queue begins a background task and uploads; two photos take 8 s,
    /// then it ends the task and the app is suspended at once. Forget to end the task and iOS 13+
    /// kills the app when its 30 s run out (BG-5): the harness's `failsOnKills` makes that kill
    /// fail this test at the `advance` line, where it would otherwise pass with both photos up.
    @MainActor func testTheUploadsFinishInTheBackgroundAndTheAppIsSuspended() async throws {
        let harness = try UploaderHarness(ios: 17, photos: ["a.jpg", "b.jpg"])
        try harness.openThenLeave()
        XCTAssertEqual(harness.app.outstandingTasks, 1, "BG-1: begun at didEnterBackground")
        try await harness.device.advance(by: .seconds(8))
        XCTAssertEqual(harness.queue?.uploaded, ["a.jpg", "b.jpg"])
        XCTAssertEqual(harness.app.state, .suspended, "BG-2: the task ended at 8 s")
        try await harness.device.advance(by: .seconds(60))
    }

    /// BG-1 (iOS 13.4+), BG-2: a photo added while the app is open starts its upload at once under a
    /// background task, which ends when the upload does (4 s): at Home, 10 s in, nothing keeps the
    /// app running. A task the code never ends would still be outstanding 35 s after its begin, and
    /// UIKit's warning ("was created over 30 seconds ago") fails this test at the `advance` line.
    @MainActor func testAnUploadBegunBeforeHomeEndsItsTask() async throws {
        let harness = try UploaderHarness(ios: 17)
        try harness.app.launch()
        harness.queue?.add("a.jpg")
        try await harness.device.advance(by: .seconds(10))
        try harness.device.home()
        XCTAssertEqual(harness.app.state, .suspended, "BG-2: the task ended at 4 s")
        try await harness.device.advance(by: .seconds(60)) // with the task never ended, UIKit's warning fails here
        XCTAssertEqual(harness.queue?.uploaded, ["a.jpg"])
    }

    /// BG-3 (30 s from iOS 13), BG-5: ten photos need 40 s. 4 s before the 30 s run out, at 26 s,
    /// the expiration handler saves the four not yet uploaded (six done at 24 s, the seventh under
    /// way) and ends the task.
    @MainActor func testTheExpirationHandlerSavesWhatIsLeftAt26Seconds() async throws {
        let photos = (1...10).map { "\($0).jpg" }
        let harness = try UploaderHarness(ios: 17, photos: photos)
        try harness.openThenLeave()
        try await harness.device.advance(by: .seconds(30))
        XCTAssertEqual(harness.queue?.uploaded, Array(photos.prefix(6)))
        XCTAssertEqual(harness.saved, ["7.jpg", "8.jpg", "9.jpg", "10.jpg"])
        XCTAssertEqual(harness.app.state, .suspended, "BG-2: the expiration handler ended the task")
    }

    /// BG-3: iOS 7-12 gave 180 s, so the same ten photos all go up, at 40 s.
    @MainActor func testIOS12sBudgetUploadsAllTenPhotos() async throws {
        let photos = (1...10).map { "\($0).jpg" }
        let harness = try UploaderHarness(ios: 12, photos: photos)
        try harness.openThenLeave()
        try await harness.device.advance(by: .seconds(40))
        XCTAssertEqual(harness.queue?.uploaded, photos)
        XCTAssertEqual(harness.app.state, .suspended)
    }

    /// The retry waits on the injected clock: a.jpg fails once (4 s), waits 5 s, goes up at 13 s.
    @MainActor func testAFailedUploadIsRetriedAfterFiveSeconds() async throws {
        let harness = try UploaderHarness(ios: 17, photos: ["a.jpg"])
        harness.service.failures = ["a.jpg": 1]
        try harness.openThenLeave()
        try await harness.device.advance(by: .seconds(12))
        XCTAssertEqual(harness.queue?.uploaded, [])
        try await harness.device.advance(by: .seconds(1))
        XCTAssertEqual(harness.queue?.uploaded, ["a.jpg"])
    }

    /// IN-1, NT-1: a call that fills the screen resigns the app, and willResignActive's notification
    /// saves the queue. (IN-5: iOS 14's default is a banner, which interrupts nothing, so the test
    /// sets incoming calls to full screen, as a user can in Settings › Phone.)
    @MainActor func testAnInterruptionSavesTheQueue() async throws {
        let harness = try UploaderHarness(ios: 17)
        harness.device.setIncomingCallsFullScreen(true)
        try harness.app.launch()
        harness.queue?.add("new.jpg")
        try harness.device.call()
        XCTAssertEqual(harness.saved, ["new.jpg"])
    }

    /// BT-1 … BT-3: what the 30 s left is submitted as an app refresh at Home; when the system
    /// runs it, the queue uploads the rest and completes the task, and the app is suspended again.
    @MainActor func testTheRefreshUploadsWhatTheBackgroundTaskLeft() async throws {
        let photos = (1...10).map { "\($0).jpg" }
        let harness = try UploaderHarness(ios: 17, photos: photos)
        try harness.openThenLeave()
        try await harness.device.advance(by: .seconds(30))
        XCTAssertEqual(harness.app.bgTaskRequests, [UploaderHarness.Queue.refreshIdentifier])
        try harness.app.runBGTask(UploaderHarness.Queue.refreshIdentifier)
        try await harness.device.advance(by: .seconds(12))
        XCTAssertEqual(harness.queue?.uploaded, photos)
        XCTAssertEqual(harness.app.state, .suspended, "BG-2: setTaskCompleted left nothing running")
    }

    /// TE-2: swiped away mid-upload, the app's process ends and the device lets its queue go; its
    /// upload never resumes (the wait of an ended process stays suspended), and what the queue
    /// saved is what is left.
    @MainActor func testASwipeEndsTheUploadsMidway() async throws {
        let harness = try UploaderHarness(ios: 17, photos: ["a.jpg", "b.jpg"])
        try harness.openThenLeave()
        try await harness.device.advance(by: .seconds(2))
        let first = harness.queue
        try harness.device.showSwitcher()
        try harness.app.killFromSwitcher()
        XCTAssertNil(harness.queue, "no process, no queue")
        try await harness.device.advance(by: .seconds(60))
        XCTAssertEqual(first?.uploaded, [], "the ended process's upload never finished")
        XCTAssertEqual(harness.saved, ["a.jpg", "b.jpg"])
    }

    /// TE-2, PS-3: swiped away after two of five uploads, the app is launched again; the new
    /// process's queue starts from what the old one saved in the defaults and uploads the other
    /// three at the next Home, in 12 s.
    @MainActor func testAfterAKillTheUploadsResumeWhereTheyStopped() async throws {
        let photos = (1...5).map { "\($0).jpg" }
        let harness = try UploaderHarness(ios: 17, photos: photos)
        try harness.openThenLeave()
        try await harness.device.advance(by: .seconds(10))
        XCTAssertEqual(harness.queue?.uploaded, ["1.jpg", "2.jpg"])
        try harness.device.showSwitcher()
        try harness.app.killFromSwitcher()
        try harness.device.closeSwitcher()
        XCTAssertEqual(harness.saved, ["3.jpg", "4.jpg", "5.jpg"])
        try harness.openThenLeave()
        XCTAssertEqual(harness.queue?.pending, ["3.jpg", "4.jpg", "5.jpg"])
        try await harness.device.advance(by: .seconds(12))
        XCTAssertEqual(harness.queue?.uploaded, ["3.jpg", "4.jpg", "5.jpg"])
        XCTAssertEqual(harness.saved, [])
        XCTAssertEqual(harness.app.state, .suspended)
    }
}
