import LifecycleSim

/// Runs random scenarios with every invariant checked after every step, and shrinks a failing
/// one to a minimal scenario that still fails (robustness issue, "Random walks").
public enum RandomWalk {
    /// A scenario whose run broke an invariant.
    public struct Failure: Sendable {
        public var seed: UInt64
        /// The first violation, in words, with the timeline line it followed.
        public var violation: String
        /// The smallest scenario found that still breaks an invariant.
        public var minimal: ScenarioDocument
    }

    /// The first invariant broken while running `document`, or nil.
    public static func firstViolation(in document: ScenarioDocument) -> String? {
        let runner = ScenarioRunner(document: document)
        // Nothing here reads a refusal's words (a failure is told by the trace's invariants).
        runner.device.describesRefusals = false
        let monitor = TraceInvariantMonitor()
        runner.addSink(monitor)
        // The timeline and its last line read once, and its lines by index: no copy of a line,
        // nor of the last one, for every line.
        let timeline = document.timeline
        let last = timeline.last
        for index in timeline.indices {
            runner.runLine(timeline[index])
            // Every line equal to the last one ends a step, as the last one does (only a line at
            // its time can be: the time is compared first).
            if timeline[index].time == last?.time && timeline[index] == last { monitor.finishStep() }
            // The monitor's violations come first; the device is asked only when it has none.
            if let first = monitor.violations.first ?? runner.device.invariantViolations().first {
                return "after timeline line \(index + 1) (\(timeline[index].text)): \(first)"
            }
        }
        monitor.finishStep()
        return monitor.violations.first
    }

    /// Walks the scenario of `seed`; on a violation, shrinks its timeline.
    public static func walk(seed: UInt64, length: Int) -> Failure? {
        // Walked with its lines as values, without their words (nothing reads them while it runs);
        // a walk that fails is made again with them, to report and shrink it.
        guard let unworded = firstViolation(in: RandomScenario.make(seed: seed, length: length, writingText: false)) else {
            return nil
        }
        let document = RandomScenario.make(seed: seed, length: length)
        let violation = firstViolation(in: document) ?? unworded
        return Failure(seed: seed, violation: violation,
                       minimal: shrink(document) { firstViolation(in: $0) != nil })
    }

    /// Delta debugging over the timeline: drop chunks of lines, then single lines, while
    /// `stillFails` holds.
    public static func shrink(_ document: ScenarioDocument,
                              stillFails: (ScenarioDocument) -> Bool) -> ScenarioDocument {
        var current = document
        var chunk = max(1, current.timeline.count / 2)
        while chunk >= 1 {
            var start = 0
            var removedAny = false
            while start < current.timeline.count {
                var candidate = current
                candidate.timeline.removeSubrange(start..<min(start + chunk, candidate.timeline.count))
                if !candidate.timeline.isEmpty, stillFails(candidate) {
                    current = candidate
                    removedAny = true
                } else {
                    start += chunk
                }
            }
            if !removedAny { chunk /= 2 }
        }
        return current
    }
}
