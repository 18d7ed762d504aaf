import LifecycleScenario
import LifecycleSim

/// One of each message of the typed catalogues whose arguments are all names and numbers, each
/// argument given as its `{placeholder}`, so a test can read every message's words in every
/// language (`TranslationProblems`); each catalogue's tests check that its list holds every case
/// its enum declares (`DeclaredCases`).
package enum TypedCatalogueExamples {
    /// One of each `TimelineMessage`, declared in Sources/LifecycleScenario/Timeline/TimelineMessages.swift.
    package static let timeline: [TimelineMessage] = [
        .description(path: "{path}", version: "{version}"),
        .subtitle(path: "{path}", version: "{version}", end: "{end}", apps: "{apps}", expectations: "{expectations}", failed: "{failed}"),
        .events,
        .idle,
        .idleTitle(from: "{from}", to: "{to}", duration: "{duration}"),
        .legendScene(state: "{state}"),
        .legendBGTask,
        .legendCallback,
        .legendTask,
        .legendWarning,
        .legendHeld,
        .legendFailed,
        .legendBudget,
        .legendIdle,
        .expectHeldTitle(line: "{line}", time: "{time}", expected: "{expected}"),
        .expectFailedTitle(line: "{line}", time: "{time}", expected: "{expected}", actual: "{actual}"),
        .found(actual: "{actual}"),
        .bandTitle(app: "{app}", state: "{state}", from: "{from}", to: "{to}", rule: "{rule}"),
        .bandTitleToEnd(app: "{app}", state: "{state}", from: "{from}", rule: "{rule}"),
        .budgetTitleRanOut(total: "{total}", from: "{from}", deadline: "{deadline}"),
        .budgetTitleLeft(total: "{total}", from: "{from}", rest: "{rest}"),
        .budgetLeft(rest: "{rest}"),
        .eventDetail(line: "{line}", event: "{event}", time: "{time}"),
        .callbackDetail(callback: "{callback}", time: "{time}", state: "{state}", rule: "{rule}"),
        .callbackDetailNested(callback: "{callback}", time: "{time}", state: "{state}", depth: "{depth}", rule: "{rule}"),
        .taskBegunMark(name: "{name}"),
        .taskEndedMark(name: "{name}"),
        .taskBegunDetail(id: "{id}", name: "{name}", time: "{time}", outstanding: "{outstanding}", rule: "{rule}"),
        .taskEndedDetail(id: "{id}", name: "{name}", time: "{time}", outstanding: "{outstanding}", rule: "{rule}"),
        .warningDetail(message: "{message}", rule: "{rule}", time: "{time}"),
        .logDetail(text: "{text}", time: "{time}"),
        .bgTaskDetail(id: "{id}", kind: "{kind}", change: "{change}", time: "{time}"),
        .activityDetail(text: "{text}", time: "{time}"),
        .repeatsAtOneTime(count: "{count}", from: "{from}", detail: "{detail}"),
        .repeatsOverTime(count: "{count}", from: "{from}", to: "{to}", detail: "{detail}"),
    ]
}
