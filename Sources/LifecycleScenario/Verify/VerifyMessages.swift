import LifecycleSim

/// The words of `lifesim verify`'s report: agreement, a divergence and its side-by-side
/// columns, timing differences. App and callback names, rule ids, the log's name and numbers
/// stay as written in every language.
package enum VerifyMessage: Hashable, Sendable, LocalizedMessage {
    case callbacks(count: Int)
    case callbacksAndNotifications(callbacks: Int, notifications: Int)
    case entries(count: Int)
    case intervals(count: Int)
    case seconds(value: String)
    case differAt(index: String, logLine: String)
    case entryDifferAt(index: String, logLine: String)
    case missingFromLog(index: String, logLine: String, entry: String)
    case extraInLog(index: String, logLine: String, entry: String)
    case sceneCallbacksNeedScenes(example: String)
    case atLogLine(line: String)
    case rulesSayWhy(rule: String)
    case deviceColumn(log: String)
    case simulatedColumn
    case inTheSameOrder(callbacks: String)
    case agree(callbacks: String)
    case agreeWithIntervals(callbacks: String, intervals: String, tolerance: String)
    case differInTiming(callbacks: String, tolerance: String)
    case timing(app: String, from: String, to: String, device: String, simulated: String, rule: String, tolerance: String)

    /// The words in `language`.
    package func text(in language: Language) -> String { words(in: language) }

    /// The words in English.
    package var english: EnglishText {
        switch self {
        case let .callbacks(count): return count == 1 ? "\(count) callback" : "\(count) callbacks"
        case let .callbacksAndNotifications(callbacks, notifications):
            return """
                \(callbacks == 1 ? "1 callback" : "\(callbacks) callbacks") and \
                \(notifications == 1 ? "1 notification" : "\(notifications) notifications")
                """
        case let .entries(count): return count == 1 ? "\(count) entry" : "\(count) entries"
        case let .intervals(count): return count == 1 ? "\(count) interval" : "\(count) intervals"
        case let .seconds(value): return "\(value) s"
        case let .differAt(index, logLine):
            return "differ at callback \(index)\(logLine): the device and the simulation part here"
        case let .entryDifferAt(index, logLine):
            return "differ at entry \(index)\(logLine): the device and the simulation part here"
        case let .missingFromLog(index, logLine, entry):
            return "missing \(entry) at entry \(index)\(logLine): the simulation has it here; the log does not"
        case let .extraInLog(index, logLine, entry):
            return "extra \(entry) at entry \(index)\(logLine): the log has it here; the simulation does not"
        case let .sceneCallbacksNeedScenes(example):
            return """
                The log has scene-delegate callbacks (\(example)), which only a scene-based app gets: \
                add 'scenes' to the scenario's 'app' line, with a 'device ios 13' or later (SC-1).
                """
        case let .atLogLine(line): return " (log line \(line))"
        case let .rulesSayWhy(rule): return "'lifesim rules \(rule)' says why the simulation does this."
        case let .deviceColumn(log): return "device (\(log))"
        case .simulatedColumn: return "simulated"
        case let .inTheSameOrder(callbacks): return "\(callbacks) in the same order"
        case let .agree(callbacks): return "agree: \(callbacks)"
        case let .agreeWithIntervals(callbacks, intervals, tolerance):
            return "agree: \(callbacks); \(intervals) the system timed, within \(tolerance)"
        case let .differInTiming(callbacks, tolerance):
            return "differ in timing: \(callbacks), but not every interval the system timed is within \(tolerance)"
        case let .timing(app, from, to, device, simulated, rule, tolerance):
            return """
                timing: \(app) \(from) → \(to): \(device) on the device, \(simulated) simulated \
                [\(rule)] (tolerance \(tolerance))
                """
        }
    }
}
