import LifecycleSimTesting
import XCTest

/// The settings a device starts with (a scenario's `setting` lines) in the Swift API: they change
/// what the engine does without writing a trace record, and are never refused.
final class DeviceSettingsAPITests: XCTestCase {
    /// An iOS 17 device with Photos registering one processing task that asks for power and network (BT-1, BT-4).
    private func photos(_ device: SimulatedDevice) throws -> SimulatedApp {
        try device.install("Photos", modes: [.processing]) { app in
            app.bgTaskIdentifiers = ["com.example.index"]
            app.on(.didFinishLaunching) { context in context.perform(.bgRegister("com.example.index")) }
            app.on(.didEnterBackground) { context in
                try? context.submit(BGTaskRequest(identifier: "com.example.index", kind: .processing,
                                                  requiresNetwork: true, requiresPower: true))
            }
        }
    }

    func test_BR1_backgroundRefreshSettingsSetTheStatusWithoutATraceRecord() throws {
        // UIBackgroundRefreshStatus: .restricted when parental controls lock the switch,
        // .denied when the user turned it off (globally or for the app, or Low Power Mode is on).
        let device = try SimulatedDevice(ios: 9)
        let feed = try device.install("Feed", modes: [.fetch])
        let mail = try device.install("Mail", modes: [.fetch])
        let records = device.trace.count
        try device.setBackgroundRefresh(.off, for: "Feed")
        XCTAssertEqual(feed.refreshStatus, .denied)
        XCTAssertEqual(mail.refreshStatus, .available)
        device.setLowPowerMode(true)
        XCTAssertEqual(mail.refreshStatus, .denied)
        try device.setBackgroundRefresh(.restricted)
        XCTAssertEqual(mail.refreshStatus, .restricted)
        XCTAssertEqual(device.trace.count, records, "a setting is no event: nothing is written into the trace")
        // The user cannot change a restricted switch: the event is refused, the setting was not.
        XCTAssertThrowsError(try device.refresh(true))
    }

    func test_DB1_anAppRunFromXcodeIsNeverSuspended() throws {
        let device = try SimulatedDevice(ios: 7)
        let dev = try device.install("Dev")
        try device.setDebuggerAttached(to: "Dev")
        try dev.launch()
        try device.home()
        XCTAssertEqual(dev.state, .background, "DB-1: with a debugger attached nothing suspends the app")
        try dev.detachDebugger()
        XCTAssertEqual(dev.state, .suspended, "DB-1: detaching applies BG-2 at once")
        XCTAssertThrowsError(try device.setDebuggerAttached(to: "Dve")) { error in
            XCTAssertEqual(error as? LifecycleSimError, .unknownApp("Dve", installed: ["Dev"]))
        }
        XCTAssertThrowsError(try device.setBackgroundRefresh(.off, for: "Nobody"))
    }

    func test_BT4_aRequestThatAsksForPowerRunsOnlyOnPowerAndANetwork() throws {
        let device = try SimulatedDevice(ios: 17)
        let photos = try photos(device)
        try photos.launch()
        try device.home()
        XCTAssertThrowsError(try photos.runBGTask("com.example.index"), "BT-4: not charging")
        device.setCharging(true)
        device.setNetwork(false)
        XCTAssertThrowsError(try photos.runBGTask("com.example.index"), "BT-4: no network")
        device.setNetwork(true)
        try photos.runBGTask("com.example.index")
        XCTAssertEqual(photos.bgTaskStatus("com.example.index"), .running)
    }

    func test_aNoteBetweenEventsIsALogRecordOfNoApp() throws {
        let device = try SimulatedDevice(ios: 7)
        device.log("before the call")
        guard case .log(let record) = device.trace.last else { return XCTFail("no log record: \(device.trace)") }
        XCTAssertEqual(record.text, "before the call")
        XCTAssertNil(record.app)
    }

    func test_PS1_anExplicitProcessNameBeatsTheSystemsNameOfABuiltinApp() throws {
        let device = try SimulatedDevice(ios: 7)
        let safari = try device.install("Safari") { $0.builtin = true }
        let browser = try device.install("Browser") { app in
            app.builtin = true
            app.processName = "MyBrowser"
        }
        try safari.launch()
        try browser.launch()
        XCTAssertEqual(safari.processName, "MobileSafari", "PS-1: Safari's process is MobileSafari")
        XCTAssertEqual(browser.processName, "MyBrowser")
    }

    func test_SC1_aScenesCallbacksHaveAWindowOfTheirOwn() throws {
        let device = try SimulatedDevice(ios: 17)
        let notes = try device.install("Notes") { $0.scenes = true }
        try notes.launch()
        let scene = try XCTUnwrap(notes.scene(1))
        // SC-3: a scene connects, enters the foreground and becomes active; the app's own
        // window also holds the app delegate's launch callbacks and configurationForConnecting.
        XCTAssertEqual(scene.takeCallbacks().map(\.description), ["willConnect", "sceneWillEnterForeground", "sceneDidBecomeActive"])
        XCTAssertEqual(scene.takeCallbacks(), [], "a new window starts empty")
        XCTAssertEqual(notes.takeCallbacks().map(\.description),
                       ["willFinishLaunching", "didFinishLaunching", "configurationForConnecting", "willConnect",
                        "sceneWillEnterForeground", "sceneDidBecomeActive"])
        try device.home()
        assertCallbacks(scene, ["sceneWillResignActive", "sceneDidEnterBackground"])
    }
}
