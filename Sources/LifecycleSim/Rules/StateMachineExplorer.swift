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
        /// The event (or `time passes`) that caused it; for a suspension, `suspensionCause`.
        public var cause: String
        /// The callbacks the app received with it, in order.
        public var callbacks: [String]
        /// For a suspension of an app that was already in the background: the event after
        /// which nothing kept it running (`debugger detach`, `time passes`); nil otherwise.
        public var trigger: String?

        public init(from: AppState, to: AppState, cause: String, callbacks: [String], trigger: String? = nil) {
            self.from = from
            self.to = to
            self.cause = cause
            self.callbacks = callbacks
            self.trigger = trigger
        }

        public static func < (lhs: Edge, rhs: Edge) -> Bool {
            let order = AppState.allCases
            func key(_ e: Edge) -> (Int, Int, String, String, String) {
                (order.firstIndex(of: e.from)!, order.firstIndex(of: e.to)!, e.cause, e.callbacks.joined(separator: ","),
                 e.trigger ?? "")
            }
            return key(lhs) < key(rhs)
        }
    }

    /// The probe apps: one that is suspended at once, one that keeps a task and answers
    /// fetches, pushes and location events (its modes let those launch or resume it).
    static func probeDevice(_ version: OSVersion, variant: Int) -> Device {
        let device = Device(version: version)
        var subject = AppConfiguration(name: "App", modes: variant == 0 ? [] : [.fetch, .remoteNotification, .location])
        if variant == 1 {
            subject.on(.didEnterBackground) { $0.perform(.beginTask(probeTaskName)) }
            subject.onExpire(probeTaskName) { $0.perform(.endTask(probeTaskName)) }
            subject.on(.performFetch) { $0.perform(.completeFetch(.newData)) }
            subject.on(.didReceiveRemoteNotification) { $0.perform(.completeFetch(.newData)) }
        }
        device.install(subject)
        device.install(AppConfiguration(name: "Other"))
        return device
    }

    /// The name of the probe's own background task, which never shows in a label.
    package static let probeTaskName = "probe-task"

    /// What the explorer can do to the device: every event of the language that can move the
    /// probe app (`nil`: an hour of virtual time passes, for expiries and deadlines). Left out
    /// are the events that change no app state: a banner push (IN-4), memory warnings (MW-2),
    /// the refresh and Low Power switches, `ps`, sharing and the view-controller statements.
    static let probes: [ExplorerProbe] = [
        ExplorerProbe("launch", .launch(app: "App", url: nil)),
        ExplorerProbe("open URL", .openURL(url: "app://x", app: "App", from: nil)),
        ExplorerProbe("home", .home),
        ExplorerProbe("launch another app", .launch(app: "Other", url: nil)),
        ExplorerProbe("lock", .lock),
        ExplorerProbe("unlock", .unlock),
        ExplorerProbe("alert", .alert),
        ExplorerProbe("alert dismiss", .alertDismiss),
        ExplorerProbe("call", .call),
        ExplorerProbe("call accept", .callAccept),
        ExplorerProbe("call decline", .callDecline),
        ExplorerProbe("call end", .callEnd),
        ExplorerProbe("notification center", .notificationCenter(open: true)),
        ExplorerProbe("notification center close", .notificationCenter(open: false)),
        ExplorerProbe("control center", .controlCenter(open: true)),
        ExplorerProbe("control center close", .controlCenter(open: false)),
        ExplorerProbe("switcher", .switcherShow),
        ExplorerProbe("switcher open", .switcherOpen(app: "App")),
        ExplorerProbe("switcher kill", .switcherKill(app: "App")),
        ExplorerProbe("switcher close", .switcherClose),
        ExplorerProbe("fetch", .fetch(app: "App")),
        ExplorerProbe("push", .push(app: "App", contentAvailable: true)),
        ExplorerProbe("location", .location(app: "App")),
        ExplorerProbe("tap notification", .tapNotification(app: "App", local: false)),
        ExplorerProbe("debugger attach", .debuggerAttach(app: "App")),
        ExplorerProbe("debugger detach", .debuggerDetach(app: "App")),
        ExplorerProbe("debugger kill", .debuggerKill(app: "App")),
        ExplorerProbe("crash", .crash(app: "App")),
        // More than the device has: MW-1 reclaims suspended apps silently, then running ones.
        ExplorerProbe("memory pressure", .memoryPressure(.gigabytes(2))),
        ExplorerProbe("reboot", .reboot),
        ExplorerProbe("time passes", nil),
    ]

    /// The cause of background → suspended, whatever event was applied: BG-2 suspends an app
    /// in the background as soon as nothing keeps it running (ST-2).
    public static let suspensionCause = "nothing keeps it running (BG-2)"

    /// How an expiration handler shows: the task name is the probe's own, not the engine's.
    public static let taskExpired = "task expired"

    /// Every transition the probe app makes on this OS profile, sorted, without repeats.
    public static func explore(version: OSVersion, maxDepth: Int = 6) -> [Edge] {
        search(probes: probes, variants: 0...1, maxDepth: maxDepth, device: { probeDevice(version, variant: $0) },
               edges: { edges(in: $0, cause: $1) }).sorted()
    }

    /// The probe app's transitions in one step's records, each with the callbacks that belong to it:
    /// a "will" callback goes with the transition that follows it, any other with the one before.
    /// A suspension's cause is BG-2 (`suspensionCause`), not the event applied; that event is
    /// its trigger only when the app was in the background before it (it let go of the app).
    /// An expiration handler shows as `taskExpired`, once however many tasks expire together.
    /// `app`: the app whose transitions are read (the probe's, unless another is named).
    package static func edges(in records: [TraceRecord], cause: String, app: String = "App") -> [Edge] {
        var edges: [Edge] = []
        var pending: [String] = []
        var enteredBackground = false
        for record in records {
            switch record {
            case .transition(let r) where r.app == app:
                if r.to == .suspended {
                    edges.append(Edge(from: r.from, to: r.to, cause: suspensionCause, callbacks: pending,
                                      trigger: enteredBackground ? nil : cause))
                } else {
                    edges.append(Edge(from: r.from, to: r.to, cause: cause, callbacks: pending))
                }
                enteredBackground = enteredBackground || r.to == .background
                pending = []
            case .callback(let r) where r.app == app && r.depth == 0:
                let name = r.callback.taskName == nil ? r.callback.description : taskExpired
                let isWill = ["willResignActive", "willEnterForeground", "willTerminate"].contains(name)
                if isWill || edges.isEmpty {
                    if name != taskExpired || pending.last != name { pending.append(name) }
                } else if name != taskExpired || edges[edges.count - 1].callbacks.last != name {
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
    /// Everything the explorer needs to tell two device situations apart: each app's state, its
    /// process's tasks and completion windows, the debugger, the force-quit mark and its scenes
    /// (the connected ones' states, the kept session, the held disconnects, SC-9); the screen, the
    /// lock, the overlays, the call and the switcher. Coarser than `State` on purpose: two
    /// situations that differ only in the time or in counters lead to the same transitions.
    package var explorationSignature: ExplorationSignature {
        var signature = ExplorationSignature()
        for app in apps {
            signature.note(app.state.ordinal)
            signature.note(app.process?.tasks.count ?? -1)
            signature.note(app.process?.completions.count ?? -1)
            signature.note(app.debuggerAttached ? 1 : 0)
            signature.note(app.forceQuit ? 1 : 0)
            // An app that never had a scene notes nothing more, so classic situations compare as before.
            let scenes = app.scenes
            guard !scenes.isEmpty else {
                signature.note(-1)
                continue
            }
            for scene in scenes where scene.state.isConnected { signature.note(scene.state.ordinal) }
            signature.note(-2)  // the end of the connected scenes
            signature.note(app.hasSceneSession ? 1 : 0)
            signature.note(app.machine.suspension?.sceneDisconnects.count ?? 0)
        }
        signature.note(front ?? -1)
        signature.note(locked ? 1 : 0)
        for overlay in Overlay.allCases { signature.note(overlays.contains(overlay) ? 1 : 0) }
        switch call {
        case .none: signature.note(0)
        case .ringing: signature.note(1)
        case .answered(let returnTo):
            signature.note(2)
            signature.note(returnTo ?? -1)
        case .bannerRinging: signature.note(3)
        case .bannerAnswered: signature.note(4)
        }
        signature.note(switcherCards.count)
        for card in switcherCards { signature.note(card) }
        return signature
    }
}

/// A device situation as the state-machine explorers tell them apart (`Device.explorationSignature`):
/// its facts as numbers, in a fixed order, so that comparing two is a run over numbers, and
/// hashing one is one number, mixed from the facts as they are noted (a search hashes each
/// situation it reaches two or three times: against those seen, those reached, and to keep it).
package struct ExplorationSignature: Hashable {
    private var facts: [Int] = []
    /// The facts mixed into one number as they are noted.
    private var mix = NumberMix()

    init() { facts.reserveCapacity(32) }

    /// Adds a fact, after those noted before.
    mutating func note(_ value: Int) {
        facts.append(value)
        mix.add(value)
    }

    package static func == (left: Self, right: Self) -> Bool { left.mix == right.mix && left.facts == right.facts }

    package func hash(into hasher: inout Hasher) { hasher.combine(mix.value) }
}
