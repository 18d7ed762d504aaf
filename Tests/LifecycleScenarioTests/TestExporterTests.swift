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

    /// docs/EXECUTION_MODEL.md: a refused event is a warning in a scenario and a thrown error in the
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
            "try device.advance(by: .seconds(60))",
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

    /// Each line below is the Swift API call (SimulatedDevice, SimulatedApp, AppConfiguration,
    /// AppContext) for the statement it comes from, written by hand.
    private func assertLines(_ lines: [String], in text: String, file: StaticString = #filePath, line: UInt = #line) {
        for expected in lines where !text.contains(expected) {
            XCTFail("missing \(expected) in:\n\(text)", file: file, line: line)
        }
    }

    func testSettingsLogLinesAndMemoryUseTheirMethods() throws {
        let text = try export("""
        device ios 9 memory 2GB system 300MB
        app Feed modes fetch
        app Mail
        # Xcode runs Mail
        setting debugger on for Mail
        setting background-refresh off for Feed   # the user turned it off
        setting background-refresh restricted
        setting low-power on
        setting charging on
        setting network off
        0s      launch Mail
        +1s     log "a note"
        +1s     memory-warning
                memory-warning critical
                memory-pressure 150MB
                memory-pressure
                ps
                expect free-memory 1438MB
                expect Mail process Mail
        """, .xctest, path: "t.scenario")
        assertLines([
            "let device = try SimulatedDevice(ios: 9, memory: .gigabytes(2), system: .megabytes(300))",
            "        // Xcode runs Mail\n        try device.setDebuggerAttached(to: \"Mail\")\n",
            "try device.setBackgroundRefresh(.off, for: \"Feed\")  // the user turned it off",
            "try device.setBackgroundRefresh(.restricted)",
            "device.setLowPowerMode(true)",
            "device.setCharging(true)",
            "device.setNetwork(false)",
            "device.log(\"a note\")",
            "try device.memoryWarning()\n",
            "try device.memoryWarning(.critical)",
            "try device.memoryPressure(.megabytes(150))",
            "try device.memoryPressure()\n",
            "try device.ps()",
            "XCTAssertEqual(device.freeMemory, .megabytes(1438), \"expect free-memory 1438MB\")",
            // Feed is never read after its install: no unused variable.
            "        try device.install(\"Feed\", modes: [.fetch])\n",
            "let mail = try device.install(\"Mail\")",
        ], in: text)
        XCTAssertLessThan(try XCTUnwrap(text.range(of: "let mail = try device.install")).lowerBound,
                          try XCTUnwrap(text.range(of: "setDebuggerAttached")).lowerBound,
                          "settings apply to installed apps, as the runner applies them after installing")
    }

    func testAppOptionsAreAppConfigurationProperties() throws {
        let text = try export("""
        device ios 7
        app Weather id com.example.weather process WeatherDaemon memory 30MB
        app Safari builtin
        app Reader restoration version 2.1
          controller List restoration-id list
          navigation Nav root List restoration-id nav
          root Nav
        app Notes documents com.example.note exports com.example.note conforms-to public.text extension note
        app Editor documents public.text,public.plain-text
        0s      launch Reader
        +1s     Reader push List on Nav
                Reader pop Nav
                Reader present List from Nav
                Reader dismiss List
                share memo.note from Notes to Editor
                expect Reader controller-callbacks: Nav.loadView
                expect Reader view List loaded
                expect Reader archive absent
                expect Reader restored: Nav, List
                expect open-in memo.note from Notes: Editor
                expect Editor inbox: memo.note
                expect Safari process MobileSafari
                expect Weather tasks 0
        """, .xctest, path: "t.scenario")
        assertLines([
            "let weather = try device.install(\"Weather\") { app in\n"
                + "            app.bundleID = \"com.example.weather\"\n"
                + "            app.processName = \"WeatherDaemon\"\n"
                + "            app.memory = .megabytes(30)\n        }",
            "let safari = try device.install(\"Safari\") { app in\n            app.builtin = true\n        }",
            "            app.restoration = true\n            app.version = \"2.1\"\n",
            "            app.controllers = [\n"
                + "                ControllerDefinition(name: \"List\", restorationID: \"list\"),\n"
                + "                ControllerDefinition(name: \"Nav\", kind: .navigation(root: \"List\"), restorationID: \"nav\"),\n"
                + "            ]\n            app.rootController = \"Nav\"\n",
            "            app.documents = [\"com.example.note\"]\n            app.exports = [\n"
                + "                TypeDeclaration(identifier: \"com.example.note\", conformsTo: \"public.text\", fileExtension: \"note\"),\n"
                + "            ]\n",
            "app.documents = [\"public.text\", \"public.plain-text\"]",
            "try reader.push(\"List\", on: \"Nav\")",
            "try reader.pop(\"Nav\")",
            "try reader.present(\"List\", from: \"Nav\")",
            "try reader.dismiss(\"List\")",
            "try device.share(\"memo.note\", from: \"Notes\", to: \"Editor\")",
            "assertControllerCallbacks(reader, [\"Nav.loadView\"])",
            "XCTAssertEqual(reader.isViewLoaded(\"List\"), true, \"expect Reader view List loaded\")",
            "XCTAssertEqual(reader.hasRestorationArchive, false, \"expect Reader archive absent\")",
            "XCTAssertEqual(reader.restoredControllers, [\"Nav\", \"List\"], \"expect Reader restored: Nav, List\")",
            "XCTAssertEqual(device.openInMenu(for: \"memo.note\", from: \"Notes\"), [\"Editor\"], \"expect open-in memo.note from Notes: Editor\")",
            "XCTAssertEqual(editor.inbox, [\"memo.note\"], \"expect Editor inbox: memo.note\")",
            "XCTAssertEqual(safari.processName, \"MobileSafari\", \"expect Safari process MobileSafari\")",
        ], in: text)
        // Notes is only named in strings: `let notes` would be an unused variable.
        XCTAssertFalse(text.contains("let notes ="), text)
    }

    func testBGTaskSchedulerHandlersActionsAndEvents() throws {
        let text = try export("""
        device ios 17
        app Photos modes fetch,processing bgtasks com.example.sync,com.example.index
          on didFinishLaunching: bg-register com.example.sync
          on didEnterBackground: bg-submit com.example.sync refresh earliest 1h; bg-submit com.example.index processing network power
          on bgtask com.example.sync: bg-complete com.example.sync success
          on bgtask-expire com.example.sync: bg-cancel com.example.index; bg-cancel-all
        0s      launch Photos
        +1s     home
        +1h     bgtask run Photos com.example.sync
                bgtask simulate Photos com.example.sync
                bgtask expire Photos com.example.sync
                expect Photos bgtasks: com.example.index
                expect Photos bgtask com.example.sync none
        """, .swiftTesting, path: "t.scenario")
        assertLines([
            "app.bgTaskIdentifiers = [\"com.example.sync\", \"com.example.index\"]",
            "context.perform(.bgRegister(\"com.example.sync\"))",
            "try? context.submit(BGTaskRequest(identifier: \"com.example.sync\", kind: .refresh, earliest: .seconds(3600)))",
            "try device.advance(by: .seconds(3600))",
            "try? context.submit(BGTaskRequest(identifier: \"com.example.index\", kind: .processing, requiresNetwork: true, requiresPower: true))",
            "app.onBGTask(\"com.example.sync\") { context in\n                context.setTaskCompleted(\"com.example.sync\", success: true)",
            "app.onBGTask(\"com.example.sync\", expire: true) { context in\n"
                + "                context.cancel(taskRequestWithIdentifier: \"com.example.index\")\n"
                + "                context.cancelAllTaskRequests()",
            "try photos.runBGTask(\"com.example.sync\")",
            "try photos.simulateBGTask(\"com.example.sync\")",
            "try photos.expireBGTask(\"com.example.sync\")",
            "#expect(photos.bgTaskRequests == [\"com.example.index\"], \"expect Photos bgtasks: com.example.index\")",
            "#expect(photos.bgTaskStatus(\"com.example.sync\") == BGTaskStatus.none, \"expect Photos bgtask com.example.sync none\")",
        ], in: text)
    }

    func testScenesAndSwiftUIPhases() throws {
        let source = """
        device ios 17
        app Notes scenes
        app Journal swiftui
        0s      launch Notes
        +1s     home
                disconnect Notes/1
                expect Notes/1 disconnected
                expect Notes scenes 0
                expect Notes/1 callbacks: willConnect
                expect Notes/1 no-callbacks
                expect Journal phase active
                expect Journal/1 phase background
        """
        let xctest = try export(source, .xctest, path: "t.scenario")
        assertLines([
            "let notes = try device.install(\"Notes\") { app in\n            app.scenes = true\n        }",
            // `swiftui` implies `scenes` (UI-1): one property says both.
            "let journal = try device.install(\"Journal\") { app in\n            app.swiftUI = true\n        }",
            "try notes.disconnectScene(1)",
            "XCTAssertEqual(notes.scene(1)?.state, .disconnected, \"expect Notes/1 disconnected\")",
            "XCTAssertEqual(notes.connectedScenes, 0, \"expect Notes scenes 0\")",
            "assertCallbacks(try XCTUnwrap(notes.scene(1)), [\"willConnect\"])",
            "assertCallbacks(try XCTUnwrap(notes.scene(1)), [String]())",
            "XCTAssertEqual(journal.phase, .active, \"expect Journal phase active\")",
            "XCTAssertEqual(journal.scene(1)?.phase, .background, \"expect Journal/1 phase background\")",
        ], in: xctest)
        let swiftTesting = try export(source, .swiftTesting, path: "t.scenario")
        assertLines(["assertCallbacks(try #require(notes.scene(1)), [\"willConnect\"])",
                     "#expect(notes.scene(1)?.state == .disconnected, \"expect Notes/1 disconnected\")"], in: swiftTesting)
    }

    func testAHandlerOnAViewControllerMethodIsNamedByItsLine() throws {
        // The parser rejects `on Root.viewDidLoad:`; a document built in code can still hold one.
        var document = try XCTUnwrap(ScenarioParser.parse("app A\n0s launch A\n", path: "t.scenario").document)
        document.apps[0].handlers = [HandlerDeclaration(callback: .controller("Root", .viewDidLoad), actions: [],
                                                        location: SourceLocation(line: 2, column: 3))]
        XCTAssertThrowsError(try TestExporter.export(document, source: "app A\n0s launch A\n", framework: .xctest)) { error in
            XCTAssertEqual((error as? ExportError)?.line, 2)
            XCTAssertTrue((error as? ExportError)?.message.contains("a view controller's method takes no handler") == true, "\(error)")
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

    /// A handler's `work` moves the clock (EXECUTION_MODEL: callbacks run for their work's time), so
    /// a line whose time has passed runs at once: `lifesim run` advances to a line's time only
    /// when the clock is short of it, and the test advances only as far. Launched at 0 s,
    /// didBecomeActive works 10 s: Home written at 5 s comes at 10 s with no advance, and the
    /// expectation at 15 s advances 5 s, not 10.
    func testTheClockAdvancesAsTheRunDidAfterAHandlersWork() throws {
        let text = """
            device ios 17
            app Notes
              on didBecomeActive: work 10s
            0s   launch Notes
            +5s  home
            +10s expect Notes suspended
            """
        let lines = try export(text, .xctest).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let launch = try XCTUnwrap(lines.firstIndex(of: "try notes.launch()"))
        XCTAssertEqual(Array(lines[(launch + 1)...].prefix(3)), [
            "try device.home()",
            "try device.advance(by: .seconds(5))",
            "XCTAssertEqual(notes.state, .suspended, \"expect Notes suspended\")",
        ])
    }
}
