import LifecycleSim

/// The properties broken so far, at the end of each depth of the search: the first finding of
/// each, in breadth-first order, which is on a shortest path. Readers skip what was broken at an
/// earlier depth; it changes only between depths, while no reader runs.
final class ExploreProgress {
    /// The file's properties (by index) and the checks not broken yet, in order: what readers read.
    var unbroken: Unbroken
    /// The first finding of each property and check broken by a path.
    var first: [PropertyFinding.Which: BreadthFirstSearch.Found<PropertyFinding>] = [:]
    /// What the file's timeline broke.
    let brokenBefore: Set<PropertyFinding.Which>
    /// How many findings `note` has read.
    var read = 0

    /// `brokenBefore`: the file's properties and the checks its timeline broke; `properties`: how
    /// many the file has; `checks`: the checks read.
    init(brokenBefore: Set<PropertyFinding.Which>, properties: Int, checks: [BuiltinCheck]) {
        self.brokenBefore = brokenBefore
        unbroken = Unbroken(properties: (0..<properties).filter { !brokenBefore.contains(.property($0)) },
                            checks: checks.filter { !brokenBefore.contains(.check($0)) })
    }
}

extension ExploreProgress {
    /// The file's properties (by index) and the checks not broken yet, each in order.
    struct Unbroken {
        var properties: [Int]
        var checks: [BuiltinCheck]
    }

    /// Takes in the findings not read before (those of the depth just searched).
    func note(_ findings: [BreadthFirstSearch.Found<ExploreFinding>]) {
        for found in findings.dropFirst(read) {
            guard case .broken(let broken) = found.finding, first[broken.which] == nil else { continue }
            first[broken.which] = BreadthFirstSearch.Found(parent: found.parent, step: found.step, finding: broken)
        }
        read = findings.count
        unbroken.properties.removeAll { first[.property($0)] != nil }
        unbroken.checks.removeAll { first[.check($0)] != nil }
    }

    /// How many properties and checks are broken, by the timeline or a path.
    var brokenCount: Int { first.count + brokenBefore.count }
}
