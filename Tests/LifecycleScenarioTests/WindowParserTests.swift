import XCTest
@testable import LifecycleScenario
import LifecycleSim

/// The iPad window words of the language (SC-6 … SC-8): `scenes multiple`,
/// `open-window`, `split`, `close-window`, `switcher kill APP/N`, `request-scene` and
/// `didDiscardSceneSessions`, with located diagnostics and did-you-mean like the other words.
final class WindowParserTests: XCTestCase {
    private func parse(_ text: String) -> ParseResult { ScenarioParser.parse(text, path: "t.scenario") }

    private func rendered(_ text: String) -> [String] {
        parse(text).diagnostics.map { DiagnosticRenderer.render($0, color: false) }
    }

    private let header = "device ios 17 model ipad\napp Notes scenes multiple\napp Mail scenes\nlaunch Notes\n"

    func testWindowWordsParse() throws {
        let result = parse(header + """
            open-window Notes
            split Notes/1 Mail/1
            split
            close-window Notes/2
            switcher
            switcher kill Notes/1
            switcher kill Mail
            """)
        XCTAssertEqual(result.diagnostics.map(\.message), [])
        let document = try XCTUnwrap(result.document)
        XCTAssertTrue(document.apps[0].multipleScenes)
        XCTAssertTrue(document.apps[0].scenes, "multiple implies scenes")
        XCTAssertFalse(document.apps[1].multipleScenes)
        XCTAssertEqual(document.timeline.map(\.statement).dropFirst(), [
            .event(.openWindow(app: "Notes")),
            .event(.split(SceneName(app: "Notes", scene: 1), SceneName(app: "Mail", scene: 1))),
            .event(.unsplit), .event(.closeWindow(app: "Notes", scene: 2)), .event(.switcherShow),
            .event(.switcherKillScene(app: "Notes", scene: 1)), .event(.switcherKill(app: "Mail")),
        ])
    }

    func testRequestSceneAndDidDiscardSceneSessionsParse() throws {
        let document = try XCTUnwrap(parse("""
            device ios 17 model ipad
            app Notes scenes multiple
              on didFinishLaunching: request-scene after 2s
              on didDiscardSceneSessions: log "discarded"
            launch Notes
            """).document)
        XCTAssertEqual(document.apps[0].handlers.map(\.callback), [.delegate(.didFinishLaunching),
                                                                   .delegate(.didDiscardSceneSessions)])
        XCTAssertEqual(document.apps[0].handlers[0].actions.map(\.action), [.requestScene])
        XCTAssertEqual(document.apps[0].handlers[0].actions.map(\.delay), [.seconds(2)])
    }

    func testMisspeltWindowEventsSuggestTheirWords() {
        XCTAssertEqual(rendered(header + "open-windw Notes\n"), ["""
            t.scenario:5:1: error: unknown event 'open-windw'; did you mean 'open-window'?
            open-windw Notes
            ^~~~~~~~~~
            """])
        XCTAssertTrue(rendered(header + "close-windo Notes/1\n").first?.contains("did you mean 'close-window'?") ?? false)
        XCTAssertTrue(rendered(header + "splt Notes/1 Mail/1\n").first?.contains("did you mean 'split'?") ?? false)
    }

    func testMisspeltMultipleSuggestsIt() {
        XCTAssertEqual(rendered("device ios 17 model ipad\napp Notes scenes multple\nlaunch Notes\n"), ["""
            t.scenario:2:18: error: unknown scenes option 'multple'; did you mean 'multiple'?
            app Notes scenes multple
                             ^~~~~~~
            """])
    }

    func testMisspeltRequestSceneAndDiscardSuggestThem() {
        let action = rendered("device ios 17 model ipad\napp Notes scenes multiple\n  on didFinishLaunching: request-scen\nlaunch Notes\n")
        XCTAssertEqual(action.count, 1)
        XCTAssertTrue(action[0].hasPrefix("t.scenario:3:26: error:") && action[0].contains("did you mean 'request-scene'?"), action[0])
        let callback = rendered("device ios 17 model ipad\napp Notes scenes multiple\n  on didDiscardSceneSession: log \"x\"\nlaunch Notes\n")
        XCTAssertEqual(callback.count, 1)
        XCTAssertTrue(callback[0].hasPrefix("t.scenario:3:6: error:") && callback[0].contains("did you mean 'didDiscardSceneSessions'?"),
                      callback[0])
    }

    func testCloseWindowAndSplitNeedSceneNames() {
        let close = rendered(header + "close-window Notes\n")
        XCTAssertEqual(close.count, 1)
        XCTAssertTrue(close[0].hasPrefix("t.scenario:5:14: error: 'Notes' is not a scene") && close[0].contains("close-window APP/N"),
                      close[0])
        let split = rendered(header + "split Notes/1\n")
        XCTAssertEqual(split.count, 1)
        XCTAssertTrue(split[0].contains("a scene, APP/N") && split[0].contains("split APP/N APP/M"), split[0])
        let same = rendered(header + "split Notes/1 Notes/1\n")
        XCTAssertEqual(same.count, 1)
        XCTAssertTrue(same[0].hasPrefix("t.scenario:5:15: error: Split View shows two different scenes"), same[0])
    }

    func testMultipleScenesOffAnIPadIsAWarning() {
        let result = parse("device ios 17\napp Notes scenes multiple\nlaunch Notes\n")
        XCTAssertNotNil(result.document, "a warning, not an error")
        XCTAssertEqual(result.diagnostics.map { DiagnosticRenderer.render($0, color: false) }, ["""
            t.scenario:2:18: warning: more than one window needs an iPad: on an iphone Notes shows one scene at a \
            time, so open-window and request-scene are refused; write 'model ipad' on the device line (SC-6)
            app Notes scenes multiple
                             ^~~~~~~~
            """])
    }

    func testOpenWindowOfAnAppWithoutMultipleIsAWarning() {
        let result = rendered(header + "open-window Mail\n")
        XCTAssertEqual(result.count, 1)
        XCTAssertTrue(result[0].hasPrefix("t.scenario:5:13: warning: 'open-window' needs an app that supports multiple scenes")
            && result[0].contains("add 'scenes multiple' to the 'app Mail' line (SC-6)"), result[0])
    }

    func testTheWriterKeepsScenesMultiple() throws {
        let document = try XCTUnwrap(parse(header + "open-window Notes\nsplit Notes/1 Mail/1\n").document)
        let text = ScenarioWriter.text(of: document)
        XCTAssertTrue(text.contains("app Notes scenes multiple"), text)
        XCTAssertTrue(text.contains("split Notes/1 Mail/1"), text)
        XCTAssertEqual(parse(text).document?.apps.map(\.multipleScenes), [true, false])
    }

    func testForeignNamesOfDidDiscardSceneSessions() {
        XCTAssertEqual(CallbackNameStyle.swift.name(of: .delegate(.didDiscardSceneSessions)), "application(_:didDiscardSceneSessions:)")
        XCTAssertEqual(CallbackNameStyle.objc.name(of: .delegate(.didDiscardSceneSessions)),
                       "application:didDiscardSceneSessions:")
        XCTAssertEqual(CallbackNameStyle.xamarin.name(of: .delegate(.didDiscardSceneSessions)), "DidDiscardSceneSessions")
        // Written in a handler, UIKit's and Xamarin's spellings suggest the short name.
        for spelling in ["application(_:didDiscardSceneSessions:)", "DidDiscardSceneSessions"] {
            let result = rendered("device ios 17 model ipad\napp Notes scenes multiple\n  on \(spelling): log \"x\"\nlaunch Notes\n")
            XCTAssertEqual(result.count, 1, spelling)
            XCTAssertTrue(result.first?.hasPrefix("t.scenario:3:6: error:") ?? false, "\(result)")
            XCTAssertTrue(result.first?.contains("didDiscardSceneSessions") ?? false, "\(result)")
        }
    }
}
