import Foundation
import LifecycleScenario
import XCTest

/// `lifesim export`'s text for a small scenario, written by hand from the Swift API.
final class TestExporterTests: XCTestCase {
    private let source = """
    # Home while a save is under way: the app keeps running on its task.
    scenario "Home sends the app to the background"
    device ios 7

    app Notes
      on didEnterBackground: begin-task save    # keep saving
      on expire save: end-task save

    0s      launch Notes
    # press Home
    +5s     home
            expect Notes background
    +10s    expect Notes remaining 170s
            expect front home
            expect Notes callbacks: willFinishLaunching, didFinishLaunching, didBecomeActive, willResignActive, didEnterBackground

    """

    private func export(_ text: String, _ framework: TestFramework, path: String = "Scenarios/home-save.scenario") throws -> String {
        let result = ScenarioParser.parse(text, path: path)
        let document = try XCTUnwrap(result.document, "\(result.diagnostics)")
        return try TestExporter.export(document, source: text, framework: framework)
    }

    func testAnXCTestIsWrittenWithTheSwiftAPI() throws {
        let expected = """
        import LifecycleSimTesting
        import XCTest

        final class HomeSaveTests: XCTestCase {
            // Home while a save is under way: the app keeps running on its task.
            func testHomeSendsTheAppToTheBackground() throws {
                let device = try SimulatedDevice(ios: 7)
                let notes = try device.install("Notes") { app in
                    app.on(.didEnterBackground) { context in  // keep saving
                        context.perform(.beginTask("save"))
                    }
                    app.onExpire("save") { context in
                        context.endBackgroundTask(named: "save")
                    }
                }
                try notes.launch()
                // press Home
                try device.advance(by: .seconds(5))
                try device.home()
                XCTAssertEqual(notes.state, .background, "expect Notes background")
                try device.advance(by: .seconds(10))
                XCTAssertEqual(notes.remaining, .left(.seconds(170)), "expect Notes remaining 170s")
                XCTAssertNil(device.front, "expect front home")
                assertCallbacks(notes, ["willFinishLaunching", "didFinishLaunching", "didBecomeActive", "willResignActive", "didEnterBackground"])
            }
        }

        """
        XCTAssertEqual(try export(source, .xctest), expected)
    }

    /// EXECUTION_MODEL.md: a refused event is a warning in a scenario and a thrown error in the
    /// Swift API, so the exported test expects the throw, with the device's reason above it.
    func testARefusedEventIsAnExpectedThrow() throws {
        let source = "device ios 7\napp Mail\nlaunch Mail\n+5s switcher kill Mail\n"
        let document = try XCTUnwrap(ScenarioParser.parse(source, path: "k.scenario").document)
        let xctest = try TestExporter.export(document, source: source, framework: .xctest)
        XCTAssertTrue(xctest.contains("        XCTAssertThrowsError(try mail.killFromSwitcher())"), xctest)
        XCTAssertTrue(xctest.contains("// refused by the device: "), xctest)
        let testing = try TestExporter.export(document, source: source, framework: .swiftTesting)
        XCTAssertTrue(testing.contains("#expect(throws: (any Error).self) { try mail.killFromSwitcher() }"), testing)
    }

    func testASwiftTestingTestUsesExpectAndTheTitle() throws {
        let text = try export(source, .swiftTesting)
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        for line in [
            "import Testing",
            "@Suite struct HomeSaveTests {",
            "@Test(\"Home sends the app to the background\") func homeSendsTheAppToTheBackground() throws {",
            "#expect(notes.state == .background, \"expect Notes background\")",
            "#expect(notes.remaining == .left(.seconds(170)), \"expect Notes remaining 170s\")",
            "#expect(device.front == nil, \"expect front home\")",
        ] {
            XCTAssertTrue(lines.contains(line), "missing \(line) in:\n\(text)")
        }
    }

    func testEventsAndAppOptionsUseTheirMethods() throws {
        let text = try export("""
        device ios 9 model ipad
        app Feed modes fetch,audio exits-on-suspend
          on performFetch: complete-fetch new-data; work 2s; end-all-tasks after 1500ms
        app Mail
        0s      launch Mail
        +1m     open mailto:a@b.c in Mail from Feed
        +500ms  fetch Feed
                expect Mail launched-by user
                expect switcher: Mail
        +1s     switcher kill Mail
        """, .xctest, path: "t.scenario")
        for line in [
            "let device = try SimulatedDevice(ios: 9, model: .ipad)",
            "let feed = try device.install(\"Feed\", modes: [.fetch, .audio], exitsOnSuspend: true) { app in",
            "context.completeFetch(.newData)",
            "context.work(.seconds(2))",
            "context.after(.milliseconds(1500), label: \"end-all-tasks\") { context in",
            "context.endAllBackgroundTasks()",
            "let mail = try device.install(\"Mail\")",
            "try device.advance(by: .minutes(1))",
            "try mail.open(url: \"mailto:a@b.c\", from: \"Feed\")",
            "try device.advance(by: .milliseconds(500))",
            "try feed.fetch()",
            "XCTAssertEqual(mail.launchedBy, .user, \"expect Mail launched-by user\")",
            "XCTAssertEqual(device.switcher, [\"Mail\"], \"expect switcher: Mail\")",
            "try mail.killFromSwitcher()",
        ] {
            XCTAssertTrue(text.contains(line), "missing \(line) in:\n\(text)")
        }
    }

    func testATitleThatStartsWithADigitStillMakesASwiftName() throws {
        let text = "scenario \"21 s of work\"\napp A\n0s launch A\n"
        XCTAssertTrue(try export(text, .swiftTesting, path: "w.scenario").contains("@Test(\"21 s of work\") func scenario21SOfWork() throws {"))
        XCTAssertTrue(try export(text, .xctest, path: "w.scenario").contains("func test21SOfWork() throws {"))
    }

    func testAStatementTheSwiftAPICannotExpressIsNamedByLine() throws {
        let cases: [(String, Int, String)] = [
            ("app A\nsetting low-power on\n0s launch A\n", 2, "setting"),
            ("app A\n0s launch A\n+1s log \"x\"\n", 3, "log"),
            ("app A\n0s launch A\n+1s memory-warning\n", 3, "memory-warning"),
        ]
        for (text, line, word) in cases {
            XCTAssertThrowsError(try export(text, .xctest, path: "t.scenario"), text) { error in
                let error = error as? ExportError
                XCTAssertEqual(error?.line, line, text)
                XCTAssertTrue(error?.message.contains(word) == true, "\(String(describing: error))")
            }
        }
    }

    func testTheREADMEShowsTheExportOfExpiryIOS7Verbatim() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let path = "Scenarios/background-tasks/expiry-ios7.scenario"
        let text = try String(contentsOf: repository.appendingPathComponent(path), encoding: .utf8)
        let exported = try export(text, .xctest, path: path)
        let readme = try String(contentsOf: repository.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try XCTUnwrap(readme.components(separatedBy: "## Exporting a scenario to a test").dropFirst().first)
        XCTAssertTrue(section.contains("```swift\n" + exported + "```"), "README.md does not show the export of \(path) as it is:\n\(exported)")
        XCTAssertTrue(exported.contains("context.perform(.beginTask(\"upload\"))"))
    }
}
