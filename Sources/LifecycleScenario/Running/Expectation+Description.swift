import LifecycleSim

extension Expectation: CustomStringConvertible {
    /// The expectation as written after `expect`, in canonical spelling (`Uploader tasks 1`).
    public var description: String {
        switch self {
        case .state(let app, let state): return "\(app) \(state)"
        case .tasks(let app, let count): return "\(app) tasks \(count)"
        case .remaining(let app, let duration): return "\(app) remaining \(duration.map(\.description) ?? "unlimited")"
        case .callbacks(let app, let callbacks): return Self.list("\(app) callbacks:", callbacks.map(\.description))
        case .noCallbacks(let app): return "\(app) no-callbacks"
        case .refreshStatus(let app, let status): return "\(app) refresh-status \(status.rawValue)"
        case .launchedBy(let app, let reason): return "\(app) launched-by \(reason.rawValue)"
        case .switcher(let apps): return Self.list("switcher:", apps)
        case .front(let app): return "front \(app ?? "home")"
        }
    }

    static func list(_ head: String, _ items: [String]) -> String {
        items.isEmpty ? head : head + " " + items.joined(separator: ", ")
    }
}
