import Foundation

/// `lifesim-bench [--quick] [--runs N] [--json PATH] [--only W1,W2,...]`: the workloads
/// W1-W6 of BENCHMARKS.md, with the random walk (W7), the explorer against a random walk on the
/// corpus of seeded bugs (W8, not in `--quick`), explore's states per second against SPIN and a
/// hand-written search on one model (W9, not in `--quick`) and peers (Python `transitions` next
/// to W1, SimPy next to W2).
///
/// Prints one table (Markdown) and the count checks; exits 1 when a check fails (timings
/// never fail the run: these machines are noisy). `--quick` runs every workload small, in
/// seconds, for CI.
struct Options {
    var quick = false
    var runs = 3
    var jsonPath: String?
    var only: Set<String> = ["W1", "W2", "W3", "W4", "W5", "W6", "W7", "W8", "W9"]
}

func parseOptions(_ arguments: [String]) -> Options? {
    var options = Options()
    var explicitRuns = false
    var rest = arguments[...]
    while let argument = rest.popFirst() {
        switch argument {
        case "--quick": options.quick = true
        case "--runs":
            guard let value = rest.popFirst().flatMap({ Int($0) }), value > 0 else { return nil }
            options.runs = value
            explicitRuns = true
        case "--json":
            guard let value = rest.popFirst() else { return nil }
            options.jsonPath = value
        case "--only":
            guard let value = rest.popFirst() else { return nil }
            options.only = Set(value.uppercased().split(separator: ",").map(String.init))
        default: return nil
        }
    }
    if options.quick && !explicitRuns { options.runs = 1 }
    return options
}

func writeError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

func main() -> Int32 {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.first == "--spawn-child" {
        return ChildProcess.helperMain(Array(arguments.dropFirst()))
    }
    if arguments.first == "--w5-child", arguments.count == 2, let events = Int(arguments[1]) {
        return W5Memory.child(events: events)
    }
    guard let options = parseOptions(arguments) else {
        writeError("usage: lifesim-bench [--quick] [--runs N] [--json PATH] [--only W1,W2,W3,W4,W5,W6,W7,W8,W9]")
        return 2
    }
    let report = Report(mode: options.quick ? "quick" : "full")
    let machine = Machine.describe()
    let date = Machine.today()
    print("lifesim-bench (\(report.mode), median of \(options.runs) run\(options.runs == 1 ? "" : "s") after a warm-up) — \(date) — \(machine)")
    do {
        let directory = try ScenarioFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        if options.only.contains("W1") { W1Callbacks.run(report, options) }
        if options.only.contains("W2") { W2Timers.run(report, options) }
        if !options.only.isDisjoint(with: ["W3", "W6", "W7"]) {
            if let lifesim = ChildProcess.lifesimBinary() {
                if options.only.contains("W3") { try W3ScenarioFiles.run(report, options, lifesim: lifesim, directory: directory) }
                if options.only.contains("W6") { try W6StartUp.run(report, options, lifesim: lifesim, directory: directory) }
                if options.only.contains("W7") { W7Walk.run(report, options, lifesim: lifesim) }
            } else {
                report.check("lifesim binary next to lifesim-bench", false,
                             "not found in \((ChildProcess.ownExecutable() as NSString).deletingLastPathComponent): build it first (swift build [-c release])")
            }
        }
        if options.only.contains("W4") { W4IdleTime.run(report, options) }
        if options.only.contains("W5") { W5Memory.run(report, options) }
        if options.only.contains("W8") { W8Corpus.run(report, options) }
        if options.only.contains("W9") { W9Explore.run(report, options, directory: directory) }
    } catch {
        report.check("scenario files", false, "\(error)")
    }
    print("")
    print(report.table())
    print("")
    print(report.checkLines())
    if let path = options.jsonPath {
        do {
            try report.json(date: date, machine: machine).write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            writeError("cannot write \(path): \(error)")
            return 1
        }
    }
    return report.allChecksPassed ? 0 : 1
}

exit(main())
