import LifecycleSimTesting
import XCTest

/// Scenes in the Swift API (SC-1, SC-5, SC-9): declaring them, handling scene callbacks, reading a scene's state.
final class SceneAPITests: XCTestCase {
    func test_SC1_SC5_aSceneBasedAppThroughTheSwiftAPI() throws {
        let device = try SimulatedDevice(ios: 17)
        nonisolated(unsafe) var seen: [String] = []
        let notes = try device.install("Notes") { app in
            app.scenes = true
            app.on(.sceneDidBecomeActive) { context in seen.append("active \(context.applicationState.map(\.rawValue) ?? "nil")") }
            app.on(.didBecomeActive) { _ in seen.append("app delegate") }
        }
        XCTAssertNil(notes.scene(1), "no scene before the first launch")
        try notes.launch()
        XCTAssertEqual(seen, ["active background"],
                       "SC-1: only the scene handler runs; SC-5: on iOS 14+ the launching app still reads background in it")
        XCTAssertEqual(notes.state, .active, "SC-5: active right after sceneDidBecomeActive")
        XCTAssertEqual(notes.scene(1)?.state, .foregroundActive)
        XCTAssertEqual(notes.connectedScenes, 1)
        try device.home()
        XCTAssertEqual(notes.scene(1)?.state, .background)
        XCTAssertEqual(notes.state, .suspended)
        try notes.disconnectScene(1)
        XCTAssertEqual(notes.scene(1)?.state, .disconnected)
        XCTAssertEqual(notes.connectedScenes, 0)
        try notes.launch()
        XCTAssertEqual(notes.scene(2)?.state, .foregroundActive, "SC-9: a new scene number")
        XCTAssertEqual(notes.scene(1)?.callbacks.map(\.description),
                       ["willConnect", "sceneWillEnterForeground", "sceneDidBecomeActive", "sceneWillResignActive",
                        "sceneDidEnterBackground", "sceneDidDisconnect"])
    }

    func test_SC9_disconnectingAForegroundSceneIsRefused() throws {
        let device = try SimulatedDevice(ios: 17)
        let notes = try device.install("Notes") { $0.scenes = true }
        try notes.launch()
        XCTAssertThrowsError(try notes.disconnectScene(1))
        XCTAssertEqual(notes.scene(1)?.state, .foregroundActive)
    }
}
