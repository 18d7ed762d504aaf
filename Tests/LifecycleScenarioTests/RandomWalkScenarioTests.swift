import LifecycleScenario
import LifecycleSim
import XCTest

/// The robustness walk as CI runs it: bounded, every invariant after every step.
final class RandomWalkScenarioTests: XCTestCase {
    func testBoundedRandomWalksKeepEveryInvariant() {
        for seed in UInt64(1)...150 {
            if let failure = RandomWalk.walk(seed: seed, length: 120) {
                XCTFail("seed \(seed): \(failure.violation)\n" + ScenarioWriter.text(of: failure.minimal))
            }
        }
    }

    func testGeneratedScenariosAreValidScenarioFiles() {
        for seed in UInt64(1)...40 {
            let text = ScenarioWriter.text(of: RandomScenario.make(seed: seed, length: 80))
            let parsed = ScenarioParser.parse(text, path: "walk-\(seed)")
            XCTAssertFalse(parsed.hasErrors, parsed.diagnostics.map { DiagnosticRenderer.render($0, color: false) }.joined(separator: "\n"))
        }
    }

    /// The rules the walks of `seeds` reach, each scenario 150 lines long.
    private func rulesReached(_ seeds: ClosedRange<UInt64>, check: (UInt64, ScenarioDocument) -> Void = { _, _ in })
        -> Set<RuleID> {
        var rules = Set<RuleID>()
        for seed in seeds {
            let document = RandomScenario.make(seed: seed, length: 150)
            check(seed, document)
            let runner = ScenarioRunner(document: document)
            let collector = TraceCollector()
            runner.addSink(collector)
            runner.run()
            rules.formUnion(collector.records.compactMap(\.rule))
        }
        return rules
    }

    func testWalksReachDeepIntoTheLifecycle() {
        let rules = rulesReached(1...60)
        for rule in [RuleID.bg5, .br3, .te2, .mw1, .vc2, .sr2, .sr3, .doc2, .fg5, .la3, .fg2] {
            XCTAssertTrue(rules.contains(rule), "no walk reached \(rule)")
        }
    }

    /// Walks on iOS 13+ reach scenes, iPad windows and Split View, SwiftUI phases,
    /// BGTaskScheduler, prewarming and tapped notifications; walks on iOS 12 and earlier are what
    /// their seeds gave before.
    func testWalksReachTheModernLifecycle() {
        let rules = rulesReached(1...80) { seed, document in
            if document.device.version.major < 13 {
                XCTAssertFalse(document.apps.contains { $0.scenes || !$0.bgTaskIdentifiers.isEmpty }, "seed \(seed)")
            }
        }
        for rule in [RuleID.sc3, .sc4, .sc6, .sc7, .sc9, .ui1, .bt3, .bt6, .pw1, .la4] {
            XCTAssertTrue(rules.contains(rule), "no walk reached \(rule)")
        }
    }

    func testShrinkingKeepsOnlyWhatTheFailureNeeds() {
        let document = RandomScenario.make(seed: 7, length: 100)
        let hasReboot: (ScenarioDocument) -> Bool = { candidate in
            candidate.timeline.contains { $0.statement == .event(.reboot) }
        }
        guard hasReboot(document) else { return XCTFail("seed 7 should contain a reboot") }
        let minimal = RandomWalk.shrink(document, stillFails: hasReboot)
        XCTAssertEqual(minimal.timeline.map(\.statement), [.event(.reboot)])
    }
}
