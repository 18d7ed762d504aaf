import LifecycleSim

/// A device's log held against the simulation of the same scenario (`lifesim verify`): the
/// callbacks in order, then the intervals the system decided (budgets, deadlines).
public struct LogVerification: Sendable {
    /// One simulated callback, with the rule that produced it.
    public struct Simulated: Hashable, Sendable {
        public var app: String
        public var callback: String
        public var time: VirtualTime
        public var rule: RuleID
        /// True when no timeline event came between the previous simulated callback and this
        /// one and the simulated clock moved between them: the interval is the system's (a budget,
        /// a deadline), not the user's pace, nor the animation between two callbacks of one event
        /// (resign → background after Home takes about half a second on a device, and no rule
        /// times it).
        public var systemTimed: Bool
    }

    /// Where the two sequences part: the index in both, and what each has there (nil: it ended).
    public struct Divergence: Hashable, Sendable {
        /// How the two part, as far as the next entry of each tells.
        public enum Kind: Hashable, Sendable {
            /// Each has something the other does not have here.
            case differ
            /// The log lacks the simulation's entry here: the log's entry is the simulation's next
            /// (a line the console did not show, or one the device never made), or the log ends.
            case missingFromLog
            /// The log has an entry the simulation does not: the log's next is the simulation's
            /// entry here, or the simulation ends.
            case extraInLog
        }

        public var index: Int
        public var device: LoggedCallback?
        public var simulated: Simulated?
        public var kind: Kind = .differ
    }

    /// A system-timed interval that differs by more than the tolerance.
    public struct TimingDifference: Hashable, Sendable {
        /// The callbacks at both ends (index into both sequences).
        public var from: Int
        public var to: Int
        public var deviceSeconds: Double
        public var simulatedSeconds: Double
    }

    /// The logged callbacks.
    public var device: [LoggedCallback]
    /// The simulation's callbacks for the apps the log names (expiration handlers, and UIKit's
    /// notifications, only when the log has any; the methods not when it has notifications alone).
    public var simulated: [Simulated]
    public var divergence: Divergence?
    public var timing: [TimingDifference]
    /// How many system-timed intervals had a time on both ends in the log, and were compared.
    public var comparedIntervals = 0

    /// True when the sequences are the same and every system-timed interval is within tolerance.
    public var agrees: Bool { divergence == nil && timing.isEmpty }

    /// Compares `log` with the run of the scenario; `tolerance` is in seconds.
    public init(log: [LoggedCallback], run: ScenarioRun, apps: [String], tolerance: Double) {
        // Lines of other processes (SpringBoard, extensions) are not the scenario's.
        let log = log.filter { $0.app.map(apps.contains) ?? true }
        device = log
        let logged = Set(log.compactMap(\.app))
        let named = logged.isEmpty ? Set(apps.count == 1 ? apps : []) : logged
        let withExpiries = log.contains { $0.callback.hasPrefix("expire ") }
        let withNotifications = log.contains(where: \.isNotification)
        // A log of notifications alone (an app that only observes them) is compared with them alone.
        let withMethods = !withNotifications || log.contains { !$0.isNotification }
        let all = Self.simulatedCallbacks(run.trace, apps: named, withExpiries: withExpiries,
                                          withNotifications: withNotifications, withMethods: withMethods)
        // A console attached late starts in the middle: the comparison starts at the first
        // simulated callback the log's first line names.
        let start = log.first.flatMap { first in all.firstIndex { $0.callback == first.callback } } ?? 0
        simulated = Array(all[start...])
        device = log.map { entry in
            var entry = entry
            if entry.app == nil, named.count == 1 { entry.app = named.first }
            return entry
        }
        divergence = Self.firstDivergence(device, simulated)
        let matched = divergence?.index ?? device.count
        timing = Self.timingDifferences(device, simulated, matched: matched, tolerance: tolerance)
        comparedIntervals = matched > 1 ? (1..<matched).filter {
            simulated[$0].systemTimed && device[$0].time != nil && device[$0 - 1].time != nil
        }.count : 0
    }

    private static func simulatedCallbacks(_ trace: [TraceRecord], apps: Set<String>, withExpiries: Bool,
                                           withNotifications: Bool, withMethods: Bool) -> [Simulated] {
        var result: [Simulated] = []
        var eventSinceLast = true
        for record in trace {
            switch record {
            case .event:
                eventSinceLast = true
            case .callback(let callback) where apps.contains(callback.app):
                switch callback.callback {
                case .delegate: if !withMethods { continue }
                case .expire: if !withExpiries || !withMethods { continue }
                case .notification: if !withNotifications { continue }
                case .controller, .bgTask, .bgTaskExpire: continue
                }
                let clockMoved = result.last.map { callback.time > $0.time } ?? false
                result.append(Simulated(app: callback.app, callback: callback.callback.description, time: callback.time,
                                        rule: callback.rule, systemTimed: !eventSinceLast && clockMoved))
                eventSinceLast = false
            default:
                break
            }
        }
        return result
    }

    private static func firstDivergence(_ device: [LoggedCallback], _ simulated: [Simulated]) -> Divergence? {
        for index in 0..<max(device.count, simulated.count) {
            let logged = index < device.count ? device[index] : nil
            let expected = index < simulated.count ? simulated[index] : nil
            guard let logged, let expected, same(logged, expected) else {
                var divergence = Divergence(index: index, device: logged, simulated: expected)
                if let logged, let expected {
                    if index + 1 < simulated.count, same(logged, simulated[index + 1]) {
                        divergence.kind = .missingFromLog
                    } else if index + 1 < device.count, same(device[index + 1], expected) {
                        divergence.kind = .extraInLog
                    }
                } else {
                    divergence.kind = logged == nil ? .missingFromLog : .extraInLog
                }
                return divergence
            }
        }
        return nil
    }

    /// The logged entry is the simulated one (a line that names no app stands for the log's one app).
    private static func same(_ logged: LoggedCallback, _ simulated: Simulated) -> Bool {
        logged.callback == simulated.callback && (logged.app == nil || logged.app == simulated.app)
    }

    private static func timingDifferences(_ device: [LoggedCallback], _ simulated: [Simulated], matched: Int,
                                          tolerance: Double) -> [TimingDifference] {
        var result: [TimingDifference] = []
        guard matched > 1 else { return result }
        for index in 1..<matched where simulated[index].systemTimed {
            guard let end = device[index].time, let start = device[index - 1].time else { continue }
            let deviceSeconds = end - start
            let simulatedSeconds = Double((simulated[index].time - simulated[index - 1].time).milliseconds) / 1000
            if abs(deviceSeconds - simulatedSeconds) > tolerance {
                result.append(TimingDifference(from: index - 1, to: index, deviceSeconds: deviceSeconds,
                                               simulatedSeconds: simulatedSeconds))
            }
        }
        return result
    }
}
