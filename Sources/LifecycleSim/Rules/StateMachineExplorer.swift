/// Derives an OS profile's app state machine from the engine itself: it drives a probe app
/// through every event of the language, breadth first from a fresh device, and records each
/// transition the engine makes with the event that caused it and the callbacks around it.
///
/// `lifesim diagram` draws what this finds, so the picture cannot drift from the engine.
public enum StateMachineExplorer {
    /// One observed transition.
    public struct Edge: Hashable, Sendable, Comparable {
        public var from: AppState
        public var to: AppState
        /// The event (or `time passes`) that caused it.
        public var cause: String
        /// The callbacks the app received with it, in order.
        public var callbacks: [String]

        public static func < (lhs: Edge, rhs: Edge) -> Bool {
            let order = AppState.allCases
            func key(_ e: Edge) -> (Int, Int, String, String) {
                (order.firstIndex(of: e.from)!, order.firstIndex(of: e.to)!, e.cause, e.callbacks.joined(separator: ","))
            }
            return key(lhs) < key(rhs)
        }
    }

    /// The probe apps: one that is suspended at once, one that keeps a task and answers fetches.
    static func probeDevice(_ version: OSVersion, variant: Int) -> Device {
        let device = Device(version: version)
        var subject = AppConfiguration(name: "App", modes: variant == 0 ? [] : [.fetch])
        if variant == 1 {
            subject.on(.didEnterBackground) { $0.perform(.beginTask("work")) }
            subject.onExpire("work") { $0.perform(.endTask("work")) }
            subject.on(.performFetch) { $0.perform(.completeFetch(.newData)) }
        }
        device.install(subject)
        device.install(AppConfiguration(name: "Other"))
        return device
    }

    /// What the explorer can do to the device: every event that can move the probe app
    /// (`nil`: an hour of virtual time passes, for expiries and deadlines).
    static let probes: [(name: String, event: DeviceEvent?)] = [
        ("launch", .launch(app: "App", url: nil)),
        ("open URL", .openURL(url: "app://x", app: "App", from: nil)),
        ("home", .home),
        ("launch another app", .launch(app: "Other", url: nil)),
        ("lock", .lock),
        ("unlock", .unlock),
        ("alert", .alert),
        ("alert dismiss", .alertDismiss),
        ("call", .call),
        ("call accept", .callAccept),
        ("call end", .callEnd),
        ("switcher", .switcherShow),
        ("switcher kill", .switcherKill(app: "App")),
        ("switcher close", .switcherClose),
        ("fetch", .fetch(app: "App")),
        ("crash", .crash(app: "App")),
        ("memory pressure", .memoryPressure(nil)),
        ("time passes", nil),
    ]

    static func apply(_ probe: Int, to device: Device) {
        if let event = probes[probe].event {
            device.handle(event)
        } else {
            device.advance(by: .hours(1))
        }
    }

    /// Every transition the probe app makes on this OS profile, sorted, without repeats.
    public static func explore(version: OSVersion, maxDepth: Int = 6) -> [Edge] {
        var edges = Set<Edge>()
        for variant in 0...1 {
            var seen: Set<String> = []
            var frontier: [[Int]] = [[]]
            for _ in 0..<maxDepth {
                var next: [[Int]] = []
                for path in frontier {
                    for probe in probes.indices {
                        let candidate = path + [probe]
                        let device = probeDevice(version, variant: variant)
                        let trace = TraceCollector()
                        for step in path { apply(step, to: device) }
                        device.addSink(trace)
                        apply(probe, to: device)
                        edges.formUnion(Self.edges(in: trace.records, cause: probes[probe].name))
                        if seen.insert(device.explorationSignature).inserted { next.append(candidate) }
                    }
                }
                frontier = next
            }
        }
        return edges.sorted()
    }

    /// The probe app's transitions in one step's records, each with the callbacks that belong to it:
    /// a "will" callback goes with the transition that follows it, any other with the one before.
    static func edges(in records: [TraceRecord], cause: String) -> [Edge] {
        var edges: [Edge] = []
        var pending: [String] = []
        for record in records {
            switch record {
            case .transition(let r) where r.app == "App":
                edges.append(Edge(from: r.from, to: r.to, cause: cause, callbacks: pending))
                pending = []
            case .callback(let r) where r.app == "App" && r.depth == 0:
                let name = r.callback.description
                let isWill = ["willResignActive", "willEnterForeground", "willTerminate"].contains(name)
                if isWill || edges.isEmpty {
                    pending.append(name)
                } else {
                    edges[edges.count - 1].callbacks.append(name)
                }
            default:
                break
            }
        }
        return edges
    }
}

extension Device {
    /// Everything the explorer needs to tell two device situations apart.
    package var explorationSignature: String {
        let states = apps.map { "\($0.name)=\($0.state)\($0.process?.tasks.count ?? 0)" }.joined(separator: ",")
        let cover = overlays.map { String($0.rawValue) }.joined(separator: "")
        return "\(states)|\(front ?? -1)|\(locked)|\(cover)|\(call)|\(switcherCards)"
    }
}
