import Foundation

/// W6: `lifesim run` on a small scenario (22 lines) against `lifesim --version`, both whole
/// processes, interleaved; the ratio of the medians.
enum W6StartUp {
    static func run(_ report: Report, _ options: Options, lifesim: String, directory: String) throws {
        let path = try ScenarioFiles.write(lines: 22, in: directory)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let runs = options.quick ? 5 : 41
        for _ in 0..<3 {
            _ = ChildProcess.run(lifesim, ["--version"])
            _ = ChildProcess.run(lifesim, ["run", path])
        }
        var versionTimes: [Double] = []
        var runTimes: [Double] = []
        var ok = true
        for _ in 0..<runs {
            let version = ChildProcess.run(lifesim, ["--version"])
            let run = ChildProcess.run(lifesim, ["run", path])
            ok = ok && version.status == 0 && run.status == 0
            versionTimes.append(version.seconds)
            runTimes.append(run.seconds)
        }
        report.check("W6 both processes exit 0", ok, ok ? "\(runs) runs each" : "a process failed")
        let ratio = Measure.median(runTimes) / Measure.median(versionTimes)
        report.add(Row(workload: "W6 start-up", metric: "lifesim --version", value: Format.seconds(Measure.median(versionTimes))))
        report.add(Row(workload: "W6 start-up", metric: "lifesim run (22-line scenario)", value: Format.seconds(Measure.median(runTimes))))
        report.add(Row(workload: "W6 start-up", metric: "ratio run / --version", value: Format.ratio(ratio),
                       target: "≤ 1.3", met: ratio <= 1.3))
    }
}
