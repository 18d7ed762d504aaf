import LifecycleSim
import XCTest

/// Random devices, apps and event sequences (nonsense included), checked after every step by the
/// engine's own invariant checker and, over the whole trace, by the tests' independent one
/// (`TraceInvariants`): only ST-2 transitions, no callback to an app that runs no code (ST-1),
/// willEnterForeground always followed by didBecomeActive (ST-2).
final class RandomWalkTests: XCTestCase {
    static let apps = ["A", "B", "C"]

    static func randomActions(_ rng: inout SplitMix64) -> [AppAction] {
        let all: [AppAction] = [
            .beginTask("t"), .beginTask("u"), .endTask("t"), .endTask("u"), .endAllTasks, .work(.seconds(3)),
            .work(.seconds(21)), .work(.seconds(6)), .work(.seconds(11)), .completeFetch(.newData), .startAudio, .stopAudio,
            .startLocation, .stopLocation, .log("x"),
        ]
        return (0..<rng.below(3)).map { _ in rng.pick(all) } + (rng.below(40) == 0 ? [.crash] : [])
    }

    static func randomApp(_ name: String, _ rng: inout SplitMix64) -> AppConfiguration {
        var config = AppConfiguration(name: name, modes: Set(BackgroundMode.allCases.filter { _ in rng.below(3) == 0 }),
                                      exitsOnSuspend: rng.below(8) == 0)
        for callback in DelegateCallback.allCases where !callback.isDeviceSystem && rng.below(2) == 0 {
            let actions = randomActions(&rng)
            let delayed = rng.below(3) == 0 ? AppAction.endTask("t") : nil
            let delay = Duration.seconds(rng.below(400))
            config.on(callback) { context in
                actions.forEach(context.perform)
                if let delayed { context.after(delay, label: delayed.description) { $0.perform(delayed) } }
            }
        }
        for task in ["t", "u"] where rng.below(2) == 0 {
            let actions = randomActions(&rng).filter { $0 != .beginTask(task) } + [.endTask(task)]
            config.onExpire(task) { context in actions.forEach(context.perform) }
        }
        return config
    }

    static func randomEvent(_ rng: inout SplitMix64) -> DeviceEvent {
        let app = rng.pick(apps)
        let events: [DeviceEvent] = [
            .launch(app: app, url: nil), .launch(app: app, url: "x://y"), .home, .home, .switcherShow,
            .switcherOpen(app: app), .switcherKill(app: app), .switcherClose, .lock, .unlock, .call, .callAccept,
            .callDecline, .callEnd, .alert, .alertDismiss, .notificationCenter(open: true),
            .notificationCenter(open: false), .controlCenter(open: true), .controlCenter(open: false),
            .fetch(app: app), .push(app: app, contentAvailable: true), .push(app: app, contentAvailable: false),
            .location(app: app), .openURL(url: "x://z", app: app, from: nil),
            .openURL(url: "x://z", app: app, from: rng.pick(apps)), .crash(app: app),
            .refresh(on: rng.below(2) == 0, app: rng.below(2) == 0 ? app : nil), .debuggerAttach(app: app),
            .debuggerDetach(app: app), .debuggerKill(app: app), .lowPower(on: rng.below(2) == 0), .reboot,
            .launch(app: "Nope", url: nil),
        ]
        return rng.pick(events)
    }

    func testRandomWalksKeepTheInvariants() {
        let versions = [3, 4, 5, 6, 7, 8, 9, 11, 12, 13, 17]
        var kinds: [String: Int] = [:]
        for seed in UInt64(1)...300 {
            var rng = SplitMix64(state: seed)
            let device = Device(version: OSVersion(rng.pick(versions)), multitasking: rng.below(10) != 0)
            let trace = TraceCollector()
            device.addSink(trace)
            for name in Self.apps { device.install(Self.randomApp(name, &rng)) }
            for _ in 0..<120 {
                if rng.below(3) == 0 { device.advance(by: .seconds(Int64(rng.below(240)))) }
                device.handle(Self.randomEvent(&rng))
                let violations = device.invariantViolations()
                XCTAssertEqual(violations, [], "seed \(seed)")
                if !violations.isEmpty { break }
            }
            XCTAssertEqual(TraceInvariants.problems(in: trace.records), [], "seed \(seed)")
            for record in trace.records { kinds[Self.kind(of: record), default: 0] += 1 }
        }
        // The walks must reach deep: kills, expiries, background launches, suspensions.
        for kind in ["suspended", "expire", "willTerminate", "launch-background", "BG-5 kill", "warning"] {
            XCTAssertGreaterThan(kinds[kind, default: 0], 0, "no walk reached \(kind): \(kinds)")
        }
    }

    /// NT-1, NT-2: random walks of classic and scene-based apps (iOS 13 and 17) with the
    /// notifications shown: each app's UIApplication notifications follow the states UIKit reports
    /// for it (`NotificationInvariants`), and every kind of them is reached.
    func testRandomWalksPostTheNotificationsInStateOrder() {
        var reached: Set<LifecycleNotification> = []
        for seed in UInt64(1)...200 {
            var rng = SplitMix64(state: seed)
            let device = Device(version: OSVersion(rng.pick([12, 13, 17])))
            device.recordNotifications(true)
            // Every other walk with a passcode, so that locks reach LK-4's notifications.
            device.configurePasscode(seed % 2 == 0)
            let trace = TraceCollector()
            device.addSink(trace)
            for name in Self.apps {
                var config = Self.randomApp(name, &rng)
                config.scenes = rng.below(2) == 0
                device.install(config)
            }
            for _ in 0..<120 {
                if rng.below(3) == 0 { device.advance(by: .seconds(Int64(rng.below(240)))) }
                // Now and then, a memory warning (MW-2) or a scene the system releases (SC-9).
                let extra: [DeviceEvent] = [.memoryWarning(.warning), .disconnectScene(app: rng.pick(Self.apps), scene: 1)]
                device.handle(rng.below(12) == 0 ? rng.pick(extra) : Self.randomEvent(&rng))
            }
            XCTAssertEqual(NotificationInvariants.problems(in: trace.records), [], "seed \(seed)")
            XCTAssertEqual(TraceInvariants.problems(in: trace.records), [], "seed \(seed)")
            for case .callback(let c) in trace.records { if let n = c.callback.notification { reached.insert(n) } }
        }
        XCTAssertEqual(Set(LifecycleNotification.allCases).subtracting(reached), [], "notifications no walk reached")
    }

    static func kind(of record: TraceRecord) -> String {
        switch record {
        case .transition(let r) where r.to == .suspended: return "suspended"
        case .transition(let r) where r.from == .notRunning && r.to == .background: return "launch-background"
        case .transition(let r) where r.to == .notRunning && r.rule == .bg5: return "BG-5 kill"
        case .callback(let r) where r.callback.taskName != nil: return "expire"
        case .callback(let r) where r.callback == .delegate(.willTerminate): return "willTerminate"
        case .warning: return "warning"
        default: return "other"
        }
    }
}
