extension StateMachineExplorer {
    /// The breadth-first search both explorers share. From a fresh device of each variant
    /// (`device(variant)`), every probe is applied after every path of earlier probes that
    /// reached a situation not seen before (`Device.explorationSignature`), up to `maxDepth`
    /// probes deep; `edges` reads what each probe's step recorded (its records, the probe's name).
    /// Deterministic: the same arguments always find the same set.
    static func search<Found: Hashable>(probes: [ExplorerProbe], variants: ClosedRange<Int>, maxDepth: Int,
                                        device: (Int) -> Device,
                                        edges: ([TraceRecord], String) -> [Found]) -> Set<Found> {
        var found = Set<Found>()
        for variant in variants {
            var seen: Set<String> = []
            var frontier: [[Int]] = [[]]
            for _ in 0..<maxDepth {
                var next: [[Int]] = []
                for path in frontier {
                    for probe in probes.indices {
                        let subject = device(variant)
                        let trace = TraceCollector()
                        for step in path { probes[step].apply(to: subject) }
                        subject.addSink(trace)
                        probes[probe].apply(to: subject)
                        found.formUnion(edges(trace.records, probes[probe].name))
                        if seen.insert(subject.explorationSignature).inserted { next.append(path + [probe]) }
                    }
                }
                frontier = next
            }
        }
        return found
    }
}
