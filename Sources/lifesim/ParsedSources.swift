import LifecycleScenario
import LifecycleSim

/// Parses every source first and prints all diagnostics, so a bad file stops everything
/// before anything runs (docs/EXECUTION_MODEL.md, "Several files").
struct ParsedSources {
    var documents: [ScenarioDocument] = []
    /// With `streamingTimelines`, each document's timeline, read again line by line when it runs
    /// (the documents' own timelines are then empty); in the order of `documents`.
    var streamedTimelines: [StreamedTimeline] = []
    var hasErrors = false

    /// With `warnings: false` (`run --quiet`) only errors are printed; `language` is the language of
    /// the diagnostics (`--lang`). With `streamingTimelines` no timeline is kept: memory stays flat
    /// however long the files are, and `streamedTimelines` reads them again to run them.
    init(_ sources: [ScenarioSource], color: Bool, warnings: Bool = true, language: Language = .en,
         streamingTimelines: Bool = false) {
        for source in sources {
            let appsToWatch = CallbackExpectationApps()
            guard let result = source.parse(streamingTimeline: streamingTimelines ? appsToWatch.note : nil) else {
                let message = UsageText.cannotRead(path: source.path).rendered(in: language)
                Output.standardError.line(UsageText.errorLine(message: message).rendered(in: language))
                hasErrors = true
                continue
            }
            for diagnostic in result.diagnostics where warnings || diagnostic.severity == .error {
                Output.standardError.line(DiagnosticRenderer.render(diagnostic, color: color, language: language))
            }
            if result.hasErrors {
                hasErrors = true
            } else if let document = result.document {
                documents.append(document)
                if streamingTimelines {
                    streamedTimelines.append(StreamedTimeline(source: source, appsWithCallbackExpectations: appsToWatch.apps))
                }
            }
        }
    }
}

/// Whether to colour a stream: `--color always|never`, or on a terminal without `NO_COLOR`.
enum ColorChoice {
    static func decide(_ option: String?, for output: Output) -> Bool {
        switch option {
        case "always": return true
        case "never": return false
        default:
            let noColor = ProcessEnvironment.value("NO_COLOR").map { !$0.isEmpty } ?? false
            return output.isTerminal && !noColor
        }
    }
}
