import LifecycleSimTesting
import XCTest

/// PW-1 through the Swift API: `device.prewarm(_:)`, `app.prewarm()`, `app.isPrewarmed`.
final class PrewarmAPITests: XCTestCase {
    func test_PW1_prewarmThenLaunch_throughTheSwiftAPI() throws {
        let device = try SimulatedDevice(ios: 15)
        let mail = try device.install("Mail")
        try device.prewarm("Mail")
        XCTAssertTrue(mail.isPrewarmed)
        XCTAssertEqual(mail.state, .notRunning)
        XCTAssertNil(mail.launchedBy)
        XCTAssertEqual(mail.takeCallbacks(), [])
        try mail.launch()
        XCTAssertFalse(mail.isPrewarmed)
        XCTAssertEqual(mail.launchedBy, .user)
        XCTAssertEqual(mail.takeCallbacks(), [.delegate(.willFinishLaunching), .delegate(.didFinishLaunching),
                                              .delegate(.didBecomeActive)])
    }

    func test_PW1_refusedBeforeIOS15_throwsNamingTheCallAndTheRule() throws {
        let device = try SimulatedDevice(ios: 14)
        let mail = try device.install("Mail")
        XCTAssertThrowsError(try mail.prewarm()) { error in
            guard case LifecycleSimError.refused(let event, _, let rule) = error else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(event, "device.app(\"Mail\").prewarm()")
            XCTAssertEqual(rule, .pw1)
        }
        XCTAssertFalse(mail.isPrewarmed)
    }
}
