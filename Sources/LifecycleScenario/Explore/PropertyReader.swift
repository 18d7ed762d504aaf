import LifecycleSim

/// What a step of `lifesim explore` found: a property broken, or (for `--graph`) a transition of
/// the drawn app.
enum ExploreFinding {
    case broken(PropertyFinding)
    case edge(StateMachineExplorer.Edge)
}

/// What breaking a property in one step found: which property (the file's or a built-in check's
/// instance), what was observed, and the clock after the step.
struct PropertyFinding {
    /// The file's property by its index, or a built-in check.
    enum Which: Hashable {
        case property(Int)
        case check(BuiltinCheck)
    }

    var which: Which
    var property: PropertyDeclaration
    var builtin: BuiltinCheck?
    var observed: String
    var time: VirtualTime
}

/// The properties broken so far, at the end of each depth of the search: the first finding of
/// each, in breadth-first order, which is on a shortest path. Readers skip what was broken at an
/// earlier depth; it changes only between depths, while no reader runs.
final class ExploreProgress {
    private(set) var first: [PropertyFinding.Which: BreadthFirstSearch.Found<PropertyFinding>] = [:]
    private let brokenBefore: Set<PropertyFinding.Which>
    private var read = 0

    /// `brokenBefore`: the file's properties and the checks its timeline broke.
    init(brokenBefore: Set<PropertyFinding.Which>) { self.brokenBefore = brokenBefore }

    /// Takes in the findings not read before (those of the depth just searched).
    func note(_ findings: [BreadthFirstSearch.Found<ExploreFinding>]) {
        for found in findings.dropFirst(read) {
            guard case .broken(let broken) = found.finding, first[broken.which] == nil else { continue }
            first[broken.which] = BreadthFirstSearch.Found(parent: found.parent, step: found.step, finding: broken)
        }
        read = findings.count
    }

    /// How many properties and checks are broken, by the timeline or a path.
    var brokenCount: Int { first.count + brokenBefore.count }

    func isBroken(_ which: PropertyFinding.Which) -> Bool {
        brokenBefore.contains(which) || first[which] != nil
    }
}

/// One device of `lifesim explore`'s search: takes the explored steps, and reads the file's
/// properties and the built-in checks after each.
final class PropertyReader: StepReader {
    let device: Device
    private let document: ScenarioDocument
    private let steps: [ExploreStep]
    private let checks: [BuiltinCheck]
    private let progress: ExploreProgress
    private let happenings: StepHappenings
    private let checker: PropertyChecker
    /// The app whose transitions `--graph` draws, and the moves and callbacks of the step.
    private let drawn: (app: String, moves: MovesAndCallbacks)?

    /// `graphOf`: the app whose transitions to read as edges, if any.
    init(device: Device, document: ScenarioDocument, steps: [ExploreStep], checks: [BuiltinCheck], progress: ExploreProgress,
         graphOf app: String? = nil) {
        self.device = device
        self.document = document
        self.steps = steps
        self.checks = checks
        self.progress = progress
        // A refused step is never read: its warning need not be gathered.
        happenings = StepHappenings(apps: document.properties.appsReadInAStep, readsRefusals: false)
        checker = PropertyChecker(device: device, happenings: happenings)
        // The search reads the trace, never a refusal's words.
        device.describesRefusals = false
        device.addSink(happenings)
        drawn = app.map { ($0, MovesAndCallbacks()) }
        if let drawn { device.addSink(drawn.moves) }
    }

    func take(_ step: Int) -> Bool {
        happenings.clear()
        drawn?.moves.removeAll()
        guard steps[step].apply(to: device) != nil else { return false }
        device.flushTrace()
        if case .event(let event) = steps[step] { happenings.took(event) }
        return true
    }

    func read(_ step: Int) -> [ExploreFinding] {
        var found: [ExploreFinding] = []
        if let drawn {
            let records = drawn.moves.records(named: device.traceNames)
            found += StateMachineExplorer.edges(in: records, cause: steps[step].description, app: drawn.app).map(ExploreFinding.edge)
        }
        for (index, property) in document.properties.enumerated() where !progress.isBroken(.property(index)) {
            guard let observed = checker.violation(of: property) else { continue }
            found.append(.broken(PropertyFinding(which: .property(index), property: property, builtin: nil,
                                                 observed: observed, time: device.now)))
        }
        for check in checks where !progress.isBroken(.check(check)) {
            guard let (condition, observed) = check.violation(in: happenings) else { continue }
            let property = PropertyDeclaration(kind: .never, condition: condition, location: SourceLocation(line: 0, column: 1))
            found.append(.broken(PropertyFinding(which: .check(check), property: property, builtin: check,
                                                 observed: observed, time: device.now)))
        }
        return found
    }
}
