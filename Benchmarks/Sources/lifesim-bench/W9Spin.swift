import Foundation

/// W9's SPIN: Benchmarks/spin/model.pml made into a verifier in a directory of its own
/// (`spin -a`, then `cc -O2 -DNOREDUCE -DSAFETY`) and searched exhaustively by it (`pan`), each
/// a child process. `pan` runs with a hash table of 2^18 slots (`-w18`, room for the model's
/// states): its default 2^24 costs some 0.1 s of memory before the search starts.
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
        /// SPIN's version, the time `spin -a` and `cc` took, and each timed search, a warm-up first.
        case searched(version: String, compileSeconds: Double, searches: [Search])
    }

    static let panArguments = ["-m100000", "-w18"]

    /// Compiles `model` in `directory` and searches `runs` times after a warm-up.
    static func run(model: String, in directory: String, runs: Int) -> Outcome {
        guard let spin = executable("spin") else { return .skipped("spin not found on the PATH") }
        guard let cc = executable("cc") else { return .skipped("cc not found on the PATH") }
        let version = ChildProcess.run(spin, ["-V"], captureOutput: true).output
            .split(separator: " ").dropFirst(2).first.map(String.init) ?? "?"
        let work = directory + "/w9-spin"
        do {
            try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
            if FileManager.default.fileExists(atPath: work + "/model.pml") { try FileManager.default.removeItem(atPath: work + "/model.pml") }
            try FileManager.default.copyItem(atPath: model, toPath: work + "/model.pml")
        } catch {
            return .failed("cannot copy \(model) to \(work): \(error)")
        }
        let compile = ChildProcess.run("/bin/sh", ["-c", "cd '\(work)' && '\(spin)' -a model.pml && '\(cc)' -O2 -DNOREDUCE -DSAFETY -o pan pan.c"])
        guard compile.status == 0 else { return .failed("spin -a or cc exited with status \(compile.status)") }
        var searches: [Search] = []
        for _ in 0...runs {
            let run = ChildProcess.run(work + "/pan", panArguments, captureOutput: true)
            guard run.status == 0, let search = search(run) else {
                return .failed("pan exited with status \(run.status): \(run.output.suffix(300))")
            }
            searches.append(search)
        }
        return .searched(version: version, compileSeconds: compile.seconds, searches: Array(searches.dropFirst()))
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
