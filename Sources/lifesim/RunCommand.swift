import LifecycleScenario
import LifecycleSim

/// `lifesim run`: runs scenarios, streams their traces, checks their expectations.
struct RunCommand {
    let arguments: Arguments

    static let options = CommandOptions(valued: [
        "--format": ["text", "json"],
        "--names": CallbackNameStyle.allCases.map(\.rawValue),
        "--color": ["auto", "always", "never"],
    ], switches: ["--quiet", "--explain", "--strict", "--notifications"])

    init(arguments: [String]) throws {
        self.arguments = try Arguments(arguments, options: Self.options)
    }

    func execute() throws -> ExitStatus {
        let sources = try ScenarioInputs.load(arguments.operands)
        let colorErr = ColorChoice.decide(arguments.value("--color"), for: .standardError)
        let parsed = ParsedSources(sources, color: colorErr, warnings: !arguments.has("--quiet"),
                                   language: try arguments.language(), streamingTimelines: true)
        if parsed.hasErrors { return .usage }
        let language = try arguments.language()
        var tally = RunTally(language: language)
        let labelFiles = parsed.documents.count > 1
        for (document, timeline) in zip(parsed.documents, parsed.streamedTimelines) {
            tally.add(run(document, timeline: timeline, colorErr: colorErr, labelFile: labelFiles, language: language))
        }
        Output.standardError.line(tally.line)
        return tally.status
    }

    /// Runs one validated document, its timeline streamed from its file (see `StreamedTimeline`).
    private func run(_ document: ScenarioDocument, timeline: StreamedTimeline, colorErr: Bool, labelFile: Bool,
                     language: Language) -> ExitStatus {
        let json = arguments.value("--format") == "json"
        let quiet = arguments.has("--quiet")
        let strict = arguments.has("--strict")
        let runner = ScenarioRunner(document: document,
                                    appsWithCallbackExpectations: timeline.appsWithCallbackExpectations)
        if arguments.has("--notifications") { runner.device.recordNotifications(true) }
        let title = document.title ?? document.path
        let sink: TraceSink
        if json {
            sink = JSONTraceWriter(quiet: quiet, file: labelFile ? document.path : nil)
        } else {
            let formatter = TraceTextFormatter(
                names: CallbackNameStyle(rawValue: arguments.value("--names") ?? "short") ?? .short,
                color: ColorChoice.decide(arguments.value("--color"), for: .standardOutput),
                appNames: document.traceColumnNames, language: language)
            if !quiet { Output.standardOutput.line(formatter.header(title: "\(title)  (\(document.path), iOS \(document.device.version))")) }
            sink = TextTraceWriter(formatter: formatter, quiet: quiet,
                                   explainFor: arguments.has("--explain") ? runner.device.profile : nil)
        }
        runner.addSink(sink)
        let summary = runner.run(streaming: timeline.feed)
        if json {
            Output.standardOutput.line(TraceJSONFormatter.summary(scenario: title, expectations: summary.expectations,
                                                                  failed: summary.failed, end: summary.end,
                                                                  file: labelFile ? document.path : nil,
                                                                  incidents: strict ? summary.incidents.count : nil))
        } else if !quiet {
            Output.standardOutput.line("")
        }
        Output.standardOutput.flush()
        if let failure = summary.internalFailure {
            let line = summary.internalFailureLine.map { ":\($0)" } ?? ""
            Output.standardError.line(RunMessage.internalError(location: "\(document.path)\(line)", failure: "\(failure)")
                .text(in: language))
            return .internalError
        }
        let report = RunReport(path: document.path, summary: summary, strict: strict, language: language)
        for line in report.problemLines { Output.standardError.line(line) }
        if !(quiet && report.passed) { Output.standardError.line(report.verdictLine(color: colorErr)) }
        return report.passed ? .success : .expectationFailed
    }
}

/// Streams records as text lines to standard output, each followed by its `why:` line with
/// `--explain`, both in the formatter's language.
final class TextTraceWriter: TraceSink {
    let formatter: TraceTextFormatter
    let quiet: Bool
    /// The device profile to explain records for; nil without `--explain`.
    let explainFor: OSProfile?

    init(formatter: TraceTextFormatter, quiet: Bool, explainFor: OSProfile? = nil) {
        self.formatter = formatter
        self.quiet = quiet
        self.explainFor = explainFor
    }

    func receive(_ record: TraceRecord) {
        if quiet {
            guard case .expect(let expect) = record, !expect.ok else { return }
        }
        Output.standardOutput.line(formatter.line(for: record))
        if let profile = explainFor,
           let why = TraceExplainer.explanation(for: record, profile: profile, in: formatter.language) {
            Output.standardOutput.line(formatter.explanationLine(why))
        }
    }
}

/// Streams records as JSON Lines to standard output.
final class JSONTraceWriter: TraceSink {
    let quiet: Bool
    /// The scenario's path, written into every record when one run covers several files.
    let file: String?
    /// The lines of packed entries written so far, to copy when they come back.
    private var cache: JSONLineCache?

    init(quiet: Bool, file: String? = nil) {
        self.quiet = quiet
        self.file = file
    }

    func receive(_ record: TraceRecord) {
        if quiet {
            guard case .expect(let expect) = record, !expect.ok else { return }
        }
        Output.standardOutput.line(TraceJSONFormatter.line(for: record, file: file))
    }

    /// Writes a batch's lines straight into the output buffer, packed entries without making
    /// their records (making a record and a string per line was most of a JSON run).
    func receive(_ batch: TraceBatch) {
        guard !quiet else {
            for record in batch { receive(record) }
            return
        }
        // The cache and the file held in locals for the batch: a stored property passed `inout`
        // is a dynamic exclusivity check on every line (W3 in BENCHMARKS.md).
        var cache: JSONLineCache?
        swap(&cache, &self.cache)
        let file = self.file
        Output.standardOutput.append { out in
            TraceJSONFormatter.appendLines(of: batch, file: file, to: &out, cache: &cache)
        }
        swap(&cache, &self.cache)
    }
}
