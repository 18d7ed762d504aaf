import LifecycleSimTesting
import XCTest

/// The device systems through the Swift API, as a test author uses them.
final class DeviceSystemsAPITests: XCTestCase {
    private func reader() -> AppConfiguration {
        var config = AppConfiguration(name: "Reader")
        config.controllers = [
            ControllerDefinition(name: "List", restorationID: "list"),
            ControllerDefinition(name: "Nav", kind: .navigation(root: "List"), restorationID: "nav"),
            ControllerDefinition(name: "Detail", restorationID: "detail"),
            ControllerDefinition(name: "Settings"),
        ]
        config.rootController = "Nav"
        config.restoration = true
        return config
    }

    /// VC-1 (load on first show, container first), VC-4 (a full-screen modal takes the stack out
    /// of the window), VC-2/VC-3 on iOS 5 (unloads nested one level deep).
    func testControllerCallbackOrderOnIOS5() throws {
        let device = try SimulatedDevice(ios: 5)
        let app = try device.install(reader())
        try app.launch()
        assertControllerCallbacks(app, ["Nav.loadView", "Nav.viewDidLoad", "List.loadView", "List.viewDidLoad"])
        try app.push("Detail", on: "Nav")
        try app.present("Settings")
        _ = app.takeControllerCallbacks()
        try device.memoryWarning()
        assertControllerCallbacks(app, [
            "List.didReceiveMemoryWarning", "List.viewWillUnload", "List.viewDidUnload",
            "Nav.didReceiveMemoryWarning", "Nav.viewWillUnload", "Nav.viewDidUnload",
            "Detail.viewWillUnload", "Detail.viewDidUnload",
            "Detail.didReceiveMemoryWarning", "Settings.didReceiveMemoryWarning",
        ])
        XCTAssertEqual(app.isViewLoaded("Detail"), false)
        try app.dismiss("Settings")
        assertControllerCallbacks(app, ["Nav.loadView", "Nav.viewDidLoad", "Detail.loadView", "Detail.viewDidLoad"])
    }

    /// SR-2, SR-3, SR-4: saved at Home, kept through memory pressure, restored at the next launch.
    func testRestorationThroughTheAPI() throws {
        let device = try SimulatedDevice(ios: 7)
        let app = try device.install(reader())
        try app.launch()
        try app.push("Detail", on: "Nav")
        try device.home()
        XCTAssertTrue(app.hasRestorationArchive)
        try device.memoryPressure()
        XCTAssertEqual(app.state, .notRunning)
        XCTAssertTrue(app.hasRestorationArchive, "SR-4: a system termination keeps the archive")
        try app.launch()
        XCTAssertEqual(app.restoredControllers, ["Nav", "List", "Detail"])
        XCTAssertFalse(app.hasRestorationArchive, "SR-3: discarded after use")
    }

    /// PS-1, PS-2, DOC-1, DOC-2 through the API.
    func testMemoryDocumentsAndProcesses() throws {
        let device = try SimulatedDevice(ios: 7, memory: .megabytes(512))
        var safari = AppConfiguration(name: "Safari")
        safari.builtin = true
        var notes = AppConfiguration(name: "Notes")
        notes.documents = ["public.text"]
        let browser = try device.install(safari)
        let editor = try device.install(notes)
        XCTAssertEqual(browser.processName, "MobileSafari")
        XCTAssertEqual(device.freeMemory, .megabytes(384), "PS-2: 512MB − a quarter for the system")
        try browser.launch()
        XCTAssertEqual(device.freeMemory, .megabytes(364), "PS-2: minus the 20MB default footprint")
        XCTAssertEqual(device.openInMenu(for: "notes.txt", from: "Safari"), ["Notes"])
        try device.share("notes.txt", from: "Safari", to: "Notes")
        XCTAssertEqual(editor.inbox, ["notes.txt"])
        XCTAssertEqual(editor.launchedBy, .url)
        assertCallbacks(browser, ["willFinishLaunching", "didFinishLaunching", "didBecomeActive",
                                  "willBeginSendingToApplication", "willResignActive", "didEnterBackground",
                                  "didEndSendingToApplication"])
    }
}
