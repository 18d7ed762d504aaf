@testable import LifecycleScenario
import LifecycleSim
import XCTest

/// What a step did, as `StepHappenings` reads it from the device's packed batches (an end of a
/// process from its entry, a warning from its detail), is what it reads from the step's records
/// one by one; and a step in which a built-in check finds nothing to read breaks none: random
/// steps of `lifesim explore` on every file of Benchmarks/corpus.
final class StepHappeningsTests: XCTestCase {
    func testBatchesAreReadAsTheirRecordsOneByOne() throws {
        var kills = 0
        var warnings = 0
        var checksBroken = 0
        for (name, source) in try ExploreCorpusTests.corpus() {
            let document = try XCTUnwrap(ScenarioParser.parse(source, path: name).document, name)
            let runner = ScenarioRunner(document: document)
            _ = runner.run()
            let start = runner.device.explorationStart()
            let device = try runner.freshDevice(restoring: start)
            let apps = Set(document.apps.map(\.name))
            let batched = StepHappenings(apps: apps, readsRefusals: false)
            let trace = TraceCollector()
            device.addSink(batched)
            device.addSink(trace)
            let steps = ExploreStep.defaults(for: document)
            var rng = SplitMix64(state: UInt64(name.utf8.count))
            for step in 0..<300 {
                if step % 12 == 0 { try device.restore(start) }
                batched.clear()
                let mark = trace.records.count
                guard steps[rng.below(steps.count)].apply(to: device) != nil else { continue }
                device.flushTrace()
                let oneByOne = StepHappenings(apps: apps)
                for record in trace.records[mark...] { oneByOne.receive(record) }
                XCTAssertEqual(batched.kills.map { "\($0.app) \($0.rule)" }, oneByOne.kills.map { "\($0.app) \($0.rule)" }, name)
                XCTAssertEqual(batched.crashes, oneByOne.crashes, name)
                XCTAssertEqual(batched.warnings, oneByOne.warnings, name)
                for app in apps { XCTAssertEqual(batched.callbacks(of: app), oneByOne.callbacks(of: app), name) }
                kills += oneByOne.kills.count
                warnings += oneByOne.warnings.count
                let broken = BuiltinCheck.allCases.filter { $0.violation(in: batched) != nil }
                if BuiltinCheck.findNothing(in: batched) { XCTAssertEqual(broken, [], name) }
                checksBroken += broken.count
            }
        }
        XCTAssertGreaterThan(kills, 10)
        XCTAssertGreaterThan(warnings, 10)
        XCTAssertGreaterThan(checksBroken, 10)
    }
}
