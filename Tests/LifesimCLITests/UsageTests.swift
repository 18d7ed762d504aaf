import XCTest

/// `--help`, `--version`, unknown commands and options (docs/TRACE.md).
final class UsageTests: XCTestCase {
    func testVersion() throws {
        let result = try CLI.run(["--version"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.stdout.hasPrefix("lifesim "), result.stdout)
    }

    func testEveryCommandHasHelpWithExamples() throws {
        for arguments in [["--help"], ["run", "--help"], ["check", "--help"], ["help", "run"]] {
            let result = try CLI.run(arguments)
            XCTAssertEqual(result.status, 0, "\(arguments)")
            XCTAssertTrue(result.stdout.contains("USAGE"), "\(arguments)")
            XCTAssertTrue(result.stdout.contains("EXAMPLES"), "\(arguments)")
        }
    }

    func testUnknownOptionSuggestsTheNearestAndExitsTwo() throws {
        let result = try CLI.run(["run", "--qiuet", "x.scenario"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("unknown option '--qiuet'"), result.stderr)
        XCTAssertTrue(result.stderr.contains("did you mean '--quiet'?"), result.stderr)
    }

    func testBadOptionValueListsTheChoices() throws {
        let result = try CLI.run(["run", "--format", "yaml", "x.scenario"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("use one of: text, json"), result.stderr)
    }

    func testUnknownCommandSuggestsTheNearest() throws {
        let result = try CLI.run(["rnu"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("did you mean 'run'?"), result.stderr)
    }

    func testMissingFileIsAUsageError() throws {
        let result = try CLI.run(["run", "/nonexistent/x.scenario"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("no such file"), result.stderr)
    }

    /// A mistyped path is answered with the existing one it most likely meant: a misspelt folder
    /// or file, a scenario named without `.scenario`, the start of a file's name; nothing when
    /// nothing is near.
    func testAMistypedPathSuggestsTheNearestExistingOne() throws {
        let root = URL(fileURLWithPath: FileManager.default.temporaryDirectory.path)
            .appendingPathComponent("lifesim-path-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Scenarios/memory"),
                                                withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try "app A\n".write(to: root.appendingPathComponent("Scenarios/memory/held-warning.scenario"),
                              atomically: true, encoding: .utf8)
        let expected = "did you mean 'Scenarios/memory/held-warning.scenario'?"
        for typed in ["Scenarios/memroy/held-warning.scenario", "Scenarios/memory/held-warnig.scenario",
                      "Scenarios/memory/held-warning", "Scenarios/memory/held-warnig", "Scenarios/memory/held"] {
            let result = try CLI.run(["run", typed], directory: root)
            XCTAssertEqual(result.status, 2, typed)
            XCTAssertTrue(result.stderr.contains("no such file or directory: \(typed)"), result.stderr)
            XCTAssertTrue(result.stderr.contains(expected), "\(typed): \(result.stderr)")
        }
        let far = try CLI.run(["run", "Elsewhere/nothing.scenario"], directory: root)
        XCTAssertEqual(far.status, 2)
        XCTAssertFalse(far.stderr.contains("did you mean"), far.stderr)
    }

    func testCheckValidatesWithoutRunning() throws {
        let path = try CLI.write(RunCommandTests.failing)
        let result = try CLI.run(["check", path])
        XCTAssertEqual(result.status, 0, "check does not run, so the failing expectation does not count")
        XCTAssertEqual(result.stdout, "")
    }
}

/// `lifesim help WORD` when WORD names no command: a usage error, as `lifesim WORD` is, not the
/// main page with status 0.
final class HelpUnknownCommandTests: XCTestCase {
    func testHelpForAnUnknownCommandIsAUsageError() throws {
        for arguments in [["help", "rnu"], ["--help", "rnu"], ["-h", "rnu"]] {
            let result = try CLI.run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertEqual(result.stdout, "", "\(arguments)")
            XCTAssertEqual(result.stderr, """
                lifesim: error: unknown command 'rnu'
                lifesim: hint: did you mean 'run'?
                Run 'lifesim --help' for usage.

                """, "\(arguments)")
        }
        let bogus = try CLI.run(["help", "bogus"])
        XCTAssertEqual(bogus.status, 2)
        XCTAssertTrue(bogus.stderr.hasPrefix("lifesim: error: unknown command 'bogus'\n"), bogus.stderr)
        let japanese = try CLI.run(["help", "rnu", "--lang", "ja"])
        XCTAssertEqual(japanese.status, 2)
        XCTAssertTrue(japanese.stderr.hasPrefix("lifesim: エラー: 'rnu' というコマンドはありません\nlifesim: ヒント: もしかして 'run' ですか?\n"),
                      japanese.stderr)
    }

    func testHelpWithACommandOrNothingStillPrintsAPage() throws {
        let main = try CLI.run(["help"])
        XCTAssertEqual(main.status, 0)
        XCTAssertTrue(main.stdout.hasPrefix("lifesim: a deterministic simulator"), main.stdout)
        XCTAssertEqual(try CLI.run(["help", "help"]).stdout, main.stdout)
        let check = try CLI.run(["help", "check"])
        XCTAssertEqual(check.status, 0)
        XCTAssertTrue(check.stdout.hasPrefix("lifesim check: "), check.stdout)
        let extra = try CLI.run(["help", "run", "check"])
        XCTAssertEqual(extra.status, 2)
        XCTAssertTrue(extra.stderr.hasPrefix("lifesim: error: unexpected argument 'check'\n"), extra.stderr)
    }
}

/// `lifesim walk` holds a walk's whole scenario (printed at once, or kept to shrink a failure):
/// `--length` past what fits names its range instead of growing until memory runs out.
final class WalkLengthTests: XCTestCase {
    func testALengthPastTheRangeIsAUsageErrorNamingIt() throws {
        for length in ["0", "100001", "99999999"] {
            for arguments in [["walk", "--print", "--length", length], ["walk", "--steps", "10", "--length", length]] {
                let result = try CLI.run(arguments)
                XCTAssertEqual(result.status, 2, "\(arguments)")
                XCTAssertTrue(result.stderr.contains("--length takes a whole number from 1 to 100000, not '\(length)'"), result.stderr)
                XCTAssertEqual(result.stdout, "")
            }
        }
    }

    /// The longest walk there is room for is printed: one line per timeline line, after the
    /// header (the device, the apps and their code).
    func testTheLongestLengthIsPrinted() throws {
        let result = try CLI.run(["walk", "--print", "--seed", "3", "--length", "100000"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let timeline = result.stdout.split(separator: "\n").filter { $0.first?.isNumber == true }
        XCTAssertEqual(timeline.count, 100_000)
    }
}
