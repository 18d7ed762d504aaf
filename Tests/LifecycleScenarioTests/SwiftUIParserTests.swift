import XCTest
@testable import LifecycleScenario
import LifecycleSim

/// The SwiftUI words of the language (UI-1 … UI-3): `swiftui`, the phase handlers, `expect APP[/N] phase`.
final class SwiftUIParserTests: XCTestCase {
    private func parse(_ text: String) -> ParseResult { ScenarioParser.parse(text, path: "t.scenario") }

    func test_UI1_swiftUIWordsParse() throws {
        let result = parse("""
            device ios 17
            app Notes swiftui
              on scenePhaseBackground: log "bg"
              on appPhaseActive: log "app active"
            launch Notes
            expect Notes phase active
            expect Notes/1 phase active
            """)
        XCTAssertEqual(result.diagnostics.map(\.message), [])
        let document = try XCTUnwrap(result.document)
        XCTAssertTrue(document.apps[0].swiftUI)
        XCTAssertTrue(document.apps[0].scenes, "swiftui implies scenes")
        XCTAssertEqual(document.apps[0].handlers.map(\.callback),
                       [.delegate(.scenePhaseBackground), .delegate(.appPhaseActive)])
        let statements = document.timeline.map(\.statement)
        XCTAssertTrue(statements.contains(.expect(.phase(app: "Notes", scene: nil, .active))))
        XCTAssertTrue(statements.contains(.expect(.phase(app: "Notes", scene: 1, .active))))
    }

    func test_UI1_phaseWordsWithoutSwiftUIWarn() {
        let messages = parse("device ios 17\napp Notes scenes\n  on appPhaseActive: log \"x\"\nlaunch Notes\nexpect Notes phase active\n")
            .diagnostics.map(\.message)
        XCTAssertEqual(messages.count, 2, "\(messages)")
        XCTAssertTrue(messages.allSatisfy { $0.contains("add 'swiftui'") }, "\(messages)")
    }

    func test_UI2_aBadPhaseIsAnError() {
        let messages = parse("device ios 17\napp Notes swiftui\nlaunch Notes\nexpect Notes phase asleep\n").diagnostics.map(\.message)
        XCTAssertEqual(messages.count, 1, "\(messages)")
    }
}
