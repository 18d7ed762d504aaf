/// W2's peer: the same day of backgroundings as W2's heap loop, one SimPy process per app,
/// drawing the same delays with SplitMix64 ported to Python (Benchmarks/peers/w2_simpy.py),
/// against the same run's heap loop. Its time is measured inside Python around the apps only.
enum SimPyPeer {
    static let workload = "W2 peer"
    /// About 2 s a run on the 2-core machine of BENCHMARKS.md (some 700 k events/s).
    static let apps = 500

    static func addRows(_ report: Report, _ options: Options, engineRate: Double, baselineRate: Double) {
        PythonPeer.measure(report, options, workload: workload, package: "simpy", check: "W2 SimPy peer runs",
                           script: "w2_simpy.py", ["--apps", "\(apps)", "--runs", "\(options.runs)"]) { result in
            addRows(report, result, engineRate: engineRate, baselineRate: baselineRate)
        }
    }

    private static func addRows(_ report: Report, _ result: [String: Any], engineRate: Double, baselineRate: Double) {
        let runs = (result["runs"] as? [[String: Any]] ?? []).compactMap { run -> (counts: W2Timers.Counts, seconds: Double)? in
            guard let events = run["events"] as? Int, let cycles = run["cycles"] as? Int,
                  let expiries = run["expiries"] as? Int, let seconds = run["seconds"] as? Double else { return nil }
            return (W2Timers.Counts(cycles: cycles, expiries: expiries, events: events), seconds)
        }
        guard let first = runs.first else {
            report.check("W2 SimPy peer runs", false, "unexpected result: \(result)")
            return
        }
        let version = result["version"] as? String ?? "?"
        let heapLoop = W2Timers.baseline(apps: apps)
        let counts = first.counts
        report.check("W2 SimPy: expiry, backgrounding and event counts equal the heap loop's",
                     runs.allSatisfy { $0.counts == heapLoop },
                     "SimPy \(counts.expiries) expiries, \(counts.cycles) backgroundings, \(counts.events) events; "
                         + "heap loop \(heapLoop.expiries), \(heapLoop.cycles), \(heapLoop.events) (\(apps) apps)")
        let rate = Double(counts.events) / Measure.median(runs.map(\.seconds))
        report.add(Row(workload: workload, metric: "SimPy \(version): events/s (\(apps) apps × 1 day, the heap loop's draws, "
                           + "\(counts.events) events, timed inside Python)",
                       value: Format.rate(rate)))
        report.add(Row(workload: workload, metric: "expiries (SimPy = heap loop, \(apps) apps)",
                       value: "\(counts.expiries) = \(heapLoop.expiries)", target: "equal",
                       met: counts.expiries == heapLoop.expiries))
        report.add(Row(workload: workload, metric: "ratio SimPy / heap loop", value: Format.ratio(rate / baselineRate)))
        report.add(Row(workload: workload, metric: "ratio engine, Swift closures / SimPy (how many times faster than the peer)",
                       value: Format.ratio(engineRate / rate)))
    }
}
