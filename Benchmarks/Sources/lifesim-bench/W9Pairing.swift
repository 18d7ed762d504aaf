import LifecycleScenario
import LifecycleSim

/// W9's check that `W9Machine` is the model, state for state, and not only count for count: a
/// breadth-first search over the engine's situations and the machine's states side by side, each
/// step taken on both, holds that the engine refuses the steps the machine refuses and that one
/// situation is always one state and one state one situation.
enum W9Pairing {
    /// Nil when they correspond; else the first path where they part, and how.
    static func mismatch(document: ScenarioDocument, steps: [ExploreStep], work: Int) -> String? {
        precondition(steps.count == W9Machine.Step.allCases.count, "W9's steps and W9Machine's differ")
        let runner = ScenarioRunner(document: document)
        _ = runner.run()
        let device = runner.device
        let start = device.explorationStart()  // as explore's (`PathExplorer`)
        var states = [(state: start, machine: W9Machine(), path: [Int]())]
        var machineOf: [Device.Situation: W9Machine] = [start.situation: W9Machine()]
        var situationOf: Set<W9Machine> = [W9Machine()]
        var frontier = [0]
        func described(_ path: [Int]) -> String { "[" + path.map { steps[$0].description }.joined(separator: ", ") + "]" }
        while !frontier.isEmpty {
            var next: [Int] = []
            for index in frontier {
                let (state, machine, path) = states[index]
                for (number, step) in steps.enumerated() {
                    try! device.restore(state)
                    let applied = step.apply(to: device) != nil
                    let reached = machine.taking(W9Machine.Step.allCases[number], work: work)
                    guard applied == (reached != nil) else {
                        return "after \(described(path)), \(step) is \(applied ? "taken by the engine, refused by" : "refused by the engine, taken by") W9Machine"
                    }
                    guard let reached else { continue }
                    let snapshot = device.snapshot()
                    let situation = snapshot.situation
                    if let known = machineOf[situation] {
                        guard known == reached else { return "\(described(path + [number])) reaches a known situation as another W9Machine state" }
                        continue
                    }
                    guard situationOf.insert(reached).inserted else {
                        return "\(described(path + [number])) reaches a new situation as a W9Machine state already met"
                    }
                    machineOf[situation] = reached
                    states.append((snapshot, reached, path + [number]))
                    next.append(states.count - 1)
                }
            }
            frontier = next
        }
        return nil
    }
}
