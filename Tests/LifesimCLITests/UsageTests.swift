import XCTest

/// `--help`, `--version`, unknown commands and options (CLI_AND_TRACE.md).
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

    func testCheckValidatesWithoutRunning() throws {
        let path = try CLI.write(RunCommandTests.failing)
        let result = try CLI.run(["check", path])
        XCTAssertEqual(result.status, 0, "check does not run, so the failing expectation does not count")
        XCTAssertEqual(result.stdout, "")
    }
}
