extension StateMachineExplorer {
    /// The breadth-first search both explorers share. From a fresh device of each variant
    /// (`device(variant)`), every probe is applied in every situation not seen before
    /// (`Device.explorationSignature`) that earlier probes reached, up to `maxDepth` probes deep;
    /// `edges` reads what each probe's step recorded (its records, the probe's name).
    /// A situation is kept as the device's state (`Device.State`) and restored before each probe,
    /// so no path of probes is applied again. Deterministic: the same arguments always find the
    /// same set.
    static func search<Found: Hashable>(probes: [ExplorerProbe], variants: ClosedRange<Int>, maxDepth: Int,
                                        device: (Int) -> Device,
                                        edges: ([TraceRecord], String) -> [Found]) -> Set<Found> {
        var found = Set<Found>()
        for variant in variants {
            let subject = device(variant)
            let trace = TraceCollector()
            subject.addSink(trace)
            var seen: Set<ExplorationSignature> = []
            var frontier = [subject.snapshot()]
            for _ in 0..<maxDepth {
                var next: [Device.State] = []
                for situation in frontier {
                    for probe in probes {
                        // The same device, its own state: nothing can differ.
                        try! subject.restore(situation)
                        trace.removeAll()
                        probe.apply(to: subject)
                        found.formUnion(edges(trace.records, probe.name))
                        if seen.insert(subject.explorationSignature).inserted { next.append(subject.snapshot()) }
                    }
                }
                frontier = next
            }
        }
        return found
    }
}
