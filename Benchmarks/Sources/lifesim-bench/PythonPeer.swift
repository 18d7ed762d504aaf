import Foundation

/// Runs a peer's script (Benchmarks/peers/*.py) with the `python3` found on PATH, as a child
/// process, and reads the one JSON line it prints. The peers are what a user would pick instead
/// of LifecycleSim; they are measured only when Python and the package are there.
enum PythonPeer {
    /// What running a peer came to.
    enum Outcome {
        /// The script's JSON object.
        case ran([String: Any])
        /// Python, the package or the script is not there: the row says skipped, nothing fails.
        case unavailable(String)
        /// The script ran and failed, or printed something else than its JSON line.
        case failed(String)
    }

    /// The advice every skipped peer row gives.
    static let install = "pip install transitions simpy"

    /// The row of a peer not measured.
    static func skippedRow(workload: String, package: String, reason: String) -> Row {
        Row(workload: workload, metric: "Python \(package) (peer)",
            value: "skipped: python3 / \(package) not available (\(install)): \(reason)")
    }

    /// The row of a peer skipped in `--quick` mode.
    static func quickRow(workload: String, package: String) -> Row {
        Row(workload: workload, metric: "Python \(package) (peer)", value: "skipped in --quick mode")
    }

    /// Measures a peer: in `--quick` mode, or when Python or `package` is missing, one row saying
    /// it was skipped; a script that fails fails the check `check`; else `rows` adds its rows.
    static func measure(_ report: Report, _ options: Options, workload: String, package: String, check: String,
                        script: String, _ arguments: [String], rows: ([String: Any]) -> Void) {
        guard !options.quick else { return report.add(quickRow(workload: workload, package: package)) }
        switch run(script: script, arguments) {
        case .unavailable(let reason): report.add(skippedRow(workload: workload, package: package, reason: reason))
        case .failed(let problem): report.check(check, false, problem)
        case .ran(let result): rows(result)
        }
    }

    /// Runs `script` with `arguments`; the script exits 3 printing `missing PACKAGE` when its import fails.
    static func run(script: String, _ arguments: [String]) -> Outcome {
        guard let python = python3() else { return .unavailable("python3 not on PATH") }
        guard let path = scriptPath(script) else {
            return .unavailable("Benchmarks/peers/\(script) not found (run from the package's directory)")
        }
        let result = ChildProcess.run(python, [path] + arguments, captureOutput: true)
        let output = result.output.trimmingCharacters(in: .whitespacesAndNewlines)
        if result.status == 3, output.hasPrefix("missing ") { return .unavailable("\(output) (import failed)") }
        guard result.status == 0 else { return .failed("\(script) exited \(result.status): \(output)") }
        guard let line = output.split(separator: "\n").last,
              let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
            return .failed("\(script) printed no JSON line: \(output)")
        }
        return .ran(object)
    }

    /// The first `python3` on PATH.
    static func python3() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { "\($0)/python3" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The script in Benchmarks/peers under the current directory, or else next to this source
    /// file's checkout (a benchmark built in place and run from elsewhere).
    static func scriptPath(_ script: String) -> String? {
        // #filePath is Benchmarks/Sources/lifesim-bench/PythonPeer.swift: three levels up is Benchmarks.
        let benchmarks = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let candidates = [
            FileManager.default.currentDirectoryPath + "/Benchmarks/peers/" + script,
            benchmarks.appendingPathComponent("peers").appendingPathComponent(script).path,
        ]
        return candidates.first { FileManager.default.fileExists(atPath: $0) }
    }
}
