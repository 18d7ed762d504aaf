@testable import LifecycleSim
import XCTest

/// The apps on screen as the engine iterates them (SC-7): none on the home screen, the front app
/// alone, or in Split View both apps once each in home-screen order, as Home makes them leave.
final class ScreenAppsTests: XCTestCase {
    private func app(_ index: Int) -> InstalledApp {
        InstalledApp(index: index, config: AppConfiguration(name: "App\(index)"), profile: OSProfile(version: OSVersion(17)),
                     model: .ipad)
    }

    func testHomeScreenShowsNoApp() {
        XCTAssertTrue(ScreenApps().isEmpty)
        XCTAssertEqual(ScreenApps(nil, app(1)).count, 0, "nothing beside an empty front")
    }

    func testOneOrTwoAppsInTheOrderGiven() {
        let one = app(0), two = app(1)
        XCTAssertEqual(ScreenApps(one).map(\.index), [0])
        XCTAssertEqual(ScreenApps(one, two).map(\.index), [0, 1])
        XCTAssertTrue(ScreenApps(one, two)[1] === two)
    }

    func testSplitViewOfTwoAppsListsThemInHomeScreenOrderThroughTheDevice() {
        let device = Device(version: OSVersion(17), model: .ipad)
        device.install(AppConfiguration(name: "A"))
        device.install(AppConfiguration(name: "B"))
        device.front = 1
        device.beside = SceneSlot(app: 0, scene: 1)
        XCTAssertEqual(device.screenApps.map(\.name), ["A", "B"])
        device.beside = SceneSlot(app: 1, scene: 2)
        XCTAssertEqual(device.screenApps.map(\.name), ["B"], "two scenes of one app: the app once")
        device.front = nil
        device.beside = nil
        XCTAssertTrue(device.screenApps.isEmpty)
    }
}
