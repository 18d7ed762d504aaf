import LifecycleScenario
@testable import LifecycleSim
import XCTest

/// An exploration's states hold only the scheduled items that can still act (docs/LANGUAGE.md,
/// "Exploring every path": the device sweeps out the others after every step and where exploring
/// starts), so `wait` never stops at an item that can never act, and a model whose apps leave and
/// return at one instant ends.
final class ExploreSweepTests: XCTestCase {
    /// The file's document, and `steps` read in its context.
    private func model(_ source: String, steps: [String]) throws -> (ScenarioDocument, [ExploreStep]) {
        let parsed = ScenarioParser.parse(source, path: "model.scenario")
        let document = try XCTUnwrap(parsed.document, parsed.diagnostics.map(\.message).joined(separator: "\n"))
        return (document, try ExploreStep.parse(steps, in: source, path: "model.scenario"))
    }

    /// One app with no task, `launch` and `home` at one instant: the start (not running); active
    /// after the first launch; suspended at once after Home, with no task to keep it running
    /// (BG-2), its budget's expiry queued 26 s on (BG-5, iOS 13+: 4 s before the 30 s end);
    /// active again after the second launch, that expiry still queued (it is the budget the app
    /// began last, and does nothing when it falls due). Home again begins another budget: the
    /// earlier expiry can never act and is swept, and the app stands as after the first Home
    /// (budgets and epochs are ranked, docs/ENGINE.md). So 4 states and 4 transitions (launch,
    /// home, launch, home), every one explored: each round used to leave one more expiry, and the
    /// search never ended (5, 9, 13 states at depth 4, 8, 12).
    func test_BG2_BG5_anAppThatLeavesAndReturnsAtOneInstantReachesFourStates() throws {
        let (model, steps) = try model("""
            scenario "one app, launch and Home"
            device ios 17
            app Notes
            """, steps: ["launch Notes", "home"])
        for depth in [4, 8, 12] {
            let report = PathExplorer(document: model, options: .init(depth: depth, steps: steps)).explore()
            XCTAssertEqual(report.states, 4, "depth \(depth)")
            XCTAssertEqual(report.transitions, 4, "depth \(depth)")
            XCTAssertTrue(report.exhausted, "depth \(depth)")
        }
    }

    /// BG-5 on iOS 17: the budget begun at a Home at 10 s expires 26 s later, at 36 s (4 s before
    /// its 30 s end). The expiry of the budget begun at the first Home, at 0 s, would fall due at
    /// 26 s, but the later budget made it one that can never act: `wait` goes past it, straight to
    /// the current budget's expiry, and the expiration handler runs.
    func test_BG5_waitGoesToTheCurrentBudgetsExpiryNotAnEarlierOnesLeftover() throws {
        let (model, path) = try model("""
            scenario "Home, back, Home again"
            device ios 17
            app Uploader
              on didEnterBackground: begin-task upload
              on willEnterForeground: end-all-tasks
              on expire upload: end-task upload
            """, steps: ["launch Uploader", "home", "launch Uploader", "+10s", "home"])
        let runner = ScenarioRunner(document: model)
        runner.run()  // installs the app; the file has no timeline
        let device = runner.device
        for step in path { XCTAssertNotNil(step.apply(to: device), "\(step)") }
        XCTAssertEqual(device.now, VirtualTime(milliseconds: 10_000))
        XCTAssertEqual(ExploreStep.nextDeadline.apply(to: device), VirtualDuration(milliseconds: 26_000))
        XCTAssertEqual(device.now, VirtualTime(milliseconds: 36_000))
        XCTAssertEqual(device.apps[0].process?.tasks.count, 0, "the expiration handler ended the task (BG-5)")
    }

    /// Where exploring starts is swept too. The timeline sends Notes Home at 0 s and again at 10 s,
    /// returning each time: the first budget's expiry (due at 26 s, BG-5) can never act, the
    /// second's (36 s) is the budget Notes began last and stays. With `wait` alone: the start, and
    /// the state after the clock went to 36 s (the expiry fell due and did nothing, Notes being
    /// active); there `wait` has nothing left. 2 states, 1 transition; a start holding the first
    /// expiry would stop at 26 s first (3 states, 2 transitions).
    func test_BG5_theStateExploringStartsFromIsSwept() throws {
        let (model, steps) = try model("""
            scenario "Home twice before exploring"
            device ios 17
            app Notes
            launch Notes
            home
            launch Notes
            +10s home
            launch Notes
            """, steps: ["wait"])
        let report = PathExplorer(document: model, options: .init(depth: 6, steps: steps)).explore()
        XCTAssertEqual(report.states, 2)
        XCTAssertEqual(report.transitions, 1)
        XCTAssertTrue(report.exhausted)
    }
}
