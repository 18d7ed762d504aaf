import Foundation

/// W3: generated scenarios of 100 k, 300 k and 1 M timeline lines through
/// `lifesim run --format json FILE > /dev/null`, each a separate process. Parse time is
/// `lifesim check FILE` (parse and validate only, as its own process); run time is the
/// difference; peak memory is the run's `ru_maxrss` (through a small helper process, see
/// `ChildProcess.runMeasured`).
enum W3ScenarioFiles {
    static func run(_ report: Report, _ options: Options, lifesim: String, directory: String) throws {
        let sizes = options.quick ? [1_000, 3_000, 10_000] : [100_000, 300_000, 1_000_000]
        var perLine: [Double] = []
        for lines in sizes {
            let path = try ScenarioFiles.write(lines: lines, in: directory)
            defer { try? FileManager.default.removeItem(atPath: path) }
            if lines == sizes[0] { checkSummary(report, lifesim: lifesim, path: path, lines: lines) }
            _ = ChildProcess.run(lifesim, ["check", path])
            var parseTimes: [Double] = []
            var totalTimes: [Double] = []
            var peakKB = 0
            var statusOK = true
            for _ in 0..<options.runs {
                let check = ChildProcess.run(lifesim, ["check", path])
                let run = ChildProcess.runMeasured(lifesim, ["run", "--format", "json", path])
                statusOK = statusOK && check.status == 0 && run.status == 0
                parseTimes.append(check.seconds)
                totalTimes.append(run.seconds)
                peakKB = max(peakKB, run.maxResidentKB)
            }
            report.check("W3 \(lines) lines: check and run exit 0", statusOK, statusOK ? "all expectations passed" : "a process failed")
            let total = Measure.median(totalTimes)
            let parse = Measure.median(parseTimes)
            perLine.append(total / Double(lines))
            let label = lines >= 1_000_000 ? "\(lines / 1_000_000) M" : lines >= 1_000 ? "\(lines / 1_000) k" : "\(lines)"
            report.add(Row(workload: "W3 scenario files", metric: "\(label) lines: lines/s (whole process)",
                           value: Format.rate(Double(lines) / total)))
            report.add(Row(workload: "W3 scenario files", metric: "\(label) lines: parse / run / total",
                           value: "\(Format.seconds(parse)) / \(Format.seconds(max(0, total - parse))) / \(Format.seconds(total))"))
            report.add(Row(workload: "W3 scenario files", metric: "\(label) lines: peak memory (ru_maxrss)",
                           value: Format.megabytes(kilobytes: peakKB)))
        }
        let floor = ChildProcess.runMeasured(lifesim, ["--version"]).maxResidentKB
        report.add(Row(workload: "W3 scenario files", metric: "for scale: peak memory of lifesim --version",
                       value: Format.megabytes(kilobytes: floor)))
        let growth = perLine[2] / perLine[0]
        report.add(Row(workload: "W3 scenario files", metric: "time per line, largest / smallest file",
                       value: Format.ratio(growth), target: "linear (≤ 1.3)", met: growth <= 1.3))
    }

    /// The smallest file's JSON summary counts every expectation, none failed.
    private static func checkSummary(_ report: Report, lifesim: String, path: String, lines: Int) {
        let result = ChildProcess.run(lifesim, ["run", "--format", "json", path], captureOutput: true)
        let summary = result.output.split(separator: "\n").last.map(String.init) ?? ""
        let expected = (0..<lines).filter { ScenarioFiles.cycle[$0 % ScenarioFiles.cycle.count].contains("expect") }.count
        let ok = result.status == 0 && summary.contains("\"expectations\":\(expected),\"failed\":0")
        report.check("W3 JSON summary counts the expectations", ok, "expected \(expected): \(summary)")
    }
}
