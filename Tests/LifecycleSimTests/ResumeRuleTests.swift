import LifecycleSim
import XCTest

/// What a suspended app is owed when it next runs, whatever wakes it: the user's return (FG-4), a
/// background event (BR-3) or the system running a BGTaskScheduler request (BT-3). Expected values
/// come from the rules' statements: SC-9 ("a suspended app hears sceneDidDisconnect when it next
/// runs"), SC-8 ("sceneDidDisconnect and didDiscardSceneSessions when it next runs"), MW-3 ("delivered
/// when the app next runs, before any other callback") and docs/EXECUTION_MODEL.md (a held timer fires
/// "right after the last callback of the event that resumes the app").
final class ResumeRuleTests: RuleTestCase {
    static let refresh = "com.example.refresh"

    /// A scene-based app that registers its refresh task at launch and submits it whenever a scene
    /// enters the background; the task completes at once.
    private func notes(multipleScenes: Bool = false, _ extra: [(Callback, [AppAction])] = []) -> AppConfiguration {
        var config = AppConfiguration.app("Notes", modes: [.fetch, .remoteNotification], [
            (.delegate(.didFinishLaunching), [.bgRegister(Self.refresh)]),
            (.delegate(.sceneDidEnterBackground), [.bgSubmit(BGTaskRequest(identifier: Self.refresh, kind: .refresh))]),
            (.bgTask(id: Self.refresh), [.bgComplete(Self.refresh, success: true)]),
        ] + extra)
        config.scenes = true
        config.multipleScenes = multipleScenes
        config.bgTaskIdentifiers = [Self.refresh]
        return config
    }

    /// The app launched, sent Home (suspended, its request pending), then its scene 1 disconnected
    /// while it is suspended, which it must not hear yet (SC-9).
    private func suspendedWithADisconnectedScene(_ config: AppConfiguration) -> TestDevice {
        let t = makeDevice(ios: 17, apps: [config])
        t.send(.launch(app: config.name, url: nil), .home)
        XCTAssertEqual(t.state(config.name), .suspended)
        t.clearTrace()
        t.send(.disconnectScene(app: config.name, scene: 1))
        XCTAssertEqual(t.traceLines(), ["▸ disconnect \(config.name)/1", "\(config.name)/1 background → disconnected [SC-9]"],
                       "a suspended app hears nothing now")
        t.clearTrace()
        return t
    }

    // MARK: SC-9

    func test_SC9_BT3_theSystemRunningATaskResumesTheAppWhichHearsItsHeldDisconnectBeforeTheLaunchHandler() {
        let t = suspendedWithADisconnectedScene(notes())
        t.wait(20 * 60)
        t.send(.bgTask(app: "Notes", id: Self.refresh, .run))
        XCTAssertEqual(t.traceLines(), [
            "▸ bgtask run Notes com.example.refresh",
            "Notes suspended → background [BT-3]",
            "Notes/1 • sceneDidDisconnect (background) [SC-9]",
            "Notes bgtask com.example.refresh (refresh) launched [BT-3]",
            "Notes • bgtask com.example.refresh (background) [BT-3]",
            "Notes bgtask com.example.refresh (refresh) completed [BT-3]",
            "Notes background → suspended [BG-2]",
        ])
        // Heard once: the return holds nothing more, and connects scene 2 (SC-9); a returning app
        // turns inactive right after its scene does and active after sceneDidBecomeActive (SC-5).
        t.send(.launch(app: "Notes", url: nil), expecting: [
            "Notes suspended → background [FG-4]",
            "Notes/2 unattached → foreground-inactive [SC-4]",
            "Notes background → inactive [SC-5]",
            "Notes/2 • willConnect (inactive) [SC-4]",
            "Notes/2 • sceneWillEnterForeground (inactive) [SC-4]",
            "Notes/2 foreground-inactive → foreground-active [SC-4]",
            "Notes/2 • sceneDidBecomeActive (inactive) [SC-4]",
            "Notes inactive → active [SC-5]",
        ])
    }

    func test_SC9_BR3_aFetchOrAContentAvailablePushResumesTheAppWhichHearsItsHeldDisconnectBeforeTheEvent() {
        // BT-8: an app with BGTaskSchedulerPermittedIdentifiers never gets performFetch, so the
        // fetch goes to a scene-based app without BGTaskScheduler.
        var fetcher = AppConfiguration.app("Reader", modes: [.fetch], [(.delegate(.performFetch), [.completeFetch(.newData)])])
        fetcher.scenes = true
        let pusher = notes([(.delegate(.didReceiveRemoteNotification), [.completeFetch(.newData)])])
        let cases: [(AppConfiguration, DeviceEvent, String, String)] = [
            (fetcher, .fetch(app: "Reader"), "fetch Reader", "performFetch"),
            (pusher, .push(app: "Notes", contentAvailable: true), "push Notes content-available",
             "didReceiveRemoteNotification"),
        ]
        for (config, event, statement, callback) in cases {
            let t = suspendedWithADisconnectedScene(config)
            let app = config.name
            t.wait(20 * 60)
            t.send(event)
            XCTAssertEqual(t.traceLines(), [
                "▸ \(statement)",
                "\(app) suspended → background [BR-3]",
                "\(app)/1 • sceneDidDisconnect (background) [SC-9]",
                "\(app) • \(callback) (background) [BR-3]",
                "\(app) background → suspended [BG-2]",
            ], statement)
        }
    }

    // MARK: SC-8

    func test_SC8_BT3_aWindowDiscardedWhileSuspendedIsHeardWhenTheSystemRunsATask() {
        let t = makeDevice(ios: 17, model: .ipad, apps: [notes(multipleScenes: true)])
        t.send(.launch(app: "Notes", url: nil), .openWindow(app: "Notes"), .home, .switcherShow)
        t.send(.switcherKillScene(app: "Notes", scene: 1), .switcherClose)
        XCTAssertEqual(t.state("Notes"), .suspended, "window 2 is left: the process stays")
        t.wait(20 * 60)
        t.clearTrace()
        t.send(.bgTask(app: "Notes", id: Self.refresh, .run))
        XCTAssertEqual(t.traceLines(), [
            "▸ bgtask run Notes com.example.refresh",
            "Notes suspended → background [BT-3]",
            "Notes/1 • sceneDidDisconnect (background) [SC-8]",
            "Notes • didDiscardSceneSessions (background) [SC-8]",
            "Notes bgtask com.example.refresh (refresh) launched [BT-3]",
            "Notes • bgtask com.example.refresh (background) [BT-3]",
            "Notes bgtask com.example.refresh (refresh) completed [BT-3]",
            "Notes background → suspended [BG-2]",
        ])
    }

    // MARK: One order for every resume

    /// A held warning (MW-3), a held disconnect (SC-9) and a held timer, then each of the three
    /// wakes: the warning comes before any other callback, the disconnect before what woke the
    /// app, and the timer right after the last callback of what woke it.
    func test_MW3_SC9_everyResumeHearsTheWarningThenTheDisconnectThenWhatWokeItThenTheTimer() {
        var config = notes([(.delegate(.didReceiveRemoteNotification), [.completeFetch(.newData)])])
        // Due 10 s after Home, while the app is suspended: held until it next runs.
        config.on(.sceneDidEnterBackground) { context in context.after(.seconds(10), perform: .log("tick")) }
        let wakes: [(DeviceEvent, String, [String])] = [
            (.launch(app: "Notes", url: nil), "FG-4",
             // SC-9: the next launch connects a new scene number, without configurationForConnecting.
             ["2:willConnect", "2:sceneWillEnterForeground", "2:sceneDidBecomeActive"]),
            (.push(app: "Notes", contentAvailable: true), "BR-3", ["didReceiveRemoteNotification"]),
            (.bgTask(app: "Notes", id: Self.refresh, .run), "BT-3", ["bgtask com.example.refresh"]),
        ]
        for (event, rule, woken) in wakes {
            let t = suspendedWithADisconnectedScene(config)
            t.wait(60)
            t.send(.memoryWarning(.warning))
            XCTAssertEqual(t.callbacks("Notes"), [], "\(rule): a suspended app hears no warning now")
            t.clearTrace()
            t.send(event)
            XCTAssertEqual(t.transitionRecords("Notes").first.map { "\($0.from)>\($0.to) \($0.rule)" },
                           "suspended>background \(rule)")
            let heard: [String] = t.trace.records.compactMap {
                switch $0 {
                case .callback(let r): return (r.scene.map { "\($0):" } ?? "") + "\(r.callback)"
                case .log(let r): return "log \(r.text)"
                default: return nil
                }
            }
            XCTAssertEqual(heard, ["didReceiveMemoryWarning", "1:sceneDidDisconnect"] + woken + ["log tick"], rule)
            XCTAssertEqual(t.callbackRecords("Notes").first?.rule, .mw3, rule)
        }
    }

    // MARK: Every pair of held callbacks

    /// What a suspended process can be owed, in the order docs/EXECUTION_MODEL.md states for a
    /// resume: the memory warning (MW-3, "before any other callback"), protected data back (LK-4,
    /// "before anything else but a memory warning held with it"), the system's scene disconnect
    /// (SC-9), the user's scene discard (SC-8), then what woke the app, then the timers that fell
    /// due meanwhile.
    private enum Held: CaseIterable {
        case memoryWarning, protectedData, sceneDisconnect, sceneDiscard, wake, timer
    }

    /// An iPad app with three windows, suspended with scenes 1 to 3 in the background, with a
    /// passcode, and (`timer`) an hour's timer started at launch.
    private func suspendedWithThreeWindows(timer: Bool) -> TestDevice {
        var config = notes(multipleScenes: true)
        if timer { config.on(.didFinishLaunching) { $0.after(.seconds(3600), perform: .log("tick")) } }
        let t = makeDevice(ios: 17, model: .ipad, apps: [config])
        t.device.configurePasscode(true)
        t.send(.launch(app: "Notes", url: nil), .openWindow(app: "Notes"), .openWindow(app: "Notes"), .home)
        XCTAssertEqual(t.state("Notes"), .suspended)
        return t
    }

    /// Makes the suspended app of `suspendedWithThreeWindows` owed `held`, hearing nothing now.
    private func hold(_ held: Held, on t: TestDevice) {
        let mark = t.trace.records.count
        switch held {
        case .memoryWarning: t.send(.memoryWarning(.warning))
        case .protectedData:
            t.send(.lock)
            t.wait(11)  // past the key discard, 10 s after the lock
            t.send(.unlock)
        case .sceneDisconnect: t.send(.disconnectScene(app: "Notes", scene: 2))
        case .sceneDiscard: t.send(.switcherShow, .switcherKillScene(app: "Notes", scene: 1), .switcherClose)
        case .wake, .timer: break
        }
        let heard = t.trace.records[mark...].filter { if case .callback(let r) = $0 { r.app == "Notes" } else { false } }
        XCTAssertEqual(heard.count, 0, "\(held): a suspended app hears nothing now")
        XCTAssertEqual(t.state("Notes"), .suspended, "\(held)")
    }

    /// Where `held` is first heard in `records`, the records of the return that woke the app.
    private func position(of held: Held, in records: [TraceRecord]) -> Int? {
        records.firstIndex { record in
            switch record {
            case .callback(let r) where r.app == "Notes":
                switch held {
                case .memoryWarning: return r.rule == .mw3
                case .protectedData: return r.rule == .lk4
                case .sceneDisconnect: return r.rule == .sc9
                case .sceneDiscard: return r.rule == .sc8
                case .wake: return ![.mw3, .lk4, .sc9, .sc8].contains(r.rule)
                case .timer: return false
                }
            case .log(let r): return held == .timer && r.text == "tick"
            default: return false
            }
        }
    }

    /// Every pair of things a suspended app can be owed, made to arrive in either order where both
    /// are held before the wake (what wakes the app comes last, and a timer falls due after what
    /// was held with it, so those pairs have one order): the
    /// return that wakes it delivers the two in the order the rules state (`Held`'s order).
    func test_MW3_LK4_SC9_SC8_everyPairOfHeldCallbacksComesInTheRulesOrderWhicheverArrivedFirst() {
        let order = Held.allCases
        for (i, first) in order.enumerated() {
            for second in order[(i + 1)...] {
                for arrival in [[first, second], [second, first]] {
                    let label = "\(first) before \(second), arriving \(arrival)"
                    let t = suspendedWithThreeWindows(timer: arrival.contains(.timer))
                    for held in arrival { hold(held, on: t) }
                    if arrival.contains(.timer) { t.wait(3600) }
                    t.clearTrace()
                    t.send(.launch(app: "Notes", url: nil))
                    let records = t.trace.records
                    guard let a = position(of: first, in: records), let b = position(of: second, in: records) else {
                        XCTFail("\(label): not both heard in \(t.traceLines())")
                        continue
                    }
                    XCTAssertLessThan(a, b, "\(label): \(t.traceLines())")
                }
            }
        }
    }
}
