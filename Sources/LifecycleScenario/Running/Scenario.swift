import LifecycleSim

/// The outcome of running a scenario from the Swift API: its trace and expectation results.
public struct ScenarioRun: Sendable {
    /// The file's name (or the name given to a string).
    public var path: String
    /// Every record of the run.
    public var trace: [TraceRecord]
    /// Expectation counts, end time, internal failure.
    public var summary: RunSummary
    /// Warnings the parser found (errors make loading throw instead).
    public var diagnostics: [Diagnostic]

    /// The expectations that did not hold.
    public var failedExpectations: [ExpectRecord] {
        trace.compactMap {
            if case .expect(let record) = $0, !record.ok { return record }
            return nil
        }
    }

    /// True when every expectation held and the simulator did not fail.
    public var passed: Bool { summary.failed == 0 && summary.internalFailure == nil }
}

/// A scenario file whose diagnostics were errors.
public struct ScenarioError: Error, Sendable, CustomStringConvertible {
    /// Every diagnostic, errors and warnings, in file order.
    public var diagnostics: [Diagnostic]

    public var description: String {
        diagnostics.map { DiagnosticRenderer.render($0, color: false) }.joined(separator: "\n")
    }
}

/// Loads and runs scenarios from Swift: `try Scenario.run(source: "...")`.
public enum Scenario {
    /// Parses `source` and runs it; throws `ScenarioError` when the file has errors.
    public static func run(source: String, path: String = "<string>") throws -> ScenarioRun {
        try run(bytes: Array(source.utf8), path: path)
    }

    /// Parses the bytes of a scenario file and runs it.
    public static func run(bytes: [UInt8], path: String) throws -> ScenarioRun {
        let parsed = ScenarioParser.parse(bytes, path: path)
        guard let document = parsed.document, !parsed.hasErrors else {
            throw ScenarioError(diagnostics: parsed.diagnostics)
        }
        return run(document, diagnostics: parsed.diagnostics)
    }

    /// Runs a scenario already parsed (its warnings, if any, as `diagnostics`); with
    /// `notifications`, the trace shows UIKit's lifecycle notifications whatever the scenario says.
    public static func run(_ document: ScenarioDocument, diagnostics: [Diagnostic] = [],
                           notifications: Bool = false) -> ScenarioRun {
        let runner = ScenarioRunner(document: document)
        if notifications { runner.device.recordNotifications(true) }
        let collector = TraceCollector()
        runner.addSink(collector)
        let summary = runner.run()
        return ScenarioRun(path: document.path, trace: collector.records, summary: summary, diagnostics: diagnostics)
    }
}
