import LifecycleScenario
import LifecycleSim
import XCTest

/// The random walk `lifesim-bench` measures the explorer against: steps drawn from the given
/// ones, refused ones not counted, back to the set-up after `depth` steps, each property read
/// after every step as the explorer reads it, the same steps for the same seed.
final class RandomPathWalkTests: XCTestCase {
    private func document(_ source: String) throws -> ScenarioDocument {
        let parsed = ScenarioParser.parse(source, path: "walk.scenario")
        return try XCTUnwrap(parsed.document, parsed.diagnostics.map(\.message).joined(separator: "\n"))
    }

    /// FG-5: without multitasking Home terminates the app, with no didEnterBackground: the only
    /// step there is breaks the property at once, and nothing is left to break.
    func testTheOnlyStepBreaksThePropertyAtOnce() throws {
        let model = try document("""
            device ios 4.2 multitasking off
            app Notes
              on didEnterBackground: set-default draft "list"
            never Notes killed while Notes default draft unset

            0s launch Notes
            """)
        let walk = RandomPathWalk(document: model, seed: 7, steps: [.event(.home)], allowed: Set(BuiltinCheck.allCases))
        let found = walk.step()
        XCTAssertEqual(found.map(\.property.text), ["never Notes killed while Notes default draft unset"])
        XCTAssertEqual(found.map(\.pathLength), [1])
        XCTAssertEqual(walk.unbroken, 0)
    }

    /// BG-5 on iOS 13: Home, then the expiry at 26 s, then the kill at 30 s; with a depth of 2
    /// the walk goes back to the set-up before the kill and never reaches it; with 3 it does,
    /// after the same number of steps for the same seed. A launch of the app already in front
    /// is refused and not counted.
    func testTheWalkRestartsAfterItsDepthAndIsTheSameForASeed() throws {
        let model = try document("""
            device ios 13
            app Uploader
              on didEnterBackground: begin-task upload
            never Uploader killed-by BG-5

            0s launch Uploader
            """)
        let steps: [ExploreStep] = [.event(.home), .nextDeadline, .event(.launch(app: "Uploader", url: nil))]
        let allowed = Set(BuiltinCheck.allCases)
        let short = RandomPathWalk(document: model, depth: 2, seed: 3, steps: steps, allowed: allowed)
        for _ in 0..<2_000 { XCTAssertEqual(short.step().count, 0) }
        func stepsToKill(seed: UInt64) -> (steps: Int, length: Int)? {
            let walk = RandomPathWalk(document: model, depth: 3, seed: seed, steps: steps, allowed: allowed)
            for _ in 0..<2_000 {
                if let found = walk.step().first { return (found.stepsTaken, found.pathLength) }
            }
            return nil
        }
        let first = try XCTUnwrap(stepsToKill(seed: 3))
        XCTAssertEqual(first.length, 3)
        XCTAssertEqual(first.steps % 3, 0, "found at the end of a whole path of 3")
        XCTAssertEqual(stepsToKill(seed: 3)?.steps, first.steps)
    }
}
