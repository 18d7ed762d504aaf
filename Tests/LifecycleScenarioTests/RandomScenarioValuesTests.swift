@testable import LifecycleScenario
import LifecycleSim
import XCTest

/// A walk runs its random lines as values, without their words: the lines must be
/// the very lines of the scenario the seed gives, which `lifesim walk --print` writes.
final class RandomScenarioValuesTests: XCTestCase {
    func testTheLinesWithoutTheirWordsAreTheSeedsLines() {
        for seed in UInt64(1)...40 {
            let worded = RandomScenario.make(seed: seed, length: 120)
            let unworded = RandomScenario.make(seed: seed, length: 120, writingText: false)
            XCTAssertEqual(unworded.timeline.map(\.statement), worded.timeline.map(\.statement), "seed \(seed)")
            XCTAssertEqual(unworded.timeline.map(\.time), worded.timeline.map(\.time), "seed \(seed)")
            XCTAssertEqual(unworded.apps, worded.apps, "seed \(seed)")
            XCTAssertEqual(unworded.device, worded.device, "seed \(seed)")
            XCTAssertEqual(unworded.settings, worded.settings, "seed \(seed)")
            XCTAssertTrue(unworded.timeline.allSatisfy(\.text.isEmpty), "seed \(seed)")
            for entry in worded.timeline {
                XCTAssertEqual(entry.text, ScenarioWriter.statementText(entry.statement), "seed \(seed)")
            }
        }
    }
}
