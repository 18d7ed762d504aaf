import XCTest
@testable import LifecycleScenario
import LifecycleSim

/// The scene words of the language (docs/LANGUAGE.md): what parses, and the located
/// diagnostics with a did-you-mean for every new word.
final class SceneParserTests: XCTestCase {
    private func parse(_ text: String) -> ParseResult { ScenarioParser.parse(text, path: "t.scenario") }

    private func rendered(_ text: String) -> [String] {
        parse(text).diagnostics.map { DiagnosticRenderer.render($0, color: false) }
    }

    /// SC-1: from iOS 13 UIKit calls a scene-based app's scene delegate for the foreground and the
    /// background, never the app delegate's four methods; a handler of one of them is a warning
    /// naming the scene method to write. Not for a classic app, not before iOS 13 (where `scenes` is
    /// ignored), not for methods UIKit still calls on the app delegate (willTerminate).
    func test_SC1_anAppDelegateForegroundOrBackgroundHandlerOfASceneAppIsAWarning() {
        let pairs = [("didEnterBackground", "sceneDidEnterBackground"), ("willEnterForeground", "sceneWillEnterForeground"),
                     ("didBecomeActive", "sceneDidBecomeActive"), ("willResignActive", "sceneWillResignActive")]
        for (method, sceneMethod) in pairs {
            let found = parse("device ios 17\napp Notes scenes\n  on \(method): begin-task save\n0s launch Notes\n")
                .diagnostics.filter { $0.severity == .warning }.map(\.message)
            XCTAssertEqual(found, ["""
                Notes is scene-based, so on iOS 17 UIKit calls its scene delegate's \(sceneMethod), never the app \
                delegate's \(method): this handler never runs, and nothing it begins is begun (SC-1); write \
                'on \(sceneMethod):' instead
                """], method)
        }
        for quiet in ["device ios 17\napp Notes\n  on didEnterBackground: log \"x\"\n0s launch Notes\n",
                      "device ios 17\napp Notes scenes\n  on willTerminate: log \"x\"\n0s launch Notes\n"] {
            XCTAssertEqual(parse(quiet).diagnostics.map(\.message), [], quiet)
        }
        let old = parse("device ios 12\napp Notes scenes\n  on didEnterBackground: log \"x\"\n0s launch Notes\n")
        XCTAssertFalse(old.diagnostics.contains { $0.message.contains("never the app delegate") }, "\(old.diagnostics)")
    }

    func testSceneWordsParse() throws {
        let result = parse("""
            device ios 17
            app Notes scenes
              on sceneDidBecomeActive: log "active"
            launch Notes
            home
            disconnect Notes/1
            expect Notes/1 disconnected
            expect Notes scenes 0
            expect Notes/1 callbacks: willConnect, sceneWillEnterForeground
            """)
        XCTAssertEqual(result.diagnostics.map(\.message), [])
        let document = try XCTUnwrap(result.document)
        XCTAssertTrue(document.apps[0].scenes)
        XCTAssertEqual(document.apps[0].handlers.map(\.callback), [.delegate(.sceneDidBecomeActive)])
        let statements = document.timeline.map(\.statement)
        XCTAssertTrue(statements.contains(.event(.disconnectScene(app: "Notes", scene: 1))))
        XCTAssertTrue(statements.contains(.expect(.sceneState(app: "Notes", scene: 1, .disconnected))))
        XCTAssertTrue(statements.contains(.expect(.scenes(app: "Notes", 0))))
        XCTAssertTrue(statements.contains(.expect(.callbacks(app: "Notes/1", [.delegate(.willConnect),
                                                                              .delegate(.sceneWillEnterForeground)]))))
    }

    func testMisspeltDisconnectSuggestsIt() {
        XCTAssertEqual(rendered("device ios 17\napp Notes scenes\nlaunch Notes\ndisconect Notes/1\n"), ["""
            t.scenario:4:1: error: unknown event 'disconect'; did you mean 'disconnect'?
            disconect Notes/1
            ^~~~~~~~~
            """])
    }

    func testDisconnectNeedsASceneName() {
        let result = rendered("device ios 17\napp Notes scenes\nlaunch Notes\ndisconnect Notes\n")
        XCTAssertEqual(result.count, 1)
        XCTAssertTrue(result[0].hasPrefix("t.scenario:4:12: error: 'Notes' is not a scene; write the app's name, "
            + "a slash and the scene's number from 1, such as Notes/1: disconnect APP/N"), result[0])
        let zero = rendered("device ios 17\napp Notes scenes\nlaunch Notes\ndisconnect Notes/0\n")
        XCTAssertTrue(zero.first?.contains("'Notes/0' is not a scene") ?? false, "\(zero)")
    }

    func testMisspeltSceneAppSuggestsTheDeclaredApp() {
        let result = rendered("device ios 17\napp Notes scenes\nlaunch Notes\nexpect Ntoes/1 background\n")
        XCTAssertEqual(result.count, 1)
        XCTAssertTrue(result[0].contains("did you mean 'Notes'?"), result[0])
        XCTAssertTrue(result[0].hasPrefix("t.scenario:4:8: error:"), result[0])
    }

    func testMisspeltSceneStateSuggestsTheNearestOne() {
        XCTAssertEqual(rendered("device ios 17\napp Notes scenes\nlaunch Notes\nexpect Notes/1 foreground-activ\n"), ["""
            t.scenario:4:16: error: unknown scene expectation 'foreground-activ'; did you mean 'foreground-active'?
            expect Notes/1 foreground-activ
                           ^~~~~~~~~~~~~~~~
            """])
    }

    func testMisspeltScenesOptionSuggestsIt() {
        let result = rendered("device ios 17\napp Notes scens\nlaunch Notes\n")
        XCTAssertEqual(result.count, 1)
        XCTAssertTrue(result[0].contains("'scens'") && result[0].contains("did you mean 'scenes'?"), result[0])
        let expectation = rendered("device ios 17\napp Notes scenes\nlaunch Notes\nexpect Notes scene 1\n")
        XCTAssertTrue(expectation.first?.contains("did you mean 'scenes'?") ?? false, "\(expectation)")
    }

    func testASceneHandlerOnAnAppWithoutScenesSaysToAddScenes() {
        let result = parse("device ios 17\napp Notes\n  on sceneDidEnterBackground: begin-task save\nlaunch Notes\n")
        XCTAssertNotNil(result.document, "a warning, not an error")
        XCTAssertEqual(result.diagnostics.map { DiagnosticRenderer.render($0, color: false) }, ["""
            t.scenario:3:6: warning: 'sceneDidEnterBackground' needs a scene-based app, and Notes has no scenes, \
            so this never happens; add 'scenes' to the 'app Notes' line
              on sceneDidEnterBackground: begin-task save
                 ^~~~~~~~~~~~~~~~~~~~~~~
            """])
    }

    func testASceneNameOfAnAppWithoutScenesSaysToAddScenes() {
        let result = rendered("device ios 17\napp Notes\nlaunch Notes\nexpect Notes/1 foreground-active\n")
        XCTAssertEqual(result.count, 1)
        XCTAssertTrue(result[0].hasPrefix("t.scenario:4:8: warning: 'Notes/1' needs a scene-based app")
            && result[0].contains("add 'scenes' to the 'app Notes' line"), result[0])
    }

    func testScenesBeforeIOS13IsAWarningNotAnError() {
        let result = parse("device ios 12\napp Notes scenes\nlaunch Notes\n")
        XCTAssertNotNil(result.document)
        XCTAssertEqual(result.diagnostics.map { DiagnosticRenderer.render($0, color: false) }, ["""
            t.scenario:2:11: warning: scenes exist from iOS 13; on iOS 12 this option is accepted and ignored, \
            and the app delegate gets the UI callbacks (SC-1)
            app Notes scenes
                      ^~~~~~
            """])
    }

    func testTheWriterKeepsTheScenesOption() throws {
        let document = try XCTUnwrap(parse("device ios 17\napp Notes scenes\nlaunch Notes\n").document)
        XCTAssertTrue(ScenarioWriter.text(of: document).contains("app Notes scenes"))
    }
}
