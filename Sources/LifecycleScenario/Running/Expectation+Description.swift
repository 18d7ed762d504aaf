import LifecycleSim

extension Expectation: CustomStringConvertible {
    /// The expectation as written after `expect`, in canonical spelling (`Uploader tasks 1`).
    public var description: String {
        switch self {
        case .state(let app, let state): return "\(app) \(state)"
        case .tasks(let app, let count): return "\(app) tasks \(count)"
        case .remaining(let app, let duration): return "\(app) remaining \(duration.map(\.description) ?? "unlimited")"
        case .callbacks(let app, let callbacks): return Self.list("\(app) callbacks:", callbacks.map(\.description))
        case .notifications(let app, let notifications): return Self.list("\(app) notifications:", notifications.map(\.name))
        case .noCallbacks(let app): return "\(app) no-callbacks"
        case .refreshStatus(let app, let status): return "\(app) refresh-status \(status.rawValue)"
        case .launchedBy(let app, let reason): return "\(app) launched-by \(reason.rawValue)"
        case .switcher(let apps): return Self.list("switcher:", apps)
        case .front(let app): return "front \(app ?? "home")"
        case .controllerCallbacks(let app, let callbacks):
            return Self.list("\(app) controller-callbacks:", callbacks.map(\.description))
        case .view(let app, let controller, let loaded): return "\(app) view \(controller) \(loaded ? "loaded" : "unloaded")"
        case .archive(let app, let present): return "\(app) archive \(present ? "present" : "absent")"
        case .restored(let app, let controllers): return Self.list("\(app) restored:", controllers)
        case .openIn(let file, let from, let apps): return Self.list("open-in \(file) from \(from):", apps)
        case .inbox(let app, let files): return Self.list("\(app) inbox:", files)
        case .defaultValue(let app, let key, let value): return "\(app) default \(key) \(value.map(\.quotedForScenario) ?? "unset")"
        case .process(let app, let name): return "\(app) process \(name.contains(" ") ? name.quotedForScenario : name)"
        case .freeMemory(let size): return "free-memory \(size)"
        case .prewarmed(let app): return "\(app) prewarmed"
        case .bgTasks(let app, let ids): return Self.list("\(app) bgtasks:", ids)
        case .bgTask(let app, let id, let status): return "\(app) bgtask \(id) \(status.rawValue)"
        case .sceneState(let app, let scene, let state): return "\(app)/\(scene) \(state)"
        case .scenes(let app, let count): return "\(app) scenes \(count)"
        case .phase(let app, let scene, let phase): return "\(app)\(scene.map { "/\($0)" } ?? "") phase \(phase)"
        }
    }

    static func list(_ head: String, _ items: [String]) -> String {
        items.isEmpty ? head : head + " " + items.joined(separator: ", ")
    }
}
