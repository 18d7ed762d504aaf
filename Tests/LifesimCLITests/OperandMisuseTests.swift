import Foundation
import XCTest

/// Operands that cannot mean what they say are usage errors (exit 2) that say so, instead of a
/// silent guess: a directory where one scenario is meant, standard input named twice, an output
/// file that is one of the inputs.
final class OperandMisuseTests: XCTestCase {
    private let scenario = "app A\nlaunch A\n"

    private func repository() -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
    }

    /// `verify --scenario DIR` would compare the log with whichever scenario of DIR came first.
    func testVerifyRefusesADirectoryAsItsScenario() throws {
        let logs = repository() + "/Scenarios/device-logs"
        let result = try CLI.run(["verify", logs + "/app-launch-sequence-ios11.log", "--scenario", logs])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stdout, "", "nothing was compared")
        XCTAssertTrue(result.stderr.contains("error: --scenario takes one scenario file, not the directory \(logs)"), result.stderr)
        XCTAssertTrue(result.stderr.contains("hint: name the one .scenario file that was performed"), result.stderr)
    }

    /// A directory holding a single scenario is still not the file that was performed.
    func testVerifyRefusesADirectoryEvenWithOneScenario() throws {
        let folder = try CLI.temporaryDirectory()
        _ = try CLI.write(scenario, in: folder)
        let log = try CLI.write("0.0 A didFinishLaunching\n", name: "a.log", in: folder)
        let result = try CLI.run(["verify", log, "--scenario", folder.path])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("not the directory"), result.stderr)
    }

    /// Standard input can be read once: a second `-` was an empty scenario that "passed".
    func testStandardInputMayBeNamedOnce() throws {
        for command in ["run", "check", "coverage"] {
            let result = try CLI.run([command, "-", "-"], stdin: scenario)
            XCTAssertEqual(result.status, 2, command)
            XCTAssertEqual(result.stdout, "", command)
            XCTAssertTrue(result.stderr.hasPrefix("lifesim: error: '-' (standard input) may be given once, but was given 2 times\n"),
                          command + ": " + result.stderr)
            XCTAssertTrue(result.stderr.contains("hint: standard input can be read only once"), result.stderr)
        }
        let once = try CLI.run(["run", "-"], stdin: scenario)
        XCTAssertEqual(once.status, 0, once.stderr)
        XCTAssertEqual(once.stdout.components(separatedBy: "== <stdin>").count - 1, 1, "one scenario run: " + once.stdout)
    }

    /// `-o` naming the scenario itself would replace it with SVG, HTML or Swift.
    func testOutputThatIsTheInputIsRefusedAndTheInputKept() throws {
        let folder = try CLI.temporaryDirectory()
        let path = try CLI.write(scenario, name: "s.scenario", in: folder)
        let link = folder.appendingPathComponent("link.svg").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: path)
        let runs: [[String]] = [
            ["timeline", path, "-o", path],
            ["timeline", "s.scenario", "-o", "./s.scenario"],
            ["timeline", path, "-o", link],
            ["page", path, "--output", folder.path + "/../" + folder.lastPathComponent + "/s.scenario"],
            ["export", path, "--xctest", "-o", path],
            ["export", path, "--swift-testing", "--output=" + link],
        ]
        for arguments in runs {
            let result = try CLI.run(arguments, directory: folder)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertTrue(result.stderr.hasPrefix("lifesim: error: the output \(arguments.last!.replacingOccurrences(of: "--output=", with: "")) is the input "),
                          "\(arguments): " + result.stderr)
            XCTAssertTrue(result.stderr.contains("writing it would replace the scenario"), result.stderr)
            XCTAssertTrue(result.stderr.contains("hint: choose another output path for -o"), result.stderr)
            XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), scenario, "\(arguments) left the scenario as it was")
        }
        let elsewhere = try CLI.run(["timeline", path, "-o", folder.appendingPathComponent("s.svg").path])
        XCTAssertEqual(elsewhere.status, 0, elsewhere.stderr)
    }

    func testOutputThatIsTheInputInJapanese() throws {
        let path = try CLI.write(scenario)
        let result = try CLI.run(["timeline", path, "-o", path, "--lang", "ja"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.hasPrefix("lifesim: エラー: 出力先 \(path) は入力 \(path) と同じファイルです。"), result.stderr)
    }
}
