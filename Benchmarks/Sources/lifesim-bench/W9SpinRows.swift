/// W9's rows for SPIN: its rate over a whole `pan` run, pan's own rate, its rate over the search
/// alone (the whole run less the empty model's, pan's start-up), and the engine's ratio to each
/// of the two measured from outside.
enum W9SpinRows {
    /// Adds the rows for `searches` of the model and the empty model's whole runs, `startUps`,
    /// beside the engine's rate with one device.
    static func add(to report: Report, version: String, compileSeconds: Double, searches: [W9Spin.Search],
                    startUps: [Double], engineRate: Double) {
        let states = searches[0].states
        let whole = Measure.median(searches.map(\.seconds))
        let startUp = Measure.median(startUps)
        let wholeRate = Double(states) / whole
        report.add(Row(workload: "W9 explore model",
                       metric: "SPIN \(version): pan \(W9Spin.panArguments.joined(separator: " ")) states/s, its whole run (\(states) states in \(Format.seconds(whole)), median of \(searches.count); spin -a and cc \(Format.seconds(compileSeconds)))",
                       value: Format.rate(wholeRate)))
        // pan prints its rate only when its clock, in 10 ms steps, passed 10 ms: the slower runs.
        let panRates = searches.compactMap(\.rate)
        report.add(Row(workload: "W9 explore model",
                       metric: "SPIN: pan's own rate (its clock's 10 ms steps; printed by \(panRates.count) of \(searches.count) runs, the slower ones)",
                       value: panRates.isEmpty ? "not printed" : Format.rate(Measure.median(panRates))))
        let searchRate = whole > startUp ? Double(states) / (whole - startUp) : nil
        report.add(Row(workload: "W9 explore model",
                       metric: "SPIN: pan's search alone, states/s: its whole run less an empty model's (start-up \(Format.seconds(startUp)), median of \(startUps.count))",
                       value: searchRate.map(Format.rate) ?? "not measured (the start-up took as long)"))
        let ratio = engineRate / wholeRate
        report.add(Row(workload: "W9 explore model", metric: "ratio engine / SPIN", value: Format.ratio(ratio),
                       target: "≥ 0.10", met: ratio >= 0.10))
        if let searchRate {
            report.add(Row(workload: "W9 explore model", metric: "ratio engine / SPIN's search alone",
                           value: Format.ratio(engineRate / searchRate)))
        }
    }
}
