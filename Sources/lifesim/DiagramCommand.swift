import Foundation
import LifecycleSim

/// `lifesim diagram`: the app state machine of one OS profile, derived from the engine.
struct DiagramCommand {
    let arguments: Arguments

    static let options = CommandOptions(valued: ["--os": [], "--format": ["mermaid", "dot"]], switches: ["--scene"])

    init(arguments: [String]) throws {
        self.arguments = try Arguments(arguments, options: Self.options)
        guard self.arguments.operands.isEmpty else {
            throw UsageError(.unexpectedArgument(argument: self.arguments.operands[0]), hint: .verbatim("lifesim diagram --os 7"))
        }
    }

    func execute() throws -> ExitStatus {
        let scenes = arguments.has("--scene")
        let text = arguments.value("--os") ?? (scenes ? OSProfile.newestKnownVersion.description : "7")
        guard let version = OSVersion(parsing: Substring(text)) else {
            throw UsageError(.notAnIOSVersion(value: text), hint: .anyVersionFrom3)
        }
        let language = try arguments.language()
        let diagram: DiagramText
        if scenes {
            guard OSProfile(version: version).hasScenes else {
                throw UsageError(.sceneDiagramBeforeIOS13(version: "\(version)"), hint: .sceneDiagramHint)
            }
            diagram = SceneStateDiagram(version: version, edges: SceneStateMachineExplorer.explore(version: version),
                                        language: language).text
        } else {
            diagram = StateDiagram(version: version, edges: StateMachineExplorer.explore(version: version), language: language).text
        }
        Output.standardOutput.line(arguments.value("--format") == "dot" ? diagram.dot : diagram.mermaid)
        return .success
    }
}

/// Observed transitions grouped for drawing: one arrow per (from, to, callbacks), its causes
/// joined, the words of the labels and title in `language` (state and callback names as written).
struct StateDiagram {
    let version: OSVersion
    let arrows: [(from: AppState, to: AppState, label: String)]
    let states: [AppState]
    let language: Language
    /// The title, when not the engine's diagram of `version` (`lifesim explore --graph`).
    var title: String?
    /// Where the arrow from the start points: not running for the engine's diagram, where the
    /// file's timeline leaves the app for `lifesim explore --graph`.
    var start: AppState

    init(version: OSVersion, edges: [StateMachineExplorer.Edge], language: Language = .en, title: String? = nil,
         start: AppState = .notRunning) {
        self.version = version
        self.language = language
        self.title = title
        self.start = start
        let words = { (english: String) in DiagramLabel.label(english, in: language) }
        let trigger = { (edge: StateMachineExplorer.Edge) in
            edge.trigger.map { DiagramMessage.afterTrigger(trigger: words($0)).text(in: language) }
                ?? DiagramMessage.atOnce.text(in: language)
        }
        arrows = DiagramArrowGroup.grouping(edges) { ($0.from, $0.to, $0.callbacks) }.map { group in
            let causes = group.edges.map(\.cause).withoutRepeats.map(words).joined(separator: ", ")
            // A suspension says when it happened: at once, or after the event that let go of the app.
            let triggers = group.to == .suspended
                ? " (\(group.edges.map(trigger).withoutRepeats.joined(separator: ", ")))" : ""
            let callbacks = group.callbacks.isEmpty ? DiagramMessage.noCallback.text(in: language)
                : group.callbacks.map(words).joined(separator: ", ")
            return (group.from, group.to, "\(causes)\(triggers) / \(callbacks)")
        }
        states = AppState.allCases.filter { state in state == start || edges.contains { $0.from == state || $0.to == state } }
    }

    private static func node(_ state: AppState) -> DiagramText.Node {
        DiagramText.Node(id: state == .notRunning ? "notRunning" : state.rawValue, name: state.rawValue)
    }

    /// The diagram to print.
    var text: DiagramText {
        DiagramText(graph: "lifecycle",
                    title: title ?? DiagramMessage.title(version: "\(version)").text(in: language),
                    nodes: states.map(Self.node), start: Self.node(start),
                    arrows: arrows.map { DiagramText.Arrow(from: Self.node($0.from), to: Self.node($0.to), label: $0.label) })
    }
}
