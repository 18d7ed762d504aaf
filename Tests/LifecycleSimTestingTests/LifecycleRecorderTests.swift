import Foundation
import LifecycleRecorder
import LifecycleSimTesting
import XCTest

/// The device side of `lifesim verify`: what `LifecycleRecorder` writes is what verify reads.
/// The notifications are posted by the simulated device itself (NT-1, NT-2), so the round trip
/// device → recorder → log → verify must agree with the simulation of the same scenario.
final class LifecycleRecorderTests: XCTestCase {
    /// The lines written, from the recorder's `@Sendable` writer (called on the posting thread).
    private final class Lines: @unchecked Sendable {
        private let lock = NSLock()
        private var lines: [String] = []
        func append(_ line: String) { lock.withLock { lines.append(line) } }
        var text: String { lock.withLock { lines.joined(separator: "\n") } }
    }

    /// The recorder observes every notification the simulator models, by the same names.
    func test_NT1_theRecorderObservesUIKitsNames() {
        XCTAssertEqual(LifecycleRecorder.notificationNames, LifecycleNotification.allCases.map(\.name))
    }

    /// NT-2: a scene-based app's launch and Home, recorded from the notifications alone, agree
    /// with the scenario's simulation; the lines are `SECONDS APP NAME`.
    func test_NT2_aRecordedLogOfNotificationsAgreesWithTheScenario() throws {
        let source = "device ios 17\napp Notes scenes\nlaunch Notes\n+5s home\n"
        let device = try SimulatedDevice(ios: 17)
        let notes = try device.install("Notes") { $0.scenes = true }
        let center = NotificationCenter()
        notes.postNotifications(to: center)
        let lines = Lines()
        let recorder = LifecycleRecorder(app: "Notes") { lines.append($0) }
        let tokens = recorder.observe(center)
        defer { tokens.forEach(center.removeObserver) }
        try notes.launch()
        try device.advance(by: .seconds(5))
        try device.home()

        let log = DeviceLog.read(lines.text, apps: ["Notes"])
        XCTAssertEqual(log.count, 10, lines.text)
        XCTAssertTrue(lines.text.split(separator: "\n").allSatisfy { $0.split(separator: " ").count == 3 }, lines.text)
        let document = try XCTUnwrap(ScenarioParser.parse(Array(source.utf8), path: "t.scenario").document)
        let verification = LogVerification(log: log, run: Scenario.run(document, notifications: true), apps: ["Notes"],
                                           tolerance: 0.25)
        XCTAssertTrue(verification.agrees, "\(String(describing: verification.divergence))")
        XCTAssertEqual(verification.simulated.map(\.callback).last, "UIApplicationDidEnterBackgroundNotification")
    }

    /// A delegate method recorded by `#function` is read by its Swift name.
    func test_aDelegateMethodRecordedByItsSwiftName() {
        let lines = Lines()
        let recorder = LifecycleRecorder(app: "Mail") { lines.append($0) }
        recorder.record("applicationDidEnterBackground(_:)")
        XCTAssertEqual(DeviceLog.read(lines.text, apps: ["Mail"]).map(\.callback), ["didEnterBackground"])
    }
}
