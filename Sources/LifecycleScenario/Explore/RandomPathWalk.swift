import LifecycleSim

/// A seeded random walk over the steps `PathExplorer` tries: from the scenario's set-up (its
/// timeline), each step drawn uniformly from `ExploreStep.defaults(for:)`, back to the set-up
/// after `depth` steps; after every step the explorer's own reader (`PropertyReader`) reads every
/// property and built-in check. It is what `lifesim-bench` measures the explorer against: what
/// chance finds with the same steps. The same seed walks the same steps on every run.
package final class RandomPathWalk {
    /// A property the walk broke for the first time.
    package struct Found: Sendable {
        /// The property, the file's or the built-in check's (`never Uploader killed-by BG-5`).
        package var property: PropertyDeclaration
        /// The built-in check it comes from, if it is not the file's.
        package var builtin: BuiltinCheck?
        /// The steps since the last return to the set-up: the length of the path that broke it.
        package var pathLength: Int
        /// The steps taken since the walk began, this one included (refused ones not counted).
        package var stepsTaken: Int
    }

    /// The steps drawn from.
    package let steps: [ExploreStep]
    /// The most steps a path takes before the walk returns to the set-up.
    package let depth: Int
    /// Steps taken so far (the device refused none of them).
    package private(set) var stepsTaken = 0
    /// Properties and checks not broken yet (by the timeline or the walk).
    package var unbroken: Int { wanted - broken.count }

    private let reader: PropertyReader
    private let start: Device.State
    private let wanted: Int
    private var broken: Set<PropertyFinding.Which>
    private var random: SplitMix64
    private var pathLength = 0

    /// Runs the timeline of `document`; a property it breaks counts as broken, not as the walk's.
    package init(document: ScenarioDocument, depth: Int = 6, seed: UInt64, steps: [ExploreStep]? = nil,
                 allowed: Set<BuiltinCheck> = []) {
        let steps = steps ?? ExploreStep.defaults(for: document)
        self.steps = steps
        self.depth = depth
        random = SplitMix64(state: seed)
        let runner = ScenarioRunner(document: document)
        let summary = runner.run()
        let brokenBefore = Set(document.properties.indices.filter { index in
            summary.failures.contains { $0.line == document.properties[index].location.line && $0.expected == document.properties[index].text }
        })
        broken = Set(brokenBefore.map(PropertyFinding.Which.property))
        let checks = BuiltinCheck.allCases.filter { !allowed.contains($0) }
        wanted = document.properties.count + checks.count
        start = runner.device.explorationStart()
        let device: Device
        do {
            device = try runner.freshDevice(restoring: start)
        } catch {
            preconditionFailure("a state restores into a device of the same scenario: \(error)")
        }
        // The walk keeps its own account of what is broken: the reader's progress stays empty.
        reader = PropertyReader(device: device, document: document, steps: steps,
                                progress: ExploreProgress(brokenBefore: broken, properties: document.properties.count,
                                                          checks: checks))
    }

    /// Draws one step and takes it (after `depth` steps, from the set-up again): what it broke
    /// for the first time. A step the device refuses changes nothing and is not counted.
    package func step() -> [Found] {
        if pathLength == depth {
            try! reader.device.restore(start)
            pathLength = 0
        }
        let step = random.below(steps.count)
        guard reader.take(step) else { return [] }
        pathLength += 1
        stepsTaken += 1
        var found: [Found] = []
        for case .broken(let finding) in reader.read(step) where broken.insert(finding.which).inserted {
            found.append(Found(property: finding.property, builtin: finding.builtin, pathLength: pathLength,
                               stepsTaken: stepsTaken))
        }
        return found
    }
}
