import LifecycleSim
import XCTest

/// `--explain`: why things happen, and why things a learner expects do not.
final class TraceExplainerTests: XCTestCase {
    private func explanations(ios: Int, apps: [AppConfiguration], _ events: [DeviceEvent], advance: Int64 = 0)
        -> [(TraceRecord, Explanation?)] {
        let t = TestDevice(ios: ios, apps: apps)
        for event in events { _ = t.device.handle(event) }
        if advance > 0 { t.wait(advance) }
        return t.trace.records.map { ($0, TraceExplainer.explain($0, profile: t.device.profile)) }
    }

    func test_TE3_killingASuspendedAppExplainsWhyThereIsNoWillTerminate() throws {
        let result = explanations(ios: 7, apps: [.app("Mail"), .app("Notes")],
                                  [.launch(app: "Mail", url: nil), .home, .switcherShow, .switcherKill(app: "Mail")])
        let kill = try XCTUnwrap(result.first { record, _ in
            if case .transition(let r) = record { return r.from == .suspended && r.to == .notRunning }
            return false
        })
        XCTAssertEqual(kill.1?.rules.first, .te2)
        XCTAssertTrue(kill.1?.text.contains("without any callback") ?? false)
    }

    func test_BR2_aDroppedFetchIsExplainedByItsRule() throws {
        let t = TestDevice(ios: 7, apps: [.app("Feed", modes: [.fetch])])
        t.device.configureRefresh(.off)
        t.device.handle(.fetch(app: "Feed"))
        let warning = try XCTUnwrap(t.warnings(.br2).first)
        let why = try XCTUnwrap(TraceExplainer.explanation(for: .warning(warning)))
        XCTAssertTrue(why.hasSuffix("(BR-2)"), why)
        XCTAssertTrue(warning.message.contains("Background App Refresh is denied"), warning.message)
    }

    func test_BG3_enteringTheBackgroundStatesTheProfileBudget() throws {
        for (ios, seconds) in [(6, 600), (7, 180), (13, 30)] {
            let result = explanations(ios: ios, apps: [.app("A")], [.launch(app: "A", url: nil), .home])
            let entering = try XCTUnwrap(result.first { record, _ in
                if case .transition(let r) = record { return r.to == .background }
                return false
            })
            XCTAssertTrue(entering.1?.text.contains("its \(seconds) s budget") ?? false, "iOS \(ios)")
            XCTAssertEqual(entering.1?.rules, [.fg1, .bg3, .pr1])
        }
    }

    func testEveryExplanationCitesCatalogueRules() {
        let apps: [AppConfiguration] = [.app("A", modes: [.fetch], [(.delegate(.didEnterBackground), [.beginTask("t")])]), .app("B")]
        let result = explanations(ios: 7, apps: apps, [.launch(app: "A", url: nil), .alert, .alertDismiss, .home,
                                                       .launch(app: "B", url: nil), .fetch(app: "A"), .lock, .unlock],
                                  advance: 400)
        XCTAssertGreaterThan(result.count, 10)
        for (record, explanation) in result {
            switch record {
            case .expect, .log: XCTAssertNil(explanation)
            case .transition, .callback, .task, .warning, .sceneTransition: XCTAssertNotNil(explanation, "\(record)")
            case .event: break
            }
            for rule in explanation?.rules ?? [] { XCTAssertNotNil(RuleCatalogue.rule(rule)) }
        }
    }
}
