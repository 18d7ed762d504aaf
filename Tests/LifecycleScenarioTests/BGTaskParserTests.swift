import XCTest
@testable import LifecycleScenario
import LifecycleSim

/// The BGTaskScheduler part of the language (docs/LANGUAGE.md, BT-1 … BT-8): what it parses to,
/// located diagnostics for malformed identifiers, did-you-mean for the new words, and a round trip.
final class BGTaskParserTests: XCTestCase {
    private static let valid = """
        device ios 17
        setting charging on
        setting network off
        app Feed modes fetch bgtasks com.example.refresh,com.example.clean_up-2
          on didFinishLaunching: bg-register com.example.refresh
          on didEnterBackground: bg-submit com.example.refresh refresh earliest 15m; bg-submit com.example.clean_up-2 processing network power
          on bgtask com.example.refresh: bg-complete com.example.refresh success after 5s; bg-cancel com.example.clean_up-2
          on bgtask-expire com.example.refresh: bg-cancel-all; bg-complete com.example.refresh failure
        0s launch Feed
        +1s home
            expect Feed bgtasks: com.example.refresh, com.example.clean_up-2
            expect Feed bgtask com.example.refresh pending
        +1m bgtask run Feed com.example.refresh
            bgtask simulate Feed com.example.clean_up-2
            bgtask expire Feed com.example.clean_up-2
            charging off
            network on
            expect Feed launched-by bgtask
            expect Feed callbacks: bgtask com.example.refresh, bgtask-expire com.example.refresh
        """

    private func errors(_ text: String) -> [String] {
        ScenarioParser.parse(text, path: "t.scenario").diagnostics.map { DiagnosticRenderer.render($0, color: false) }
    }

    func testTheWholeLanguageParses() throws {
        let result = ScenarioParser.parse(Self.valid, path: "t.scenario")
        XCTAssertFalse(result.hasErrors, "\(errors(Self.valid))")
        let document = try XCTUnwrap(result.document)
        XCTAssertEqual(document.settings, [.charging(true), .network(false)])
        let app = try XCTUnwrap(document.apps.first)
        XCTAssertEqual(app.bgTaskIdentifiers, ["com.example.refresh", "com.example.clean_up-2"])
        XCTAssertEqual(app.handlers.map(\.callback), [.delegate(.didFinishLaunching), .delegate(.didEnterBackground),
                                                      .bgTask(id: "com.example.refresh"), .bgTaskExpire(id: "com.example.refresh")])
        XCTAssertEqual(app.handlers[1].actions.map(\.action), [
            .bgSubmit(BGTaskRequest(identifier: "com.example.refresh", kind: .refresh, earliest: .seconds(15 * 60))),
            .bgSubmit(BGTaskRequest(identifier: "com.example.clean_up-2", kind: .processing, requiresNetwork: true,
                                    requiresPower: true)),
        ])
        XCTAssertEqual(app.handlers[2].actions.map(\.action), [.bgComplete("com.example.refresh", success: true),
                                                               .bgCancel("com.example.clean_up-2")])
        XCTAssertEqual(app.handlers[2].actions.first?.delay, .seconds(5))
        XCTAssertEqual(app.handlers[3].actions.map(\.action), [.bgCancel(nil), .bgComplete("com.example.refresh", success: false)])
        let events = document.timeline.compactMap { entry -> DeviceEvent? in
            if case .event(let event) = entry.statement { return event }
            return nil
        }
        XCTAssertEqual(events.suffix(5), [.bgTask(app: "Feed", id: "com.example.refresh", .run),
                                          .bgTask(app: "Feed", id: "com.example.clean_up-2", .simulate),
                                          .bgTask(app: "Feed", id: "com.example.clean_up-2", .expire),
                                          .charging(on: false), .network(on: true)])
        let expectations = document.timeline.compactMap { entry -> Expectation? in
            if case .expect(let expectation) = entry.statement { return expectation }
            return nil
        }
        XCTAssertEqual(expectations, [
            .bgTasks(app: "Feed", ["com.example.refresh", "com.example.clean_up-2"]),
            .bgTask(app: "Feed", id: "com.example.refresh", .pending), .launchedBy(app: "Feed", .bgtask),
            .callbacks(app: "Feed", [.bgTask(id: "com.example.refresh"), .bgTaskExpire(id: "com.example.refresh")]),
        ])
    }

    func testTheWriterRoundTrips() throws {
        let document = try XCTUnwrap(ScenarioParser.parse(Self.valid, path: "t.scenario").document)
        let written = ScenarioWriter.text(of: document)
        let reparsed = try XCTUnwrap(ScenarioParser.parse(written, path: "t.scenario").document, written)
        XCTAssertEqual(reparsed.apps, document.apps)
        XCTAssertEqual(reparsed.settings, document.settings)
        XCTAssertEqual(reparsed.timeline.map(\.statement), document.timeline.map(\.statement))
    }

    func testAMalformedIdentifierIsALocatedError() {
        let text = """
            device ios 13
            app Feed bgtasks com.example.refresh
              on didEnterBackground: bg-submit com/example refresh
            """
        XCTAssertEqual(errors(text), ["""
            t.scenario:3:36: error: 'com/example' is not a task identifier; write a reverse-DNS word of letters, digits, '.', '_' and '-' (com.example.refresh)
              on didEnterBackground: bg-submit com/example refresh
                                               ^~~~~~~~~~~
            """])
    }

    func testMalformedIdentifiersElsewhereAndMissingWords() {
        let cases: [(String, String)] = [
            ("app Feed bgtasks .hidden", "'.hidden' is not a task identifier"),
            ("app Feed bgtasks", "'bgtasks' needs a task identifier"),
            ("app Feed\n  on bgtask: log \"x\"", "'bgtask' needs a task identifier"),
            ("app Feed\n  on didFinishLaunching: bg-complete com.example.a maybe", "unknown task result 'maybe'"),
            ("app Feed\n  on didFinishLaunching: bg-submit com.example.a urgent", "unknown request kind 'urgent'"),
            ("app Feed\n0s bgtask start Feed com.example.a", "unknown bgtask action 'start'"),
            ("app Feed\n0s expect Feed bgtask com.example.a finished", "unknown task status 'finished'"),
        ]
        for (body, message) in cases {
            let diagnostics = errors("device ios 13\n" + body)
            XCTAssertTrue(diagnostics.contains { $0.contains(message) }, "\(body): \(diagnostics)")
        }
    }

    func testDidYouMeanForTheNewWords() {
        let cases: [(String, String)] = [
            ("app Feed\n  on didFinishLaunching: bg-submt com.example.a refresh", "did you mean 'bg-submit'?"),
            ("app Feed\n0s bgtsk run Feed com.example.a", "did you mean 'bgtask'?"),
            ("setting chargng on\napp Feed", "did you mean 'charging'?"),
            ("app Feed bgtask com.example.a", "did you mean 'bgtasks'?"),
            ("app Feed\n0s expect Feed bgtaks: com.example.a", "did you mean 'bgtasks'?"),
        ]
        for (body, message) in cases {
            let diagnostics = errors("device ios 13\n" + body)
            XCTAssertTrue(diagnostics.contains { $0.contains(message) }, "\(body): \(diagnostics)")
        }
    }
}

extension BGTaskParserTests {
    func testAHandlerForAnIdentifierNotInBgtasksIsAWarning() {
        let text = """
            device ios 13
            app Feed bgtasks com.example.refresh
              on bgtask com.example.refesh: log "x"
            0s launch Feed
            """
        let result = ScenarioParser.parse(text, path: "t.scenario")
        XCTAssertNotNil(result.document)
        XCTAssertEqual(result.diagnostics.map { DiagnosticRenderer.render($0, color: false) }, ["""
            t.scenario:3:13: warning: Feed does not list 'com.example.refesh' in its bgtasks, so this handler never runs (BT-1); did you mean 'com.example.refresh'?
              on bgtask com.example.refesh: log "x"
                        ^~~~~~~~~~~~~~~~~~
            """])
    }

    /// BT-8: "In iOS 13 and later, adding a BGTaskSchedulerPermittedIdentifiers key to the Info.plist
    /// disables the application(_:performFetchWithCompletionHandler:) ... methods": an `on performFetch`
    /// handler of an app with `bgtasks` never runs there. Before iOS 13 the key is ignored, and an app
    /// without `bgtasks` keeps the classic fetch: no warning for either.
    func testAPerformFetchHandlerOfAnAppWithBgtasksIsAWarningFromIOS13() {
        func diagnostics(ios: Int, bgtasks: Bool) -> [String] {
            let text = """
                device ios \(ios)
                app Feed modes fetch\(bgtasks ? " bgtasks com.example.refresh" : "")
                  on performFetch: complete-fetch new-data
                0s launch Feed
                """
            let result = ScenarioParser.parse(text, path: "t.scenario")
            XCTAssertNotNil(result.document)
            return result.diagnostics.map { DiagnosticRenderer.render($0, color: false) }
        }
        XCTAssertEqual(diagnostics(ios: 13, bgtasks: true), ["""
            t.scenario:3:6: warning: Feed declares bgtasks (BGTaskSchedulerPermittedIdentifiers), which disables performFetch from iOS 13, so this handler never runs on iOS 13 (BT-8); do the work in a BGAppRefreshTask (on bgtask ID, bg-submit ID refresh)
              on performFetch: complete-fetch new-data
                 ^~~~~~~~~~~~
            """])
        XCTAssertEqual(diagnostics(ios: 12, bgtasks: true), [])
        XCTAssertEqual(diagnostics(ios: 26, bgtasks: false), [])
    }

    /// BT-1: "Registration of all launch handlers must be complete before the end of
    /// applicationDidFinishLaunching(_:)"; later, iOS raises "All launch handlers must be registered
    /// before application finishes launching" (flutter_background_fetch issue 414: registered once
    /// the scene had connected). A `bg-register` in willConnect, or one that waits, is a warning
    /// from iOS 13, at the action; in didFinishLaunching, or before iOS 13 (no BGTaskScheduler), none.
    func test_BT1_registeringAfterLaunchIsAWarningAtTheAction() {
        func warnings(ios: Int, _ handler: String) -> [String] {
            let text = """
                device ios \(ios)
                app Notes bgtasks com.example.refresh modes fetch scenes
                  \(handler)
                0s launch Notes
                """
            let result = ScenarioParser.parse(text, path: "t.scenario")
            XCTAssertNotNil(result.document)
            return result.diagnostics.filter { $0.text.text(in: .en).contains("BT-1") }.map { DiagnosticRenderer.render($0, color: false) }
        }
        XCTAssertEqual(warnings(ios: 13, "on willConnect: log \"up\"; bg-register com.example.refresh"), ["""
            t.scenario:3:29: warning: willConnect's bg-register runs after Notes has finished launching: iOS raises "All launch handlers must be registered before application finishes launching" and the app crashes (BT-1); register in didFinishLaunching, without 'after'
              on willConnect: log "up"; bg-register com.example.refresh
                                        ^~~~~~~~~~~
            """])
        XCTAssertEqual(warnings(ios: 17, "on didFinishLaunching: bg-register com.example.refresh after 1s").count, 1)
        XCTAssertEqual(warnings(ios: 17, "on didFinishLaunching: bg-register com.example.refresh"), [])
        XCTAssertEqual(warnings(ios: 17, "on willFinishLaunching: bg-register com.example.refresh"), [])
        XCTAssertEqual(warnings(ios: 12, "on didBecomeActive: bg-register com.example.refresh"), [])
    }
}
