import Foundation
import LifecycleApplication
import LifecycleSimTesting
import XCTest

// The app's one line on a device, checked here against Foundation's own UserDefaults: its
// declarations satisfy every requirement, so the extension is empty.
extension UserDefaults: LifecycleDefaults {}

/// Code written against `LifecycleDefaults` takes `UserDefaults.standard` in the app and a process's
/// `SimulatedDefaults` in a test, with the same reads (PS-3).
final class LifecycleDefaultsTests: XCTestCase {
    /// What production code does with its defaults: counts launches.
    @MainActor private func countLaunch(in defaults: some LifecycleDefaults) -> Int {
        defaults.set(defaults.integer(forKey: "launches") + 1, forKey: "launches")
        return defaults.integer(forKey: "launches")
    }

    @MainActor func test_PS3_theSameCodeTakesUserDefaultsAndASimulatedProcesssDefaults() async throws {
        let conforming: [any LifecycleDefaults.Type] = [UserDefaults.self, SimulatedDefaults.self]
        XCTAssertEqual(conforming.count, 2)
        let device = try SimulatedDevice(ios: 17)
        let app = try device.install("Counter", process: { process in process.defaults })
        for launch in 1...3 {
            try app.launch()
            XCTAssertEqual(countLaunch(in: try XCTUnwrap(app.object(SimulatedDefaults.self))), launch)
            try app.crash()
        }
    }
}
