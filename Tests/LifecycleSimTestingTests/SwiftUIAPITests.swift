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
