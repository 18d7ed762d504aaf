extension DeviceEvent: CustomStringConvertible {
    /// The event as a timeline statement of the scenario language (`switcher kill Mail`).
    public var description: String {
        switch self {
        case .launch(let app, let url): return url.map { "launch \(app) url \($0)" } ?? "launch \(app)"
        case .home: return "home"
        case .switcherShow: return "switcher"
        case .switcherOpen(let app): return "switcher open \(app)"
        case .switcherKill(let app): return "switcher kill \(app)"
        case .switcherClose: return "switcher close"
        case .lock: return "lock"
        case .unlock: return "unlock"
        case .call: return "call"
        case .callAccept: return "call accept"
        case .callDecline: return "call decline"
        case .callEnd: return "call end"
        case .alert: return "alert"
        case .alertDismiss: return "alert dismiss"
        case .notificationCenter(let open): return "notification-center \(open ? "open" : "close")"
        case .controlCenter(let open): return "control-center \(open ? "open" : "close")"
        case .fetch(let app): return "fetch \(app)"
        case .push(let app, let contentAvailable): return contentAvailable ? "push \(app) content-available" : "push \(app)"
        case .localNotification(let app): return "local-notification \(app)"
        case .tapNotification(let app, let local): return "tap-notification \(app) \(local ? "local" : "push")"
        case .location(let app): return "location \(app)"
        case .openURL(let url, let app, let from): return "open \(url) in \(app)" + (from.map { " from \($0)" } ?? "")
        case .crash(let app): return "crash \(app)"
        case .refresh(let on, let app): return "refresh \(on ? "on" : "off")" + (app.map { " \($0)" } ?? "")
        case .debuggerAttach(let app): return "debugger attach \(app)"
        case .debuggerDetach(let app): return "debugger detach \(app)"
        case .debuggerKill(let app): return "debugger kill \(app)"
        case .disconnectScene(let app, let scene): return "disconnect \(app)/\(scene)"
        case .openWindow(let app): return "open-window \(app)"
        case .split(let first, let second): return "split \(first) \(second)"
        case .unsplit: return "split"
        case .closeWindow(let app, let scene): return "close-window \(app)/\(scene)"
        case .switcherKillScene(let app, let scene): return "switcher kill \(app)/\(scene)"
        case .lowPower(let on): return "low-power \(on ? "on" : "off")"
        case .reboot: return "reboot"
        case .memoryWarning(let level): return "memory-warning \(level.rawValue)"
        case .memoryPressure(let size): return size.map { "memory-pressure \($0)" } ?? "memory-pressure"
        case .share(let file, let from, let to): return "share \(file) from \(from) to \(to)"
        case .ps: return "ps"
        case .pushController(let app, let child, let navigation): return "\(app) push \(child) on \(navigation)"
        case .popController(let app, let navigation): return "\(app) pop \(navigation)"
        case .presentController(let app, let controller, let from): return "\(app) present \(controller)" + (from.map { " from \($0)" } ?? "")
        case .dismissController(let app, let controller): return "\(app) dismiss \(controller)"
        case .prewarm(let app): return "prewarm \(app)"
        case .bgTask(let app, let id, let action): return "bgtask \(action.rawValue) \(app) \(id)"
        case .charging(let on): return "charging \(on ? "on" : "off")"
        case .network(let on): return "network \(on ? "on" : "off")"
        }
    }
}
