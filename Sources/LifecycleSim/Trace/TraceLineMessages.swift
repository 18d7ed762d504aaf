/// The tool's own words in text trace lines: a timeline line's origin, background task
/// records, an expectation's actual value, BGTaskScheduler changes. Callback, state and app
/// names, `expect`, `bgtask` and the task kinds stay as written in every language.
public enum TraceLineMessage: String, CaseIterable, Sendable {
    case eventOrigin, taskBegun, taskEnded, taskExpired, taskEndRefused, taskOutstanding, expectActual, appStateOfScene
    case noteNotRunning, noteControllerNotAlive, noteSceneNeverExisted, noteNoPhase, noteNotPrewarmedNoProcess
    case noteNotPrewarmedLaunched
    case bgTaskLine, bgTaskSubmitted, bgTaskReplaced, bgTaskCancelled, bgTaskLaunched, bgTaskCompleted, bgTaskExpired
    case audioStarted, audioStopped, locationStarted, locationStopped, prewarmStarted, prewarmStopped, prewarmLaunched
    case transferStarted, transfersCancelled

    /// Every trace-line text in every language.
    public static let catalogue = MessageCatalogue<TraceLineMessage>(
        english: english, japanese: japanese, sameInEveryLanguage: [.bgTaskLine])

    /// The word for a BGTaskScheduler change in `language` (`submitted`, `送信`).
    public static func word(for change: BGTaskChange, in language: Language) -> String {
        catalogue.text(key(change), in: language)
    }

    /// What an activity record says in `language` (`plays audio`, `オーディオを再生`).
    public static func words(for record: ActivityRecord, in language: Language) -> String {
        catalogue.text(key(record), in: language)
    }

    /// The line of an activity record (BM-1, BM-2, BR-5, PW-1; PW-2: on iOS 15.0-15.3 a
    /// scene-based app's prewarming runs its launch).
    static func key(_ record: ActivityRecord) -> TraceLineMessage {
        switch (record.activity, record.change) {
        case (.audio, .started): return .audioStarted
        case (.audio, .stopped): return .audioStopped
        case (.location, .started): return .locationStarted
        case (.location, .stopped): return .locationStopped
        case (.prewarm, .started) where record.rule == .pw2: return .prewarmLaunched
        case (.prewarm, .started): return .prewarmStarted
        case (.prewarm, .stopped): return .prewarmStopped
        case (.transfer, .started): return .transferStarted
        case (.transfer, .stopped): return .transfersCancelled
        }
    }

    /// The key of a BGTaskScheduler change's word.
    static func key(_ change: BGTaskChange) -> TraceLineMessage {
        switch change {
        case .submitted: return .bgTaskSubmitted
        case .replaced: return .bgTaskReplaced
        case .cancelled: return .bgTaskCancelled
        case .launched: return .bgTaskLaunched
        case .completed: return .bgTaskCompleted
        case .expired: return .bgTaskExpired
        }
    }

    static let english: [TraceLineMessage: String] = [
        .eventOrigin: "(line {line})",
        .taskBegun: "task {id} '{name}' begun",
        .taskEnded: "task {id} '{name}' ended",
        .taskExpired: "task {id} '{name}' expired",
        .taskEndRefused: "end of task {id} '{name}' refused",
        .taskOutstanding: "{what} ({count} outstanding)",
        .expectActual: "  (actual: {actual})",
        .appStateOfScene: "(app {state})",
        .noteNotRunning: "none (not running)",
        .noteControllerNotAlive: "not created (the controller is not alive)",
        .noteSceneNeverExisted: "none (the app never had scene {scene})",
        .noteNoPhase: "no phase (not a swiftui app on iOS 14+, or no scene)",
        .noteNotPrewarmedNoProcess: "not prewarmed ({state}, no process)",
        .noteNotPrewarmedLaunched: "not prewarmed ({state}, launched-by {reason})",
        .bgTaskLine: "bgtask {id} ({kind}) {change}",
        .bgTaskSubmitted: "submitted",
        .bgTaskReplaced: "replaced",
        .bgTaskCancelled: "cancelled",
        .bgTaskLaunched: "launched",
        .bgTaskCompleted: "completed",
        .bgTaskExpired: "expired",
        .audioStarted: "plays audio",
        .audioStopped: "stops playing audio",
        .locationStarted: "starts location updates",
        .locationStopped: "stops location updates",
        .prewarmStarted: "process started by prewarming, stopped before UIApplicationMain",
        .transferStarted: "background transfer started (the system carries it on)",
        .transfersCancelled: "background transfers cancelled by the user's swipe",
        .prewarmLaunched: "process started by prewarming, which runs UIApplicationMain and the launch",
        .prewarmStopped: "prewarmed process ended",
    ]
}
