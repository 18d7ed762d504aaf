extension StateMachineExplorer {
    /// The search both state diagrams draw from (`BreadthFirstSearch`, the one `lifesim explore`
    /// runs too): from a fresh device of each variant (`device(variant)`), every probe in every
    /// situation not seen before (`Device.explorationSignature`: the diagram's states, coarser than
    /// the device's whole state) up to `maxDepth` probes deep, on `workers` devices at once;
    /// `edges` reads what each probe's step recorded (its records, the probe's name). A step that
    /// records what an earlier step of the same probe recorded (times aside) is not read again.
    /// The same set for any number of workers (`StateMachineSearchTests` compares one and two).
    static func search<Found: Hashable & Sendable>(probes: [ExplorerProbe], variants: ClosedRange<Int>, maxDepth: Int,
                                                   workers: Int = 2, device: (Int) -> Device,
                                                   edges: @escaping ([TraceRecord], String) -> [Found]) -> Set<Found> {
        var found = Set<Found>()
        for variant in variants {
            let readers = (0..<max(1, workers)).map { _ in ProbeReader(device(variant), probes: probes, edges: edges) }
            let start = readers[0].device
            let result = BreadthFirstSearch.run(from: start.snapshot(), steps: probes.count, maxDepth: maxDepth,
                                                readers: readers, key: { $0.explorationSignature },
                                                startKey: start.explorationSignature)
            found.formUnion(result.findings.map(\.finding))
        }
        return found
    }
}

/// One device of the diagrams' search: takes probes, and reads the edges each step recorded.
private final class ProbeReader<Found: Hashable>: StepReader {
    let device: Device
    private let probes: [ExplorerProbe]
    private let edges: ([TraceRecord], String) -> [Found]
    private let trace = MovesAndCallbacks()
    /// The steps already read, by probe.
    private var read: Set<ProbeStep> = []

    init(_ device: Device, probes: [ExplorerProbe], edges: @escaping ([TraceRecord], String) -> [Found]) {
        self.device = device
        self.probes = probes
        self.edges = edges
        // The explorer reads the trace, never a refusal's words.
        device.describesRefusals = false
        device.addSink(trace)
    }

    func take(_ step: Int) -> Bool {
        trace.removeAll()
        return probes[step].apply(to: device)
    }

    func read(_ step: Int) -> [Found] {
        device.flushTrace()
        guard read.insert(ProbeStep(probe: step, entries: trace.entries)).inserted else { return [] }
        return edges(trace.records(named: device.traceNames), probes[step].name)
    }
}

/// What one probe recorded in one step, times aside: two steps alike give the same edges.
private struct ProbeStep: Hashable {
    var probe: Int
    var entries: [TraceEntry]

    /// Hashes what tells most steps apart (each entry's app, its new state, its callback, its
    /// scene and its scene's new state), mixed into one number; equal steps have equal mixes,
    /// and `==` compares every field. (The synthesized hash feeds the hasher every field of
    /// every entry: a fifteenth of `lifesim diagram --scene`'s instructions.)
    func hash(into hasher: inout Hasher) {
        var mix = NumberMix()
        mix.add(probe)
        for entry in entries {
            mix.add(Int(entry.app))
            mix.add(entry.state?.ordinal ?? -1)
            mix.add(entry.delegate?.ordinal ?? -1)
            mix.add(Int(entry.extra))
            mix.add(entry.sceneTo?.ordinal ?? -1)
        }
        hasher.combine(mix.value)
    }
}

/// The entries the explorers read of a step: moves of apps and scenes and callbacks, without
/// their times; the rest (events, warnings, tasks) is not kept.
package final class MovesAndCallbacks: TraceSink {
    package private(set) var entries: [TraceEntry] = []

    package init() {}

    package func receive(_ record: TraceRecord) {
        preconditionFailure("the device hands its sinks batches")
    }

    package func receive(_ batch: TraceBatch) {
        for entry in batch.entries {
            switch entry.kind {
            case .transition, .callback, .sceneTransition: entries.append(entry.untimed)
            default: break
            }
        }
    }

    package func removeAll() { entries.removeAll(keepingCapacity: true) }

    /// The kept entries as records, their names read in `names`.
    package func records(named names: TraceNames) -> [TraceRecord] {
        entries.map { names.record($0) { _ in preconditionFailure("a move or a callback is never a detail") } }
    }
}

extension TraceEntry {
    /// The same entry at time zero.
    fileprivate var untimed: TraceEntry {
        TraceEntry(kind: kind, time: .zero, app: app, rule: rule, state: state, previous: previous, sceneFrom: sceneFrom,
                   sceneTo: sceneTo, delegate: delegate, action: action, code: code, count: count, extra: extra)
    }
}
