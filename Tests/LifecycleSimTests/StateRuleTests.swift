@testable import LifecycleSim
import XCTest

/// ST-1 and ST-2: the five states, the legal transitions and the order of their records.
final class StateRuleTests: RuleTestCase {
    func test_ST1_applicationStateInEachRunningState_suspendedReadsNothing() {
        let seen = Box<[String: ApplicationState?]>([:])
        let saved = Box<AppContext?>(nil)
        var config = AppConfiguration(name: "A")
        config.on(.didFinishLaunching) { seen.value["didFinishLaunching"] = $0.applicationState }
        config.on(.didBecomeActive) { seen.value["didBecomeActive"] = $0.applicationState }
        config.on(.willResignActive) { seen.value["willResignActive"] = $0.applicationState }
        config.on(.didEnterBackground) { context in
            seen.value["didEnterBackground"] = context.applicationState
            saved.value = context
        }
        let t = makeDevice(ios: 7, apps: [config])
        t.send(.launch(app: "A", url: nil), .home)
        XCTAssertEqual(seen.value["didFinishLaunching"], .inactive)
        XCTAssertEqual(seen.value["didBecomeActive"], .active)
        XCTAssertEqual(seen.value["willResignActive"], .active)
        XCTAssertEqual(seen.value["didEnterBackground"], .background)
        XCTAssertEqual(t.state("A"), .suspended)
        XCTAssertNil(saved.value?.applicationState, "a suspended app reads nothing")
        XCTAssertEqual(t.device.remaining(of: "A"), RemainingTime.none)
    }

    func test_ST1_fiveStates() {
        XCTAssertEqual(Set(AppState.allCases.map(\.description)),
                       ["not-running", "inactive", "active", "background", "suspended"])
    }

    func test_ST2_userLaunch_notRunningInactiveActive() {
        let t = makeDevice(ios: 13, apps: [.app("A")])
        t.send(.launch(app: "A", url: nil))
        XCTAssertEqual(t.steps("A"), ["not-running>inactive", "willFinishLaunching", "didFinishLaunching",
                                      "inactive>active", "didBecomeActive"])
    }

    func test_ST2_backgroundLaunch_neverDidBecomeActive() {
        let t = makeDevice(ios: 13, apps: [.app("A", modes: [.fetch], [(.delegate(.performFetch), [.completeFetch(.newData)])])])
        t.send(.fetch(app: "A"))
        XCTAssertEqual(t.steps("A"), ["not-running>background", "willFinishLaunching", "didFinishLaunching",
                                      "performFetch", "background>suspended"])
    }

    func test_ST2_interruption_activeInactiveActive() {
        let t = makeDevice(ios: 13, apps: [.app("A")])
        t.send(.launch(app: "A", url: nil))
        t.clearTrace()
        t.send(.alert)
        XCTAssertEqual(t.steps("A"), ["willResignActive", "active>inactive"])
        t.clearTrace()
        t.send(.alertDismiss)
        XCTAssertEqual(t.steps("A"), ["inactive>active", "didBecomeActive"])
    }

    /// docs/EXECUTION_MODEL.md: "will" runs in the state being left, "did" in the state arrived in.
    func test_ST2_home_recordOrder_suspensionIsSilent() {
        let t = makeDevice(ios: 13, apps: [.app("A")])
        t.send(.launch(app: "A", url: nil))
        t.clearTrace()
        t.send(.home)
        XCTAssertEqual(t.steps("A"), ["willResignActive", "active>inactive", "inactive>background",
                                      "didEnterBackground", "background>suspended"])
        XCTAssertEqual(t.callbackRecords("A").map(\.state), [.active, .background])
    }

    func test_ST2_returnFromSuspended_recordOrder() {
        let t = makeDevice(ios: 13, apps: [.app("A")])
        t.send(.launch(app: "A", url: nil), .home)
        t.clearTrace()
        t.send(.launch(app: "A", url: nil))
        XCTAssertEqual(t.steps("A"), ["suspended>background", "willEnterForeground", "background>inactive",
                                      "inactive>active", "didBecomeActive"])
        XCTAssertEqual(t.callbackRecords("A").map(\.state), [.background, .active])
    }

    func test_ST2_suspendedToNotRunning_noCallback() {
        let t = makeDevice(ios: 13, apps: [.app("A")])
        t.send(.launch(app: "A", url: nil), .home)
        t.clearTrace()
        t.send(.crash(app: "A"))
        XCTAssertEqual(t.steps("A"), ["suspended>not-running"])
    }

    func test_ST2_backgroundRunningUserKill_willTerminateInStateLeft() {
        let t = makeDevice(ios: 13, apps: [.app("A", [(.delegate(.didEnterBackground), [.beginTask("t")])]), .app("B")])
        t.send(.launch(app: "A", url: nil), .launch(app: "B", url: nil), .switcherShow)
        t.clearTrace()
        t.send(.switcherKill(app: "A"))
        XCTAssertEqual(t.steps("A"), ["willTerminate", "background>not-running"])
        XCTAssertEqual(t.callbackRecords("A").first?.state, .background)
    }

    /// ST-2 "background (running) → not-running ... an app that opts out right after
    /// didEnterBackground (FG-5)": never suspended, willTerminate in the background state.
    func test_ST2_backgroundToNotRunning_exitsOnSuspend_willTerminate() {
        let t = makeDevice(ios: 7, apps: [.app("A", exitsOnSuspend: true)])
        t.send(.launch(app: "A", url: nil))
        t.clearTrace()
        t.send(.home)
        XCTAssertEqual(t.steps("A"), ["willResignActive", "active>inactive", "inactive>background", "didEnterBackground",
                                      "willTerminate", "background>not-running"])
        XCTAssertEqual(t.callbackRecords("A").last?.state, .background)
    }

    /// ST-2 "inactive → not-running": without multitasking Home still gives willTerminate alone (FG-5).
    func test_ST2_inactiveToNotRunning_noMultitasking_willTerminate() {
        let t = makeDevice(ios: 3, apps: [.app("A")])
        t.send(.launch(app: "A", url: nil))
        t.clearTrace()
        t.send(.home)
        XCTAssertEqual(t.steps("A"), ["willResignActive", "active>inactive", "willTerminate", "inactive>not-running"])
    }

    func test_ST2_anyRunningState_crash_noCallback() {
        let t = makeDevice(ios: 13, apps: [.app("A")])
        t.send(.launch(app: "A", url: nil))
        t.clearTrace()
        t.send(.crash(app: "A"))
        XCTAssertEqual(t.steps("A"), ["active>not-running"])
        t.send(.launch(app: "A", url: nil), .alert)
        t.clearTrace()
        t.send(.crash(app: "A"))
        XCTAssertEqual(t.steps("A"), ["inactive>not-running"])
    }

    func test_ST2_willEnterForegroundAlwaysFollowedByDidBecomeActive() {
        let t = makeDevice(ios: 9, apps: [.app("A"), .app("B")])
        t.send(.launch(app: "A", url: nil), .home, .launch(app: "B", url: nil), .launch(app: "A", url: nil),
               .lock, .unlock, .switcherShow, .switcherOpen(app: "B"), .openURL(url: "a://x", app: "A", from: "B"),
               .call, .callAccept, .callEnd)
        let callbacks = t.callbacks("A")
        for (index, name) in callbacks.enumerated() where name == "willEnterForeground" {
            let rest = callbacks[(index + 1)...].filter { $0 != "openURL" }
            XCTAssertEqual(rest.first, "didBecomeActive", "willEnterForeground at \(index) of \(callbacks)")
        }
        XCTAssertTrue(TraceInvariants.problems(in: t.history.records).isEmpty)
    }

    /// The legal table of ST-2 (with background/suspended → inactive recorded via background).
    func test_ST2_legalTable() {
        let legal: Set<String> = [
            "not-running>inactive", "not-running>background", "active>inactive", "inactive>active",
            "inactive>background", "background>suspended", "suspended>background", "background>inactive",
            "suspended>not-running", "background>not-running", "inactive>not-running", "active>not-running",
        ]
        for from in AppState.allCases {
            for to in AppState.allCases {
                XCTAssertEqual(AppLifecycle.isLegal(from: from, to: to), legal.contains("\(from)>\(to)"), "\(from)>\(to)")
            }
        }
        XCTAssertEqual(AppLifecycle.legalMask, AppLifecycle.legalEdgesMask, "the mask the engine reads is the table's")
    }

    /// Found by the random walks: a card tapped while another overlay (an alert) is still open.
    /// docs/EXECUTION_MODEL.md ("Screen, switcher, overlays"): `switcher open` needs only the switcher
    /// open, so the tap is applied; the arriving app gets didBecomeActive after its
    /// willEnterForeground (ST-2), and the app it replaces enters the background (FG-3).
    func test_ST2_cardTappedWhileAnAlertIsOpen_willEnterForegroundFollowedByDidBecomeActive() {
        let t = makeDevice(ios: 13, apps: [.app("A"), .app("B")])
        t.send(.launch(app: "B", url: nil), .launch(app: "A", url: nil), .alert, .switcherShow)
        t.clearTrace()
        XCTAssertEqual(t.handle(.switcherOpen(app: "B")), .applied)
        XCTAssertEqual(t.callbacks("A"), ["didEnterBackground"])
        XCTAssertEqual(t.callbacks("B"), ["willEnterForeground", "didBecomeActive"])
        XCTAssertEqual(t.state("A"), .suspended)
        XCTAssertEqual(t.state("B"), .active)
    }
}
