import Foundation

/// Runs a program as a separate process and reports its wall time, exit status and peak
/// resident memory (`ru_maxrss` from `wait4`, which `Foundation.Process` does not expose).
enum ChildProcess {
    struct Result {
        var seconds: Double
        var status: Int32
        /// Peak resident set size in kilobytes.
        var maxResidentKB: Int
        var output: String
    }

    /// Runs `path` with `arguments`; standard output goes to /dev/null unless `captureOutput`,
    /// standard error to /dev/null.
    static func run(_ path: String, _ arguments: [String], captureOutput: Bool = false) -> Result {
        var actions = Platform.newSpawnActions()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var pipe: [Int32] = [-1, -1]
        if captureOutput {
            guard let ends = Platform.makePipe() else {
                return Result(seconds: 0, status: -1, maxResidentKB: 0, output: "cannot make a pipe: error \(errno)")
            }
            pipe = ends
            posix_spawn_file_actions_adddup2(&actions, pipe[1], STDOUT_FILENO)
            posix_spawn_file_actions_addclose(&actions, pipe[0])
        } else {
            posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)

        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let start = Measure.nanos()
        let spawned = argv.withUnsafeBufferPointer { buffer in
            posix_spawn(&pid, path, &actions, nil, UnsafeMutablePointer(mutating: buffer.baseAddress!),
                        Platform.environment)
        }
        guard spawned == 0 else {
            if captureOutput { close(pipe[0]); close(pipe[1]) }
            return Result(seconds: 0, status: -1, maxResidentKB: 0, output: "cannot start \(path): error \(spawned)")
        }
        var output = Data()
        if captureOutput {
            close(pipe[1])
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let count = chunk.withUnsafeMutableBytes { read(pipe[0], $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { break }
                output.append(contentsOf: chunk[0..<count])
            }
            close(pipe[0])
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let seconds = Double(Measure.nanos() - start) / 1e9
        // WIFEXITED / WEXITSTATUS by hand (the macros are not imported): a signal gives 128 + its number.
        let exit = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return Result(seconds: seconds, status: exit, maxResidentKB: Platform.kilobytes(maxrss: Int(usage.ru_maxrss)),
                      output: String(decoding: output, as: UTF8.self))
    }

    /// Runs `path` with `arguments` through a small helper process (this executable with
    /// `--spawn-child`), so that the peak memory is the program's own.
    ///
    /// On Linux a spawned child's `ru_maxrss` starts from the spawner's high-water mark
    /// (`posix_spawn` shares the parent's memory until `exec`, and `exec` keeps the larger
    /// mark), so measured straight from the benchmark it would report the benchmark's own
    /// peak. The helper is small; its wall time excludes its own start-up.
    static func runMeasured(_ path: String, _ arguments: [String]) -> Result {
        let helper = run(ownExecutable(), ["--spawn-child", path] + arguments, captureOutput: true)
        let fields = helper.output.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
        guard helper.status == 0, fields.count == 3, let status = Int32(fields[0]), let seconds = Double(fields[1]),
              let peak = Int(fields[2]) else {
            return Result(seconds: 0, status: -1, maxResidentKB: 0, output: helper.output)
        }
        return Result(seconds: seconds, status: status, maxResidentKB: peak, output: "")
    }

    /// The helper's work: runs the program, prints `status seconds maxrss_kb`.
    static func helperMain(_ arguments: [String]) -> Int32 {
        guard let path = arguments.first else { return 2 }
        let result = run(path, Array(arguments.dropFirst()))
        print("\(result.status) \(result.seconds) \(result.maxResidentKB)")
        return 0
    }

    /// The absolute path of this executable.
    static func ownExecutable() -> String { Platform.ownExecutable() }

    /// The `lifesim` binary built next to this one (same build directory), if present.
    static func lifesimBinary() -> String? {
        let directory = (ownExecutable() as NSString).deletingLastPathComponent
        let path = directory + "/lifesim"
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }
}
