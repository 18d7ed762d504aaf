import LifecycleSim
import LifecycleSimTesting
import XCTest

/// The upload queue against every order of events (`Exploration`): the app's real code, built
/// afresh and run from the start for each path, as the harness builds it for every test.
final class UploadQueueExploreTests: XCTestCase {
    /// BG-5, BG-1, TE-2, MW-1: from the app open with two photos an earlier run saved, in every order of up to three
    /// of these steps (thirty seconds at once among them), the system never kills the app for its
    /// background task and UIKit never prints its 30-second line (the harness fails on both), and
    /// no photo is lost: each is on the server, or still to upload (in the running queue, else
    /// saved for the next process), whatever kill or reclaim ends a process midway.
    @MainActor func testNoOrderOfEventsLosesAPhotoOrGetsTheAppKilled() async throws {
        let photos = ["a.jpg", "b.jpg"]
        var harness: UploaderHarness?
        let steps: [Exploration.Step] = [.event(.launch(app: "PhotoUploader", url: nil)), .event(.home), .event(.switcherShow),
                                         .event(.switcherKill(app: "PhotoUploader")), .event(.memoryPressure(nil)),
                                         .nextDeadline, .wait(.seconds(30))]
        let result = try await Exploration.explore(depth: 3, steps: steps, device: {
            let built = try UploaderHarness(ios: 17, photos: photos)
            try built.app.launch()
            harness = built
            return built.device
        }, check: { _ in
            guard let harness else { return }
            let left = harness.queue?.pending ?? harness.saved
            let lost = photos.filter { !harness.service.received.contains($0) && !left.contains($0) }
            guard lost.isEmpty else { throw Exploration.Broken("lost \(lost)") }
        })
        XCTAssertNil(result.failure, result.failure?.description ?? "")
        XCTAssertEqual(result.depthReached, 3)
    }
}
