import LifecycleSim
import XCTest

/// A device with a collector, for tests that read the trace.
final class TestDevice {
    let device: Device
    let trace = TraceCollector()

    init(ios major: Int, minor: Int = 0, model: DeviceModel = .iphone, multitasking: Bool = true,
         apps: [AppConfiguration]) {
        device = Device(version: OSVersion(major, minor), model: model, multitasking: multitasking)
        device.addSink(trace)
        for app in apps { device.install(app) }
    }

    /// Applies events in order; fails the test if one is refused.
    func send(_ events: DeviceEvent..., file: StaticString = #filePath, line: UInt = #line) {
        for event in events {
            if case .refused(let reason, _) = device.handle(event) {
                XCTFail("\(event) refused: \(reason)", file: file, line: line)
            }
        }
    }

    func at(_ seconds: Int64) { device.advance(to: VirtualTime(milliseconds: seconds * 1000)) }
    func wait(_ seconds: Int64) { device.advance(by: .seconds(seconds)) }

    /// The callbacks `app` received, in order, as short names.
    func callbacks(_ app: String) -> [String] {
        trace.records.compactMap {
            if case .callback(let r) = $0, r.app == app { return r.callback.description }
            return nil
        }
    }

    /// The transitions of `app` as "from>to" strings.
    func transitions(_ app: String) -> [String] {
        trace.records.compactMap {
            if case .transition(let r) = $0, r.app == app { return "\(r.from)>\(r.to)" }
            return nil
        }
    }

    func warnings(_ rule: RuleID? = nil) -> [WarningRecord] {
        trace.records.compactMap {
            if case .warning(let r) = $0, rule == nil || r.rule == rule { return r }
            return nil
        }
    }

    func state(_ app: String) -> AppState? { device.state(of: app) }

    func clearTrace() { trace.removeAll() }
}

extension AppConfiguration {
    /// An app whose handlers perform scenario actions.
    static func app(_ name: String, modes: Set<BackgroundMode> = [], exitsOnSuspend: Bool = false,
                    _ handlers: [(Callback, [AppAction])] = []) -> AppConfiguration {
        var config = AppConfiguration(name: name, modes: modes, exitsOnSuspend: exitsOnSuspend)
        for (callback, actions) in handlers {
            let body: AppHandler = { context in actions.forEach(context.perform) }
            switch callback {
            case .delegate(let delegate): config.on(delegate, body)
            case .expire(let task): config.onExpire(task, body)
            }
        }
        return config
    }
}
