import LifecycleSim

/// `lifesim explore`: every order of up to `depth` steps from a scenario's set-up, breadth first,
/// each property read after every step; for each property broken, the shortest path that breaks
/// it (docs/LANGUAGE.md, "Exploring every path").
///
/// Breadth first, so the first path found to break a property is a shortest one, and among the
/// shortest the first in the order of the steps (`steps`, tried in that order from each state,
/// states taken in the order reached): the same path on every run. Two paths that leave the
/// device in the same state (`Device.State`, equal as a whole: the clock, the counters that
/// number tasks and processes, every app's machine and process, the scheduled items) lead to the
/// same futures, so the state is explored once, from the first path that reached it.
public struct PathExplorer {
    /// How far and with what.
    public struct Options: Sendable {
        /// The most steps a path takes after the timeline.
        public var depth: Int
        /// The steps tried from every state, in order; nil: `ExploreStep.defaults(for:)`.
        public var steps: [ExploreStep]?
        /// The built-in checks switched off.
        public var allowed: Set<BuiltinCheck>

        public init(depth: Int = 6, steps: [ExploreStep]? = nil, allowed: Set<BuiltinCheck> = []) {
            self.depth = depth
            self.steps = steps
            self.allowed = allowed
        }
    }

    public let document: ScenarioDocument
    public let options: Options

    public init(document: ScenarioDocument, options: Options = Options()) {
        self.document = document
        self.options = options
    }

    /// Runs the timeline, then explores from where it leaves the device.
    public func explore() -> ExploreReport {
        let steps = options.steps ?? ExploreStep.defaults(for: document)
        let checks = BuiltinCheck.allCases.filter { !options.allowed.contains($0) }
        var report = ExploreReport(steps: steps)

        // The timeline first, as `lifesim run` runs it: a property it breaks is broken by no step.
        let runner = ScenarioRunner(document: document)
        let summary = runner.run()
        report.timelineFailures = summary.failures.filter { failure in
            !document.properties.contains { $0.location.line == failure.line && $0.text == failure.expected }
        }
        var broken: [Int: ExploreViolation] = [:]
        for failure in summary.failures {
            guard let index = document.properties.firstIndex(where: { $0.location.line == failure.line && $0.text == failure.expected })
            else { continue }
            broken[index] = ExploreViolation(property: document.properties[index], builtin: nil, observed: failure.actual,
                                             path: [], timeline: document.timeline)
        }
        var builtinsBroken: [BuiltinCheck: ExploreViolation] = [:]
        guard summary.internalFailure == nil else {
            report.internalFailure = summary.internalFailure
            return report
        }

        // A device of its own, without the run's sinks, which would keep every step's records.
        let start = runner.device.snapshot()
        let device: Device
        do {
            device = try runner.freshDevice(restoring: start)
        } catch {
            preconditionFailure("a state restores into a device of the same scenario: \(error)")
        }
        device.describesRefusals = false
        let happenings = StepHappenings(apps: document.appsReadByProperties)
        device.addSink(happenings)
        let checker = PropertyChecker(device: device, happenings: happenings)

        var nodes = [Node(state: start, parent: -1, step: -1, waited: .zero, time: start.time)]
        var seen: Set<Device.State> = [start]
        var frontier = [0]
        let wanted = document.properties.count + checks.count
        var depth = 0
        search: while depth < options.depth && !frontier.isEmpty && broken.count + builtinsBroken.count < wanted {
            depth += 1
            var next: [Int] = []
            for index in frontier {
                for (stepIndex, step) in steps.enumerated() {
                    try! device.restore(nodes[index].state)
                    happenings.clear()
                    guard let waited = step.apply(to: device) else { continue }
                    device.flushTrace()
                    if case .event(let event) = step { happenings.took(event) }
                    report.transitions += 1
                    let reached = Node(state: device.snapshot(), parent: index, step: stepIndex, waited: waited,
                                       time: device.now)
                    for (propertyIndex, property) in document.properties.enumerated() where broken[propertyIndex] == nil {
                        guard let observed = checker.violation(of: property) else { continue }
                        broken[propertyIndex] = violation(property, builtin: nil, observed: observed,
                                                          ending: reached, nodes: nodes, steps: steps)
                    }
                    for check in checks where builtinsBroken[check] == nil {
                        guard let (condition, observed) = check.violation(in: happenings) else { continue }
                        let property = PropertyDeclaration(kind: .never, condition: condition,
                                                           location: SourceLocation(line: 0, column: 1))
                        builtinsBroken[check] = violation(property, builtin: check, observed: observed, ending: reached,
                                                          nodes: nodes, steps: steps)
                    }
                    if seen.insert(reached.state).inserted {
                        nodes.append(reached)
                        next.append(nodes.count - 1)
                    }
                    if broken.count + builtinsBroken.count == wanted { break search }
                }
            }
            frontier = next
        }
        report.states = nodes.count
        report.depthReached = depth
        report.exhausted = frontier.isEmpty
        report.violations = document.properties.indices.compactMap { broken[$0] } + checks.compactMap { builtinsBroken[$0] }
        report.held = document.properties.indices.filter { broken[$0] == nil }.map { document.properties[$0] }
        report.checksHeld = checks.filter { builtinsBroken[$0] == nil }
        return report
    }

    /// One state reached, with the step that first reached it.
    private struct Node {
        var state: Device.State
        /// The node it was reached from (-1: the start).
        var parent: Int
        /// The index of the step in the explored steps.
        var step: Int
        /// The time the step took.
        var waited: VirtualDuration
        /// The clock after the step.
        var time: VirtualTime
    }

    /// The violation of `property` by the path that ends in `last`.
    private func violation(_ property: PropertyDeclaration, builtin: BuiltinCheck?, observed: String, ending last: Node,
                           nodes: [Node], steps: [ExploreStep]) -> ExploreViolation {
        var path: [Node] = [last]
        var parent = last.parent
        while parent > 0 {
            path.append(nodes[parent])
            parent = nodes[parent].parent
        }
        path.reverse()
        var timeline = document.timeline
        for node in path {
            let step = steps[node.step]
            let statement: TimelineStatement
            if case .event(let event) = step { statement = .event(event) } else { statement = .advance }
            timeline.append(TimelineEntry(time: node.time, statement: statement, text: ScenarioWriter.statementText(statement),
                                          location: SourceLocation(line: 0, column: 1)))
        }
        return ExploreViolation(property: property, builtin: builtin, observed: observed,
                                path: path.map { steps[$0.step] }, timeline: timeline)
    }
}

/// What one exploration found.
public struct ExploreReport: Sendable {
    /// The steps tried from every state.
    public var steps: [ExploreStep]
    /// Distinct states reached, the start included.
    public var states = 0
    /// Steps taken (refused ones not counted).
    public var transitions = 0
    /// The deepest level explored.
    public var depthReached = 0
    /// True when no state was left to explore: every state reachable with these steps was seen.
    public var exhausted = false
    /// Each property broken, with its shortest path: the file's in file order, then the built-in checks.
    public var violations: [ExploreViolation] = []
    /// The file's properties that held on every path explored.
    public var held: [PropertyDeclaration] = []
    /// The built-in checks that held on every path explored.
    public var checksHeld: [BuiltinCheck] = []
    /// The timeline's own expectations that failed.
    public var timelineFailures: [ExpectRecord] = []
    /// A bug in the simulator met while running the timeline.
    public var internalFailure: InternalFailure?

    init(steps: [ExploreStep]) { self.steps = steps }
}

/// A property broken on some path, with the shortest path that breaks it.
public struct ExploreViolation: Hashable, Sendable {
    /// The property, as written in the file, or the built-in check's instance (`never Uploader killed-by BG-5`).
    public var property: PropertyDeclaration
    /// The built-in check it comes from, if it is not the file's.
    public var builtin: BuiltinCheck?
    /// What was observed after the last step.
    public var observed: String
    /// The steps after the timeline.
    public var path: [ExploreStep]
    /// The file's timeline followed by the path, each step at its time: the counterexample's timeline.
    public var timeline: [TimelineEntry]
}

extension ExploreViolation {
    /// The shortest path as a scenario file that `lifesim run` fails the same way: the file's
    /// set-up, the broken property alone, then the file's timeline and the path, each line at its
    /// time. `lifesim export` turns it into a test.
    public func scenario(from document: ScenarioDocument) -> String {
        var counterexample = document
        counterexample.properties = [property]
        counterexample.timeline = timeline
        let steps = path.map(\.description).joined(separator: ", ")
        let header = """
            # Found by lifesim explore \(document.path): the shortest path (\(path.count) step\(path.count == 1 ? "" : "s")) \
            that breaks
            #   \(property.text)
            # after the file's timeline: \(steps.isEmpty ? "(none)" : steps).
            # `lifesim run` on this file fails the property at its last line.

            """
        return header + ScenarioWriter.text(of: counterexample)
    }
}
