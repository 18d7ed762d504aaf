import LifecycleSimTesting
import XCTest

/// iPad windows in the Swift API (SC-6, SC-7, SC-8): opening, requesting, splitting, closing and
/// swiping away windows, and the didDiscardSceneSessions handler.
final class WindowAPITests: XCTestCase {
    func test_SC6_openWindowAndRequestSceneSessionActivation() throws {
        let device = try SimulatedDevice(ios: 17, model: .ipad)
        let notes = try device.install("Notes") { app in
            app.multipleScenes = true
            app.on(.didReceiveMemoryWarning) { $0.requestSceneSessionActivation() }
        }
        try notes.launch()
        try notes.openWindow()
        XCTAssertEqual(notes.scene(1)?.state, .background, "SC-6: the replaced scene left as with Home")
        XCTAssertEqual(notes.scene(2)?.state, .foregroundActive)
        XCTAssertEqual(notes.connectedScenes, 2)
        XCTAssertEqual(notes.scene(2)?.callbacks.map(\.description), ["willConnect", "sceneWillEnterForeground", "sceneDidBecomeActive"])
        try device.memoryWarning()
        XCTAssertEqual(notes.scene(3)?.state, .foregroundActive, "the app's own request opens a third window")
        XCTAssertEqual(device.screenScenes.map(\.description), ["Notes/3"])
    }

    func test_SC6_openWindowOnAnIPhoneThrows() throws {
        let device = try SimulatedDevice(ios: 17)
        let notes = try device.install("Notes") { $0.multipleScenes = true }
        try notes.launch()
        XCTAssertThrowsError(try notes.openWindow())
        XCTAssertEqual(notes.connectedScenes, 1)
    }

    func test_SC7_splitMakesBothAppsActive() throws {
        let device = try SimulatedDevice(ios: 17, model: .ipad)
        let notes = try device.install("Notes") { $0.scenes = true }
        let mail = try device.install("Mail") { $0.scenes = true }
        try mail.launch()
        try notes.launch()
        try device.split(XCTUnwrap(notes.scene(1)), XCTUnwrap(mail.scene(1)))
        XCTAssertEqual(notes.state, .active)
        XCTAssertEqual(mail.state, .active)
        XCTAssertEqual(device.screenScenes.map(\.description), ["Notes/1", "Mail/1"])
        try device.controlCenter(open: true)
        XCTAssertEqual([notes.state, mail.state], [.inactive, .inactive], "an interruption resigns both")
        try device.controlCenter(open: false)
        try device.endSplit()
        XCTAssertEqual(mail.state, .suspended)
        XCTAssertEqual(device.front, "Notes")
    }

    func test_SC8_closeWindowAndKillFromSwitcherDiscardScenes() throws {
        let device = try SimulatedDevice(ios: 17, model: .ipad)
        nonisolated(unsafe) var discarded = 0
        let notes = try device.install("Notes") { app in
            app.multipleScenes = true
            app.on(.didDiscardSceneSessions) { _ in discarded += 1 }
        }
        try notes.launch()
        try notes.openWindow()
        try XCTUnwrap(notes.scene(2)).close()
        XCTAssertEqual(discarded, 1)
        XCTAssertEqual(notes.scene(2)?.state, .disconnected)
        XCTAssertEqual(notes.scene(2)?.callbacks.suffix(2).map(\.description), ["sceneDidEnterBackground", "sceneDidDisconnect"])
        try device.showSwitcher()
        try notes.killFromSwitcher(scene: 1)
        XCTAssertEqual(notes.state, .notRunning, "the last window ends the process (TE-2)")
        XCTAssertEqual(discarded, 1, "suspended: it hears nothing now")
        try device.closeSwitcher()
        try notes.launch()
        XCTAssertEqual(discarded, 1, "the last window's session is kept for this launch (TE-2's reading)")
    }
}
