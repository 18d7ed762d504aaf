import LifecycleSim

/// A scenario run for `lifesim page`: every trace record with the timeline line that was
/// running when it was written, so the page can tie each step to a line of the scenario.
package struct PageRun {
    /// One record and the line of the timeline statement being run (nil while the device is
    /// being set up from the header, before the first timeline line).
    package struct Entry {
        package var record: TraceRecord
        package var line: Int?
    }

    package var entries: [Entry]
    package var summary: RunSummary
    /// The device profile, so explanations give exact budgets (as `run --explain` does).
    package var profile: OSProfile

    /// Runs `document` on a fresh device, one timeline line at a time.
    package init(_ document: ScenarioDocument) {
        let runner = ScenarioRunner(document: document)
        let tagger = LineTagger()
        runner.addSink(tagger)
        runner.prepare()
        for entry in document.timeline {
            tagger.line = entry.location.line
            runner.runLine(entry)
            if runner.device.internalFailure != nil { break }
        }
        entries = tagger.entries
        summary = runner.summary
        profile = runner.device.profile
    }

    /// The records alone, in trace order.
    package var records: [TraceRecord] { entries.map(\.record) }
}

/// Collects records, each with the line being run when it arrived.
private final class LineTagger: TraceSink {
    var line: Int?
    var entries: [PageRun.Entry] = []

    func receive(_ record: TraceRecord) { entries.append(PageRun.Entry(record: record, line: line)) }
}
