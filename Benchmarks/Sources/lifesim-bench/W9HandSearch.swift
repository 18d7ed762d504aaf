/// W9's limit: the model's states reached breadth first over `W9Machine`, each kept once in a
/// `Set`, as a hand-written explorer of this one model would.
enum W9HandSearch {
    /// The states the twelve steps reach from the start, and the steps taken.
    static func search(work: Int) -> W9Counts {
        var seen: Set<W9Machine> = [W9Machine()]
        var frontier = [W9Machine()]
        var transitions = 0
        while !frontier.isEmpty {
            var next: [W9Machine] = []
            for state in frontier {
                for step in W9Machine.Step.allCases {
                    guard let reached = state.taking(step, work: work) else { continue }
                    transitions += 1
                    guard seen.insert(reached).inserted else { continue }
                    next.append(reached)
                }
            }
            frontier = next
        }
        return W9Counts(states: seen.count, transitions: transitions)
    }
}
