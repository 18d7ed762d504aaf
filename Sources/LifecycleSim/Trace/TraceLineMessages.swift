/// The tool's own words in text trace lines: a timeline line's origin, background task
/// records, an expectation's actual value, BGTaskScheduler changes. Callback, state and app
/// names, `expect`, `bgtask` and the task kinds stay as written in every language.
public enum TraceLineMessage: Hashable, Sendable, LocalizedMessage {
    case eventOrigin(line: String)
    case taskBegun(id: String, name: String)
    case taskEnded(id: String, name: String)
    case taskExpired(id: String, name: String)
    case taskEndRefused(id: String, name: String)
    case taskOutstanding(what: String, count: String)
    case expectActual(actual: String)
    case appStateOfScene(state: String)
    case noteNotRunning
    case noteControllerNotAlive
    case noteSceneNeverExisted(scene: String)
    case noteNoPhase
    case notePropertyBroken(line: String)
    case noteNotPrewarmedNoProcess(state: String)
    case noteNotPrewarmedLaunched(state: String, reason: String)
    case bgTaskLine(id: String, kind: String, change: String)
    case bgTaskSubmitted
    case bgTaskReplaced
    case bgTaskCancelled
    case bgTaskLaunched
    case bgTaskCompleted
    case bgTaskExpired
    case audioStarted
    case audioStopped
    case locationStarted
    case locationStopped
    case prewarmStarted
    case prewarmStopped
    case prewarmLaunched
    case transferStarted
    case transfersCancelled

    /// The words in `language`.
    public func text(in language: Language) -> String { words(in: language) }

    /// The word for a BGTaskScheduler change in `language` (`submitted`, `送信`).
    public static func word(for change: BGTaskChange, in language: Language) -> String {
        key(change).text(in: language)
    }

    /// What an activity record says in `language` (`plays audio`, `オーディオを再生`).
    public static func words(for record: ActivityRecord, in language: Language) -> String {
        key(record).text(in: language)
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

    /// The word of a BGTaskScheduler change.
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

    /// The words in English.
    package var english: EnglishText {
        switch self {
        case let .eventOrigin(line): return "(line \(line))"
        case let .taskBegun(id, name): return "task \(id) '\(name)' begun"
        case let .taskEnded(id, name): return "task \(id) '\(name)' ended"
        case let .taskExpired(id, name): return "task \(id) '\(name)' expired"
        case let .taskEndRefused(id, name): return "end of task \(id) '\(name)' refused"
        case let .taskOutstanding(what, count): return "\(what) (\(count) outstanding)"
        case let .expectActual(actual): return "  (actual: \(actual))"
        case let .appStateOfScene(state): return "(app \(state))"
        case .noteNotRunning: return "none (not running)"
        case .noteControllerNotAlive: return "not created (the controller is not alive)"
        case let .noteSceneNeverExisted(scene): return "none (the app never had scene \(scene))"
        case .noteNoPhase: return "no phase (not a swiftui app on iOS 14+, or no scene)"
        case let .notePropertyBroken(line): return "(after line \(line))"
        case let .noteNotPrewarmedNoProcess(state): return "not prewarmed (\(state), no process)"
        case let .noteNotPrewarmedLaunched(state, reason): return "not prewarmed (\(state), launched-by \(reason))"
        case let .bgTaskLine(id, kind, change): return "bgtask \(id) (\(kind)) \(change)"
        case .bgTaskSubmitted: return "submitted"
        case .bgTaskReplaced: return "replaced"
        case .bgTaskCancelled: return "cancelled"
        case .bgTaskLaunched: return "launched"
        case .bgTaskCompleted: return "completed"
        case .bgTaskExpired: return "expired"
        case .audioStarted: return "plays audio"
        case .audioStopped: return "stops playing audio"
        case .locationStarted: return "starts location updates"
        case .locationStopped: return "stops location updates"
        case .prewarmStarted: return "process started by prewarming, stopped before UIApplicationMain"
        case .prewarmStopped: return "prewarmed process ended"
        case .prewarmLaunched: return "process started by prewarming, which runs UIApplicationMain and the launch"
        case .transferStarted: return "background transfer started (the system carries it on)"
        case .transfersCancelled: return "background transfers cancelled by the user's swipe"
        }
    }
}
