import Foundation
import LifecycleSim

/// `lifesim diagram`: the app state machine of one OS profile, derived from the engine.
struct DiagramCommand {
    static let help = """
    lifesim diagram: the app state machine of one iOS version, as a diagram.

    USAGE
      lifesim diagram [--os VERSION] [--format mermaid|dot]

    The diagram is not drawn by hand: lifesim drives a probe app through every event of the
    language that can move it (overlays, calls, the switcher, fetch, push, location, the
    debugger, crash, memory pressure, reboot, time passing) on a simulated device and draws
    each transition the engine made, labelled with the events that cause it and the
    callbacks the app receives. background → suspended is labelled with its cause, BG-2
    ("nothing keeps it running"): at once on entering the background, or after the event
    that let go of the app (a debugger detached, time passing and a task expiring).
    Compare versions to see the rules change: no background states on iOS 3, lock leaving
    the app inactive on iOS 4.

    OPTIONS
      --os VERSION             the iOS version (default 7)
      --format mermaid|dot     Mermaid stateDiagram-v2 (default) or Graphviz DOT
      -h, --help               this help

    EXAMPLES
      lifesim diagram --os 3
      lifesim diagram --os 4 --format dot | dot -Tsvg > ios4.svg
      lifesim diagram --os 13 > ios13.mmd
    """

    let arguments: Arguments

    init(arguments: [String]) throws {
        self.arguments = try Arguments(arguments, valued: ["--os": [], "--format": ["mermaid", "dot"]], switches: [])
        guard self.arguments.operands.isEmpty else {
            throw UsageError(.of(.unexpectedArgument, ["argument": self.arguments.operands[0]]), hint: .verbatim("lifesim diagram --os 7"))
        }
    }

    func execute() throws -> ExitStatus {
        let text = arguments.value("--os") ?? "7"
        guard let version = OSVersion(parsing: Substring(text)) else {
            throw UsageError(.of(.notAnIOSVersion, ["value": text]), hint: .of(.anyVersionFrom3))
        }
        let diagram = StateDiagram(version: version, edges: StateMachineExplorer.explore(version: version))
        Output.standardOutput.line(arguments.value("--format") == "dot" ? diagram.dot : diagram.mermaid)
        return .success
    }
}

/// Observed transitions grouped for drawing: one arrow per (from, to, callbacks), its causes joined.
struct StateDiagram {
    let version: OSVersion
    let arrows: [(from: AppState, to: AppState, label: String)]
    let states: [AppState]

    init(version: OSVersion, edges: [StateMachineExplorer.Edge]) {
        self.version = version
        var grouped: [(from: AppState, to: AppState, callbacks: [String], causes: [String], triggers: [String])] = []
        for edge in edges {
            let trigger = edge.trigger.map { "after \($0)" } ?? "at once"
            if let index = grouped.firstIndex(where: { $0.from == edge.from && $0.to == edge.to && $0.callbacks == edge.callbacks }) {
                if !grouped[index].causes.contains(edge.cause) { grouped[index].causes.append(edge.cause) }
                if edge.to == .suspended && !grouped[index].triggers.contains(trigger) { grouped[index].triggers.append(trigger) }
            } else {
                grouped.append((edge.from, edge.to, edge.callbacks, [edge.cause], edge.to == .suspended ? [trigger] : []))
            }
        }
        arrows = grouped.map { group in
            let callbacks = group.callbacks.isEmpty ? "no callback" : group.callbacks.joined(separator: ", ")
            let triggers = group.triggers.isEmpty ? "" : " (\(group.triggers.joined(separator: ", ")))"
            return (group.from, group.to, "\(group.causes.joined(separator: ", "))\(triggers) / \(callbacks)")
        }
        states = AppState.allCases.filter { state in edges.contains { $0.from == state || $0.to == state } }
    }

    private var title: String { "iOS \(version) app lifecycle, derived from LifecycleSim's engine (lifesim diagram --os \(version))" }

    private static func id(_ state: AppState) -> String { state == .notRunning ? "notRunning" : state.rawValue }

    var mermaid: String {
        var lines = ["stateDiagram-v2", "    %% \(title)", "    state \"not-running\" as notRunning", "    [*] --> notRunning"]
        for arrow in arrows {
            lines.append("    \(Self.id(arrow.from)) --> \(Self.id(arrow.to)) : \(arrow.label)")
        }
        return lines.joined(separator: "\n")
    }

    var dot: String {
        var lines = ["digraph lifecycle {", "    label=\"\(title)\";", "    labelloc=t;", "    rankdir=LR;",
                     "    node [shape=box, style=rounded, fontname=\"Helvetica\"];", "    edge [fontname=\"Helvetica\", fontsize=10];"]
        for state in states { lines.append("    \"\(state)\";") }
        for arrow in arrows {
            lines.append("    \"\(arrow.from)\" -> \"\(arrow.to)\" [label=\"\(arrow.label.replacingOccurrences(of: " / ", with: "\\n/ "))\"];")
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }
}
