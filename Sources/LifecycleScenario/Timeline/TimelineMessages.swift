import LifecycleSim

/// The words of the timeline picture: legend, row names, subtitle, axis breaks, budget
/// labels and tooltips. App, state, callback and task names, `expect` and rule ids stay as
/// written in every language; times are filled in as numbers.
package enum TimelineMessage: String, CaseIterable, Sendable {
    case description, subtitle, events, idle, idleTitle
    case legendScene, legendBGTask, legendCallback, legendTask, legendWarning, legendHeld, legendFailed, legendBudget, legendIdle
    case expectHeldTitle, expectFailedTitle, found
    case bandTitle, bandTitleToEnd, budgetTitleRanOut, budgetTitleLeft, budgetLeft
    case eventDetail, callbackDetail, callbackDetailNested, taskBegunMark, taskEndedMark, taskBegunDetail, taskEndedDetail
    case warningDetail, logDetail, bgTaskDetail, activityDetail, repeatsAtOneTime, repeatsOverTime

    /// Every text of the picture in every language.
    package static let catalogue = MessageCatalogue<TimelineMessage>(english: english, japanese: japanese)

    /// The text of `key` in `language` with its placeholders filled.
    package static func text(_ key: TimelineMessage, in language: Language, _ arguments: [String: String] = [:]) -> String {
        catalogue.text(key, in: language, arguments)
    }

    static let english: [TimelineMessage: String] = [
        .description: "Timeline of the scenario {path} on iOS {version}, drawn by lifesim timeline.",
        .subtitle: "{path} · iOS {version} · {end} s · {apps} · {expectations}, {failed} failed",
        .events: "events",
        .idle: "idle",
        .idleTitle: "nothing happens from {from}s to {to}s ({duration}): drawn compressed",
        .legendCallback: "callback",
        .legendTask: "task begin/end",
        .legendWarning: "warning (kill, drop)",
        .legendHeld: "expectation held",
        .legendFailed: "failed",
        .legendBudget: "background budget, seconds left",
        .legendIdle: "idle time, compressed",
        .legendScene: "scene {state}",
        .legendBGTask: "BGTask launched/completed/expired",
        .expectHeldTitle: "line {line} at {time}s: expect {expected} ✓",
        .expectFailedTitle: "line {line} at {time}s: expect {expected} ✗ actual: {actual}",
        .found: "actual: {actual}",
        .bandTitle: "{app} {state} from {from}s to {to}s{rule}",
        .bandTitleToEnd: "{app} {state} from {from}s to the end{rule}",
        .budgetTitleRanOut: "background budget: {total}s from {from}s, ran out at {deadline}s",
        .budgetTitleLeft: "background budget: {total}s from {from}s, {rest}s left when the app left the background",
        .budgetLeft: "{rest}s left",
        .eventDetail: "line {line}: {event} at {time}s",
        .callbackDetail: "{callback} at {time}s ({state}) [{rule}]",
        .callbackDetailNested: "{callback} at {time}s ({state}, nested depth {depth}) [{rule}]",
        .taskBegunMark: "begin {name}",
        .taskEndedMark: "end {name}",
        .taskBegunDetail: "task {id} '{name}' begun at {time}s ({outstanding} outstanding) [{rule}]",
        .taskEndedDetail: "task {id} '{name}' ended at {time}s ({outstanding} outstanding) [{rule}]",
        .warningDetail: "{message} [{rule}] at {time}s",
        .logDetail: "log: {text} at {time}s",
        .bgTaskDetail: "bgtask {id} ({kind}) {change} at {time}s",
        .activityDetail: "{text} at {time}s",
        .repeatsAtOneTime: "{count} times at {from}s; the first: {detail}",
        .repeatsOverTime: "{count} times from {from}s to {to}s; the first: {detail}",
    ]
}
