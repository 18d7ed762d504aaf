import LifecycleScenario
@testable import LifecycleSim
import XCTest

/// A situation leaves out the processes ended since the last `ps` (docs/LANGUAGE.md, "Exploring
/// every path"; PS-1: only `ps`'s line of them reads them), so a model whose steps swipe an app
/// away in the switcher (TE-2) and launch it again is explored to the end: each swipe used to make
/// a state never seen before.
final class ExploreSwipeTests: XCTestCase {
    /// One app, launched, sent Home, the switcher shown and the app swiped away, in every order:
    /// the same states at depth 8, 12 and 16, every one explored (with the list kept, the search
    /// found 18, 26 and 34, eight more for every four steps).
    func test_PS1_TE2_aModelThatSwipesAnAppAwayIsExploredToTheEnd() throws {
        let source = """
            scenario "one app, launch, Home, the switcher and a swipe"
            device ios 17
            app Notes
            """
        let parsed = ScenarioParser.parse(source, path: "model.scenario")
        let document = try XCTUnwrap(parsed.document, parsed.diagnostics.map(\.message).joined(separator: "\n"))
        let steps = try ExploreStep.parse(["launch Notes", "home", "switcher", "switcher kill Notes"], in: source,
                                          path: "model.scenario")
        let reports = [8, 12, 16].map { PathExplorer(document: document, options: .init(depth: $0, steps: steps)).explore() }
        XCTAssertTrue(reports.allSatisfy(\.exhausted), "\(reports.map(\.states))")
        XCTAssertEqual(Set(reports.map(\.states)).count, 1, "\(reports.map(\.states))")
        XCTAssertEqual(Set(reports.map(\.transitions)).count, 1, "\(reports.map(\.transitions))")
        XCTAssertLessThan(reports[0].depthReached, 8, "every state is reached before depth 8")
    }
}
