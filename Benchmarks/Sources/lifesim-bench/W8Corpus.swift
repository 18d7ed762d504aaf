import Foundation
import LifecycleScenario

/// W8: the corpus of seeded lifecycle bugs (Benchmarks/corpus). For each buggy app, the time
/// `PathExplorer` takes to find each of the file's findings (explored for that property or
/// check alone, it stops at the end of the depth where it found it; the transitions it took, the
/// same on every machine, too), and to its whole report at the file's depth, on one device as
/// the walk has one; against a seeded random walk over the same steps
/// (`RandomPathWalk`: uniform steps, back to the set-up after as many steps as the file's depth)
/// given ten times the explorer's time to find all of them: how many bugs each finds and how
/// soon. The walk's steps are the same on every run (its seed); whether its budget is enough
/// depends on the machine's speed, so its steps to each finding are printed too. Not in
/// `--quick`: some 5 s in a release build.
enum W8Corpus {
    static let seed: UInt64 = 1
    /// The walk's budget, as a multiple of the explorer's time to find every finding of the file.
    static let budgetFactor = 10.0

    /// What one buggy file gave.
    struct Outcome {
        var name: String
        var expected: [ExploreExpectations.Finding]
        /// For each expected finding: the explorer's median time to find it, looking for it alone.
        var explorerFind: [Double]
        /// For each expected finding: the transitions the explorer took to find it.
        var explorerTransitions: [Int]
        /// The explorer's median time to its whole report, at the file's depth.
        var explorerReport: Double
        /// Whether that report has exactly the expected findings, and each alone was found so.
        var explorerExact: Bool
        var budget: Double
        /// For each expected finding: when the walk first broke its property, if it did.
        var walk: [WalkFind?]
    }

    /// When the walk first broke a property: time since the walk began (its set-up included),
    /// steps taken, and the length of the path since the last return to the set-up.
    struct WalkFind {
        var seconds: Double
        var steps: Int
        var pathLength: Int
    }

    static func run(_ report: Report, _ options: Options) {
        guard !options.quick else {
            report.add(Row(workload: "W8 corpus", metric: "explore against a random walk, Benchmarks/corpus",
                           value: "not in --quick (some 5 s)"))
            return
        }
        guard let directory = corpusDirectory(),
              let names = try? FileManager.default.contentsOfDirectory(atPath: directory).filter({ $0.hasSuffix(".scenario") }).sorted()
        else {
            report.check("W8 corpus", false, "Benchmarks/corpus not found (run from the package's directory)")
            return
        }
        var outcomes: [Outcome] = []
        for name in names where !name.hasPrefix("ok-") {
            guard let source = try? String(contentsOfFile: directory + "/" + name, encoding: .utf8),
                  let expected = try? ExploreExpectations(source: source),
                  let document = ScenarioParser.parse(source, path: name).document else {
                report.check("W8 corpus: \(name) reads", false, "not a scenario with '# explore:' lines")
                continue
            }
            outcomes.append(measure(name, document, expected, runs: options.runs))
        }
        for outcome in outcomes {
            report.add(Row(workload: "W8 corpus", metric: outcome.name, value: describe(outcome)))
        }
        summarize(outcomes, report)
    }

    /// The explorer timed to each finding alone and to the file's whole report (after a warm-up
    /// that checks what it found), then the walk with the budget.
    static func measure(_ name: String, _ document: ScenarioDocument, _ expected: ExploreExpectations, runs: Int) -> Outcome {
        let depth = expected.depth ?? 6
        func timed(_ document: ScenarioDocument, allowed: Set<BuiltinCheck> = []) -> (seconds: Double, report: ExploreReport) {
            // One device, as the walk has one: the comparison is of the work, on one core each.
            let explorer = PathExplorer(document: document, options: .init(depth: depth, allowed: allowed, devices: 1))
            let report = explorer.explore()
            var times: [Double] = []
            for _ in 0..<runs { times.append(Measure.time { explorer.explore() }.seconds) }
            return (Measure.median(times), report)
        }
        let whole = timed(document)
        // One finding alone: the file with that property only, or none and only that check on.
        // The explorer stops at the end of the depth where everything it looks for is broken: its
        // time to find it, that depth's other states included.
        var alone = true
        let each = expected.findings.map { finding -> (seconds: Double, report: ExploreReport) in
            var single = document
            single.properties = finding.check == nil ? document.properties.filter { $0.text == finding.property } : []
            let run = timed(single, allowed: finding.check.map { Set(BuiltinCheck.allCases).subtracting([$0]) } ?? Set(BuiltinCheck.allCases))
            alone = alone && run.report.violations.map(\.finding) == [finding]
            return run
        }
        let explorerFind = each.map(\.seconds)
        let budget = budgetFactor * (explorerFind.max() ?? 0)
        var walk = [WalkFind?](repeating: nil, count: expected.findings.count)
        let start = Measure.nanos()
        let walker = RandomPathWalk(document: document, depth: depth, seed: seed)
        var elapsed = 0.0
        while elapsed < budget && walk.contains(where: { $0 == nil }) {
            let broken = walker.step()
            elapsed = Double(Measure.nanos() - start) / 1e9
            for find in broken {
                for (index, finding) in expected.findings.enumerated()
                where walk[index] == nil && finding.property == find.property.text && finding.check == find.builtin {
                    walk[index] = WalkFind(seconds: elapsed, steps: find.stepsTaken, pathLength: find.pathLength)
                }
            }
        }
        return Outcome(name: name, expected: expected.findings, explorerFind: explorerFind,
                       explorerTransitions: each.map(\.report.transitions), explorerReport: whole.seconds,
                       explorerExact: alone && whole.report.violations.map(\.finding).sorted() == expected.findings.sorted(),
                       budget: budget, walk: walk)
    }

    /// `explore 1.20 ms, 0.95 ms (340, 260 transitions; report 12 ms) · walk (12 ms) 1/2: 2.3 ms (57 steps, path 3), —`.
    static func describe(_ outcome: Outcome) -> String {
        let walkFound = outcome.walk.compactMap { $0 }.count
        let finds = outcome.walk.map { find in
            find.map { "\(Format.seconds($0.seconds)) (\($0.steps) steps, path \($0.pathLength))" } ?? "—"
        }
        return "explore \(outcome.explorerFind.map(Format.seconds).joined(separator: ", "))"
            + " (\(outcome.explorerTransitions.map(String.init).joined(separator: ", ")) transitions;"
            + " report \(Format.seconds(outcome.explorerReport))\(outcome.explorerExact ? "" : ", NOT as expected"))"
            + " · walk (\(Format.seconds(outcome.budget))) \(walkFound)/\(outcome.expected.count): " + finds.joined(separator: ", ")
    }

    /// The totals: bugs (a file counts when any of its findings is found) and findings found by
    /// each, how soon, and with how much work.
    static func summarize(_ outcomes: [Outcome], _ report: Report) {
        let exact = outcomes.filter(\.explorerExact).count
        report.check("W8 explore finds every corpus file's expected findings", exact == outcomes.count,
                     "\(exact) of \(outcomes.count) buggy files exactly as their '# explore:' lines say")
        guard !outcomes.isEmpty else { return }
        let findings = outcomes.map(\.expected.count).reduce(0, +)
        let walkBugs = outcomes.filter { $0.walk.contains { $0 != nil } }
        let walkFindings = outcomes.map { $0.walk.compactMap { $0 }.count }.reduce(0, +)
        report.add(Row(workload: "W8 corpus", metric: "bugs found: explore / random walk (seed \(seed), \(Int(budgetFactor))× explore's time to find)",
                       value: "\(exact)/\(outcomes.count) / \(walkBugs.count)/\(outcomes.count)"))
        report.add(Row(workload: "W8 corpus", metric: "findings found (property or check): explore / random walk",
                       value: "\(outcomes.filter(\.explorerExact).map(\.expected.count).reduce(0, +))/\(findings) / \(walkFindings)/\(findings)"))
        let explorerFirst = outcomes.map { $0.explorerFind.min() ?? 0 }
        let walkFirst = walkBugs.compactMap { $0.walk.compactMap { $0?.seconds }.min() }
        report.add(Row(workload: "W8 corpus", metric: "median time to a bug's first finding: explore / random walk (bugs it found)",
                       value: "\(Format.seconds(Measure.median(explorerFirst))) / \(walkFirst.isEmpty ? "—" : Format.seconds(Measure.median(walkFirst)))"))
        let explorerWork = outcomes.map { Double($0.explorerTransitions.min() ?? 0) }
        let walkWork = walkBugs.compactMap { $0.walk.compactMap { $0?.steps }.min().map(Double.init) }
        report.add(Row(workload: "W8 corpus", metric: "median steps to a bug's first finding: explore's transitions / the walk's steps",
                       value: "\(Int(Measure.median(explorerWork))) / \(walkWork.isEmpty ? "—" : String(Int(Measure.median(walkWork))))"))
        let walkSooner = outcomes.filter { outcome in
            guard let walk = outcome.walk.compactMap({ $0?.seconds }).min() else { return false }
            return walk < (outcome.explorerFind.min() ?? 0)
        }.count
        report.add(Row(workload: "W8 corpus", metric: "bugs the walk found sooner than explore", value: "\(walkSooner)/\(outcomes.count)"))
        let walkFewer = outcomes.filter { outcome in
            guard let walk = outcome.walk.compactMap({ $0?.steps }).min() else { return false }
            return walk < (outcome.explorerTransitions.min() ?? 0)
        }.count
        report.add(Row(workload: "W8 corpus", metric: "bugs the walk found in fewer steps than explore's transitions",
                       value: "\(walkFewer)/\(outcomes.count)"))
        report.add(Row(workload: "W8 corpus", metric: "explore: median time to its whole report at the file's depth",
                       value: Format.seconds(Measure.median(outcomes.map(\.explorerReport)))))
        let walkLengths = outcomes.flatMap { outcome in
            zip(outcome.expected, outcome.walk).compactMap { expected, find in find.map { Double($0.pathLength) / Double(expected.length) } }
        }
        if !walkLengths.isEmpty {
            report.add(Row(workload: "W8 corpus", metric: "random walk: median length of the path it found / the shortest",
                           value: Format.ratio(Measure.median(walkLengths))))
        }
    }

    /// Benchmarks/corpus under the current directory, or else next to this source file.
    static func corpusDirectory() -> String? { BenchmarkFiles.path("corpus") }
}
