import LifecycleSim

/// Invariants every trace must satisfy, whatever the scenario (ST-2, EXECUTION_MODEL.md).
///
/// Plain data in, plain data out (no XCTest), so a CLI checker could reuse it.
enum TraceInvariants {
    /// Events after which a willEnterForeground may legitimately not be followed by
    /// didBecomeActive: an overlay opened or the device locked.
    private static let blockingEvents: Set<String> = [
        "lock", "alert", "call", "switcher", "notification-center open", "control-center open",
    ]

    /// Every violation found in `records`, in words, in trace order.
    static func problems(in records: [TraceRecord]) -> [String] {
        var problems: [String] = []
        var states: [String: AppState] = [:]
        var awaitingActive: [String: VirtualTime] = [:]
        var pending: [String: [String: BGTaskKind]] = [:], launched: [String: String] = [:]
        for record in records {
            switch record {
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
                if known == .suspended || known == .notRunning {
                    problems.append("\(c.time)s \(c.app): \(c.callback) delivered while \(known)")
                }
                if c.state != known {
                    problems.append("\(c.time)s \(c.app): \(c.callback) recorded in state \(c.state), app is \(known)")
                }
                if awaitingActive[c.app] != nil {
                    switch c.callback {
                    case .delegate(.didBecomeActive):
                        awaitingActive[c.app] = nil
                    case .delegate(.openURL):
                        break
                    case .delegate where c.rule == .la4:
                        break // LA-4: the tapped notification arrives before didBecomeActive
                    default:
                        problems.append("\(c.time)s \(c.app): \(c.callback) after willEnterForeground, before didBecomeActive (ST-2)")
                        awaitingActive[c.app] = nil
                    }
                }
                if c.callback == .delegate(.willEnterForeground) { awaitingActive[c.app] = c.time }
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
            case .task, .warning, .expect, .log:
                break
            }
        }
        for (app, time) in awaitingActive.sorted(by: { $0.key < $1.key }) {
            problems.append("\(time)s \(app): willEnterForeground never followed by didBecomeActive (ST-2)")
        }
        return problems
    }
}
