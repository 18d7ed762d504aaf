import LifecycleSim

/// Counts what runs exercised: rules (the records' rule ids and the rules their explanations
/// rest on), the legal transitions of ST-2, and callbacks (`lifesim coverage`).
public final class CoverageCollector: TraceSink {
    /// How often each rule was exercised.
    public private(set) var rules: [RuleID: Int] = [:]
    /// How often each transition was taken, keyed `from → to`.
    public private(set) var transitions: [String: Int] = [:]
    /// How often each callback was made, by short name (`didEnterBackground`, `expire`, `viewDidLoad`).
    public private(set) var callbacks: [String: Int] = [:]
    private var profile: OSProfile?

    public init() {}

    /// Explanations of the next records use this profile (set per scenario).
    public func begin(profile: OSProfile) { self.profile = profile }

    public func receive(_ record: TraceRecord) {
        if let rule = record.rule { rules[rule, default: 0] += 1 }
        if let explanation = TraceExplainer.explain(record, profile: profile) {
            for rule in explanation.rules where rule != record.rule { rules[rule, default: 0] += 1 }
        }
        switch record {
        case .transition(let r): transitions[Self.key(r.from, r.to), default: 0] += 1
        case .callback(let r): callbacks[r.callback.shortName, default: 0] += 1
        case .event, .task, .warning, .expect, .log, .bgTask, .activity, .sceneTransition: break
        }
    }

    /// Adds what `other` counted to this collector's counts.
    public func add(_ other: CoverageCollector) {
        rules.merge(other.rules, uniquingKeysWith: +)
        transitions.merge(other.transitions, uniquingKeysWith: +)
        callbacks.merge(other.callbacks, uniquingKeysWith: +)
    }

    /// `not-running → inactive`.
    public static func key(_ from: AppState, _ to: AppState) -> String { "\(from) → \(to)" }

    /// The summary against everything there is to exercise.
    public var report: CoverageReport {
        let implemented = RuleCatalogue.all.filter(\.implemented).map(\.id)
        let edges = AppLifecycle.legalEdges.map { Self.key($0.from, $0.to) }
        let allCallbacks = DelegateCallback.allCases.map(\.rawValue) + ["expire"] + ControllerCallback.allCases.map(\.rawValue)
            + ["bgtask", "bgtask-expire"]
        return CoverageReport(
            rules: .init(items: implemented.map { ($0.rawValue, rules[$0, default: 0]) }),
            transitions: .init(items: edges.map { ($0, transitions[$0, default: 0]) }),
            callbacks: .init(items: allCallbacks.map { ($0, callbacks[$0, default: 0]) }))
    }
}

/// What a set of scenarios exercised, in a fixed order.
public struct CoverageReport: Sendable {
    /// One dimension: every item with its count.
    public struct Part: Sendable {
        public var items: [(name: String, count: Int)]

        public var exercised: [String] { items.filter { $0.count > 0 }.map(\.name) }
        public var missing: [String] { items.filter { $0.count == 0 }.map(\.name) }
        /// True when at least `percent` % of the items were exercised (exact integer arithmetic).
        public func reaches(_ percent: Int) -> Bool { exercised.count * 100 >= percent * items.count }
        /// Rounded down.
        public var percent: Int { items.isEmpty ? 100 : exercised.count * 100 / items.count }
    }

    public var rules: Part
    public var transitions: Part
    public var callbacks: Part
}
