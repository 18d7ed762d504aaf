import XCTest
@testable import LifecycleScenario
import LifecycleSim

/// A `device` line with an error does not leave the warnings that depend on the device to a default
/// device (iOS 7, an iPhone) the file contradicts: they use what the line did say before the error,
/// and are left out for what it did not reach.
final class BrokenDeviceLineWarningTests: XCTestCase {
    private func messages(_ text: String) -> [String] {
        ScenarioParser.parse(text, path: "t.scenario").diagnostics.map { "\($0.severity): \($0.message)" }
    }

    /// The audit's file: iOS 17 and an iPad, as the line says; only its own error.
    func testAnErrorAfterTheModelKeepsTheVersionAndTheModel() {
        XCTAssertEqual(messages("device ios 17 model ipad memory 1GB system 2GB\napp A scenes multiple\n0s launch A\n"), [
            "error: the system's share (2GB) is larger than the device's memory (1GB); write a smaller 'system' or a larger 'memory'",
        ])
    }

    /// The version was read, so a warning about it stands, in the line's own version; the model was
    /// not, so no warning says "on an iphone".
    func testAnErrorBeforeTheModelKeepsOnlyTheVersion() {
        let found = messages("device ios 5 memory 0GB model ipad\napp A scenes multiple restoration\n0s launch A\n")
        XCTAssertEqual(found.first, "error: a device needs some memory; write a size above 0, such as 1GB")
        XCTAssertEqual(found.count, 3, "\(found)")
        XCTAssertTrue(found[1].hasPrefix("warning: scenes exist from iOS 13; on iOS 5 this option"), "\(found)")
        XCTAssertTrue(found[2].hasPrefix("warning: state restoration exists from iOS 6"), "\(found)")
        XCTAssertTrue(found[2].contains("(the device runs iOS 5)"), "\(found)")
        XCTAssertFalse(found.contains { $0.contains("iPad") || $0.contains("iphone") }, "\(found)")
    }

    /// Without a version nothing that depends on the device is said.
    func testAnUnreadableVersionKeepsNothing() {
        XCTAssertEqual(messages("device ios x model ipad\nsetting low-power on\napp A scenes multiple restoration\n0s launch A\n"), [
            "error: 'x' is not an iOS version lifesim models; write a version from 3 to 26, such as 7, 4.2 or 17",
        ])
    }

    /// A version newer than any the engine models (26, PR-1) is refused, not run as a guess at
    /// iOS's behaviour; the newest is accepted.
    func test_PR1_aVersionNewerThanTheNewestKnownIsAnError() {
        for spelling in ["27", "99", "27.1"] {
            XCTAssertEqual(messages("device ios \(spelling)\napp A\n0s launch A\n"), [
                "error: '\(spelling)' is not an iOS version lifesim models; write a version from 3 to 26, such as 7, 4.2 or 17",
            ])
        }
        XCTAssertEqual(messages("device ios 26\napp A scenes\n0s launch A\n"), [])
    }

    /// Without a device line, the default device still gets its warnings.
    func testNoDeviceLineStillWarnsForTheDefaultDevice() {
        let found = messages("app A scenes multiple\n0s launch A\n")
        XCTAssertTrue(found.contains { $0.hasPrefix("warning: scenes exist from iOS 13; on iOS 7") }, "\(found)")
        XCTAssertTrue(found.contains { $0.hasPrefix("warning: more than one window needs an iPad: on an iphone") }, "\(found)")
    }
}
