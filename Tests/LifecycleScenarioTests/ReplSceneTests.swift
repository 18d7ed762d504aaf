import XCTest
@testable import LifecycleScenario
import LifecycleSim

/// The REPL with scenes (SC-1, SC-9): the scene words are accepted line by line and `:state`
/// lists a scene-based app's scenes.
final class ReplSceneTests: XCTestCase {
    func test_SC9_stateListsTheScenesOfASceneBasedApp() throws {
        let repl = try ReplSession(options: ReplOptions(), writeFile: { _, _ in })
        for line in ["device ios 17", "app Notes scenes", "app Mail", "launch Notes", "+1s home", "disconnect Notes/1",
                     "launch Notes", "expect Notes/2 foreground-active"] {
            XCTAssertEqual(repl.handle(line).errors, [], line)
        }
        let state = repl.handle(":state").output
        XCTAssertTrue(state.contains("  scenes: Notes/1 disconnected, Notes/2 foreground-active"), "\(state)")
        XCTAssertFalse(state.contains { $0.contains("Mail/") }, "a classic app has no scenes line")
        XCTAssertTrue(state.contains("expectations: 1 checked, 0 failed"), "\(state)")
    }
}
