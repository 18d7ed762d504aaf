/// W9's limit: the model's states reached breadth first over `W9Machine`, each kept once in a
/// `Set`, as a hand-written explorer of this one model would.
enum W9HandSearch {
    /// How many states the twelve steps reach from the start (the start included).
    static func states(work: Int) -> Int {
        var seen: Set<W9Machine> = [W9Machine()]
        var frontier = [W9Machine()]
        while !frontier.isEmpty {
            var next: [W9Machine] = []
            for state in frontier {
                for step in W9Machine.Step.allCases {
                    guard let reached = state.taking(step, work: work), seen.insert(reached).inserted else { continue }
                    next.append(reached)
                }
            }
            frontier = next
        }
        return seen.count
    }
}
