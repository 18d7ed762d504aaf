import LifecycleSim

/// Invariants every trace must satisfy, whatever the scenario (ST-2, docs/EXECUTION_MODEL.md).
///
/// Plain data in, plain data out (no XCTest), so a CLI checker could reuse it.
enum TraceInvariants {
    /// Events after which a willEnterForeground may legitimately not be followed by
    /// didBecomeActive: an overlay opened or the device locked.
    private static let blockingEvents: Set<String> = [
        "lock", "alert", "call", "switcher", "notification-center open", "control-center open",
    ]

    /// Every violation found in `records`, in words, in trace order. With `ios`, the device's major
    /// version: no scene record before iOS 13 (SC-1).
    static func problems(in records: [TraceRecord], ios: Int? = nil) -> [String] {
        var problems: [String] = []
        var states: [String: AppState] = [:]
        var awaitingActive: [String: VirtualTime] = [:]
        var pending: [String: [String: BGTaskKind]] = [:], launched: [String: String] = [:]
        var scenes = SceneLedger()
        for (index, record) in records.enumerated() {
            problems += scenes.check(record, next: index + 1 < records.count ? records[index + 1] : nil,
                                     states: states, ios: ios)
            switch record {
            case .sceneTransition:
                break
            case .event(let event):
                if blockingEvents.contains(event.event) { awaitingActive.removeAll() }
            case .transition(let t):
                let known = states[t.app] ?? .notRunning
                if t.from != known {
                    problems.append("\(t.time)s \(t.app): transition \(t.from)>\(t.to) but the app was \(known)")
                }
                if !AppLifecycle.isLegal(from: t.from, to: t.to) {
                    problems.append("\(t.time)s \(t.app): illegal transition \(t.from)>\(t.to) (ST-2)")
                }
                states[t.app] = t.to
                if t.to == .notRunning { awaitingActive[t.app] = nil }
            case .callback(let c):
                let known = states[c.app] ?? .notRunning
                // The code before UIApplicationMain runs in a process UIKit does not know yet (LA-1, PW-1).
                if known == .suspended || (known == .notRunning && c.callback != .delegate(.main)) {
                    problems.append("\(c.time)s \(c.app): \(c.callback) delivered while \(known)")
                }
                if c.state != known {
                    problems.append("\(c.time)s \(c.app): \(c.callback) recorded in state \(c.state), app is \(known)")
                }
                if awaitingActive[c.app] != nil {
                    switch c.callback {
                    case .delegate(.didBecomeActive), .delegate(.sceneDidBecomeActive):
                        awaitingActive[c.app] = nil
                    case .delegate(.openURL), .delegate(.sceneOpenURLContexts):
                        break
                    case .delegate where c.rule == .la4:
                        break // LA-4: the tapped notification arrives before didBecomeActive
                    case .delegate(.scenePhaseInactive), .delegate(.appPhaseInactive):
                        break // UI-1, UI-2: the phase change sceneWillEnterForeground caused
                    case .notification:
                        break // NT-1, NT-2: UIKit's notifications follow the methods
                    default:
                        problems.append("\(c.time)s \(c.app): \(c.callback) after willEnterForeground, before didBecomeActive (ST-2)")
                        awaitingActive[c.app] = nil
                    }
                }
                if c.callback == .delegate(.willEnterForeground) || c.callback == .delegate(.sceneWillEnterForeground) {
                    awaitingActive[c.app] = c.time
                }
                // BT-1: a launch handler runs only for the request just launched (a registered identifier).
                if case .bgTask(let id) = c.callback, launched.removeValue(forKey: c.app) != id {
                    problems.append("\(c.time)s \(c.app): launch handler \(id) without its request launched (BT-1, BT-3)")
                }
            case .bgTask(let b):
                // BT-2: at most 1 pending refresh and 10 pending processing requests per app.
                switch b.change {
                case .submitted, .replaced: pending[b.app, default: [:]][b.id] = b.kind
                case .cancelled: pending[b.app]?[b.id] = nil
                case .launched: pending[b.app]?[b.id] = nil; launched[b.app] = b.id
                case .completed, .expired: break
                }
                for kind in BGTaskKind.allCases where (pending[b.app] ?? [:]).values.filter({ $0 == kind }).count
                    > (kind == .refresh ? 1 : 10) {
                    problems.append("\(b.time)s \(b.app): too many pending \(kind.rawValue) requests (BT-2)")
                }
            case .task, .warning, .expect, .log, .activity:
                break
            }
        }
        for (app, time) in awaitingActive.sorted(by: { $0.key < $1.key }) {
            problems.append("\(time)s \(app): willEnterForeground never followed by didBecomeActive (ST-2)")
        }
        return problems
    }
}

/// The scene invariants (SC-1, SC-5), record by record: scene transitions start from the scene's
/// state; scene callbacks go to a connected scene of an app that has scenes (sceneDidDisconnect to
/// a disconnected one), never while suspended; an app with scenes gets no app-delegate UI
/// callback; after a scene transition (and the app's transition that follows it, if any) the
/// app's state is SC-5's derivation from its scenes, or trails it only as devices show during a
/// launch or a return (`SceneDerivation.mayTrail`); no scene record before iOS 13.
struct SceneLedger {
    private var scenes: [String: [Int: SceneActivationState]] = [:]
    /// The apps that launched (not-running → background) or heard sceneWillEnterForeground this step.
    private var launched: Set<String> = [], entered: Set<String> = []

    mutating func check(_ record: TraceRecord, next: TraceRecord?, states: [String: AppState], ios: Int?) -> [String] {
        var problems: [String] = []
        switch record {
        case .sceneTransition(let r):
            if let ios, ios < 13 { problems.append("\(r.time)s \(r.app)/\(r.scene): a scene before iOS 13 (SC-1)") }
            let known = scenes[r.app]?[r.scene] ?? .unattached
            if r.from != known {
                problems.append("\(r.time)s \(r.app)/\(r.scene): scene transition \(r.from)>\(r.to) but the scene was \(known)")
            }
            scenes[r.app, default: [:]][r.scene] = r.to
            // Another scene of the same app moving next: the app follows once the last has (SC-5).
            if case .sceneTransition(let following)? = next, following.app == r.app { break }
            var state = states[r.app] ?? .notRunning
            if case .transition(let t)? = next, t.app == r.app { state = t.to }
            let connected = (scenes[r.app] ?? [:]).values
            let derived = SceneDerivation.appState(scenes: Array(connected), running: state != .notRunning,
                                                   suspended: state == .suspended)
            if derived != state, !SceneDerivation.mayTrail(state, derived, launchedThisStep: launched.contains(r.app),
                                                           enteredThisStep: entered.contains(r.app)) {
                problems.append("\(r.time)s \(r.app): \(state) but its scenes give \(derived) (SC-5)")
            }
        case .event:
            launched = []
            entered = []
        case .transition(let t):
            if t.from == .notRunning && t.to == .background { launched.insert(t.app) }
        case .callback(let c):
            guard case .delegate(let callback) = c.callback else { break }
            if callback == .sceneWillEnterForeground { entered.insert(c.app) }
            let appScenes = scenes[c.app] ?? [:]
            if callback.isSceneLifecycle, let ios, ios < 13 {
                problems.append("\(c.time)s \(c.app): \(callback) before iOS 13 (SC-1)")
            }
            if callback.isScene {
                guard let number = c.scene, let state = appScenes[number] else {
                    problems.append("\(c.time)s \(c.app): \(callback) for no connected scene (SC-1)")
                    break
                }
                if !state.isConnected && callback != .sceneDidDisconnect {
                    problems.append("\(c.time)s \(c.target): \(callback) to a \(state) scene")
                }
                if c.state == .suspended { problems.append("\(c.time)s \(c.target): \(callback) while suspended") }
            } else if !appScenes.isEmpty {
                switch callback {
                case .didBecomeActive, .willResignActive, .didEnterBackground, .willEnterForeground:
                    problems.append("\(c.time)s \(c.app): app-delegate \(callback) for a scene-based app (SC-1)")
                default:
                    break
                }
            }
        default:
            break
        }
        return problems
    }
}
