import LifecycleSim
import XCTest

/// `log-state` (ST-1, SC-5): what applicationState returns inside each callback, as SC-5 states it
/// from the Batch iOS SDK's iOS 14 log: background through a scene-based launch's callbacks, even
/// in sceneDidBecomeActive (iOS 14+); on a return, background in sceneWillEnterForeground and
/// inactive in sceneDidBecomeActive. A classic app reads inactive while it launches (LA-1).
final class LogStateRuleTests: RuleTestCase {
    private func readings(scenes: Bool, _ events: [DeviceEvent]) -> [String] {
        let callbacks: [DelegateCallback] = scenes
            ? [.didFinishLaunching, .willConnect, .sceneWillEnterForeground, .sceneDidBecomeActive]
            : [.didFinishLaunching, .willEnterForeground, .didBecomeActive]
        var config = AppConfiguration.app("A", callbacks.map { (Callback.delegate($0), [AppAction.logState]) })
        config.scenes = scenes
        let t = makeDevice(ios: 17, apps: [config])
        for event in events { t.send(event) }
        return t.trace.records.compactMap { if case .log(let line) = $0 { return line.text }; return nil }
    }

    func test_SC5_theStateEachCallbackReads() {
        let b = "applicationState = background", i = "applicationState = inactive", a = "applicationState = active"
        XCTAssertEqual(readings(scenes: true, [.launch(app: "A", url: nil)]), [b, b, b, b])
        XCTAssertEqual(readings(scenes: true, [.launch(app: "A", url: nil), .home, .launch(app: "A", url: nil)]),
                       [b, b, b, b, b, i])
        XCTAssertEqual(readings(scenes: false, [.launch(app: "A", url: nil), .home, .launch(app: "A", url: nil)]),
                       [i, a, b, a], "LA-1 inactive; didBecomeActive active; willEnterForeground background (FG-4)")
    }
}
