import XCTest
import LifecycleSim

/// Errors of the Swift API name its methods, not the scenario language's statements; the trace's
/// warnings keep the scenario's words.
final class SwiftAPIErrorWordingTests: XCTestCase {
    private func assertRefused(_ call: @autoclosure () throws -> Void, _ expected: String,
                               file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try call(), file: file, line: line) { error in
            XCTAssertEqual("\(error)", expected, file: file, line: line)
        }
    }

    func testKillWithTheSwitcherClosedNamesShowSwitcher() throws {
        let device = try SimulatedDevice(ios: 7)
        let app = try device.install("Mail")
        try app.launch()
        assertRefused(try app.killFromSwitcher(), "device.app(\"Mail\").killFromSwitcher() refused: "
            + "the app switcher is not open: call device.showSwitcher() first (ST-2)")
        assertRefused(try app.openFromSwitcher(), "device.app(\"Mail\").openFromSwitcher() refused: "
            + "the app switcher is not open: call device.showSwitcher() first (ST-2)")
    }

    func testTheTraceKeepsTheScenarioWording() throws {
        let device = try SimulatedDevice(ios: 7)
        let app = try device.install("Mail")
        XCTAssertThrowsError(try app.killFromSwitcher())
        let warnings = device.trace.compactMap { record -> String? in
            if case .warning(let warning) = record { return warning.message }
            return nil
        }
        XCTAssertEqual(warnings, ["the app switcher is not open: use 'switcher' first"])
    }

    func testLaunchOnALockedDeviceNamesUnlock() throws {
        let device = try SimulatedDevice(ios: 7)
        let app = try device.install("Mail")
        try device.lock()
        assertRefused(try app.launch(), "device.app(\"Mail\").launch() refused: the device is locked: "
            + "call device.unlock() first (ST-2)")
        assertRefused(try device.home(), "device.home() refused: the device is locked: call device.unlock() first (ST-2)")
    }

    func testLaunchUnderAnOverlayNamesTheCallThatClosesIt() throws {
        let device = try SimulatedDevice(ios: 7)
        let app = try device.install("Mail")
        try device.alert()
        assertRefused(try app.launch(), "device.app(\"Mail\").launch() refused: the alert is open: "
            + "call device.dismissAlert() first (ST-2)")
        try device.dismissAlert()
        try device.controlCenter(open: true)
        assertRefused(try app.launch(), "device.app(\"Mail\").launch() refused: Control Center is open: "
            + "call device.controlCenter(open: false) first (ST-2)")
    }

    func testNoSwitcherWithoutMultitaskingNamesTheParameter() throws {
        let device = try SimulatedDevice(ios: 7, multitasking: false)
        assertRefused(try device.showSwitcher(), "device.showSwitcher() refused: there is no app switcher without "
            + "multitasking (iOS 3, or multitasking: false) (PR-1)")
    }

    func testFetchWithoutTheModeNamesTheSwiftMode() throws {
        let device = try SimulatedDevice(ios: 7)
        let app = try device.install("Mail")
        assertRefused(try app.fetch(), "device.app(\"Mail\").fetch() refused: background fetch dropped: Mail does not "
            + "declare the .fetch background mode (install it with modes: [.fetch]) (BR-3)")
        let notes = try device.install("Notes")
        assertRefused(try notes.push(), "device.app(\"Notes\").push() refused: content-available push dropped: Notes "
            + "does not declare the .remoteNotification background mode (install it with modes: [.remoteNotification]) "
            + "(BR-3)")
    }

    func testEventsAreNamedByTheirSwiftCalls() {
        let expected: [(DeviceEvent, String)] = [
            (.switcherShow, "device.showSwitcher()"),
            (.switcherKill(app: "Mail"), "device.app(\"Mail\").killFromSwitcher()"),
            (.launch(app: "Mail", url: "mail://inbox"), "device.app(\"Mail\").launch(url: \"mail://inbox\")"),
            (.openURL(url: "x://y", app: "Mail", from: "Notes"), "device.app(\"Mail\").open(url: \"x://y\", from: \"Notes\")"),
            (.refresh(on: false, app: "Mail"), "device.refresh(false, app: \"Mail\")"),
            (.memoryWarning(.critical), "device.memoryWarning(.critical)"),
            (.memoryPressure(.megabytes(20)), "device.memoryPressure(.megabytes(20))"),
            (.memoryPressure(nil), "device.memoryPressure()"),
            (.pushController(app: "Mail", child: "Detail", navigation: "Nav"),
             "device.app(\"Mail\").push(\"Detail\", on: \"Nav\")"),
            (.share(file: "a.txt", from: "Mail", to: "Notes"), "device.share(\"a.txt\", from: \"Mail\", to: \"Notes\")"),
        ]
        for (event, call) in expected { XCTAssertEqual(event.swiftCall, call) }
    }
}
