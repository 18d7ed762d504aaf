import Foundation
import LifecycleSim
import XCTest

/// The outputs of `lifesim run` for every library scenario, kept as text a reviewer can read:
/// a change to the engine that changes a trace shows in review as the changed lines.
///
/// For `Scenarios/GROUP/NAME.scenario`, `Golden/GROUP/NAME.en.txt` holds the English text with
/// `--explain`, `NAME.json` the JSON lines, and `NAME.ja.txt` the Japanese text with `--explain`.
/// An output longer than `digestThreshold` bytes (the debugger scenarios' runaway timer chains,
/// megabytes of repeated lines) is kept instead as a line of `Golden/digests.txt`: its 64-bit
/// FNV-1a digest and length.
///
/// A mismatch fails with a line diff of the file against the output. When an output changes on
/// purpose (a new scenario, a rule fixed), record the files and commit them with the change that
/// explains them; a recording run writes the files and fails, so it can never pass unnoticed:
///
///     LIFESIM_RECORD_GOLDEN=1 swift test --filter TraceGoldenTests
final class TraceGoldenTests: XCTestCase {
    private static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private static let goldenRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden")
    private static let digestsFile = "digests.txt"
    /// Outputs above this size are kept as digests: a file of megabytes is not read in review.
    private static let digestThreshold = 200_000

    /// The outputs kept per scenario: the golden file's suffix and the `lifesim` arguments.
    private static let outputs: [(suffix: String, arguments: [String])] = [
        (".en.txt", ["run", "--explain", "--lang", "en"]),
        (".json", ["run", "--format", "json", "--lang", "en"]),
        (".ja.txt", ["run", "--explain", "--lang", "ja"]),
    ]

    /// One output of one scenario, as `lifesim` printed it.
    private struct Output {
        /// The golden file's path under Golden/ (`scenes/launch-state-ios17.en.txt`).
        var name: String
        var status: Int32
        var stdout: String
        var stderr: String
    }

    func testEveryScenarioPrintsWhatItsGoldenFilesHold() async throws {
        let outputs = try await Self.runEveryScenario()
        let record = ProcessInfo.processInfo.environment["LIFESIM_RECORD_GOLDEN"] == "1"
        let keptDigests = try Self.readDigests()
        var digests: [String: String] = [:]
        var changed: [String] = []
        for output in outputs {
            XCTAssertTrue(output.status == 0 || output.status == 1, "\(output.name): exit \(output.status): \(output.stderr)")
            let bytes = Array(output.stdout.utf8)
            if bytes.count > Self.digestThreshold {
                let digest = "\(Self.digest(bytes)):\(bytes.count)"
                digests[output.name] = digest
                if keptDigests[output.name] != digest {
                    changed.append(output.name)
                    if !record {
                        XCTFail("\(output.name): \(bytes.count) bytes with digest \(digest), kept: \(keptDigests[output.name] ?? "none")")
                    }
                }
                continue
            }
            let file = Self.goldenRoot.appendingPathComponent(output.name)
            let kept = try? String(contentsOf: file, encoding: .utf8)
            guard kept != output.stdout else { continue }
            changed.append(output.name)
            if record {
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(output.stdout.utf8).write(to: file)
            } else if let kept {
                let diff = LineDiff.render(expected: Self.lines(kept), actual: Self.lines(output.stdout), context: 3) ?? ""
                XCTFail("Golden/\(output.name) differs from the output (- kept, + printed now):\n\(diff)")
            } else {
                XCTFail("Golden/\(output.name) is missing; record it (see TraceGoldenTests)")
            }
        }
        let stale = try Self.keptFiles().subtracting(outputs.map(\.name)).sorted()
        if record {
            for name in stale { try FileManager.default.removeItem(at: Self.goldenRoot.appendingPathComponent(name)) }
            try Self.writeDigests(digests)
            XCTFail("Recorded \(changed.count) golden output(s) and removed \(stale.count) stale one(s); "
                    + "a recording run always fails: run again without LIFESIM_RECORD_GOLDEN to check."
                    + changed.map { "\n  \($0)" }.joined() + stale.map { "\n  removed \($0)" }.joined())
            return
        }
        for name in stale { XCTFail("Golden/\(name): no library scenario prints it; delete it or record again") }
        for name in Set(keptDigests.keys).subtracting(digests.keys).sorted() {
            XCTFail("Golden/\(Self.digestsFile) keeps \(name), which no scenario prints above \(Self.digestThreshold) bytes")
        }
    }

    /// FNV-1a digests differ for two outputs that differ in one byte (a check that this test can fail).
    func testTheDigestSeesOneByte() {
        XCTAssertNotEqual(Self.digest(Array("expect Mail active".utf8)), Self.digest(Array("expect Mail activf".utf8)))
        XCTAssertEqual(Self.digest([]), "cbf29ce484222325", "FNV-1a's offset basis")
        XCTAssertEqual(Self.digest(Array("a".utf8)), "af63dc4c8601ec8c", "FNV-1a 64 of \"a\"")
    }

    /// Every output of every library scenario, in path order; as many processes run at once as
    /// there are cores (a run is short, and most of its time is the process starting).
    private static func runEveryScenario() async throws -> [Output] {
        let jobs = try scenarioPaths().flatMap { path in
            outputs.map { output in (path: path, suffix: output.suffix, arguments: output.arguments + [path]) }
        }
        var results = [Output?](repeating: nil, count: jobs.count)
        try await withThrowingTaskGroup(of: (Int, Output).self) { group in
            var next = 0
            func start() {
                let (index, job) = (next, jobs[next])
                next += 1
                group.addTask {
                    let name = String(job.path.dropFirst("Scenarios/".count).dropLast(".scenario".count)) + job.suffix
                    let result = try CLI.run(job.arguments, environment: ["NO_COLOR": "1"], directory: packageRoot)
                    return (index, Output(name: name, status: result.status, stdout: result.stdout, stderr: result.stderr))
                }
            }
            while next < min(jobs.count, ProcessInfo.processInfo.activeProcessorCount) { start() }
            while let (index, output) = try await group.next() {
                results[index] = output
                if next < jobs.count { start() }
            }
        }
        return results.compactMap { $0 }
    }

    /// The library's scenarios, relative to the package root, in path order.
    private static func scenarioPaths() throws -> [String] {
        try files(under: packageRoot.appendingPathComponent("Scenarios")).filter { $0.hasSuffix(".scenario") }.map { "Scenarios/" + $0 }
    }

    /// The golden files kept as text, relative to Golden/.
    private static func keptFiles() throws -> Set<String> {
        Set(try files(under: goldenRoot).filter { $0 != digestsFile })
    }

    /// Every regular file under `root`, relative to it, sorted.
    private static func files(under root: URL) throws -> [String] {
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
        var paths: [String] = []
        let prefix = root.standardizedFileURL.path + "/"
        while let url = enumerator.nextObject() as? URL {
            guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
            let path = url.standardizedFileURL.path
            if path.hasPrefix(prefix) { paths.append(String(path.dropFirst(prefix.count))) }
        }
        return paths.sorted()
    }

    /// Golden/digests.txt as `name → digest:length`.
    private static func readDigests() throws -> [String: String] {
        let url = goldenRoot.appendingPathComponent(digestsFile)
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [:] }
        var digests: [String: String] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: " ")
            if fields.count == 2 { digests[String(fields[0])] = String(fields[1]) }
        }
        return digests
    }

    private static func writeDigests(_ digests: [String: String]) throws {
        var text = "# Outputs over \(digestThreshold) bytes, kept as FNV-1a 64 digest:length (TraceGoldenTests).\n"
        for name in digests.keys.sorted() { text += "\(name) \(digests[name]!)\n" }
        try Data(text.utf8).write(to: goldenRoot.appendingPathComponent(digestsFile))
    }

    private static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// 64-bit FNV-1a of `bytes`, as 16 hexadecimal digits.
    private static func digest(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
