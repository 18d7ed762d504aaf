import Foundation

/// W9's SPIN: Benchmarks/spin/model.pml made into a verifier in a directory of its own
/// (`spin -a`, then `cc -O2 -DNOREDUCE -DSAFETY`) and searched exhaustively by it (`pan`), each
/// a child process. `pan` runs with a hash table of 2^18 slots (`-w18`, room for the model's
/// states): its default 2^24 costs some 0.1 s of memory before the search starts. A verifier of
/// an empty model, made and run the same way beside each search, times pan's start-up (loading,
/// the hash table, the stack), which a search of some ten thousand states does not dwarf.
enum W9Spin {
    /// What a run of `pan` reported, and how long it took.
    struct Search {
        var seconds: Double
        var states: Int
        /// Its transitions less the one into the start: `lifesim explore`'s transitions.
        var transitions: Int
        /// `pan: rate`, from its own clock (10 ms steps).
        var rate: Double?
    }

    enum Outcome {
        /// `spin` or `cc` is not on the PATH.
        case skipped(String)
        case failed(String)
        /// SPIN's version, the time `spin -a` and `cc` took on the model, each timed search and
        /// each whole run of the empty model's verifier (pan's start-up), a warm-up of both first.
        case searched(version: String, compileSeconds: Double, searches: [Search], startUps: [Double])
    }

    static let panArguments = ["-m100000", "-w18"]

    /// The least number of timed searches: a search takes milliseconds, a median of few is noise.
    static let leastRuns = 11

    /// A model of one state: its verifier's whole run is what every run of `pan` spends before
    /// and after its search.
    static let emptyModel = "active proctype idle() { skip }\n"

    /// Compiles `model` and the empty model in `directory`, and searches each at least
    /// `leastRuns` times, in turn, after a warm-up.
    static func run(model: String, in directory: String, runs: Int) -> Outcome {
        guard let spin = executable("spin") else { return .skipped("spin not found on the PATH") }
        guard let cc = executable("cc") else { return .skipped("cc not found on the PATH") }
        let version = ChildProcess.run(spin, ["-V"], captureOutput: true).output
            .split(separator: " ").dropFirst(2).first.map(String.init) ?? "?"
        let work = directory + "/w9-spin"
        let empty = work + "/empty"
        do {
            try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
            if FileManager.default.fileExists(atPath: work + "/model.pml") { try FileManager.default.removeItem(atPath: work + "/model.pml") }
            try FileManager.default.copyItem(atPath: model, toPath: work + "/model.pml")
            try emptyModel.write(toFile: empty + "/model.pml", atomically: true, encoding: .utf8)
        } catch {
            return .failed("cannot copy \(model) to \(work): \(error)")
        }
        let compile = verifier(in: work, spin: spin, cc: cc)
        guard compile.status == 0 else { return .failed("spin -a or cc exited with status \(compile.status)") }
        let compileEmpty = verifier(in: empty, spin: spin, cc: cc)
        guard compileEmpty.status == 0 else {
            return .failed("spin -a or cc exited with status \(compileEmpty.status) on the empty model")
        }
        var searches: [Search] = []
        var startUps: [Double] = []
        for _ in 0...max(runs, leastRuns) {
            let run = ChildProcess.run(work + "/pan", panArguments, captureOutput: true)
            guard run.status == 0, let search = search(run) else {
                return .failed("pan exited with status \(run.status): \(run.output.suffix(300))")
            }
            searches.append(search)
            let idle = ChildProcess.run(empty + "/pan", panArguments, captureOutput: true)
            guard idle.status == 0, self.search(idle) != nil else {
                return .failed("the empty model's pan exited with status \(idle.status): \(idle.output.suffix(300))")
            }
            startUps.append(idle.seconds)
        }
        return .searched(version: version, compileSeconds: compile.seconds, searches: Array(searches.dropFirst()),
                         startUps: Array(startUps.dropFirst()))
    }

    /// `spin -a` and `cc` on the model.pml in `directory`, making its `pan`.
    private static func verifier(in directory: String, spin: String, cc: String) -> ChildProcess.Result {
        ChildProcess.run("/bin/sh", ["-c", "cd '\(directory)' && '\(spin)' -a model.pml && '\(cc)' -O2 -DNOREDUCE -DSAFETY -o pan pan.c"])
    }

    /// What `pan` printed: `N states, stored`, `T transitions (= stored+matched)`, `pan: rate R
    /// states/second`; nil for an error it found.
    private static func search(_ run: ChildProcess.Result) -> Search? {
        let lines = run.output.split(separator: "\n")
        func leadingNumber(ofLineWith text: String) -> Int? {
            lines.first { $0.contains(text) }.flatMap { $0.split(separator: " ").first.flatMap { Int($0) } }
        }
        guard lines.contains(where: { $0.contains("errors: 0") }),
              let states = leadingNumber(ofLineWith: "states, stored"),
              let transitions = leadingNumber(ofLineWith: "transitions (= stored+matched)") else { return nil }
        let rate = lines.first { $0.hasPrefix("pan: rate") }.flatMap { line in
            line.split(separator: " ").dropFirst(2).first.flatMap { Double($0) }
        }
        return Search(seconds: run.seconds, states: states, transitions: transitions - 1, rate: rate)
    }

    /// The absolute path of `name` on the PATH, if it is there and executable.
    static func executable(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
