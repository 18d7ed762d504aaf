extension StateMachineExplorer {
    /// The breadth-first search both explorers share. From a fresh device of each variant
    /// (`device(variant)`), every probe is applied in every situation not seen before
    /// (`Device.explorationSignature`) that earlier probes reached, up to `maxDepth` probes deep;
    /// `edges` reads what each probe's step recorded (its records, the probe's name).
    ///
    /// A situation is kept as the device's state (`Device.State`) and restored before each probe,
    /// so no path of probes is applied again; a step that records what an earlier step of the same
    /// probe recorded (times aside) is not read again. The situations of one depth are shared out
    /// among `workers` devices in runs of neighbours, worked at once (`concurrently`), and what they
    /// reach is taken in the order of the situations, as one device would have found it: the same
    /// set for any number of workers (`StateMachineSearchTests` compares one and two).
    static func search<Found: Hashable & Sendable>(probes: [ExplorerProbe], variants: ClosedRange<Int>, maxDepth: Int,
                                                   workers: Int = 2, device: (Int) -> Device,
                                                   edges: ([TraceRecord], String) -> [Found]) -> Set<Found> {
        var found = Set<Found>()
        for variant in variants {
            let team = (0..<max(1, workers)).map { _ in SearchWorker<Found>(device(variant)) }
            var seen: Set<ExplorationSignature> = []
            var frontier = [team[0].subject.snapshot()]
            for _ in 0..<maxDepth {
                let runs = runsOfNeighbours(frontier.count, among: team.count)
                concurrently(runs.count) { index in
                    team[index].expand(frontier[runs[index]], probes: probes, unless: seen, edges: edges)
                }
                var next: [Device.State] = []
                for worker in team.prefix(runs.count) {
                    for (signature, state) in worker.reached where seen.insert(signature).inserted { next.append(state) }
                    worker.reached.removeAll()
                }
                frontier = next
            }
            for worker in team { found.formUnion(worker.found) }
        }
        return found
    }

    /// `count` situations in at most `parts` runs of neighbours, as even as can be, none empty.
    private static func runsOfNeighbours(_ count: Int, among parts: Int) -> [Range<Int>] {
        let parts = max(1, min(parts, count))
        return (0..<parts).map { part in (count * part / parts)..<(count * (part + 1) / parts) }
    }
}

/// One device of the search, with what it has read and found, and the situations it reached in
/// the depth now being worked.
private final class SearchWorker<Found: Hashable> {
    let subject: Device
    private let trace = MovesAndCallbacks()
    /// The steps already read, by probe.
    private var read: Set<ProbeStep> = []
    private(set) var found: Set<Found> = []
    /// The situations reached, in the order reached, each once, none of those seen before.
    var reached: [(ExplorationSignature, Device.State)] = []

    init(_ subject: Device) {
        self.subject = subject
        // The explorer reads the trace, never a refusal's words.
        subject.describesRefusals = false
        subject.addSink(trace)
    }

    /// Applies every probe in each of `situations`, in order, keeping the edges found and each
    /// situation reached that is not in `seen`.
    func expand(_ situations: ArraySlice<Device.State>, probes: [ExplorerProbe], unless seen: Set<ExplorationSignature>,
                edges: ([TraceRecord], String) -> [Found]) {
        var reachedNow: Set<ExplorationSignature> = []
        for situation in situations {
            // A state of this search's own variant: nothing can differ.
            try! subject.restore(situation)
            for (index, probe) in probes.enumerated() {
                trace.removeAll()
                // A refused probe changes nothing: the device is still in `situation`.
                guard probe.apply(to: subject) else { continue }
                if read.insert(ProbeStep(probe: index, entries: trace.entries)).inserted {
                    found.formUnion(edges(trace.records(named: subject.traceNames), probe.name))
                }
                let signature = subject.explorationSignature
                if !seen.contains(signature) && reachedNow.insert(signature).inserted {
                    reached.append((signature, subject.snapshot()))
                }
                try! subject.restore(situation)
            }
        }
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
private final class MovesAndCallbacks: TraceSink {
    private(set) var entries: [TraceEntry] = []

    func receive(_ record: TraceRecord) {
        preconditionFailure("the device hands its sinks batches")
    }

    func receive(_ batch: TraceBatch) {
        for entry in batch.entries {
            switch entry.kind {
            case .transition, .callback, .sceneTransition: entries.append(entry.untimed)
            default: break
            }
        }
    }

    func removeAll() { entries.removeAll(keepingCapacity: true) }

    /// The kept entries as records, their names read in `names`.
    func records(named names: TraceNames) -> [TraceRecord] {
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
