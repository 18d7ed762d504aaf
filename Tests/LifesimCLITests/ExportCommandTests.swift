import Foundation
import XCTest

/// `lifesim export`: options, the output file, and a scenario that does not parse.
final class ExportCommandTests: XCTestCase {
    func testExportWritesTheTestToStandardOutputOrAFile() throws {
        let file = try CLI.write("scenario \"One launch\"\napp Mail\n0s launch Mail\n   expect Mail active\n", name: "one-launch.scenario")
        let printed = try CLI.run(["export", file, "--swift-testing"])
        XCTAssertEqual(printed.status, 0, printed.stderr)
        XCTAssertTrue(printed.stdout.contains("@Test(\"One launch\") func oneLaunch() throws {"), printed.stdout)
        XCTAssertTrue(printed.stdout.contains("#expect(mail.state == .active, \"expect Mail active\")"), printed.stdout)

        let out = URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent("OneLaunchTests.swift").path
        let written = try CLI.run(["export", file, "--xctest", "-o", out])
        XCTAssertEqual(written.status, 0, written.stderr)
        let text = try String(contentsOfFile: out, encoding: .utf8)
        XCTAssertTrue(text.contains("final class OneLaunchTests: XCTestCase {"), text)
        XCTAssertTrue(text.contains("func testOneLaunch() throws {"), text)
        // Standard error says what was written, as timeline and page do.
        XCTAssertEqual(written.stderr, "wrote \(out): XCTest tests of \(file)\n")
        XCTAssertEqual(printed.stderr, "wrote standard output: Swift Testing tests of \(file)\n")
        let japanese = try CLI.run(["export", file, "--xctest", "-o", out, "--lang", "ja"])
        XCTAssertEqual(japanese.stderr, "\(out) に書き出しました: \(file) の XCTest テスト\n")
    }

    func testAFileWithParseErrorsGetsLocatedDiagnosticsAndExitStatus2() throws {
        let file = try CLI.write("app Mail\n0s launch Mial\n+1s hoem\n", name: "typos.scenario")
        let result = try CLI.run(["export", file, "--xctest"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stdout, "", "nothing is written for a scenario that does not parse")
        XCTAssertTrue(result.stderr.contains("typos.scenario:2:11: error: app 'Mial' is not declared; did you mean 'Mail'?"), result.stderr)
        XCTAssertTrue(result.stderr.contains("typos.scenario:3:5: error: unknown event 'hoem'; did you mean 'home'?"), result.stderr)
        let out = URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent("TyposTests.swift").path
        XCTAssertEqual(try CLI.run(["export", file, "--xctest", "-o", out]).status, 2)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out), "no file is written either")
    }

    func testALogLineBetweenEventsIsADeviceLog() throws {
        let file = try CLI.write("app Mail\n0s launch Mail\n+1s log \"hello\"\n", name: "logs.scenario")
        let result = try CLI.run(["export", file, "--xctest"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("        device.log(\"hello\")\n"), result.stdout)
    }

    func testExportNeedsExactlyOneFramework() throws {
        let file = try CLI.write("app Mail\n0s launch Mail\n")
        for arguments in [["export", file], ["export", file, "--xctest", "--swift-testing"]] {
            let result = try CLI.run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertTrue(result.stderr.contains("--xctest and --swift-testing"), result.stderr)
        }
        let help = try CLI.run(["export", "--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.contains("lifesim export FILE --xctest [-o OUT.swift]"), help.stdout)
        XCTAssertTrue(try CLI.run(["--help"]).stdout.contains("lifesim export FILE --xctest"))
    }
}
