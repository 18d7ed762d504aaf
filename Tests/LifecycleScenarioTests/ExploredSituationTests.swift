import Foundation
@testable import LifecycleScenario
import LifecycleSim
import XCTest

/// The states `lifesim explore` counts as one (`Device.Situation`) go on alike: from the lessons
/// in Scenarios/explore, every state reached within five steps whose situation an earlier
/// state (another state) had, restored beside that earlier one, takes the same three more steps
/// in the same time and writes the same trace, but for the times (counted from each state's clock)
/// and the numbers the trace prints (renamed in order of appearance, `TraceNormaliser`).
final class ExploredSituationTests: XCTestCase {
    func testStatesTheExplorerCountsAsOneGoOnAlike() throws {
        let lessons = try FileManager.default.contentsOfDirectory(atPath: "Scenarios/explore")
            .filter { $0.hasSuffix(".scenario") }.sorted()
        XCTAssertGreaterThanOrEqual(lessons.count, 2)
        for path in lessons.map({ "Scenarios/explore/" + $0 }) {
            let parsed = ScenarioParser.parse(try String(contentsOfFile: path, encoding: .utf8), path: path)
            let document = try XCTUnwrap(parsed.document, path)
            let runner = ScenarioRunner(document: document)
            runner.run()
            let steps = ExploreStep.defaults(for: document)
            let pairs = try merged(from: runner.device.snapshot(), of: runner, steps: steps, depth: 5)
            XCTAssertGreaterThan(pairs.count, 100, path)
            // Three more steps for each pair, a different three each time (every step comes first
            // for some pair), the clock to the next deadline among them more often than not.
            for (index, (kept, merged)) in pairs.enumerated() {
                let more = [steps[index % steps.count], steps[(index * 7 + 3) % steps.count],
                            index % 3 == 0 ? steps[(index * 13 + 5) % steps.count] : .nextDeadline]
                let name = "\(path), pair \(index): \(more)"
                let one = try goOn(from: kept, of: runner, through: more)
                let other = try goOn(from: merged, of: runner, through: more)
                XCTAssertEqual(one.waited, other.waited, name)
                XCTAssertEqual(one.trace, other.trace, name)
            }
        }
    }

    /// Breadth first from `start`, as `PathExplorer` searches: each state reached whose situation
    /// an earlier one had, with that earlier state, when the two states differ.
    private func merged(from start: Device.State, of runner: ScenarioRunner, steps: [ExploreStep],
                        depth: Int) throws -> [(Device.State, Device.State)] {
        let device = try runner.freshDevice(restoring: start)
        var first: [Device.Situation: Device.State] = [start.situation: start]
        var frontier = [start]
        var pairs: [(Device.State, Device.State)] = []
        for _ in 1...depth {
            var next: [Device.State] = []
            for state in frontier {
                for step in steps {
                    try device.restore(state)
                    guard step.apply(to: device) != nil else { continue }
                    let reached = device.snapshot()
                    if let kept = first[reached.situation] {
                        if kept != reached { pairs.append((kept, reached)) }
                    } else {
                        first[reached.situation] = reached
                        next.append(reached)
                    }
                }
            }
            frontier = next
        }
        return pairs
    }

    /// What `steps` do from `state` on a fresh device: the time each took (nil: refused or
    /// nothing to do) and the normalised JSON trace.
    private func goOn(from state: Device.State, of runner: ScenarioRunner,
                      through steps: [ExploreStep]) throws -> (waited: [VirtualDuration?], trace: [String]) {
        let device = try runner.freshDevice(restoring: state)
        let collector = TraceCollector()
        device.addSink(collector)
        let waited = steps.map { $0.apply(to: device) }
        device.flushTrace()
        var normaliser = TraceNormaliser(origin: state.time)
        return (waited, try collector.records.map { try normaliser.line(TraceJSONFormatter.line(for: $0)) })
    }
}
