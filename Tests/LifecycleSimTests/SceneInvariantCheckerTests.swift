@testable import LifecycleSim
import XCTest

/// The scene invariants (docs/EXECUTION_MODEL.md, "Scenes (iOS 13+, an app with `scenes`)") must catch broken
/// traces and devices built on purpose: both the engine's monitor and the tests' checker. A trace
/// broken by hand may break several invariants, so a test asks that its violation is among those
/// reported (a set property).
final class SceneInvariantCheckerTests: XCTestCase {
    private func monitor(_ records: [TraceRecord]) -> [String] {
        let monitor = TraceInvariantMonitor()
        records.forEach(monitor.receive)
        monitor.finishStep()
        return monitor.violations + TraceInvariants.problems(in: records, ios: 17)
    }

    private let launch = TraceRecord.transition(TransitionRecord(time: .zero, app: "A", from: .notRunning,
                                                                 to: .inactive, rule: .la1))

    private func scene(_ from: SceneActivationState, _ to: SceneActivationState) -> TraceRecord {
        .sceneTransition(SceneTransitionRecord(time: .zero, app: "A", scene: 1, from: from, to: to, rule: .sc4))
    }

    private func callback(_ callback: DelegateCallback, _ state: AppState, scene: Int? = 1) -> TraceRecord {
        .callback(CallbackRecord(time: .zero, app: "A", callback: .delegate(callback), state: state, depth: 0,
                                 rule: .sc4, scene: scene))
    }

    func test_SC5_anAppStateThatIsNotTheDerivationIsCaught() {
        // The scene becomes active but the app's own transition to active never follows.
        let problems = monitor([launch, scene(.unattached, .foregroundInactive), scene(.foregroundInactive, .foregroundActive),
                                .log(LogRecord(time: .zero, app: nil, text: "x"))])
        XCTAssertEqual(problems.filter { $0.contains("SC-5") }.count, 2, "\(problems)")
    }

    func test_SC5_theDerivedTransitionRightAfterTheSceneTransitionIsAccepted() {
        let problems = monitor([launch, scene(.unattached, .foregroundInactive), scene(.foregroundInactive, .foregroundActive),
                                .transition(TransitionRecord(time: .zero, app: "A", from: .inactive, to: .active, rule: .sc5)),
                                callback(.sceneDidBecomeActive, .active)])
        XCTAssertEqual(problems, [])
    }

    /// SC-5: a reboot ends both scenes of a Split View, then the app: the app's state is checked
    /// once its scenes have all moved, not between two of them.
    func test_SC5_twoScenesOfOneAppEndingInARowAreCheckedAfterTheLast() {
        func second(_ from: SceneActivationState, _ to: SceneActivationState) -> TraceRecord {
            .sceneTransition(SceneTransitionRecord(time: .zero, app: "A", scene: 2, from: from, to: to, rule: .sc4))
        }
        let problems = monitor([launch, scene(.unattached, .foregroundInactive), scene(.foregroundInactive, .foregroundActive),
                                .transition(TransitionRecord(time: .zero, app: "A", from: .inactive, to: .active, rule: .sc5)),
                                second(.unattached, .background),
                                scene(.foregroundActive, .disconnected), second(.background, .disconnected),
                                .transition(TransitionRecord(time: .zero, app: "A", from: .active, to: .notRunning, rule: .te3))])
        XCTAssertEqual(problems, [])
    }

    func test_SC1_aSceneCallbackForAnAppWithoutScenesIsCaught() {
        let problems = monitor([launch, callback(.sceneDidBecomeActive, .inactive)])
        XCTAssertEqual(problems.filter { $0.contains("SC-1") }.count, 2, "\(problems)")
    }

    func test_SC1_anAppDelegateUICallbackForASceneBasedAppIsCaught() {
        let problems = monitor([launch, scene(.unattached, .foregroundInactive), callback(.willResignActive, .inactive, scene: nil)])
        XCTAssertEqual(problems.filter { $0.contains("SC-1") }.count, 2, "\(problems)")
    }

    func test_SC1_sceneRecordsBeforeIOS13AreCaught() {
        let problems = TraceInvariants.problems(in: [launch, scene(.unattached, .foregroundInactive)], ios: 12)
        XCTAssertTrue(problems.contains { $0.contains("before iOS 13") }, "\(problems)")
    }

    func test_SC1_aSceneCallbackToASuspendedAppIsCaught() {
        let problems = monitor([
            .transition(TransitionRecord(time: .zero, app: "A", from: .notRunning, to: .background, rule: .br3)),
            .transition(TransitionRecord(time: .zero, app: "A", from: .background, to: .suspended, rule: .bg2)),
            scene(.unattached, .background),
            callback(.sceneDidEnterBackground, .suspended),
        ])
        XCTAssertTrue(problems.contains { $0.contains("to a suspended app") }, "\(problems)")
        XCTAssertTrue(problems.contains { $0.contains("while suspended") }, "\(problems)")
    }

    func test_SC5_theDevicesOwnCheckerComparesTheAppWithItsScenes() {
        var config = AppConfiguration(name: "A")
        config.scenes = true
        let device = Device(version: OSVersion(17))
        device.install(config)
        _ = device.handle(.launch(app: "A", url: nil))
        XCTAssertEqual(device.invariantViolations(), [])
        _ = device.app(named: "A")?.machine.moveScene(1, to: .background, running: true)  // broken on purpose: the app stays active
        XCTAssertTrue(device.invariantViolations().contains { $0.contains("SC-5") }, "\(device.invariantViolations())")
    }
}
