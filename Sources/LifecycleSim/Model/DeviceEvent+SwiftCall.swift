extension DeviceEvent {
    /// The event as the Swift API call that sends it (`device.showSwitcher()`,
    /// `device.app("Mail").killFromSwitcher()`), for errors of the Swift API.
    public var swiftCall: String {
        switch self {
        case .launch(let app, let url): return Self.on(app, "launch(\(url.map { "url: \(Self.quoted($0))" } ?? ""))")
        case .home: return "device.home()"
        case .switcherShow: return "device.showSwitcher()"
        case .switcherOpen(let app): return Self.on(app, "openFromSwitcher()")
        case .switcherKill(let app): return Self.on(app, "killFromSwitcher()")
        case .switcherClose: return "device.closeSwitcher()"
        case .lock: return "device.lock()"
        case .unlock: return "device.unlock()"
        case .call: return "device.call()"
        case .callAccept: return "device.acceptCall()"
        case .callDecline: return "device.declineCall()"
        case .callExpand: return "device.expandCall()"
        case .callEnd: return "device.endCall()"
        case .alert: return "device.alert()"
        case .alertDismiss: return "device.dismissAlert()"
        case .notificationCenter(let open): return "device.notificationCenter(open: \(open))"
        case .controlCenter(let open): return "device.controlCenter(open: \(open))"
        case .fetch(let app): return Self.on(app, "fetch()")
        case .transfersFinish(let app): return Self.on(app, "finishTransfers()")
        case .push(let app, let contentAvailable):
            return Self.on(app, contentAvailable ? "push()" : "push(contentAvailable: false)")
        case .location(let app): return Self.on(app, "location()")
        case .localNotification(let app): return Self.on(app, "localNotification()")
        case .tapNotification(let app, let local): return Self.on(app, "tapNotification(\(local ? "local: true" : ""))")
        case .openURL(let url, let app, let from):
            return Self.on(app, "open(url: \(Self.quoted(url))" + (from.map { ", from: \(Self.quoted($0))" } ?? "") + ")")
        case .crash(let app): return Self.on(app, "crash()")
        case .reinstall(let app): return Self.on(app, "reinstall()")
        case .refresh(let on, let app): return "device.refresh(\(on)" + (app.map { ", app: \(Self.quoted($0))" } ?? "") + ")"
        case .debuggerAttach(let app): return Self.on(app, "attachDebugger()")
        case .debuggerDetach(let app): return Self.on(app, "detachDebugger()")
        case .debuggerKill(let app): return Self.on(app, "debuggerKill()")
        case .disconnectScene(let app, let scene): return Self.on(app, "disconnectScene(\(scene))")
        case .openWindow(let app): return Self.on(app, "openWindow()")
        case .split(let first, let second):
            return "device.split(\(Self.quoted(first.app)), \(first.scene), \(Self.quoted(second.app)), \(second.scene))"
        case .unsplit: return "device.endSplit()"
        case .closeWindow(let app, let scene): return Self.on(app, "closeWindow(\(scene))")
        case .switcherKillScene(let app, let scene): return Self.on(app, "killFromSwitcher(scene: \(scene))")
        case .lowPower(let on): return "device.lowPower(\(on))"
        case .reboot: return "device.reboot()"
        case .memoryWarning(let level): return "device.memoryWarning(.\(level))"
        case .memoryPressure(let size): return "device.memoryPressure(\(size.map(Self.swiftSize) ?? ""))"
        case .share(let file, let from, let to):
            return "device.share(\(Self.quoted(file)), from: \(Self.quoted(from)), to: \(Self.quoted(to)))"
        case .ps: return "device.ps()"
        case .pushController(let app, let child, let navigation):
            return Self.on(app, "push(\(Self.quoted(child)), on: \(Self.quoted(navigation)))")
        case .popController(let app, let navigation): return Self.on(app, "pop(\(Self.quoted(navigation)))")
        case .presentController(let app, let controller, let from):
            return Self.on(app, "present(\(Self.quoted(controller))" + (from.map { ", from: \(Self.quoted($0))" } ?? "") + ")")
        case .dismissController(let app, let controller): return Self.on(app, "dismiss(\(Self.quoted(controller)))")
        case .prewarm(let app): return Self.on(app, "prewarm()")
        case .bgTask(let app, let id, let action): return Self.on(app, "\(action.rawValue)BGTask(\(Self.quoted(id)))")
        case .charging(let on): return "device.charging(\(on))"
        case .network(let on): return "device.network(\(on))"
        }
    }

    /// `device.app("Mail").METHOD`.
    private static func on(_ app: String, _ method: String) -> String { "device.app(\(quoted(app))).\(method)" }

    /// `.megabytes(20)`: the largest unit that states the size exactly.
    private static func swiftSize(_ size: MemorySize) -> String {
        for (unit, bytes) in [("gigabytes", Int64(1) << 30), ("megabytes", Int64(1) << 20), ("kilobytes", Int64(1) << 10)]
        where size.bytes != 0 && size.bytes % bytes == 0 {
            return ".\(unit)(\(size.bytes / bytes))"
        }
        return "MemorySize(bytes: \(size.bytes))"
    }

    private static func quoted(_ text: String) -> String { "\"" + text + "\"" }
}
