import Foundation
import XCTest

/// End-to-end tests of `lifesim run`: output streams, exit statuses, formats (docs/TRACE.md).
final class RunCommandTests: XCTestCase {
    /// The spec's first example: BG-3 and BG-5 on iOS 7.
    static let passing = """
    scenario "A finite-length task is cut off after 180 s on iOS 7"
    device ios 7

    app Uploader
      on didEnterBackground: begin-task upload
      on expire upload: end-task upload

    0s      launch Uploader
    +5s     home
            expect Uploader background
    +180s   expect Uploader suspended
    """

    static let failing = """
    device ios 13
    app Uploader
      on didEnterBackground: begin-task upload
      on expire upload: end-task upload
    launch Uploader
    +5s home
    # PR-1: the iOS 13 budget is 30 s, so the app is no longer in the background here.
    +31s expect Uploader background
    """

    func testPassingScenarioExitsZeroWithTraceOnStdoutAndSummaryOnStderr() throws {
        let path = try CLI.write(Self.passing)
        let result = try CLI.run(["run", path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("background → suspended"), result.stdout)
        XCTAssertTrue(result.stdout.contains("[BG-5]"), "records carry their rule id")
        XCTAssertFalse(result.stdout.contains("PASS"), "the summary goes to standard error")
        XCTAssertTrue(result.stderr.contains("PASS"), result.stderr)
        XCTAssertTrue(result.stderr.contains("2 expectations, 0 failed"), result.stderr)
    }

    func testFailedExpectationExitsOneAndShowsActualValue_PR1() throws {
        let path = try CLI.write(Self.failing)
        let result = try CLI.run(["run", path])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.contains("✗ expect Uploader background  (actual: Uploader suspended)"), result.stdout)
        XCTAssertTrue(result.stderr.contains("FAIL"), result.stderr)
    }

    func testBadFileExitsTwoWithLocatedDiagnosticAndRunsNothing() throws {
        let good = try CLI.write(Self.passing, name: "a.scenario")
        let bad = try CLI.write("app Mail\nlaunch Mail\n+5s hom\n", name: "b.scenario")
        let result = try CLI.run(["run", good, bad])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stdout, "", "nothing runs when any file has an error")
        XCTAssertTrue(result.stderr.contains("b.scenario:3:5: error:"), result.stderr)
        XCTAssertTrue(result.stderr.contains("did you mean 'home'?"), result.stderr)
    }

    func testJSONFormatIsOneObjectPerLineEndingWithSummary() throws {
        let path = try CLI.write(Self.passing)
        let result = try CLI.run(["run", "--format", "json", path])
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n")
        for line in lines {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            XCTAssertNotNil(object?["kind"], String(line))
        }
        XCTAssertEqual(lines.first, #"{"kind":"event","time":0,"line":8,"event":"launch Uploader"}"#)
        XCTAssertEqual(lines.last, #"{"kind":"summary","scenario":"A finite-length task is cut off after 180 s on iOS 7","expectations":2,"failed":0,"end":185}"#)
        // BG-5: the handler ends the task 4 s before the end of the 180 s.
        XCTAssertTrue(lines.contains(#"{"kind":"transition","time":181,"app":"Uploader","from":"background","to":"suspended","rule":"BG-5"}"#))
    }

    func testStandardInputIsNamedStdin() throws {
        let ok = try CLI.run(["run", "-"], stdin: Self.passing)
        XCTAssertEqual(ok.status, 0, ok.stderr)
        XCTAssertTrue(ok.stderr.contains("<stdin>"), ok.stderr)
        let bad = try CLI.run(["check", "-"], stdin: "launch\n")
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.hasPrefix("<stdin>:1:"), bad.stderr)
    }

    func testDirectoryRunsEveryScenarioInPathOrder() throws {
        let folder = try CLI.temporaryDirectory()
        _ = try CLI.write(Self.passing.replacingOccurrences(of: "A finite", with: "Second"), name: "b/second.scenario", in: folder)
        _ = try CLI.write(Self.passing.replacingOccurrences(of: "A finite", with: "First"), name: "a.scenario", in: folder)
        _ = try CLI.write("not a scenario", name: "notes.txt", in: folder)
        let result = try CLI.run(["run", "--format", "json", folder.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        let summaries = result.stdout.split(separator: "\n").filter { $0.contains(#""kind":"summary""#) }
        XCTAssertEqual(summaries.count, 2)
        XCTAssertTrue(summaries[0].contains("First"))
        XCTAssertTrue(summaries[1].contains("Second"))
    }

    func testExitStatusIsTheHighestOfAllFiles() throws {
        let good = try CLI.write(Self.passing, name: "good.scenario")
        let bad = try CLI.write(Self.failing, name: "fails.scenario")
        let result = try CLI.run(["run", "--quiet", good, bad])
        XCTAssertEqual(result.status, 1)
        XCTAssertFalse(result.stdout.contains("willResignActive"), "--quiet drops the trace")
        XCTAssertTrue(result.stdout.contains("✗ expect Uploader background"), "--quiet keeps failed expectations")
    }

    func testNamesStylesRenameCallbacks() throws {
        let path = try CLI.write(Self.passing)
        let swift = try CLI.run(["run", "--names", "swift", path])
        XCTAssertTrue(swift.stdout.contains("applicationDidEnterBackground(_:)"))
        XCTAssertTrue(swift.stdout.contains("expirationHandler (upload)"))
        let objc = try CLI.run(["run", "--names", "objc", path])
        XCTAssertTrue(objc.stdout.contains("application:didFinishLaunchingWithOptions:"))
        let xamarin = try CLI.run(["run", "--names", "xamarin", path])
        XCTAssertTrue(xamarin.stdout.contains("FinishedLaunching"))
        XCTAssertTrue(xamarin.stdout.contains("OnResignActivation"))
    }

    func testColourOnlyWhenAskedOrOnATerminal() throws {
        let path = try CLI.write(Self.passing)
        let plain = try CLI.run(["run", path])
        XCTAssertFalse(plain.stdout.contains("\u{1B}["), "a pipe is not a terminal")
        let always = try CLI.run(["run", "--color", "always", path])
        XCTAssertTrue(always.stdout.contains("\u{1B}["))
    }

    func testSameScenarioTwiceGivesTheSameBytes() throws {
        let path = try CLI.write(Self.passing)
        let first = try CLI.run(["run", "--format", "json", path])
        let second = try CLI.run(["run", "--format", "json", path])
        XCTAssertEqual(first.stdout, second.stdout)
        XCTAssertFalse(first.stdout.isEmpty)
    }

    /// The whole library, run in two separate processes, gives byte-identical JSON.
    func testTheLibraryGivesTheSameBytesInTwoProcesses() throws {
        let scenarios = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Scenarios").path
        let first = try CLI.run(["run", "--format", "json", scenarios])
        let second = try CLI.run(["run", "--format", "json", scenarios])
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertGreaterThan(first.stdout.count, 100_000)
        XCTAssertTrue(first.stdout == second.stdout, "two processes gave different bytes")
    }

    /// A closed pipe is quiet (status 0), but a failing output such as a full disk is a message and status 2.
    func testAnOutputThatCannotBeWrittenIsAnError() throws {
        // /dev/full (every write fails with ENOSPC) is Linux's; macOS has no such device.
        try XCTSkipUnless(FileManager.default.fileExists(atPath: "/dev/full"), "no /dev/full on this system")
        let path = try CLI.write(Self.passing)
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/bash")
        let err = Pipe()
        shell.standardError = err
        shell.arguments = ["-c", "'\(CLI.executable.path)' run '\(path)' > /dev/full"]
        try shell.run()
        let errText = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        shell.waitUntilExit()
        XCTAssertEqual(shell.terminationStatus, 2)
        XCTAssertTrue(errText.contains("cannot write the output: No space left on device"), errText)
    }

    func testClosedPipeEndsQuietlyWithStatusZero() throws {
        var lines = ["device ios 7", "app A", "0s launch A"]
        for _ in 0..<4000 { lines += ["+1s home", "+1s launch A"] }
        let path = try CLI.write(lines.joined(separator: "\n"))
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/bash")
        let err = Pipe()
        shell.standardError = err
        shell.arguments = ["-c", "'\(CLI.executable.path)' run '\(path)' | head -n 1 > /dev/null; exit ${PIPESTATUS[0]}"]
        try shell.run()
        let errText = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        shell.waitUntilExit()
        XCTAssertEqual(shell.terminationStatus, 0, errText)
        XCTAssertFalse(errText.contains("error"), errText)
    }
}
