import LifecycleSim

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
