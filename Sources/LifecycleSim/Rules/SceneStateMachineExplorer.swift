/// Derives an OS profile's scene state machine (`UIScene.ActivationState`, SC-3 … SC-9) from the
/// engine itself, as `StateMachineExplorer` does for the app: it drives a scene-based probe app
/// through every event, breadth first from a fresh device, and records each `scene-transition`
/// the engine makes with the event that caused it, the rule the record cites and the scene
/// callbacks that go with it.
///
/// `lifesim diagram --scene` draws what this finds, so the picture cannot drift from the engine.
public enum SceneStateMachineExplorer {
    /// One observed scene transition.
    public struct Edge: Hashable, Sendable, Comparable {
        public var from: SceneActivationState
        public var to: SceneActivationState
        /// The event (or `time passes`) that caused it.
        public var cause: String
        /// The rule the `scene-transition` record cites (SC-3 at launch, SC-4 leaving and returning …).
        public var rule: RuleID
        /// The scene-delegate callbacks that go with it, in order (see `edges(in:cause:)`).
        public var callbacks: [String]

        public init(from: SceneActivationState, to: SceneActivationState, cause: String, rule: RuleID,
                    callbacks: [String]) {
            self.from = from
            self.to = to
            self.cause = cause
            self.rule = rule
            self.callbacks = callbacks
        }

        public static func < (lhs: Edge, rhs: Edge) -> Bool {
            let order = SceneActivationState.allCases
            func key(_ e: Edge) -> (Int, Int, String, String, String) {
                (order.firstIndex(of: e.from)!, order.firstIndex(of: e.to)!, e.cause, e.rule.rawValue,
                 e.callbacks.joined(separator: ","))
            }
            return key(lhs) < key(rhs)
        }
    }

    /// The probe's name.
    static let app = "App"

    /// The events only scenes have, tried after every event of the app explorer
    /// (`StateMachineExplorer.probes`). A new scene event (a window opened, split, closed) is one
    /// more line here; an event that names a scene takes the probe's newest connected one.
    static let sceneEvents: [ExplorerProbe] = [
        ExplorerProbe("disconnect", event: { device in
            newestConnectedScene(device).map { .disconnectScene(app: app, scene: $0) }
        }),
    ]

    /// Everything the explorer does to the device: the app explorer's events, then the scenes' own.
    static var probes: [ExplorerProbe] { StateMachineExplorer.probes + sceneEvents }

    /// The number of the probe's newest connected scene, if it has one.
    static func newestConnectedScene(_ device: Device) -> Int? {
        device.sceneStates(app: app).lastIndex(where: \.isConnected).map { $0 + 1 }
    }

    /// The probe apps, both scene-based: one that is suspended as soon as it is in the background,
    /// one that begins a task in `sceneDidEnterBackground` and answers fetches, pushes and location
    /// events, so that its scenes are disconnected while it runs (SC-9) and it can be launched
    /// into the background without a scene (SC-3). Multi-window events (SC-6 … SC-8) need the
    /// device and the probe to allow them (an iPad, `scenes multiple`): this is the one place to say so.
    static func probeDevice(_ version: OSVersion, variant: Int) -> Device {
        let device = Device(version: version)
        var subject = AppConfiguration(name: app, modes: variant == 0 ? [] : [.fetch, .remoteNotification, .location])
        subject.scenes = true
        if variant == 1 {
            let task = StateMachineExplorer.probeTaskName
            subject.on(.sceneDidEnterBackground) { $0.perform(.beginTask(task)) }
            subject.onExpire(task) { $0.perform(.endTask(task)) }
            subject.on(.performFetch) { $0.perform(.completeFetch(.newData)) }
            subject.on(.didReceiveRemoteNotification) { $0.perform(.completeFetch(.newData)) }
        }
        device.install(subject)
        device.install(AppConfiguration(name: "Other"))
        return device
    }

    /// Every scene transition of the probe app on this OS profile (iOS 13+), sorted, without
    /// repeats; none before iOS 13, where `scenes` is ignored (SC-1).
    public static func explore(version: OSVersion, maxDepth: Int = 6) -> [Edge] {
        StateMachineExplorer.search(probes: probes, variants: 0...1, maxDepth: maxDepth,
                                    device: { probeDevice(version, variant: $0) },
                                    edges: edges(in:cause:)).sorted()
    }

    /// The probe's scene transitions in one step's records, each with the scene callbacks that
    /// belong to it. A callback goes with the transition of its scene that it announces or
    /// reports: `willConnect` with the one from unattached, `sceneWillEnterForeground` with the
    /// one into foreground-inactive from unattached or the background, `sceneDidBecomeActive` into
    /// foreground-active, `sceneWillResignActive` out of it, `sceneDidEnterBackground` into the
    /// background, `sceneDidDisconnect` into disconnected: the nearest such transition of the step
    /// (the next for a "will", the previous for the others, else the other way). Any other scene
    /// callback goes with the scene's transition before it (else the one after). A callback of a
    /// scene that makes no transition in the step belongs to an earlier one (a suspended app hears
    /// sceneDidDisconnect when it next runs, SC-9) and is left out.
    static func edges(in records: [TraceRecord], cause: String) -> [Edge] {
        var edges: [(edge: Edge, scene: Int, order: Int)] = []
        var callbacks: [(name: String, scene: Int, order: Int)] = []
        for (order, record) in records.enumerated() {
            switch record {
            case .sceneTransition(let r) where r.app == app:
                edges.append((Edge(from: r.from, to: r.to, cause: cause, rule: r.rule, callbacks: []), r.scene, order))
            case .callback(let r) where r.app == app && r.depth == 0:
                if let scene = r.scene { callbacks.append((r.callback.description, scene, order)) }
            default:
                break
            }
        }
        for callback in callbacks {
            let own = edges.indices.filter { edges[$0].scene == callback.scene }
            guard !own.isEmpty else { continue }
            let before = own.filter { edges[$0].order < callback.order }
            let after = own.filter { edges[$0].order > callback.order }
            let target: Int
            if let announces = announcedTransition(callback.name) {
                let matchingBefore = before.filter { announces(edges[$0].edge) }
                let matchingAfter = after.filter { announces(edges[$0].edge) }
                let isWill = callback.name.hasPrefix("sceneWill") || callback.name == "willConnect"
                let preferred = isWill ? matchingAfter.first ?? matchingBefore.last : matchingBefore.last ?? matchingAfter.first
                target = preferred ?? before.last ?? after[0]
            } else {
                target = before.last ?? after[0]
            }
            edges[target].edge.callbacks.append(callback.name)
        }
        return edges.map(\.edge)
    }

    /// Which transitions a lifecycle callback of the scene delegate announces or reports; nil for
    /// any other callback.
    private static func announcedTransition(_ callback: String) -> ((Edge) -> Bool)? {
        switch callback {
        case "willConnect": return { $0.from == .unattached }
        case "sceneWillEnterForeground":
            return { $0.to == .foregroundInactive && ($0.from == .unattached || $0.from == .background) }
        case "sceneDidBecomeActive": return { $0.to == .foregroundActive }
        case "sceneWillResignActive": return { $0.from == .foregroundActive }
        case "sceneDidEnterBackground": return { $0.to == .background }
        case "sceneDidDisconnect": return { $0.to == .disconnected }
        default: return nil
        }
    }
}
