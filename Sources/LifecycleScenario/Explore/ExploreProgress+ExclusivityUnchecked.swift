import LifecycleSim

/// The properties broken so far, at the end of each depth of the search: the first finding of
/// each, in breadth-first order, which is on a shortest path. Readers skip what was broken at an
/// earlier depth; it changes only between depths, while no reader runs (ExploreProgress.swift).
///
/// `unbroken` is `@exclusivity(unchecked)`: every reader reads it after every step it takes, and
/// Swift's run-time check of exclusive access would be made each time; it is written only by
/// `note`, between depths, while no reader runs. `.ci/exclusivity-checked` runs every test with
/// the checks on.
final class ExploreProgress {
    /// The file's properties (by index) and the checks not broken yet, in order: what readers read.
    @exclusivity(unchecked) var unbroken: Unbroken
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
