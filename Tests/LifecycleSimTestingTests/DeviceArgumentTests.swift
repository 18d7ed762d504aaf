import XCTest
import LifecycleSim
import LifecycleSimTesting

/// What a scenario's `device` line and timeline reject, the Swift API rejects too: with an error, not
/// silent acceptance or a crash.
final class DeviceArgumentTests: XCTestCase {
    /// Before iOS 3 there is nothing to simulate; after the newest version the engine models (26,
    /// PR-1) its behaviour would be a guess presented as iOS's.
    func test_PR1_versionsBeforeIOS3OrAfterTheNewestKnownAreErrors() {
        for major in [2, 0, -1, 27, 99] {
            XCTAssertThrowsError(try SimulatedDevice(ios: major)) { error in
                XCTAssertEqual(error as? LifecycleSimError, .unsupportedVersion(OSVersion(major)))
                XCTAssertEqual("\(error)", "iOS \(major) does not exist in the simulator: pass a version from 3 to 26, "
                    + "such as SimulatedDevice(ios: 7) or SimulatedDevice(ios: 4, minor: 2)")
            }
        }
        XCTAssertThrowsError(try SimulatedDevice(ios: 7, minor: -1))
    }

    func testTheOldestAndANewVersionAreAccepted() throws {
        XCTAssertEqual(try SimulatedDevice(ios: 3).engine.profile.version, OSVersion(3))
        XCTAssertEqual(try SimulatedDevice(ios: 4, minor: 2).engine.profile.version, OSVersion(4, 2))
        XCTAssertEqual(try SimulatedDevice(ios: 26).engine.profile.version, OSVersion(26))
    }

    func testMemoryTheDeviceLineRejectsIsAnError() {
        XCTAssertThrowsError(try SimulatedDevice(ios: 7, memory: .zero)) { error in
            XCTAssertEqual("\(error)", "a device needs some memory, not 0MB: pass memory: above zero, such as .gigabytes(1)")
        }
        XCTAssertThrowsError(try SimulatedDevice(ios: 7, memory: .megabytes(512), system: .gigabytes(1))) { error in
            XCTAssertEqual("\(error)", "the system's share (1GB) must be between zero and the device's memory (512MB): "
                + "pass a smaller system: or a larger memory:")
        }
        XCTAssertNoThrow(try SimulatedDevice(ios: 7, memory: .megabytes(512), system: .megabytes(512)))
    }

    func testNegativeAdvanceIsAnErrorAndTheClockStays() throws {
        let device = try SimulatedDevice(ios: 7)
        try device.advance(by: .seconds(5))
        XCTAssertThrowsError(try device.advance(by: .seconds(-2))) { error in
            XCTAssertEqual(error as? LifecycleSimError, .negativeDuration(.seconds(-2)))
            XCTAssertEqual("\(error)", "advance(by: -2s) would run the clock backwards: pass a duration of zero or more")
        }
        XCTAssertEqual(device.now, VirtualTime(milliseconds: 5000))
        try device.advance(by: .zero)
        XCTAssertEqual(device.now, VirtualTime(milliseconds: 5000))
    }

    func testAdvanceToAnEarlierTimeIsAnError() throws {
        let device = try SimulatedDevice(ios: 7)
        try device.advance(to: DeviceClock.Instant(offset: .milliseconds(5000)))
        XCTAssertThrowsError(try device.advance(to: DeviceClock.Instant(offset: .milliseconds(3000)))) { error in
            XCTAssertEqual("\(error)", "advance(to: 3s) is before the device's clock (5s), and the clock never runs "
                + "backwards: pass 5s or later")
        }
        XCTAssertEqual(device.now, VirtualTime(milliseconds: 5000))
        try device.advance(to: DeviceClock.Instant(offset: .milliseconds(5000)))
        XCTAssertEqual(device.now, VirtualTime(milliseconds: 5000))
    }
}
