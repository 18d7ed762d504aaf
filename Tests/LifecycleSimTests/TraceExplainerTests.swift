import LifecycleSim
import XCTest

/// `--explain`: why things happen, and why things a learner expects do not. An explanation is prose
/// that no rule fixes word for word, so these tests ask that it names the fact a learner needs
/// (`contains`), and compare its rules whole where they check them.
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

    /// BR-5: finished transfers resume a suspended app in the background, and launch one the
    /// system ended there; it hears handleEventsForBackgroundURLSession and does not come to the
    /// front (UIApplication.State.background; "About the background execution sequence": the
    /// system returns a suspended app "to the background"). Its 30 s are BG-7's.
    func test_BR5_transfersResumeAndLaunchInTheBackgroundNotOnTheWayToTheFront() throws {
        let uploader = AppConfiguration.app("Photos", [(.delegate(.didEnterBackground), [.startTransfer])])
        let result = explanations(ios: 17, apps: [uploader], [.launch(app: "Photos", url: nil), .home, .transfersFinish(app: "Photos")],
                                  advance: 1)
        let resume = try XCTUnwrap(result.first { record, _ in
            if case .transition(let r) = record { return r.from == .suspended && r.to == .background }
            return false
        })
        XCTAssertEqual(resume.1?.rules, [.br5, .bg7])
        let text = try XCTUnwrap(resume.1?.text)
        XCTAssertTrue(text.contains("does not come to the front") && text.contains("handleEventsForBackgroundURLSession"), text)
        XCTAssertFalse(result.contains { record, _ in
            if case .transition(let r) = record { return r.to == .inactive && r.time > .zero }
            return false
        }, "the app never comes to the front")

        let killed = explanations(ios: 17, apps: [uploader], [.launch(app: "Photos", url: nil), .home, .memoryPressure(nil),
                                                              .transfersFinish(app: "Photos")])
        let launch = try XCTUnwrap(killed.first { record, _ in
            if case .transition(let r) = record { return r.from == .notRunning && r.to == .background }
            return false
        })
        XCTAssertEqual(launch.1?.rules, [.br5, .br4, .bg7])
    }

    /// IN-1 from iOS 11: the moment of activity inside Notification Center's pull-down is
    /// explained by IN-1, not as "nothing covers it" (an overlay is open).
    func test_IN1_theNotificationCenterFlickerIsExplainedAsSuch() throws {
        let result = explanations(ios: 16, apps: [.app("Chat")], [.launch(app: "Chat", url: nil), .notificationCenter(open: true)])
        let flicker = result.filter { record, _ in
            if case .transition(let r) = record { return r.from == .inactive && r.to == .active && r.rule == .in1 }
            if case .callback(let r) = record { return r.callback == .delegate(.didBecomeActive) && r.rule == .in1 }
            return false
        }
        XCTAssertEqual(flicker.count, 2)
        for (_, why) in flicker {
            XCTAssertEqual(why?.rules, [.in1])
            XCTAssertTrue(why?.text.contains("Notification Center") ?? false, why?.text ?? "")
        }
    }

    /// LA-4: the tapped notification and the launch it causes are explained by LA-4.
    func test_LA4_aTappedNotificationIsExplainedByLA4() throws {
        let result = explanations(ios: 16, apps: [.app("Chat")], [.tapNotification(app: "Chat", local: false)])
        let delivered = try XCTUnwrap(result.first { record, _ in
            if case .callback(let r) = record { return r.callback == .delegate(.didReceiveNotificationResponse) }
            return false
        })
        XCTAssertEqual(delivered.1?.rules, [.la4])
        let launch = try XCTUnwrap(result.first { record, _ in
            if case .transition(let r) = record { return r.from == .notRunning }
            return false
        })
        XCTAssertEqual(launch.1?.rules.first, .la4)
    }

    /// Warnings say in plain words what iOS does (docs/EXECUTION_MODEL.md: a refused event changes
    /// nothing; TE-4: no background launch after a user kill), not a template with the rule's title.
    func test_ST2_TE4_warningsAreExplainedInTheirOwnWords() throws {
        let t = TestDevice(ios: 7, apps: [.app("Feed", modes: [.fetch])])
        t.device.handle(.unlock)
        t.device.handle(.launch(app: "Feed", url: nil))
        t.device.handle(.switcherShow)
        t.device.handle(.switcherKill(app: "Feed"))
        t.device.handle(.fetch(app: "Feed"))
        let refused = try XCTUnwrap(TraceExplainer.explain(.warning(try XCTUnwrap(t.warnings(.st2).first))))
        XCTAssertTrue(refused.text.contains("nothing changes"), refused.text)
        let dropped = try XCTUnwrap(TraceExplainer.explain(.warning(try XCTUnwrap(t.warnings(.te4).first))))
        XCTAssertTrue(dropped.text.contains("until the user opens it again"), dropped.text)
        XCTAssertFalse(dropped.text.contains("iOS refuses, drops or kills here"))
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

    /// SC-6, SC-8: a new window and a discarded one are explained by their own rules.
    func test_SC6_SC8_windowRecordsAreExplainedByTheirRules() throws {
        var notes = AppConfiguration(name: "Notes")
        notes.multipleScenes = true
        let t = TestDevice(ios: 17, model: .ipad, apps: [notes])
        for event: DeviceEvent in [.launch(app: "Notes", url: nil), .openWindow(app: "Notes"), .closeWindow(app: "Notes", scene: 2)] {
            _ = t.device.handle(event)
        }
        let result = t.trace.records.map { ($0, TraceExplainer.explain($0, profile: t.device.profile)) }
        let connect = try XCTUnwrap(result.first { record, _ in
            if case .sceneTransition(let r) = record { return r.scene == 2 && r.to == .foregroundInactive }
            return false
        })
        XCTAssertEqual(connect.1?.rules.first, .sc6)
        XCTAssertTrue(connect.1?.text.contains("new window") ?? false, connect.1?.text ?? "")
        let discard = try XCTUnwrap(result.first { record, _ in
            if case .callback(let r) = record { return r.callback == .delegate(.didDiscardSceneSessions) }
            return false
        })
        XCTAssertEqual(discard.1?.rules, [.sc8])
        XCTAssertTrue(discard.1?.text.contains("didFinishLaunching") ?? false, "it says when a not-running app hears it")
        let split = TraceRecord.event(EventRecord(time: .zero, line: 1, event: "split Notes/1 Notes/2"))
        XCTAssertEqual(TraceExplainer.explain(split, profile: t.device.profile)?.rules, [.sc7])
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
            case .transition, .callback, .task, .warning, .bgTask, .sceneTransition, .activity:
                XCTAssertNotNil(explanation, "\(record)")
            case .event: break
            }
            for rule in explanation?.rules ?? [] { XCTAssertNotNil(RuleCatalogue.rule(rule)) }
        }
    }
}
