import LifecycleSim
import XCTest

/// A device for the device-systems rule tests (MW, VC, SR, DOC, PS): a `TestDevice` with
/// helpers that tell app callbacks from controller callbacks.
final class SystemsDevice: TestDevice {
    func launch(_ app: String, file: StaticString = #filePath, line: UInt = #line) {
        send(.launch(app: app, url: nil), file: file, line: line)
    }




    /// Every callback record (app delegate, expiration handlers and controllers).
    var callbackRecords: [CallbackRecord] {
        trace.records.compactMap {
            if case .callback(let r) = $0 { return r }
            return nil
        }
    }

    /// The app-delegate (and document, expiration) callbacks of `app`, without controller callbacks.
    func appCallbacks(_ app: String) -> [String] {
        callbackRecords.filter { $0.app == app && $0.callback.controllerName == nil }.map(\.callback.description)
    }

    /// The controller callbacks of `app` as "Name.method@depth".
    func controllerCalls(_ app: String) -> [String] {
        callbackRecords.filter { $0.app == app && $0.callback.controllerName != nil }
            .map { "\($0.callback.description)@\($0.depth)" }
    }

    /// `steps(app)` with controller callbacks left out.
    func appSteps(_ app: String) -> [String] {
        trace.records.compactMap {
            switch $0 {
            case .callback(let r) where r.app == app && r.callback.controllerName == nil: return r.callback.description
            case .transition(let r) where r.app == app: return "\(r.from)>\(r.to)"
            default: return nil
            }
        }
    }

    /// Every callback ("A didReceiveMemoryWarning@0", "A Root.viewDidUnload@1") of every app, in order.
    func allCallsWithDepth() -> [String] {
        callbackRecords.map { "\($0.app) \($0.callback.description)@\($0.depth)" }
    }

    func logs() -> [LogRecord] {
        trace.records.compactMap {
            if case .log(let r) = $0 { return r }
            return nil
        }
    }
}

/// A test case whose `SystemsDevice`s are checked against the trace invariants after every test.
class SystemsRuleTestCase: XCTestCase {
    private var devices: [SystemsDevice] = []

    func makeDevice(ios major: Int, minor: Int = 0, model: DeviceModel = .iphone,
                    memory: MemorySize? = nil, system: MemorySize? = nil,
                    apps: [AppConfiguration]) -> SystemsDevice {
        let device = SystemsDevice(ios: major, minor: minor, model: model, memory: memory, system: system, apps: apps)
        devices.append(device)
        return device
    }

    override func tearDown() {
        for device in devices { device.assertInvariants() }
        devices.removeAll()
        super.tearDown()
    }
}

extension AppConfiguration {
    /// An app with the device-systems options of the language and handlers that perform scenario actions.
    static func sys(_ name: String, memory: MemorySize? = nil, modes: Set<BackgroundMode> = [],
                    process: String? = nil, builtin: Bool = false, restoration: Bool = false,
                    documents: [String] = [], exports: [TypeDeclaration] = [],
                    controllers: [ControllerDefinition] = [], root: String? = nil,
                    _ handlers: [(DelegateCallback, [AppAction])] = []) -> AppConfiguration {
        var config = AppConfiguration(name: name, processName: process, modes: modes)
        if let memory { config.memory = memory }
        config.builtin = builtin
        config.restoration = restoration
        config.documents = documents
        config.exports = exports
        config.controllers = controllers
        config.rootController = root
        for (callback, actions) in handlers {
            config.on(callback) { context in actions.forEach(context.perform) }
        }
        return config
    }
}

extension ControllerDefinition {
    static func plain(_ name: String, id: String? = nil) -> ControllerDefinition {
        ControllerDefinition(name: name, kind: .plain, restorationID: id)
    }

    static func navigation(_ name: String, root: String, id: String? = nil) -> ControllerDefinition {
        ControllerDefinition(name: name, kind: .navigation(root: root), restorationID: id)
    }
}
