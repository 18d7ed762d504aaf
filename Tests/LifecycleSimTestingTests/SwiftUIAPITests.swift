import LifecycleSimTesting
import XCTest

/// SwiftUI's scene phase in the Swift API (UI-1 … UI-3): `swiftUI`, the phase handlers, `phase`.
final class SwiftUIAPITests: XCTestCase {
    func test_UI1_UI2_aSwiftUIAppThroughTheSwiftAPI() throws {
        let device = try SimulatedDevice(ios: 17)
        var seen: [String] = []
        let notes = try device.install("Notes") { app in
            app.swiftUI = true
            app.on(.scenePhaseInactive) { _ in seen.append("scene inactive") }
            app.on(.appPhaseInactive) { _ in seen.append("app inactive") }
        }
        XCTAssertNil(notes.phase, "no scene, no phase")
        try notes.launch()
        XCTAssertEqual(seen, [], "UI-3: the inactive phase the scene connects in is no change")
        XCTAssertEqual(notes.phase, .active)
        XCTAssertEqual(notes.scene(1)?.phase, .active)
        try device.alert()
        XCTAssertEqual(seen, ["scene inactive", "app inactive"], "UI-2: the App's after the scene's")
        XCTAssertEqual(notes.scene(1)?.phase, .inactive)
        try device.dismissAlert()
        try device.home()
        XCTAssertEqual(notes.phase, .background)
    }

    /// UI-1 … UI-3: `.onChange(of: scenePhase) { oldPhase, newPhase in … }` in a scene's view and
    /// in the App: each change with the phase before it, the scene's first, none for the phase
    /// the scene connects in.
    func test_UI1_UI2_UI3_onChangeGetsTheOldAndNewPhase() throws {
        let device = try SimulatedDevice(ios: 17)
        var seen: [String] = []
        let notes = try device.install("Notes") { app in
            app.swiftUI = true
            app.onChange(ofScenePhase: { old, new, _ in seen.append("scene \(old) → \(new)") })
            app.onChange(ofAppPhase: { old, new, _ in seen.append("app \(old) → \(new)") })
        }
        try notes.launch()
        XCTAssertEqual(seen, ["scene inactive → active", "app inactive → active"])
        seen = []
        try device.home()
        XCTAssertEqual(seen, ["scene active → inactive", "app active → inactive",
                              "scene inactive → background", "app inactive → background"])
    }

    func test_UI1_phaseCallbackNamesInEveryStyle() {
        XCTAssertEqual(CallbackNameStyle.swift.name(of: .delegate(.scenePhaseActive)), "onChange(of: scenePhase) → .active")
        XCTAssertEqual(CallbackNameStyle.swift.name(of: .delegate(.appPhaseBackground)),
                       "App.onChange(of: scenePhase) → .background")
        XCTAssertEqual(CallbackNameStyle.short.name(of: .delegate(.scenePhaseInactive)), "scenePhaseInactive")
    }

    func test_UI1_noPhaseOnIOS13() throws {
        let device = try SimulatedDevice(ios: 13)
        let notes = try device.install("Notes") { $0.swiftUI = true }
        try notes.launch()
        XCTAssertEqual(notes.scene(1)?.state, .foregroundActive)
        XCTAssertNil(notes.phase)
        XCTAssertNil(notes.scene(1)?.phase)
    }
}
