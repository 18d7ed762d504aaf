import LifecycleSimTesting
import XCTest

/// The README's XCTest example, verbatim: it must compile and pass as written.
final class UploaderTests: XCTestCase {
    func testTheUploadIsCutOffAfter180SecondsOnIOS7() throws {
        let device = try SimulatedDevice(ios: 7)
        let uploader = try device.install("Uploader") { app in
            app.on(.didEnterBackground) { context in
                var task = BackgroundTaskIdentifier.invalid
                task = context.beginBackgroundTask(withName: "upload") {
                    context.endBackgroundTask(task)        // the expiration handler
                }
            }
        }
        try uploader.launch()
        assertCallbacks(uploader, ["willFinishLaunching", "didFinishLaunching", "didBecomeActive"])
        try device.home()
        XCTAssertEqual(uploader.state, .background)
        XCTAssertEqual(uploader.outstandingTasks, 1)
        try device.advance(by: .seconds(175))
        XCTAssertEqual(uploader.remaining, .left(.seconds(5)))
        try device.advance(by: .seconds(1))
        XCTAssertEqual(uploader.state, .suspended)
        assertCallbacks(uploader, ["willResignActive", "didEnterBackground", "expire upload"])
    }
}
