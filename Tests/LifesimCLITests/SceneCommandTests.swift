import XCTest

/// Scenes on the command line: the text trace names the scene, `--names` spells scene
/// callbacks as UIKit does, `--explain` gives the scene rules.
final class SceneCommandTests: XCTestCase {
    private static let scenario = """
        device ios 17
        app Notes scenes
        launch Notes
        home
        expect Notes/1 background
        """

    func test_SC1_textTraceNamesTheSceneAndSpellsItsCallbacksTheUIKitWay() throws {
        let path = try CLI.write(Self.scenario)
        let short = try CLI.run(["run", path])
        XCTAssertEqual(short.status, 0, short.stderr)
        XCTAssertTrue(short.stdout.contains("Notes/1  • sceneDidBecomeActive"), short.stdout)
        XCTAssertTrue(short.stdout.contains("Notes    inactive → active  [SC-5]"), "the app column fits APP/1: \(short.stdout)")
        let swift = try CLI.run(["run", "--names", "swift", path])
        XCTAssertTrue(swift.stdout.contains("Notes/1  • scene(_:willConnectTo:options:)"), swift.stdout)
        XCTAssertTrue(swift.stdout.contains("• sceneWillResignActive(_:)"), swift.stdout)
        let objc = try CLI.run(["run", "--names", "objc", path])
        XCTAssertTrue(objc.stdout.contains("• scene:willConnectToSession:options:"), objc.stdout)
        let xamarin = try CLI.run(["run", "--names", "xamarin", path])
        XCTAssertTrue(xamarin.stdout.contains("Notes/1  • WillConnect"), xamarin.stdout)
    }

    func test_SC4_explainGivesTheSceneRules() throws {
        let path = try CLI.write(Self.scenario)
        let result = try CLI.run(["run", "--explain", path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("(SC-4, SC-5, SC-2)"), result.stdout)
        XCTAssertTrue(result.stdout.contains("(SC-3, SC-5)"), result.stdout)
    }
}
