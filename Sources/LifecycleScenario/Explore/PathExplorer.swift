import LifecycleSim

/// `lifesim explore`: every order of up to `depth` steps from a scenario's set-up, breadth first,
/// each property read after every step; for each property broken, the shortest path that breaks
/// it (docs/LANGUAGE.md, "Exploring every path").
///
/// Breadth first, so the first path found to break a property is a shortest one, and among the
/// shortest the first in the order of the steps (`steps`, tried in that order from each state,
/// states taken in the order reached): the same path on every run. Two paths that leave the
/// device in the same situation (`Device.Situation`: the whole state, every app's machine and
/// process and the scheduled items, with every time counted from the clock and the numbers the
/// device handed out renamed in order) lead to the same futures, but for when they happen and the
/// numbers the trace prints, so the situation is explored once, from the first path that reached
/// it; the properties and built-in checks read nothing else.
public struct PathExplorer {
    /// How far and with what.
    public struct Options: Sendable {
        /// The most steps a path takes after the timeline.
        public var depth: Int
        /// The steps tried from every state, in order; nil: `ExploreStep.defaults(for:)`.
        public var steps: [ExploreStep]?
        /// The built-in checks switched off.
        public var allowed: Set<BuiltinCheck>
        /// How many devices explore at once (one per core): the report is the same for any number.
        public var devices: Int
        /// Whether to count the rules, transitions and callbacks the explored steps exercised.
        public var coverage: Bool
        /// The app whose transitions to collect for a drawing (`ExploreReport.edges`), if any.
        public var graphOf: String?
        /// The most states kept: the search stops at the depth where it reaches them, rather than
        /// grow until memory runs out (a model whose every step makes a new state never ends).
        public var maxStates: Int = Options.defaultMaxStates
        /// The most states `lifesim explore` keeps unless told: a few seconds' search, and a
        /// gigabyte of states of a large model.
        public static let defaultMaxStates = 100_000

        public init(depth: Int = 6, steps: [ExploreStep]? = nil, allowed: Set<BuiltinCheck> = [], devices: Int = 2,
                    coverage: Bool = false) {
            self.depth = depth
            self.steps = steps
            self.allowed = allowed
            self.devices = max(1, devices)
            self.coverage = coverage
        }
    }

    public let document: ScenarioDocument
    public let options: Options

    public init(document: ScenarioDocument, options: Options = Options()) {
        self.document = document
        self.options = options
    }

    /// Where exploring starts: the device after the file's timeline, and what the timeline broke.
    private struct Start {
        var runner: ScenarioRunner
        var state: Device.State
        var report: ExploreReport
        var broken: [Int: ExploreViolation]

        /// What the timeline broke: no path is searched for it.
        var brokenByTimeline: Set<PropertyFinding.Which> {
            Set(broken.keys.map(PropertyFinding.Which.property) + report.builtinViolations.keys.map(PropertyFinding.Which.check))
        }
    }

    /// Runs the timeline, as `lifesim run` runs it: a property it breaks is broken by no step.
    private func start(steps: [ExploreStep]) -> Start {
        var report = ExploreReport(steps: steps)
        let runner = ScenarioRunner(document: document)
        // What the whole timeline did, for the built-in checks: a check it breaks is broken by no step.
        let happenings = StepHappenings(apps: [])
        runner.addSink(happenings)
        // What installing the apps wrote (a warning of an option the version ignores) is not a
        // step, as in `lifesim run` (docs/LANGUAGE.md, "Properties").
        runner.prepare()
        happenings.clear()
        let summary = runner.run()
        runner.device.flushTrace()
        for check in checks {
            guard let (condition, observed) = check.violation(in: happenings) else { continue }
            report.builtinViolations[check] = ExploreViolation(
                property: PropertyDeclaration(kind: .never, condition: condition, location: SourceLocation(line: 0, column: 1)),
                builtin: check, observed: observed, path: [], timeline: document.timeline)
        }
        var broken: [Int: ExploreViolation] = [:]
        for failure in summary.failures {
            guard let index = document.properties.firstIndex(where: { $0.location.line == failure.line && $0.text == failure.expected })
            else {
                report.timelineFailures.append(failure)
                continue
            }
            broken[index] = ExploreViolation(property: document.properties[index], builtin: nil, observed: failure.actual,
                                             path: [], timeline: document.timeline)
        }
        report.internalFailure = summary.internalFailure
        return Start(runner: runner, state: runner.device.explorationStart(), report: report, broken: broken)
    }

    private var steps: [ExploreStep] { options.steps ?? ExploreStep.defaults(for: document) }
    private var checks: [BuiltinCheck] { BuiltinCheck.allCases.filter { !options.allowed.contains($0) } }

    /// A device of its own standing where exploring starts, reading properties after each step;
    /// without the run's sinks, which would keep every step's records.
    private func reader(_ start: Start, progress: ExploreProgress) -> PropertyReader {
        PropertyReader(device: try! start.runner.freshDevice(restoring: start.state), document: document, steps: steps,
                       progress: progress, graphOf: options.graphOf)
    }

    /// Runs the timeline, then explores from where it leaves the device (with `shard`, that part
    /// of the search only: `ExploreShards` merges the parts).
    public func explore(shard: ExploreShard? = nil) -> ExploreReport {
        let steps = self.steps
        var start = self.start(steps: steps)
        var report = start.report
        guard report.internalFailure == nil else { return report }
        let progress = ExploreProgress(brokenBefore: start.brokenByTimeline, properties: document.properties.count, checks: checks)
        let readers = (0..<options.devices).map { _ in reader(start, progress: progress) }
        // Where the drawn app stands when exploring starts (each reader's device stands there).
        report.drawnStart = options.graphOf.flatMap { readers.first?.device.state(of: $0) }
        let collectors = readers.map { reader in
            options.coverage ? CoverageCollector() : nil
        }
        for (reader, collector) in zip(readers, collectors) {
            guard let collector else { continue }
            collector.begin(profile: reader.device.profile)
            reader.device.addSink(collector)
        }
        let wanted = document.properties.count + checks.count
        var stoppedEarly = false
        let result = BreadthFirstSearch.run(from: start.state, steps: steps.count, maxDepth: options.depth, readers: readers,
                                            key: { device in device.situation }, keyHash: \.searchHash,
                                            startKey: start.state.situation,
                                            shard: shard.map { .init(index: $0.index - 1, count: $0.count) },
                                            maxStates: options.maxStates) { found in
            progress.note(found)
            // A drawing or a coverage count wants every state, whatever is broken already.
            guard options.graphOf == nil && !options.coverage && progress.brokenCount >= wanted else { return true }
            stoppedEarly = true
            return false
        }
        progress.note(result.findings)
        report.edges = Set(result.findings.compactMap { found in
            if case .edge(let edge) = found.finding { return edge } else { return nil }
        }).sorted()
        if options.coverage {
            let total = CoverageCollector()
            for collector in collectors.compactMap({ $0 }) { total.add(collector) }
            report.coverage = total.report
        }
        for (which, found) in progress.first {
            // The nodes the path went through, then the step that broke the property.
            let nodes = result.path(to: found.parent)
            let path = nodes.map { result.nodes[$0].step } + [found.step]
            let times = nodes.map { result.nodes[$0].state.time } + [found.finding.time]
            report.found[which] = path
            let violation = violation(of: found.finding, path: path, times: times, steps: steps, from: start.state.time)
            Self.record(violation, as: which, broken: &start.broken, in: &report)
        }
        report.states = result.nodes.count
        report.transitions = result.transitions
        report.depthReached = result.depthReached
        report.exhausted = result.exhausted
        report.stoppedEarly = stoppedEarly && result.depthReached < options.depth
        report.capped = result.capped
        report.taken = Set(result.taken.indices.filter { result.taken[$0] })
        conclude(&report, broken: start.broken)
        return report
    }

    /// The report's lists, from what was broken: the file's properties in file order, then the checks.
    private func conclude(_ report: inout ExploreReport, broken: [Int: ExploreViolation]) {
        report.violations = document.properties.indices.compactMap { broken[$0] } + checks.compactMap { report.builtinViolations[$0] }
        report.held = document.properties.indices.filter { broken[$0] == nil }.map { document.properties[$0] }
        report.checksHeld = checks.filter { report.builtinViolations[$0] == nil }
        // A search stopped early or at its most states did not try every state: a step it never
        // took may be taken later.
        if let taken = report.taken, !report.stoppedEarly, !report.capped {
            report.neverTaken = report.steps.indices.filter { !taken.contains($0) }.map { report.steps[$0] }
        }
    }

    /// One report from the reports of every part of a search shared out (`explore(shard:)`), the
    /// same findings as one search would have: for each property, the shortest path any part
    /// found, the first in the order of the steps, taken again from the start to read it. The
    /// counts are the parts' summed (a state two parts reached counts twice). Nil when a part's
    /// path does not break its property here: the part comes from another exploration.
    public func merge(_ parts: [ExploreReport]) -> ExploreReport? {
        let steps = self.steps
        var start = self.start(steps: steps)
        var report = start.report
        guard report.internalFailure == nil else { return report }
        var shortest: [PropertyFinding.Which: [Int]] = [:]
        for part in parts {
            for (which, path) in part.found where shortest[which].map({ ExploreShard.precedes(path, $0) }) ?? true {
                shortest[which] = path
            }
        }
        let progress = ExploreProgress(brokenBefore: start.brokenByTimeline, properties: document.properties.count, checks: checks)
        let reader = reader(start, progress: progress)
        for (which, path) in shortest where !start.brokenByTimeline.contains(which) {
            guard path.allSatisfy(steps.indices.contains) else { return nil }
            guard let (violation, _) = taken(path, reading: which, on: reader, from: start.state, steps: steps) else { return nil }
            report.found[which] = path
            Self.record(violation, as: which, broken: &start.broken, in: &report)
        }
        report.states = parts.map(\.states).reduce(0, +)
        report.transitions = parts.map(\.transitions).reduce(0, +)
        report.depthReached = parts.map(\.depthReached).max() ?? 0
        report.exhausted = parts.allSatisfy(\.exhausted)
        report.capped = parts.contains(where: \.capped)
        report.shards = parts.count
        // Taken by some part when the parts say what they took.
        report.taken = parts.allSatisfy { $0.taken != nil } ? parts.reduce(into: []) { $0.formUnion($1.taken ?? []) } : nil
        conclude(&report, broken: start.broken)
        return report
    }

    /// Takes `path` from `state` on the reader's device: the violation of `which` its last step
    /// finds, if it does.
    private func taken(_ path: [Int], reading which: PropertyFinding.Which, on reader: PropertyReader, from state: Device.State,
                       steps: [ExploreStep]) -> (ExploreViolation, VirtualTime)? {
        try! reader.device.restore(state)
        var times: [VirtualTime] = []
        var last: [ExploreFinding] = []
        for step in path {
            guard reader.take(step) else { return nil }
            times.append(reader.device.now)
            last = reader.read(step)
        }
        for finding in last {
            guard case .broken(let broken) = finding, broken.which == which else { continue }
            return (violation(of: broken, path: path, times: times, steps: steps, from: state.time), broken.time)
        }
        return nil
    }

    /// `finding`, broken by the last step of `path` (the steps by number, each with the clock
    /// after it, `times`), as the report gives it: the path, and as a timeline from `start`.
    private func violation(of finding: PropertyFinding, path: [Int], times: [VirtualTime], steps: [ExploreStep],
                           from start: VirtualTime) -> ExploreViolation {
        ExploreViolation(property: finding.property, builtin: finding.builtin, observed: finding.observed,
                         path: path.map { steps[$0] },
                         timeline: timeline(of: zip(path, times).map { (steps[$0], $1) }, from: start))
    }

    /// Keeps `violation` where the report's lists are made from: a file's property by its index in
    /// `broken`, a built-in check in the report.
    private static func record(_ violation: ExploreViolation, as which: PropertyFinding.Which,
                               broken: inout [Int: ExploreViolation], in report: inout ExploreReport) {
        switch which {
        case .property(let index): broken[index] = violation
        case .check(let check): report.builtinViolations[check] = violation
        }
    }

    /// The file's timeline followed by `path`, each step given with the clock after it, from
    /// `start`: an event is written at the time it happened, the clock the step before it left
    /// (its callbacks' work may move the clock on), time passing at the time it reaches.
    private func timeline(of path: [(ExploreStep, VirtualTime)], from start: VirtualTime) -> [TimelineEntry] {
        var before = start
        return document.timeline + path.map { step, after in
            defer { before = after }
            let statement: TimelineStatement
            let time: VirtualTime
            if case .event(let event) = step {
                statement = .event(event)
                time = before
            } else {
                statement = .advance
                time = after
            }
            return TimelineEntry(time: time, statement: statement, text: ScenarioWriter.statementText(statement),
                                 location: SourceLocation(line: 0, column: 1))
        }
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
    /// True when the search stopped before the depth asked for, every property and check broken.
    public var stoppedEarly = false
    /// True when the search stopped on reaching the most states it keeps (`Options.maxStates`),
    /// its last depth searched in part.
    public var capped = false
    /// Each property broken, with its shortest path: the file's in file order, then the built-in checks.
    public var violations: [ExploreViolation] = []
    /// The built-in checks broken, each with its shortest path.
    var builtinViolations: [BuiltinCheck: ExploreViolation] = [:]
    /// What the explored steps exercised (the timeline's run left out), when asked for.
    public var coverage: CoverageReport?
    /// The drawn app's transitions (`Options.graphOf`), each once, sorted.
    public var edges: [StateMachineExplorer.Edge] = []
    /// The drawn app's state where exploring starts, after the file's timeline.
    public var drawnStart: AppState?
    /// Each property or check broken, with its path as the numbers of the steps (what a part of a
    /// shared search hands to the merge).
    var found: [PropertyFinding.Which: [Int]] = [:]
    /// How many parts the report was merged from (nil: one search).
    public var shards: Int?
    /// The steps no path explored took: refused, or with nothing to do, in every state a path
    /// went on from (a device refuses `switcher kill Notes` while the switcher is not shown), so
    /// no property was read after them. Empty when the search stopped early, every property broken.
    public var neverTaken: [ExploreStep] = []
    /// The steps, by number, some path took (nil: not known, as for a part whose file does not
    /// list them).
    var taken: Set<Int>?
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
    /// Its header comments are in `language`.
    public func scenario(from document: ScenarioDocument, language: Language = .en) -> String {
        var counterexample = document
        counterexample.properties = [property]
        counterexample.timeline = timeline
        let header = path.isEmpty
            ? RunMessage.counterexampleOfTimeline(path: document.path, property: property.text)
            : RunMessage.counterexampleOfPath(path: document.path, count: "\(path.count)", property: property.text,
                                              steps: path.map(\.description).joined(separator: ", "))
        let comments = header.text(in: language).split(separator: "\n").map { "# " + $0 }
        return comments.joined(separator: "\n") + "\n\n" + ScenarioWriter.text(of: counterexample)
    }
}
