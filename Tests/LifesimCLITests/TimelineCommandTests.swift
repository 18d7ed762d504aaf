import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest

/// End-to-end tests of `lifesim timeline`: where the picture goes, its summary line, exit statuses.
final class TimelineCommandTests: XCTestCase {
    private func isWellFormed(_ text: String) -> Bool {
        XMLParser(data: Data(text.utf8)).parse()
    }

    func testWithoutDashOTheSVGGoesToStandardOutputAndNothingIsWrittenNextToTheScenario() throws {
        let directory = try CLI.temporaryDirectory()
        let path = try CLI.write(RunCommandTests.passing, name: "expiry.scenario", in: directory)
        let result = try CLI.run(["timeline", path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["expiry.scenario"],
                       "the scenario's folder is left as it was")
        let svg = result.stdout
        XCTAssertTrue(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
        XCTAssertTrue(svg.hasSuffix("</svg>\n"))
        XCTAssertTrue(isWellFormed(svg))
        XCTAssertTrue(svg.contains("<title id=\"title\">A finite-length task is cut off after 180 s on iOS 7</title>"))
        XCTAssertEqual(result.stderr, "wrote standard output: 1 app, 185 s, 2 expectations, 0 failed\n")
        let out = try CLI.temporaryDirectory().appendingPathComponent("same.svg").path
        XCTAssertEqual(try CLI.run(["timeline", path, "-o", out]).status, 0)
        XCTAssertEqual(try String(contentsOfFile: out, encoding: .utf8), svg, "standard output holds the same bytes as -o")
        XCTAssertEqual(try CLI.run(["timeline", path, "-o", "-"]).stdout, svg, "'-o -' is standard output too")
    }

    func testDashOWritesWhereToldAndTheSameBytesTwice() throws {
        let scenario = try CLI.write(RunCommandTests.passing)
        let out = try CLI.temporaryDirectory().appendingPathComponent("picture.svg").path
        let first = try CLI.run(["timeline", scenario, "-o", out])
        XCTAssertEqual(first.status, 0, first.stderr)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: out))
        let second = try CLI.run(["timeline", "--output", out, scenario])
        XCTAssertEqual(second.status, 0, second.stderr)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: out)), bytes)
        XCTAssertTrue(second.stderr.hasPrefix("wrote \(out): "), second.stderr)
    }

    func testStandardInputDrawsToStandardOutput() throws {
        let result = try CLI.run(["timeline", "-"], stdin: "app Mail\napp Notes\nlaunch Mail\n+5s launch Notes\n")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("<?xml"))
        XCTAssertTrue(isWellFormed(result.stdout))
        XCTAssertTrue(result.stderr.contains("wrote standard output: 2 apps, 5 s, 0 expectations, 0 failed"), result.stderr)
    }

    func testFailedExpectationsStillDrawAndExitZero() throws {
        let path = try CLI.write(RunCommandTests.failing)
        let out = try CLI.temporaryDirectory().appendingPathComponent("failing.svg").path
        let result = try CLI.run(["timeline", path, "-o", out])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stderr.contains("1 expectation, 1 failed"), result.stderr)
        XCTAssertTrue(try String(contentsOfFile: out, encoding: .utf8).contains("class=\"expect fail\""))
    }

    func testUnwritableOutputExitsTwoWithAMessage() throws {
        let path = try CLI.write(RunCommandTests.passing)
        let result = try CLI.run(["timeline", path, "-o", "/nonexistent-directory/x.svg"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("cannot write /nonexistent-directory/x.svg: No such file or directory"), result.stderr)
        let directory = try CLI.temporaryDirectory().path
        let intoDirectory = try CLI.run(["timeline", path, "-o", directory])
        XCTAssertEqual(intoDirectory.status, 2)
        XCTAssertTrue(intoDirectory.stderr.contains("cannot write \(directory)"), intoDirectory.stderr)
    }

    func testBadScenarioExitsTwoWithLocatedDiagnosticAndWritesNothing() throws {
        let bad = try CLI.write("app Mail\nlaunch Mail\n+5s hom\n", name: "b.scenario")
        let result = try CLI.run(["timeline", bad])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("b.scenario:3:5: error:"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: String(bad.dropLast(".scenario".count)) + ".svg"))
    }

    func testUsageErrors() throws {
        let none = try CLI.run(["timeline"])
        XCTAssertEqual(none.status, 2)
        XCTAssertTrue(none.stderr.contains("no scenario given"), none.stderr)
        let a = try CLI.write(RunCommandTests.passing, name: "a.scenario")
        let two = try CLI.run(["timeline", a, a])
        XCTAssertEqual(two.status, 2)
        let missing = try CLI.run(["timeline", "/no/such.scenario"])
        XCTAssertEqual(missing.status, 2)
        let directory = try CLI.run(["timeline", try CLI.temporaryDirectory().path])
        XCTAssertEqual(directory.status, 2)
        XCTAssertTrue(directory.stderr.contains("is a directory"), directory.stderr)
        let noValue = try CLI.run(["timeline", a, "-o"])
        XCTAssertEqual(noValue.status, 2)
    }

    func testHelpTeachesWithExamples() throws {
        let result = try CLI.run(["timeline", "--help"])
        XCTAssertEqual(result.status, 0)
        for section in ["USAGE", "OPTIONS", "EXAMPLES",
                        "lifesim timeline Scenarios/background-tasks/expiry-ios7.scenario -o expiry.svg",
                        "default: standard output"] {
            XCTAssertTrue(result.stdout.contains(section), section)
        }
    }
}
