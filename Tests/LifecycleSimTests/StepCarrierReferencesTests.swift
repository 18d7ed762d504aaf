@testable import LifecycleSim
import XCTest

/// A run's steps are carried out by a carrier that reaches the device and the app without
/// retaining them (StepCarrier+Unsafe.swift). Here the same inputs are carried out that way and
/// the plain way (`StrongReferences`), on two devices with the same app, and the traces and
/// states must be the same: a launch (LA-1), Home (FG-1, FG-2), BG-2's suspension, a return from
/// suspension with the activation carried on (FG-4), code that crashes in the middle of a
/// sequence (the steps after it are not carried out), a scene-based app (SC-4, SC-5), and
/// didEnterBackground blocking past FG-2's watchdog.
final class StepCarrierReferencesTests: XCTestCase {
    /// A user launch, Home, BG-2, then a return from suspension, each input carried out through
    /// `references`: the trace as step lines, and the app's state at the end.
    private func run<References: CarrierReferences>(_ references: References.Type, ios: Int,
                                                    _ config: AppConfiguration) -> (lines: [String], state: AppState) {
        let t = TestDevice(ios: ios, apps: [config])
        let device = t.device
        let app = device.apps[0]
        _ = device.startProcess(app, .user)
        device.front = app.index
        device.perform(on: app, arrival: .plain, references: references) { app.machine.reading.launch(for: .plain, into: &$0) }
        device.clearScreen(of: app)
        device.perform(on: app, arrival: .plain, references: references) { app.machine.reading.leaveForeground(.fg1, into: &$0) }
        device.settle(app)
        device.advance(by: .seconds(60))
        if let held = app.machine.resume() {
            device.front = app.index
            device.perform(on: app, arrival: .plain, references: references) {
                AppMachine.resume(held, for: .fg4, budget: nil, into: &$0)
                app.machine.reading.enterForeground(.fg4, newWindow: false, into: &$0)
            }
        }
        device.flushTrace()
        return (TestDevice.lines(t.trace.records, from: .zero), app.state)
    }

    private func assertBothWaysAgree(ios: Int, _ config: AppConfiguration, endingIn state: AppState,
                                     file: StaticString = #filePath, line: UInt = #line) {
        let plain = run(StrongReferences.self, ios: ios, config)
        let unretained = run(UnretainedReferences.self, ios: ios, config)
        XCTAssertEqual(unretained.lines, plain.lines, file: file, line: line)
        XCTAssertEqual(unretained.state, plain.state, file: file, line: line)
        XCTAssertEqual(plain.state, state, "the sequence went where the rules take it", file: file, line: line)
        XCTAssertGreaterThan(plain.lines.count, 4, "the steps were carried out", file: file, line: line)
    }

    func test_aLaunchHomeAndReturnFromSuspension() {
        assertBothWaysAgree(ios: 12, .app("A"), endingIn: .active)
    }

    func test_aCrashInDidEnterBackgroundEndsTheSequence() {
        assertBothWaysAgree(ios: 12, .app("A", [(.delegate(.didEnterBackground), [.crash])]), endingIn: .notRunning)
    }

    func test_aSceneBasedApp() {
        var config = AppConfiguration.app("A")
        config.scenes = true
        assertBothWaysAgree(ios: 17, config, endingIn: .active)
    }

    func test_didEnterBackgroundBlockedPastItsWatchdog() {
        assertBothWaysAgree(ios: 12, .app("A", [(.delegate(.didEnterBackground), [.work(.seconds(6))])]),
                            endingIn: .notRunning)
    }
}
