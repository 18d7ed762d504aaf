import LifecycleSim

/// The words of `lifesim verify`'s report: agreement, a divergence and its side-by-side
/// columns, timing differences. App and callback names, rule ids, the log's name and numbers
/// stay as written in every language.
package enum VerifyMessage: Hashable, Sendable, LocalizedMessage {
    case callbacks(count: Int)
    case intervals(count: Int)
    case seconds(value: String)
    case differAt(index: String, logLine: String)
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
        case let .intervals(count): return count == 1 ? "\(count) interval" : "\(count) intervals"
        case let .seconds(value): return "\(value) s"
        case let .differAt(index, logLine):
            return "differ at callback \(index)\(logLine): the device and the simulation part here"
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
