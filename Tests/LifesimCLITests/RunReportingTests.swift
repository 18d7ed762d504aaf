import Foundation
import XCTest

/// `lifesim run` over several files: the closing line, `--quiet`, `FILE:LINE:` failures,
/// the `file` field of multi-file JSON, and `--strict`.
final class RunReportingTests: XCTestCase {
    /// A directory of three scenarios: two pass, one fails at its line 8 (PR-1: the iOS 13
    /// budget is 30 s, so at 36 s the app is suspended, not in the background).
    private func directoryWithOneFailure() throws -> URL {
        let directory = try CLI.temporaryDirectory()
        _ = try CLI.write(RunCommandTests.passing, name: "a.scenario", in: directory)
        _ = try CLI.write(RunCommandTests.failing, name: "b.scenario", in: directory)
        _ = try CLI.write("app Mail\nlaunch Mail\n+5s home\nexpect Mail suspended\n", name: "nested/c.scenario",
                          in: directory)
        return directory
    }

    func testDirectoryRunEndsWithOneClosingLineCountingScenarios() throws {
        let directory = try directoryWithOneFailure()
        let result = try CLI.run(["run", directory.path])
        XCTAssertEqual(result.status, 1)
        let lines = result.stderr.split(separator: "\n")
        XCTAssertEqual(lines.last, "3 scenarios: 2 passed, 1 failed", result.stderr)

        let passing = try CLI.run(["run", try CLI.write(RunCommandTests.passing)])
        XCTAssertEqual(passing.stderr.split(separator: "\n").last, "1 scenario: 1 passed", passing.stderr)
    }

    func testFailureIsNamedFileColonLineSoAnEditorCanJumpToIt() throws {
        let directory = try directoryWithOneFailure()
        let result = try CLI.run(["run", directory.path])
        let failing = directory.appendingPathComponent("b.scenario").path
        // RunCommandTests.failing has its expectation on line 8.
        XCTAssertTrue(result.stderr.contains("\(failing):8: expectation failed: expect Uploader background (actual: Uploader suspended)"),
                      result.stderr)
    }

    func testQuietPrintsOnlyFailuresAndTheClosingLine() throws {
        let directory = try directoryWithOneFailure()
        let result = try CLI.run(["run", "--quiet", directory.path])
        XCTAssertEqual(result.status, 1)
        XCTAssertFalse(result.stderr.contains("PASS"), result.stderr)
        XCTAssertTrue(result.stderr.contains("FAIL  \(directory.appendingPathComponent("b.scenario").path)"), result.stderr)
        let stdout = result.stdout.split(separator: "\n")
        XCTAssertEqual(stdout.count, 1, "only the failed expectation: \(result.stdout)")
        XCTAssertTrue(stdout.first?.contains("✗ expect Uploader background") ?? false, result.stdout)
        XCTAssertEqual(result.stderr.split(separator: "\n").last, "3 scenarios: 2 passed, 1 failed")
    }

    func testJSONRecordsOfAMultiFileRunCarryTheirFile() throws {
        let directory = try directoryWithOneFailure()
        let result = try CLI.run(["run", "--format", "json", directory.path])
        let objects = try result.stdout.split(separator: "\n").map {
            try XCTUnwrap(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        let files = objects.compactMap { $0["file"] as? String }
        XCTAssertEqual(files.count, objects.count, "every record names its file")
        XCTAssertEqual(Set(files), Set(["a.scenario", "b.scenario", "nested/c.scenario"].map {
            directory.appendingPathComponent($0).path
        }))
        XCTAssertTrue(result.stdout.hasPrefix("{\"kind\":\"event\",\"file\":"), "file follows kind")

        let single = try CLI.run(["run", "--format", "json", try CLI.write(RunCommandTests.passing)])
        XCTAssertFalse(single.stdout.contains("\"file\""), "a one-file run keeps the stable records unchanged")
    }

    /// ST-2: `switcher kill` with the switcher closed is refused (a warning, nothing changes).
    func testStrictFailsARunOnARefusedEvent() throws {
        let path = try CLI.write("""
        device ios 7
        app Mail
        launch Mail
        +5s switcher kill Mail
        expect Mail active
        """)
        let lenient = try CLI.run(["run", path])
        XCTAssertEqual(lenient.status, 0, "a refusal is only a warning by default: \(lenient.stderr)")
        let strict = try CLI.run(["run", "--strict", path])
        XCTAssertEqual(strict.status, 1)
        XCTAssertTrue(strict.stderr.contains("\(path):4: strict: refusal at 5s:"), strict.stderr)
        XCTAssertTrue(strict.stderr.contains("1 scenario: 0 passed, 1 failed"), strict.stderr)
    }

    /// LA-3: more than 20 s of launch work is a watchdog kill.
    func testStrictFailsARunOnAWatchdogKill() throws {
        let path = try CLI.write("""
        device ios 7
        app Slow
          on didFinishLaunching: work 25s
        launch Slow
        +30s expect Slow not-running
        """)
        XCTAssertEqual(try CLI.run(["run", path]).status, 0)
        let strict = try CLI.run(["run", "--strict", path])
        XCTAssertEqual(strict.status, 1)
        XCTAssertTrue(strict.stderr.contains("\(path):4: strict: watchdog kill at 20s: Slow was killed: failed to launch in time"),
                      strict.stderr)
        XCTAssertTrue(strict.stderr.contains("[LA-3]"), strict.stderr)
    }

    /// BG-5: a task never ended when the budget runs out is an assertion kill, not a watchdog's.
    func testStrictCallsABudgetKillAnAssertionKill() throws {
        let path = try CLI.write("""
        device ios 13
        app Sync
          on didEnterBackground: begin-task cleanup
        launch Sync
        +5s home
        +40s expect Sync not-running
        """)
        let strict = try CLI.run(["run", "--strict", path])
        XCTAssertEqual(strict.status, 1)
        XCTAssertTrue(strict.stderr.contains("""
            \(path):6: strict: assertion kill at 35s: Sync was killed: has active assertions beyond permitted time \
            (0x8badf00d): 1 background task(s) not ended: 'cleanup' [BG-5]
            """), strict.stderr)
    }

    /// A strict JSON summary counts what failed the run; the default summary keeps its fields.
    func testStrictJSONSummaryCountsIncidents() throws {
        let path = try CLI.write("device ios 7\napp Mail\nlaunch Mail\n+5s switcher kill Mail\n")
        let strict = try CLI.run(["run", "--strict", "--format", "json", path])
        XCTAssertEqual(strict.status, 1)
        XCTAssertTrue(strict.stdout.contains("\"failed\":0,\"incidents\":1,"), strict.stdout)
        let lenient = try CLI.run(["run", "--format", "json", path])
        XCTAssertFalse(lenient.stdout.contains("incidents"), lenient.stdout)
    }

    /// BT-6: a BGTask whose expiration handler leaves it uncompleted at its 30 s expiry is killed
    /// "as BG-5 kills": an assertion kill for `--strict` too.
    func testStrictFailsARunOnABGTaskExpiryKill() throws {
        let path = try CLI.write("""
        device ios 17
        app Careless modes fetch bgtasks com.example.refresh
          on didFinishLaunching: bg-register com.example.refresh
          on didEnterBackground: bg-submit com.example.refresh refresh
          on bgtask-expire com.example.refresh: log "cleaning up, not completing"
        launch Careless
        +1s home
        +1m bgtask run Careless com.example.refresh
        +30s expect Careless not-running
        """)
        XCTAssertEqual(try CLI.run(["run", path]).status, 0)
        let strict = try CLI.run(["run", "--strict", path])
        XCTAssertEqual(strict.status, 1)
        XCTAssertTrue(strict.stderr.contains("strict: assertion kill at 91s: Careless was killed"), strict.stderr)
        XCTAssertTrue(strict.stderr.contains("[BT-6]"), strict.stderr)
    }
}
