import LifecycleScenario

/// A validated scenario's timeline left in its file: `lifesim run` reads it again line by line and
/// runs each entry as it is parsed, so no timeline is kept in memory.
///
/// The file was parsed once already without errors (`ParsedSources`), so reading it again gives
/// the same entries in the same order, and nothing runs before every file is known to be valid.
/// Both readings take the file from disk a block at a time (`ScenarioSource.parse`), so neither
/// holds the whole file; a file changed between the two readings is not noticed.
struct StreamedTimeline {
    let source: ScenarioSource
    /// The apps whose callbacks the timeline compares, gathered by the validating parse.
    let appsWithCallbackExpectations: Set<String>

    /// Parses the file again and hands each timeline entry to `entry` as its line is read.
    func feed(_ entry: @escaping (TimelineEntry) -> Void) {
        _ = source.parse(streamingTimeline: entry)
    }
}

/// Gathers, while a file is validated, the apps its `expect APP callbacks …` lines compare.
final class CallbackExpectationApps {
    private(set) var apps: Set<String> = []

    func note(_ entry: TimelineEntry) {
        if let app = ScenarioRunner.callbackExpectationApp(of: entry) { apps.insert(app) }
    }
}
