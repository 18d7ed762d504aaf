/// W1's peer: the same 10-event cycle on a Python `transitions` state machine whose callbacks
/// append the UIKit callback names (Benchmarks/peers/w1_transitions.py), against the same run's
/// hand-written machine. Its time is measured inside Python around the cycles only.
enum TransitionsPeer {
    static let workload = "W1 peer"
    /// About 1-2 s a run on the 2-core machine of BENCHMARKS.md (some 70 k callbacks/s).
    static let cycles = 10_000

    static func addRows(_ report: Report, _ options: Options, engineRate: Double, handRate: Double) {
        PythonPeer.measure(report, options, workload: workload, package: "transitions", check: "W1 transitions peer runs",
                           script: "w1_transitions.py", ["--cycles", "\(cycles)", "--runs", "\(options.runs)"]) { result in
            addRows(report, result, engineRate: engineRate, handRate: handRate)
        }
    }

    private static func addRows(_ report: Report, _ result: [String: Any], engineRate: Double, handRate: Double) {
        guard let counts = result["counts"] as? [Int], let seconds = result["seconds"] as? [Double],
              let firstCycle = result["first_cycle"] as? [String], !counts.isEmpty, counts.count == seconds.count else {
            report.check("W1 transitions peer runs", false, "unexpected result: \(result)")
            return
        }
        let version = result["version"] as? String ?? "?"
        let expectedNames = W1Callbacks.handWrittenNames(cycles: 1)
        report.check("W1 transitions: a cycle's callbacks are the hand-written machine's", firstCycle == expectedNames,
                     "transitions \(firstCycle.count), hand-written \(expectedNames.count) callbacks in the first cycle")
        let expected = W1Callbacks.handWritten(cycles: cycles)
        report.check("W1 transitions: callback count equals the hand-written machine's", counts.allSatisfy { $0 == expected },
                     "transitions \(counts), hand-written \(expected) in \(cycles) cycles")
        let rate = Double(counts[0]) / Measure.median(seconds)
        report.add(Row(workload: workload, metric: "Python transitions \(version): callbacks/s (\(cycles) cycles, \(counts[0]) callbacks, "
                           + "timed inside Python)",
                       value: Format.rate(rate)))
        report.add(Row(workload: workload, metric: "ratio transitions / hand-written", value: Format.ratio(rate / handRate)))
        report.add(Row(workload: workload, metric: "ratio engine / transitions (how many times faster than the peer)",
                       value: Format.ratio(engineRate / rate)))
    }
}
