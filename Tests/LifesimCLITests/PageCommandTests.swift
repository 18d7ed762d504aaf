import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest

/// End-to-end tests of `lifesim page`: where the page goes, its summary line, `--lang`, exit statuses.
final class PageCommandTests: XCTestCase {
    private func isWellFormed(_ text: String) -> Bool {
        XMLParser(data: Data(text.utf8)).parse()
    }

    func testDashOWritesAWellFormedPageWithOneStepPerRecordOfTheRun() throws {
        let directory = try CLI.temporaryDirectory()
        let path = try CLI.write(RunCommandTests.passing, name: "expiry.scenario", in: directory)
        let out = directory.appendingPathComponent("run.html").path
        let result = try CLI.run(["page", path, "-o", out])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "")
        let html = try String(contentsOfFile: out, encoding: .utf8)
        XCTAssertTrue(isWellFormed(html))
        XCTAssertTrue(html.contains("<title>A finite-length task is cut off after 180 s on iOS 7 — lifesim</title>"))
        // As many steps as `lifesim run --format json` writes records (one JSON line each, plus the summary).
        let json = try CLI.run(["run", "--format", "json", path])
        let records = json.stdout.split(separator: "\n").count - 1
        XCTAssertEqual(html.components(separatedBy: "<li class=\"step\"").count - 1, records)
        XCTAssertEqual(result.stderr, "wrote \(out): \(records) steps, 2 expectations, 0 failed\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted(),
                       ["expiry.scenario", "run.html"], "only the -o file is written")
        let again = try CLI.run(["page", "--output", out, path])
        XCTAssertEqual(again.status, 0)
        XCTAssertEqual(try String(contentsOfFile: out, encoding: .utf8), html, "the same run gives the same bytes")
    }

    func testStandardInputToStandardOutputAndFailedExpectationsStillWrite() throws {
        let result = try CLI.run(["page", "-"], stdin: RunCommandTests.failing)
        XCTAssertEqual(result.status, 0, "the page shows the failure as ✗: \(result.stderr)")
        XCTAssertTrue(result.stdout.hasPrefix("<!DOCTYPE html>\n"))
        XCTAssertTrue(result.stdout.hasSuffix("</html>\n"))
        XCTAssertTrue(isWellFormed(result.stdout))
        XCTAssertTrue(result.stdout.contains("<li class=\"expect fail\""))
        XCTAssertTrue(result.stdout.contains(">&lt;stdin&gt; · iOS 13 · 17 records · 1 expectation, 1 failed</p>"),
                      "launch 6, home 6, expiry 4, the expectation 1: 17 records")
        XCTAssertTrue(result.stderr.hasPrefix("wrote standard output: "), result.stderr)
        XCTAssertTrue(result.stderr.hasSuffix(", 1 expectation, 1 failed\n"), result.stderr)
    }

    func testLangJapaneseChangesTheChromeAndAnUnknownLanguageIsRefused() throws {
        let path = try CLI.write(RunCommandTests.passing)
        let ja = try CLI.run(["page", path, "--lang", "ja"])
        XCTAssertEqual(ja.status, 0, ja.stderr)
        XCTAssertTrue(ja.stdout.contains("<html lang=\"ja\">"))
        XCTAssertTrue(ja.stdout.contains(">次へ →</button>"))
        let en = try CLI.run(["page", path, "--lang=en"])
        XCTAssertTrue(en.stdout.contains(">Next →</button>"))
        let fr = try CLI.run(["page", path, "--lang", "fr"])
        XCTAssertEqual(fr.status, 2)
        XCTAssertTrue(fr.stderr.contains("invalid value 'fr' for '--lang'"), fr.stderr)
        XCTAssertTrue(fr.stderr.contains("use one of: en, ja"), fr.stderr)
    }

    func testBadScenarioExitsTwoWithLocatedDiagnosticAndWritesNothing() throws {
        let directory = try CLI.temporaryDirectory()
        let bad = try CLI.write("app Mail\nlaunch Mail\n+5s hom\n", name: "b.scenario", in: directory)
        let out = directory.appendingPathComponent("b.html").path
        let result = try CLI.run(["page", bad, "-o", out])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("b.scenario:3:5: error:"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out))
    }

    func testUsageErrors() throws {
        let none = try CLI.run(["page"])
        XCTAssertEqual(none.status, 2)
        XCTAssertTrue(none.stderr.contains("no scenario given"), none.stderr)
        let a = try CLI.write(RunCommandTests.passing, name: "a.scenario")
        XCTAssertEqual(try CLI.run(["page", a, a]).status, 2)
        let missing = try CLI.run(["page", "/no/such.scenario"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("no such file or directory: /no/such.scenario"), missing.stderr)
        let directory = try CLI.run(["page", try CLI.temporaryDirectory().path])
        XCTAssertEqual(directory.status, 2)
        XCTAssertTrue(directory.stderr.contains("is a directory"), directory.stderr)
        let unwritable = try CLI.run(["page", a, "-o", "/nonexistent-directory/x.html"])
        XCTAssertEqual(unwritable.status, 2)
        XCTAssertTrue(unwritable.stderr.contains("cannot write /nonexistent-directory/x.html"), unwritable.stderr)
    }

    func testHelpTeachesWithExamples() throws {
        let result = try CLI.run(["page", "--help"])
        XCTAssertEqual(result.status, 0)
        for section in ["USAGE", "OPTIONS", "EXAMPLES", "--lang en|ja", "#step=N",
                        "lifesim page Scenarios/workshop/01-states.scenario -o lesson1.html"] {
            XCTAssertTrue(result.stdout.contains(section), section)
        }
        XCTAssertEqual(try CLI.run(["help", "page"]).stdout, result.stdout)
        XCTAssertTrue(try CLI.run(["--help"]).stdout.contains("lifesim page FILE -o X.html"))
    }
}
