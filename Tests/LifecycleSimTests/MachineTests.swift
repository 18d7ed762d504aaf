import Foundation
import LifecycleSim
import XCTest

/// Every DeviceEvent from every starting state of an app, on every profile row.
///
/// Each combination is built by a legal path, then one event is sent. The engine must not
/// fail, every recorded transition must be legal (ST-2) and the trace invariants must hold;
/// an event that makes no sense (docs/EXECUTION_MODEL.md) must be refused with exactly one
/// warning and change nothing, and so must any other refusal.
final class MachineTests: XCTestCase {
    /// The subject app's state before the situation and the event.
    enum Start: String, CaseIterable {
        case notRunning = "not-running", inactive, active, background, suspended
        /// Not running to UIKit, with a prewarmed process (PW-1, iOS 15+).
        case prewarmed

        /// The app state the start leaves A in.
        var state: AppState { AppState(rawValue: rawValue) ?? .notRunning }
    }

    /// What else is going on when the event arrives.
    enum Situation: String, CaseIterable {
        case plain, locked, switcherOpen = "switcher open", callRinging = "call ringing"
    }

    struct Profile: CustomStringConvertible {
        var major: Int
        var multitasking = true
        /// A declares `scenes` (SC-1): scene-based from iOS 13, ignored before.
        var scenes = false
        var description: String {
            "iOS \(major)" + (multitasking ? "" : " (multitasking off)") + (scenes ? " (A has scenes)" : "")
        }
    }

    static let profiles: [Profile] = [3, 4, 5, 6, 7, 8, 9, 11, 13, 17, 26].map { Profile(major: $0) }
        + [Profile(major: 9, multitasking: false)]
        + [12, 13, 17].map { Profile(major: $0, scenes: true) }

    /// One event of each kind, with the subject A, the other app B, and both payload variants.
    static let events: [DeviceEvent] = [
        .launch(app: "A", url: nil), .launch(app: "A", url: "a://x"), .launch(app: "B", url: nil),
        .home,
        .switcherShow, .switcherOpen(app: "A"), .switcherOpen(app: "B"), .switcherKill(app: "A"),
        .switcherKill(app: "B"), .switcherClose,
        .lock, .unlock,
        .call, .callAccept, .callDecline, .callExpand, .callEnd,
        .alert, .alertDismiss,
        .notificationCenter(open: true), .notificationCenter(open: false),
        .controlCenter(open: true), .controlCenter(open: false),
        .fetch(app: "A"), .push(app: "A", contentAvailable: true), .push(app: "A", contentAvailable: false),
        .location(app: "A"), .transfersFinish(app: "A"),
        .localNotification(app: "A"), .tapNotification(app: "A", local: false), .tapNotification(app: "A", local: true),
        .tapNotification(app: "B", local: false),
        .openURL(url: "a://y", app: "A", from: nil), .openURL(url: "a://y", app: "A", from: "B"),
        .crash(app: "A"), .crash(app: "B"), .reinstall(app: "A"),
        .refresh(on: false, app: nil), .refresh(on: true, app: nil), .refresh(on: false, app: "A"),
        .debuggerAttach(app: "A"), .debuggerDetach(app: "A"), .debuggerKill(app: "A"),
        .lowPower(on: true), .lowPower(on: false),
        .reboot,
        .memoryWarning(.warning), .memoryPressure(nil), .memoryPressure(.megabytes(100)),
        .share(file: "notes.txt", from: "A", to: "B"), .ps,
        .pushController(app: "A", child: "Detail", navigation: "Nav"), .popController(app: "A", navigation: "Nav"),
        .presentController(app: "A", controller: "Modal", from: nil), .dismissController(app: "A", controller: "Modal"),
        .prewarm(app: "A"), .prewarm(app: "B"),
        .bgTask(app: "A", id: "com.a.refresh", .run), .bgTask(app: "A", id: "com.a.proc", .run),
        .bgTask(app: "A", id: "com.a.proc", .simulate), .bgTask(app: "A", id: "com.a.proc", .expire),
        .charging(on: true), .charging(on: false), .network(on: false), .network(on: true),
        .disconnectScene(app: "A", scene: 1), .disconnectScene(app: "B", scene: 1),
        .openWindow(app: "A"), .split(SceneName(app: "A", scene: 1), SceneName(app: "B", scene: 1)), .unsplit,
        .closeWindow(app: "A", scene: 1), .switcherKillScene(app: "A", scene: 1),
    ]

    /// The kind of an event; the switch (no `default:`) stops compiling when a case is added.
    static func kind(_ event: DeviceEvent) -> String {
        switch event {
        case .launch: return "launch"
        case .home: return "home"
        case .switcherShow: return "switcherShow"
        case .switcherOpen: return "switcherOpen"
        case .switcherKill: return "switcherKill"
        case .switcherClose: return "switcherClose"
        case .lock: return "lock"
        case .unlock: return "unlock"
        case .call: return "call"
        case .callAccept: return "callAccept"
        case .callDecline: return "callDecline"
        case .callExpand: return "callExpand"
        case .callEnd: return "callEnd"
        case .alert: return "alert"
        case .alertDismiss: return "alertDismiss"
        case .notificationCenter: return "notificationCenter"
        case .controlCenter: return "controlCenter"
        case .fetch: return "fetch"
        case .push: return "push"
        case .location: return "location"
        case .transfersFinish: return "transfersFinish"
        case .localNotification: return "localNotification"
        case .tapNotification: return "tapNotification"
        case .openURL: return "openURL"
        case .crash: return "crash"
        case .reinstall: return "reinstall"
        case .refresh: return "refresh"
        case .debuggerAttach: return "debuggerAttach"
        case .debuggerDetach: return "debuggerDetach"
        case .debuggerKill: return "debuggerKill"
        case .lowPower: return "lowPower"
        case .reboot: return "reboot"
        case .memoryWarning: return "memoryWarning"
        case .memoryPressure: return "memoryPressure"
        case .share: return "share"
        case .ps: return "ps"
        case .pushController: return "pushController"
        case .popController: return "popController"
        case .presentController: return "presentController"
        case .dismissController: return "dismissController"
        case .prewarm: return "prewarm"
        case .bgTask: return "bgTask"
        case .charging: return "charging"
        case .network: return "network"
        case .disconnectScene: return "disconnectScene"
        case .openWindow: return "openWindow"
        case .split: return "split"
        case .unsplit: return "unsplit"
        case .closeWindow: return "closeWindow"
        case .switcherKillScene: return "switcherKillScene"
        }
    }

    /// Every kind `kind(_:)` knows; keep it next to the switch.
    static let allKinds: Set<String> = [
        "launch", "home", "switcherShow", "switcherOpen", "switcherKill", "switcherClose", "lock", "unlock", "call",
        "callAccept", "callDecline", "callExpand", "callEnd", "alert", "alertDismiss", "notificationCenter", "controlCenter",
        "fetch", "push", "location", "transfersFinish", "openURL", "crash", "refresh", "debuggerAttach", "debuggerDetach",
        "debuggerKill", "lowPower", "reboot", "memoryWarning", "memoryPressure", "share", "ps", "pushController",
        "popController", "presentController", "dismissController", "localNotification", "tapNotification",
        "prewarm", "reinstall",
        "bgTask", "charging", "network",
        "disconnectScene",
        "openWindow", "split", "unsplit", "closeWindow", "switcherKillScene",
    ]

    func test_machine_tableCoversEveryDeviceEvent() {
        XCTAssertEqual(Set(Self.events.map(Self.kind)), Self.allKinds)
    }

    // MARK: Building a state

    /// A (the subject) declares every event mode and completes every event; with `keepTask` it
    /// begins a task in didEnterBackground (ended when it expires). B is a plain app. From iOS 13
    /// A registers two BGTaskScheduler identifiers at launch and submits a refresh request (completed
    /// 10 s after it runs) and a processing request that needs power (it runs until it expires);
    /// its identifiers disable performFetch there (BT-8), so a fetch to A is refused.
    static func makeDevice(_ profile: Profile, keepTask: Bool) -> TestDevice {
        var actions: [(Callback, [AppAction])] = [
            (.delegate(.performFetch), [.completeFetch(.newData)]),
            (.delegate(.didReceiveRemoteNotification), [.completeFetch(.newData)]),
            (.delegate(.didUpdateLocations), [.completeFetch(.noData)]),
        ]
        if keepTask {
            actions.append((.delegate(profile.scenes && profile.major >= 13 ? .sceneDidEnterBackground : .didEnterBackground),
                            [.beginTask("keep")]))
            actions.append((.expire(task: "keep"), [.endTask("keep")]))
        }
        if profile.major >= 13 {
            actions += [
                (.delegate(.didFinishLaunching), [.bgRegister("com.a.refresh"), .bgRegister("com.a.proc")]),
                (.delegate(.didEnterBackground), [.bgSubmit(BGTaskRequest(identifier: "com.a.refresh", kind: .refresh)),
                                                  .bgSubmit(BGTaskRequest(identifier: "com.a.proc", kind: .processing,
                                                                          requiresPower: true))]),
                (.bgTask(id: "com.a.refresh"), [.log("refresh")]),
                (.bgTaskExpire(id: "com.a.proc"), [.bgComplete("com.a.proc", success: false)]),
            ]
        }
        var a = AppConfiguration.app("A", modes: [.fetch, .remoteNotification, .location, .processing], actions)
        a.bgTaskIdentifiers = ["com.a.refresh", "com.a.proc"]
        a.scenes = profile.scenes
        return TestDevice(ios: profile.major, multitasking: profile.multitasking, apps: [a, .app("B")])
    }

    /// Builds `start` for A (after B was used once, so it has a card), or nil when no legal path
    /// reaches it on this profile.
    private func build(_ start: Start, _ situation: Situation, _ profile: Profile) -> TestDevice? {
        let multitasking = profile.multitasking && profile.major >= 4
        if !multitasking && (start == .background || start == .suspended || situation == .switcherOpen) { return nil }
        if start == .prewarmed && profile.major < 15 { return nil }
        let t = Self.makeDevice(profile, keepTask: start == .background)
        t.send(.launch(app: "B", url: nil), .home)
        switch start {
        case .notRunning: break
        case .prewarmed: t.send(.prewarm(app: "A"))
        case .active: t.send(.launch(app: "A", url: nil))
        case .inactive: t.send(.launch(app: "A", url: nil), .alert)
        case .background, .suspended: t.send(.launch(app: "A", url: nil), .home)
        }
        guard t.state("A") == start.state, t.device.isPrewarmed("A") == (start == .prewarmed) else {
            XCTFail("\(profile): could not build \(start), got \(String(describing: t.state("A")))")
            return nil
        }
        switch situation {
        case .plain: break
        case .locked: t.send(.lock)
        case .switcherOpen: t.send(.switcherShow)
        case .callRinging:
            t.device.configureIncomingCalls(fullScreen: true) // IN-5's banner is CallBannerRuleTests'
            t.send(.call)
        }
        return t
    }

    // MARK: What must be refused

    /// docs/EXECUTION_MODEL.md, "Events that make no sense in the current state": true when `event`
    /// must be refused, false when it must be applied, nil where that section leaves it to the engine.
    private func mustRefuse(_ event: DeviceEvent, start: Start, situation: Situation, profile: Profile,
                            device: Device) -> Bool? {
        let multitasking = profile.multitasking && profile.major >= 4
        let locked = situation == .locked
        let switcherOpen = situation == .switcherOpen
        let ringing = situation == .callRinging
        switch event {
        case .home:
            // At the home screen: no app in front, nothing over it, not locked.
            if device.frontApp == nil && situation == .plain { return true }
            return nil
        case .unlock:
            return locked ? nil : true
        case .callAccept, .callDecline, .callEnd:
            return ringing ? false : true
        case .callExpand:
            // IN-5: only a call ringing as a banner can be tapped; a ringing call here is full screen.
            return true
        case .alertDismiss:
            if start == .inactive && situation == .plain { return false }
            if start != .inactive { return true }
            return nil
        case .switcherKill, .switcherOpen, .switcherClose:
            return switcherOpen ? nil : true
        case .launch, .openURL:
            return locked ? true : nil
        case .crash(let app):
            // PW-1: a crash ends a prewarmed process too.
            return device.state(of: app) == .notRunning && !device.isPrewarmed(app) ? true : nil
        case .debuggerKill(let app):
            return device.state(of: app) == .notRunning ? true : nil
        case .reinstall:
            // PS-3: a deletion is never refused, whatever state the app is in.
            return false
        case .prewarm(let app):
            // PW-1: iOS 15+, and only a process-less app that is not running.
            if profile.major < 15 || device.state(of: app) != .notRunning || device.isPrewarmed(app) { return true }
            return false
        case .notificationCenter(let open):
            if profile.major < 5 { return true }
            return open ? nil : true
        case .controlCenter(let open):
            if profile.major < 7 { return true }
            return open ? nil : true
        case .switcherShow:
            return multitasking ? nil : true
        case .lowPower:
            return profile.major < 9 ? true : nil
        case .localNotification:
            return profile.major < 4 ? true : nil
        case .tapNotification(_, let local):
            // LA-4: the switcher or a ringing call must be dealt with first; local ones need iOS 4.
            if switcherOpen || ringing || (local && profile.major < 4) { return true }
            return nil
        case .refresh:
            return profile.major < 7 ? true : nil
        case .bgTask:
            // BT-1: BGTaskScheduler exists from iOS 13.
            return profile.major < 13 ? true : nil
        case .fetch:
            // BT-8: from iOS 13 A's BGTaskSchedulerPermittedIdentifiers disable performFetch.
            return profile.major >= 13 ? true : nil
        case .charging, .network:
            return false
        case .transfersFinish:
            // BR-5: A starts no transfer here, so there is nothing to finish.
            return true
        case .disconnectScene(let app, let scene):
            // SC-9: only a connected background scene of a scene-based app can be disconnected.
            return device.sceneState(app: app, scene: scene) != .background
        case .openWindow, .split, .unsplit, .closeWindow, .switcherKillScene:
            // SC-6 … SC-8: windows of their own, Split View and window cards exist only on an iPad.
            return device.model != .ipad ? true : nil
        case .lock, .call, .alert, .push, .location, .debuggerAttach, .debuggerDetach, .reboot,
             .memoryWarning, .memoryPressure, .share, .ps, .pushController, .popController, .presentController,
             .dismissController:
            return nil
        }
    }

    // MARK: The table

    func test_machine_everyEventFromEveryStartingState() {
        var combinations = 0
        for profile in Self.profiles {
            for start in Start.allCases {
                for situation in Situation.allCases {
                    for event in Self.events {
                        guard let t = build(start, situation, profile) else { continue }
                        combinations += 1
                        check(event, t, "\(profile), A \(start), \(situation): \(event)", start: start,
                              situation: situation, profile: profile)
                    }
                }
            }
        }
        XCTAssertGreaterThan(combinations, 5000)
    }

    private func check(_ event: DeviceEvent, _ t: TestDevice, _ context: String, start: Start,
                       situation: Situation, profile: Profile) {
        let expected = mustRefuse(event, start: start, situation: situation, profile: profile, device: t.device)
        let before = t.snapshot()
        let mark = t.trace.records.count
        let outcome = t.handle(event)
        let added = Array(t.trace.records[(mark + 1)...])

        XCTAssertNil(t.device.internalFailure, context)
        let problems = TraceInvariants.problems(in: t.history.records, ios: profile.major)
        for problem in problems {
            XCTFail("\(context): \(problem)")
        }
        switch (expected, outcome) {
        case (true?, .applied):
            XCTFail("\(context): makes no sense here, must be refused; it was applied")
        case (false?, .refused(let reason, _, _)):
            XCTFail("\(context): must be applied; refused: \(reason)")
        default:
            break
        }
        if case .refused(let reason, _, _) = outcome {
            let isOneWarning: Bool
            if added.count == 1, case .warning = added[0] { isOneWarning = true } else { isOneWarning = false }
            XCTAssertTrue(isOneWarning, "\(context): refused (\(reason)) must add exactly one warning, added \(added)")
            XCTAssertEqual(t.snapshot(), before, "\(context): refused (\(reason)) but the device changed")
        }

        // Let every deadline the event set up run out.
        t.wait(2000)
        XCTAssertNil(t.device.internalFailure, "\(context), later")
        for problem in TraceInvariants.problems(in: t.history.records, ios: profile.major)
        where !problems.contains(problem) {
            XCTFail("\(context), later: \(problem)")
        }
        XCTAssertEqual(t.device.invariantViolations(), [], "\(context), later")
    }

    // MARK: Random walks

    /// A deterministic linear congruential generator (the same walks on every run and platform).
    struct Walk {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    /// Long sequences of events and idle time: the refusal contract and every trace invariant
    /// hold after each step. Some twenty seconds: `.ci/run` runs it in a step of its own, with
    /// `LIFESIM_LONG_TESTS=1`, so that `swift test` stays under three minutes.
    func test_machine_randomWalksKeepEveryInvariant() throws {
        guard ProcessInfo.processInfo.environment["LIFESIM_LONG_TESTS"] == "1" else {
            throw XCTSkip("2 200 random walks of long event sequences (some twenty seconds); .ci/run runs it in its "
                          + "own step: LIFESIM_LONG_TESTS=1 swift test --filter 'HostileInputTests|MachineTests|ExploreUnchangedAppsTests'")
        }
        for profile in Self.profiles {
            for seed in 1...200 {
                var walk = Walk(state: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ UInt64(profile.major))
                let t = Self.makeDevice(profile, keepTask: seed % 2 == 0)
                var reported = Set<String>()
                var history: [String] = []
                for _ in 0..<40 {
                    let event = Self.events[walk.next(Self.events.count)]
                    history.append(event.description)
                    let before = t.snapshot()
                    let mark = t.trace.records.count
                    let outcome = t.handle(event)
                    let context = "\(profile), seed \(seed): \(history.joined(separator: "; "))"
                    if case .refused(let reason, _, _) = outcome {
                        let added = Array(t.trace.records[(mark + 1)...])
                        var isOneWarning = false
                        if added.count == 1, case .warning = added[0] { isOneWarning = true }
                        XCTAssertTrue(isOneWarning, "\(context): refused (\(reason)) must add exactly one warning, added \(added)")
                        XCTAssertEqual(t.snapshot(), before, "\(context): refused (\(reason)) but the device changed")
                    }
                    let idle = [0, 0, 1, 5, 29, 30, 31, 180, 600][walk.next(9)]
                    if idle > 0 {
                        t.wait(Int64(idle))
                        history.append("wait \(idle)s")
                    }
                    if let failure = t.device.internalFailure {
                        XCTFail("\(context): \(failure)")
                        break
                    }
                    for problem in TraceInvariants.problems(in: t.history.records, ios: profile.major)
                    where !reported.contains(problem) {
                        reported.insert(problem)
                        XCTFail("\(context): \(problem)")
                    }
                }
            }
        }
    }
}
