import Foundation
import LifecycleRecorder
import LifecycleSimTesting
import XCTest

/// The device side of `lifesim verify`: what `LifecycleRecorder` writes is what verify reads. The
/// notifications are posted by the simulated device itself (NT-1, NT-2): the round trip device →
/// recorder → log → verify checks the recorder's lines and verify's reading of them, not the
/// order of the notifications (LifecycleNotificationTests and LogVerificationTests do that).
final class LifecycleRecorderTests: XCTestCase {
    /// A writer for the recorder, and what it wrote once `finish` is called.
    private struct Lines {
        let write: @Sendable (String) -> Void
        let finish: @Sendable () -> Void
        let stream: AsyncStream<String>

        init() {
            let (stream, continuation) = AsyncStream.makeStream(of: String.self)
            self.stream = stream
            write = { continuation.yield($0) }
            finish = { continuation.finish() }
        }

        func text() async -> String {
            finish()
            var lines: [String] = []
            for await line in stream { lines.append(line) }
            return lines.joined(separator: "\n")
        }
    }

    /// The recorder observes every notification the simulator models, by the same names.
    func test_NT1_theRecorderObservesUIKitsNames() {
        XCTAssertEqual(LifecycleRecorder.notificationNames, LifecycleNotification.allCases.map(\.name))
    }

    /// NT-2: a scene-based app's launch and Home, recorded from the notifications alone, agree
    /// with the scenario's simulation; the lines are `SECONDS APP NAME`.
    func test_NT2_aRecordedLogOfNotificationsAgreesWithTheScenario() async throws {
        let source = "device ios 17\napp Notes scenes\nlaunch Notes\n+5s home\n"
        let device = try SimulatedDevice(ios: 17)
        let notes = try device.install("Notes") { $0.scenes = true }
        let center = NotificationCenter()
        notes.postNotifications(to: center)
        let lines = Lines()
        let recorder = LifecycleRecorder(app: "Notes", write: lines.write)
        let tokens = recorder.observe(center)
        defer { tokens.forEach(center.removeObserver) }
        try notes.launch()
        try await device.advance(by: .seconds(5))
        try device.home()

        let text = await lines.text()
        let log = DeviceLog.read(text, apps: ["Notes"])
        XCTAssertEqual(log.count, 10, text)
        XCTAssertTrue(text.split(separator: "\n").allSatisfy { $0.split(separator: " ").count == 3 }, text)
        let document = try XCTUnwrap(ScenarioParser.parse(Array(source.utf8), path: "t.scenario").document)
        let verification = LogVerification(log: log, run: Scenario.run(document, notifications: true), apps: ["Notes"],
                                           tolerance: 0.25)
        XCTAssertTrue(verification.agrees, "\(String(describing: verification.divergence))")
        XCTAssertEqual(verification.simulated.map(\.callback).last, "UIApplicationDidEnterBackgroundNotification")
    }

    /// A delegate method recorded by `#function` is read by its Swift name.
    func test_aDelegateMethodRecordedByItsSwiftName() async {
        let lines = Lines()
        let recorder = LifecycleRecorder(app: "Mail", write: lines.write)
        recorder.record("applicationDidEnterBackground(_:)")
        let text = await lines.text()
        XCTAssertEqual(DeviceLog.read(text, apps: ["Mail"]).map(\.callback), ["didEnterBackground"])
    }
}
