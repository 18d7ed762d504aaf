import LifecycleSim

/// Observed scene transitions grouped for drawing (`lifesim diagram --scene`): one arrow per
/// (from, to, callbacks), labelled with its causes, each group of causes followed by the rule
/// its records cite (`home, lock (SC-4) · crash (TE-3) / no callback`; a middle dot, as
/// Mermaid reads `;` as the end of a statement).
struct SceneStateDiagram {
    let version: OSVersion
    let arrows: [(from: SceneActivationState, to: SceneActivationState, label: String)]
    let states: [SceneActivationState]
    let language: Language

    init(version: OSVersion, edges: [SceneStateMachineExplorer.Edge], language: Language = .en) {
        self.version = version
        self.language = language
        let words = { (english: String) in DiagramMessage.label(english, in: language) }
        var grouped: [(from: SceneActivationState, to: SceneActivationState, callbacks: [String],
                       causes: [(rule: RuleID, events: [String])])] = []
        for edge in edges {
            guard let index = grouped.firstIndex(where: { $0.from == edge.from && $0.to == edge.to && $0.callbacks == edge.callbacks })
            else {
                grouped.append((edge.from, edge.to, edge.callbacks, [(edge.rule, [edge.cause])]))
                continue
            }
            if let rule = grouped[index].causes.firstIndex(where: { $0.rule == edge.rule }) {
                if !grouped[index].causes[rule].events.contains(edge.cause) { grouped[index].causes[rule].events.append(edge.cause) }
            } else {
                grouped[index].causes.append((edge.rule, [edge.cause]))
            }
        }
        arrows = grouped.map { group in
            let causes = group.causes.map { "\($0.events.map(words).joined(separator: ", ")) (\($0.rule))" }.joined(separator: " · ")
            let callbacks = group.callbacks.isEmpty ? DiagramMessage.text(.noCallback, in: language)
                : group.callbacks.joined(separator: ", ")
            return (group.from, group.to, "\(causes) / \(callbacks)")
        }
        states = SceneActivationState.allCases.filter { state in edges.contains { $0.from == state || $0.to == state } }
    }

    /// Mermaid identifiers cannot hold a hyphen: `foreground-inactive` is `foregroundInactive`.
    private static func node(_ state: SceneActivationState) -> DiagramText.Node {
        let parts = state.rawValue.split(separator: "-")
        let id = parts.enumerated().map { $0.offset == 0 ? String($0.element) : $0.element.capitalized }.joined()
        return DiagramText.Node(id: id, name: state.rawValue)
    }

    /// The diagram to print.
    var text: DiagramText {
        DiagramText(graph: "scenes",
                    title: DiagramMessage.text(.sceneTitle, in: language, ["version": "\(version)"]),
                    nodes: states.map(Self.node), start: Self.node(.unattached),
                    arrows: arrows.map { DiagramText.Arrow(from: Self.node($0.from), to: Self.node($0.to), label: $0.label) })
    }
}
