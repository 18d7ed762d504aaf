/// The explorer's edges that one arrow of a state diagram draws: all those of one (from, to,
/// callbacks). Shared by the app diagram (`StateDiagram`) and the scene diagram
/// (`SceneStateDiagram`), which label the arrow from its edges each in its own way.
struct DiagramArrowGroup<State: Equatable, Edge> {
    let from: State
    let to: State
    let callbacks: [String]
    /// The edges of the arrow, in the order the explorer found them.
    var edges: [Edge]

    /// `edges` grouped one arrow per (from, to, callbacks), the arrows in the order each first
    /// appears (the explorer's order is deterministic, so the diagram is too).
    static func grouping(_ edges: [Edge], by key: (Edge) -> (from: State, to: State, callbacks: [String])) -> [Self] {
        var groups: [Self] = []
        for edge in edges {
            let (from, to, callbacks) = key(edge)
            if let index = groups.firstIndex(where: { $0.from == from && $0.to == to && $0.callbacks == callbacks }) {
                groups[index].edges.append(edge)
            } else {
                groups.append(Self(from: from, to: to, callbacks: callbacks, edges: [edge]))
            }
        }
        return groups
    }
}

extension Array where Element: Equatable {
    /// The elements without repeats, each where it first appears.
    var withoutRepeats: [Element] {
        reduce(into: []) { kept, element in if !kept.contains(element) { kept.append(element) } }
    }
}
