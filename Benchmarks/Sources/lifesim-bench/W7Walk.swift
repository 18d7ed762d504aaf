/// W7: `lifesim walk` (random scenarios, every invariant checked after every step) as a
/// separate process on a fixed seed: steps per second of the whole process, against the
/// figure measured at 72a14a7, before the walk was made faster (the target: 3 times that).
enum W7Walk {
    /// The figure before the walk was made faster, the target's base: a release
    /// build of 72a14a7, `.build/release/lifesim walk --steps 300000 --seed 1`, whole process,
    /// median of 5 runs 1.95 s (1.89-2.11 s), measured 2026-11-23 14:14 UTC on the 2-core
    /// machine of BENCHMARKS.md while other builds shared it (load average 2.5). Run again at
    /// 14:42 UTC, 3 times alternating with the same source's build: 1.82-1.88 s (the machine's
    /// noise: about 5 %).
    static let baselineStepsPerSecond = 300_000 / 1.95
    static let baselineCommit = "72a14a7"
    /// About 2 s a run at the baseline's rate.
    static let steps = 300_000
    static let quickSteps = 2_000
    static let seed = 1

    static func arguments(steps: Int) -> [String] { ["walk", "--steps", "\(steps)", "--seed", "\(seed)"] }

    static func run(_ report: Report, _ options: Options, lifesim: String) {
        let steps = options.quick ? quickSteps : Self.steps
        let checked = options.quick ? steps : 10_000 // the full mode's warm-up
        let first = ChildProcess.run(lifesim, arguments(steps: checked), captureOutput: true)
        report.check("W7 walk exits 0 having walked every step", first.status == 0 && first.output.hasPrefix("walked \(checked) steps"),
                     "exit \(first.status): \(first.output.trimmingCharacters(in: .whitespacesAndNewlines))")
        guard !options.quick else {
            report.add(Row(workload: "W7 walk", metric: "lifesim walk --steps \(steps) --seed \(seed)", value: "counts only in --quick mode"))
            return
        }
        var times: [Double] = []
        var ok = true
        for _ in 0..<options.runs {
            let run = ChildProcess.run(lifesim, arguments(steps: steps))
            ok = ok && run.status == 0
            times.append(run.seconds)
        }
        report.check("W7 walk: every timed run exits 0", ok, ok ? "\(options.runs) runs of \(steps) steps" : "a run failed")
        let rate = Double(steps) / Measure.median(times)
        let ratio = rate / baselineStepsPerSecond
        report.add(Row(workload: "W7 walk", metric: "lifesim walk steps/s (--steps \(steps) --seed \(seed), whole process)",
                       value: Format.rate(rate)))
        report.add(Row(workload: "W7 walk", metric: "before the speed-up (\(baselineCommit), recorded constant)",
                       value: Format.rate(baselineStepsPerSecond)))
        report.add(Row(workload: "W7 walk", metric: "ratio today / \(baselineCommit)", value: Format.ratio(ratio),
                       target: "≥ 3", met: ratio >= 3))
    }
}
