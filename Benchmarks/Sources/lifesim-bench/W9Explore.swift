import Foundation
import LifecycleScenario
import LifecycleSim

/// W9: states per second exploring one fixed model (Benchmarks/explore-model.scenario: two apps,
/// a task, the budget, the switcher, the lock and calls) exhaustively three ways: `lifesim
/// explore`'s search with the whole engine (`PathExplorer`, one device), SPIN 6.5 on the same
/// model in Promela (Benchmarks/spin/model.pml; a `skipped` row without `spin` or `cc`), and a
/// hand-written breadth-first search over `W9Machine`, W1's enum machine grown to the model (the
/// limit). The three must count the same states and transitions, and the machine's states must be
/// the engine's situations one to one (`W9Pairing`). Not in `--quick`.
enum W9Explore {
    /// The steps, as `lifesim explore --events` takes them, in `W9Machine.Step` order.
    static let events = ["launch Uploader", "launch Notes", "home", "switcher", "switcher close", "lock", "unlock", "call",
                         "call accept", "call decline", "call end", "wait"]
    /// The seconds each app works in willEnterForeground (the scenario's `work 1s`, model.pml's `W`).
    static let work = 1
    /// Deeper than the search goes: it ends when no state is left (depth 29).
    static let depth = 64

    static func run(_ report: Report, _ options: Options, directory: String) {
        guard !options.quick else {
            report.add(Row(workload: "W9 explore model", metric: "explore, SPIN and a hand-written search on one model",
                           value: "not in --quick"))
            return
        }
        guard let path = BenchmarkFiles.path("explore-model.scenario"), let promela = BenchmarkFiles.path("spin/model.pml"),
              let source = try? String(contentsOfFile: path, encoding: .utf8),
              let document = ScenarioParser.parse(source, path: path).document,
              let steps = try? ExploreStep.parse(events, in: source, path: path) else {
            report.check("W9 model", false, "Benchmarks/explore-model.scenario or Benchmarks/spin/model.pml not found or not read")
            return
        }
        // One device, as SPIN and the hand-written search have one core each.
        let explorer = PathExplorer(document: document, options: .init(depth: depth, steps: steps, devices: 1))
        let explored = explorer.explore()
        var times: [Double] = []
        for _ in 0..<options.runs { times.append(Measure.time { explorer.explore() }.seconds) }
        let engineRate = Double(explored.states) / Measure.median(times)
        report.check("W9 explore exhausts the model", explored.exhausted,
                     "\(explored.states) states, depth \(explored.depthReached), exhausted: \(explored.exhausted)")
        report.add(Row(workload: "W9 explore model",
                       metric: "engine: PathExplorer, 1 device, states/s (\(explored.states) states, \(explored.transitions) transitions, depth \(explored.depthReached))",
                       value: Format.rate(engineRate)))
        // `lifesim explore`'s own setting, for the record: one device per core.
        let twoDevices = PathExplorer(document: document, options: .init(depth: depth, steps: steps, devices: 2))
        let twoRate = Measure.medianRate(runs: options.runs) { twoDevices.explore().states }
        report.add(Row(workload: "W9 explore model", metric: "engine: PathExplorer, 2 devices (explore's default on 2 cores), states/s",
                       value: Format.rate(twoRate)))

        let hand = W9HandSearch.search(work: work)
        let handRate = Measure.medianRate(runs: options.runs) { W9HandSearch.search(work: work).states }
        report.add(Row(workload: "W9 explore model", metric: "hand-written W9Machine, breadth first with a Set, states/s (\(hand.states) states)",
                       value: Format.rate(handRate)))

        let engine = W9Counts(states: explored.states, transitions: explored.transitions)
        var counts = "engine \(engine), hand-written \(hand)"
        var same = engine == hand
        switch W9Spin.run(model: promela, in: directory, runs: options.runs) {
        case .skipped(let why):
            report.add(Row(workload: "W9 explore model", metric: "SPIN: pan states/s", value: "skipped (\(why))"))
        case .failed(let why):
            report.check("W9 SPIN", false, why)
        case .searched(let version, let compileSeconds, let searches, let startUps):
            W9SpinRows.add(to: report, version: version, compileSeconds: compileSeconds, searches: searches,
                           startUps: startUps, engineRate: engineRate)
            let spin = W9Counts(states: searches[0].states, transitions: searches[0].transitions)
            counts = "engine \(engine), SPIN \(spin), hand-written \(hand)"
            same = same && spin == engine
        }
        report.add(Row(workload: "W9 explore model", metric: "ratio engine / hand-written", value: Format.ratio(engineRate / handRate)))
        report.add(Row(workload: "W9 explore model", metric: "same state and transition counts", value: "\(same ? "yes" : "NO"): \(counts)"))
        report.check("W9 same state and transition counts", same, counts)
        let mismatch = W9Pairing.mismatch(document: document, steps: steps, work: work)
        report.check("W9 the engine's situations are W9Machine's states, one to one", mismatch == nil,
                     mismatch ?? "\(explored.states) situations, each one state, both refusing the same steps")
    }
}
