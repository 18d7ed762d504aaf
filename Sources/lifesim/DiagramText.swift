/// A state diagram ready to print as Mermaid (`stateDiagram-v2`) or Graphviz DOT: the states
/// drawn, the start state and the labelled arrows. `lifesim diagram` builds one for the app's
/// states (`StateDiagram`) or the scene's (`SceneStateDiagram`); this draws either.
struct DiagramText {
    /// A state: its Mermaid identifier and its name as the trace spells it.
    struct Node: Equatable {
        var id: String
        var name: String
    }

    struct Arrow {
        var from: Node
        var to: Node
        /// `causes / callbacks`.
        var label: String
    }

    /// The DOT graph's name (`lifecycle`, `scenes`).
    var graph: String
    var title: String
    /// The states drawn, in order.
    var nodes: [Node]
    var start: Node
    var arrows: [Arrow]

    /// Mermaid: each state whose name is no identifier (`not-running`) gets an alias first.
    var mermaid: String {
        var lines = ["stateDiagram-v2", "    %% \(title)"]
        for node in nodes where node.id != node.name { lines.append("    state \"\(node.name)\" as \(node.id)") }
        lines.append("    [*] --> \(start.id)")
        for arrow in arrows { lines.append("    \(arrow.from.id) --> \(arrow.to.id) : \(arrow.label)") }
        return lines.joined(separator: "\n")
    }

    /// DOT, left to right, each label broken before its callbacks.
    var dot: String {
        var lines = ["digraph \(graph) {", "    label=\"\(title)\";", "    labelloc=t;", "    rankdir=LR;",
                     "    node [shape=box, style=rounded, fontname=\"Helvetica\"];", "    edge [fontname=\"Helvetica\", fontsize=10];"]
        for node in nodes { lines.append("    \"\(node.name)\";") }
        for arrow in arrows {
            lines.append("    \"\(arrow.from.name)\" -> \"\(arrow.to.name)\" [label=\"\(arrow.label.replacingOccurrences(of: " / ", with: "\\n/ "))\"];")
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }
}
