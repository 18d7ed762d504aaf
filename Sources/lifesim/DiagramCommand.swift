import Foundation
import LifecycleSim

/// `lifesim diagram`: the app state machine of one OS profile, derived from the engine.
struct DiagramCommand {
    static let help = """
    lifesim diagram: the app state machine of one iOS version, or its scenes', as a diagram.

    USAGE
      lifesim diagram [--os VERSION] [--scene] [--format mermaid|dot]

    The diagram is not drawn by hand: lifesim drives a probe app through every event of the
    language that can move it (overlays, calls, the switcher, fetch, push, location, the
    debugger, crash, memory pressure, reboot, time passing) on a simulated device and draws
    each transition the engine made, labelled with the events that cause it and the
    callbacks the app receives. background → suspended is labelled with its cause, BG-2
    ("nothing keeps it running"): at once on entering the background, or after the event
    that let go of the app (a debugger detached, time passing and a task expiring).
    Compare versions to see the rules change: no background states on iOS 3, lock leaving
    the app inactive on iOS 4.

    With --scene the probe is a scene-based app (`scenes`, iOS 13+) and the diagram is its
    scene's state machine (UIScene.ActivationState: unattached, foreground-inactive,
    foreground-active, background, and disconnected), drawn from the scene-transition
    records the same events produce, plus the system disconnecting a background scene.
    Each arrow names its events with the rule its records cite, then the scene delegate's
    callbacks: unattached → foreground-inactive "launch (SC-3) / willConnect,
    sceneWillEnterForeground"; on Home, foreground-active → foreground-inactive
    "home (SC-4) / sceneWillResignActive", then → background "/ sceneDidEnterBackground";
    background → disconnected "disconnect (SC-9) / sceneDidDisconnect". "no callback" is
    honest: a crash or a kill takes the scene with the process silently, and a suspended
    app hears sceneDidDisconnect only when it next runs. The app's own states follow from
    its scenes (SC-5): compare with the diagram without --scene.

    OPTIONS
      --os VERSION             the iOS version (default 7; with --scene, default \(OSProfile.newestKnownVersion),
                               the newest lifesim knows, and at least 13)
      --scene                  the scene state machine of a scene-based app, not the app's
      --format mermaid|dot     Mermaid stateDiagram-v2 (default) or Graphviz DOT
      --lang en|ja             messages in English (en) or Japanese (ja); see 'lifesim --help'
      -h, --help               this help

    EXAMPLES
      lifesim diagram --os 3
      lifesim diagram --os 4 --format dot | dot -Tsvg > ios4.svg
      lifesim diagram --os 13 > ios13.mmd
      lifesim diagram --scene                              # today's scenes
      lifesim diagram --scene --os 13 --format dot | dot -Tsvg > scenes13.svg
    """

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

    init(version: OSVersion, edges: [StateMachineExplorer.Edge], language: Language = .en) {
        self.version = version
        self.language = language
        let words = { (english: String) in DiagramMessage.label(english, in: language) }
        let trigger = { (edge: StateMachineExplorer.Edge) in
            edge.trigger.map { DiagramMessage.text(.afterTrigger, in: language, ["trigger": words($0)]) }
                ?? DiagramMessage.text(.atOnce, in: language)
        }
        arrows = DiagramArrowGroup.grouping(edges) { ($0.from, $0.to, $0.callbacks) }.map { group in
            let causes = group.edges.map(\.cause).withoutRepeats.map(words).joined(separator: ", ")
            // A suspension says when it happened: at once, or after the event that let go of the app.
            let triggers = group.to == .suspended
                ? " (\(group.edges.map(trigger).withoutRepeats.joined(separator: ", ")))" : ""
            let callbacks = group.callbacks.isEmpty ? DiagramMessage.text(.noCallback, in: language)
                : group.callbacks.map(words).joined(separator: ", ")
            return (group.from, group.to, "\(causes)\(triggers) / \(callbacks)")
        }
        states = AppState.allCases.filter { state in edges.contains { $0.from == state || $0.to == state } }
    }

    private static func node(_ state: AppState) -> DiagramText.Node {
        DiagramText.Node(id: state == .notRunning ? "notRunning" : state.rawValue, name: state.rawValue)
    }

    /// The diagram to print.
    var text: DiagramText {
        DiagramText(graph: "lifecycle",
                    title: DiagramMessage.text(.title, in: language, ["version": "\(version)"]),
                    nodes: states.map(Self.node), start: Self.node(.notRunning),
                    arrows: arrows.map { DiagramText.Arrow(from: Self.node($0.from), to: Self.node($0.to), label: $0.label) })
    }
}
