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

/// One device of `lifesim explore`'s search: takes the explored steps, and reads the file's
/// properties and the built-in checks after each.
final class PropertyReader: StepReader {
    let device: Device
    private let properties: [PropertyDeclaration]
    /// Whether the step just taken broke each of the file's properties, by its index: each reads
    /// its property where the closure holds it, never copied for the read.
    private let breaks: [(PropertyChecker) -> Bool]
    private let steps: [ExploreStep]
    /// Takes each step on the device and, when it did something, notes its event among the
    /// happenings: false when the device refused it or there was nothing to do. Each holds its
    /// step, never copied to take it.
    private let takes: [() -> Bool]
    private let progress: ExploreProgress
    private let happenings: StepHappenings
    private let checker: PropertyChecker
    /// The app whose transitions `--graph` draws, and the moves and callbacks of the step.
    private let drawn: (app: String, moves: MovesAndCallbacks)?

    /// `graphOf`: the app whose transitions to read as edges, if any. The properties and checks
    /// read are those `progress` has not seen broken.
    init(device: Device, document: ScenarioDocument, steps: [ExploreStep], progress: ExploreProgress, graphOf app: String? = nil) {
        self.device = device
        properties = document.properties
        breaks = document.properties.map { property in { checker in checker.breaks(property) } }
        self.steps = steps
        self.progress = progress
        // A refused step is never read: its warning need not be gathered.
        let happenings = StepHappenings(apps: document.properties.appsReadInAStep, readsRefusals: false)
        self.happenings = happenings
        checker = PropertyChecker(device: device, happenings: happenings)
        // The search reads the trace, never a refusal's words.
        device.describesRefusals = false
        device.addSink(happenings)
        drawn = app.map { ($0, MovesAndCallbacks()) }
        if let drawn { device.addSink(drawn.moves) }
        takes = steps.map { step in
            {
                guard step.apply(to: device) != nil else { return false }
                device.flushTrace()
                if case .event(let event) = step { happenings.took(event) }
                return true
            }
        }
    }

    func take(_ step: Int) -> Bool {
        happenings.clear()
        drawn?.moves.removeAll()
        return takes[step]()
    }

    func read(_ step: Int) -> [ExploreFinding] {
        var found: [ExploreFinding] = []
        if let drawn {
            let records = drawn.moves.records(named: device.traceNames)
            found += StateMachineExplorer.edges(in: records, cause: steps[step].description, app: drawn.app).map(ExploreFinding.edge)
        }
        for index in progress.unbroken.properties where breaks[index](checker) {
            let property = properties[index]
            found.append(broken(.property(index), property, builtin: nil, observed: checker.observed(breaking: property)))
        }
        // Most steps kill, crash and warn nothing: no check is read then.
        guard !BuiltinCheck.findNothing(in: happenings) else { return found }
        for check in progress.unbroken.checks {
            guard let (condition, observed) = check.violation(in: happenings) else { continue }
            let property = PropertyDeclaration(kind: .never, condition: condition, location: SourceLocation(line: 0, column: 1))
            found.append(broken(.check(check), property, builtin: check, observed: observed))
        }
        return found
    }

    /// The finding of a property broken by the step just taken, at the clock after it. (Never
    /// inlined: the clock is read only for a property broken, not before every read.)
    @inline(never)
    private func broken(_ which: PropertyFinding.Which, _ property: PropertyDeclaration, builtin: BuiltinCheck?,
                        observed: String) -> ExploreFinding {
        .broken(PropertyFinding(which: which, property: property, builtin: builtin, observed: observed, time: device.now))
    }
}
