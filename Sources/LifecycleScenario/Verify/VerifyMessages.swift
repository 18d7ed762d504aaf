import LifecycleSim

/// The words of `lifesim verify`'s report: agreement, a divergence and its side-by-side
/// columns, timing differences. App and callback names, rule ids, the log's name and numbers
/// stay as written in every language.
package enum VerifyMessage: String, CaseIterable, Sendable {
    case callbackOne, callbackOther, intervalOne, intervalOther, seconds
    case differAt, atLogLine, rulesSayWhy, deviceColumn, simulatedColumn
    case inTheSameOrder, agree, agreeWithIntervals, differInTiming, timing

    /// Every text in every language.
    package static let catalogue = MessageCatalogue<VerifyMessage>(english: english, japanese: japanese)

    /// The text of `key` in `language` with its placeholders filled.
    package static func text(_ key: VerifyMessage, in language: Language, _ arguments: [String: String] = [:]) -> String {
        catalogue.text(key, in: language, arguments)
    }

    static let english: [VerifyMessage: String] = [
        .callbackOne: "{count} callback",
        .callbackOther: "{count} callbacks",
        .intervalOne: "{count} interval",
        .intervalOther: "{count} intervals",
        .seconds: "{value} s",
        .differAt: "differ at callback {index}{where}: the device and the simulation part here",
        .atLogLine: " (log line {line})",
        .rulesSayWhy: "'lifesim rules {rule}' says why the simulation does this.",
        .deviceColumn: "device ({log})",
        .simulatedColumn: "simulated",
        .inTheSameOrder: "{callbacks} in the same order",
        .agree: "agree: {callbacks}",
        .agreeWithIntervals: "agree: {callbacks}; {intervals} the system timed, within {tolerance}",
        .differInTiming: "differ in timing: {callbacks}, but not every interval the system timed is within {tolerance}",
        .timing: "timing: {app} {from} → {to}: {device} on the device, {simulated} simulated [{rule}] (tolerance {tolerance})",
    ]
}
