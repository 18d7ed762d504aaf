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
        let words = { (english: String) in DiagramLabel.label(english, in: language) }
        arrows = DiagramArrowGroup.grouping(edges) { ($0.from, $0.to, $0.callbacks) }.map { group in
            // The causes by the rule their records cite, the rules in the order first cited.
            let causes = group.edges.map(\.rule).withoutRepeats.map { rule in
                let events = group.edges.filter { $0.rule == rule }.map(\.cause).withoutRepeats
                return "\(events.map(words).joined(separator: ", ")) (\(rule))"
            }.joined(separator: " · ")
            let callbacks = group.callbacks.isEmpty ? DiagramMessage.noCallback.text(in: language)
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
                    title: DiagramMessage.sceneTitle(version: "\(version)").text(in: language),
                    nodes: states.map(Self.node), start: Self.node(.unattached),
                    arrows: arrows.map { DiagramText.Arrow(from: Self.node($0.from), to: Self.node($0.to), label: $0.label) })
    }
}
