import LifecycleSim
import XCTest

/// `lifesim diagram` draws what the engine does; these check the version differences PR-1 names.
final class StateMachineExplorerTests: XCTestCase {
    /// iOS 7's edges, explored once for the tests that read them.
    private static let iOS7 = StateMachineExplorer.explore(version: OSVersion(7))

    private func edges(_ major: Int) -> [StateMachineExplorer.Edge] {
        major == 7 ? Self.iOS7 : StateMachineExplorer.explore(version: OSVersion(major))
    }

    func test_PR1_iOS3HasNoBackgroundStates() {
        let states = Set(edges(3).flatMap { [$0.from, $0.to] })
        XCTAssertEqual(states, [.notRunning, .inactive, .active])
    }

    func test_LK1_lockOnIOS4LeavesTheAppInactive() {
        let lock = edges(4).filter { $0.cause == "lock" }
        XCTAssertFalse(lock.isEmpty)
        XCTAssertFalse(lock.contains { $0.to == .background }, "LK-1: lock only resigns on iOS 4")
        XCTAssertTrue(lock.contains { $0.from == .active && $0.to == .inactive && $0.callbacks == ["willResignActive"] })
    }

    func test_LK2_lockOnIOS5EntersTheBackground() {
        XCTAssertTrue(edges(5).contains { $0.cause == "lock" && $0.from == .inactive && $0.to == .background
                                          && $0.callbacks == ["didEnterBackground"] })
    }

    func test_ST2_everyExploredEdgeIsLegalAndEveryLegalEdgeIsReachedOnIOS7() {
        let found = edges(7)
        for edge in found { XCTAssertTrue(AppLifecycle.isLegal(from: edge.from, to: edge.to), "\(edge)") }
        let pairs = Set(found.map { "\($0.from)>\($0.to)" })
        for legal in AppLifecycle.legalEdges {
            XCTAssertTrue(pairs.contains("\(legal.from)>\(legal.to)"), "\(legal.from) → \(legal.to) never reached")
        }
    }

    func test_BR4_backgroundLaunchHasNoDidEnterBackground() throws {
        let launch = try XCTUnwrap(edges(7).first { $0.from == .notRunning && $0.to == .background })
        XCTAssertEqual(launch.callbacks, ["willFinishLaunching", "didFinishLaunching", "performFetch"])
    }

    func testTheExplorationIsDeterministic() {
        XCTAssertEqual(StateMachineExplorer.explore(version: OSVersion(7)), Self.iOS7)
    }
}
