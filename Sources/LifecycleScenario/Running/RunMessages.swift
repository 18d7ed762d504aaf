import LifecycleSim

/// The words of a run's report and of the commands' closing lines: expectation failures,
/// `--strict` incidents, the PASS/FAIL line, the tally of scenarios, `check`'s count, the
/// coverage table, `timeline`'s summary and `walk`'s report. Paths, `expect` lines and rule ids stay as written.
package enum RunMessage: String, CaseIterable, Sendable {
    // Counted nouns: one and many.
    case scenarioOne, scenarioOther, expectationOne, expectationOther, strictFailureOne, strictFailureOther
    case internalErrorOne, internalErrorOther, appOne, appOther, stepOne, stepOther
    // lifesim run.
    case expectationFailed, strictIncident, refusal, watchdogKill, assertionKill, pass, fail, verdict, verdictStrict
    case tallyHead, tallyFailed, tallyBroken, appKilled, appKilledBecause, internalError
    // lifesim check, coverage, timeline.
    case checkValid, coverageTitle, coverageRules, coverageTransitions, coverageCallbacks, coveragePart
    case coverageBelow, timelineWrote, timelineWroteStandardOutput, pageWrote, pageWroteStandardOutput
    case exportWrote, exportWroteStandardOutput
    // lifesim walk.
    case walkHeld, walkViolation, walkMinimalScenario

    /// Every text in every language.
    package static let catalogue = MessageCatalogue<RunMessage>(english: english, japanese: japanese)

    /// A count and its noun in `language`: `1 scenario`, `2 scenarios`, `シナリオ 2 件`.
    package static func counted(_ count: Int, _ one: RunMessage, _ other: RunMessage, in language: Language) -> String {
        catalogue.text(count == 1 ? one : other, in: language, ["count": String(count)])
    }

    /// The text of `key` in `language` with its placeholders filled.
    package static func text(_ key: RunMessage, in language: Language, _ arguments: [String: String] = [:]) -> String {
        catalogue.text(key, in: language, arguments)
    }

    static let english: [RunMessage: String] = [
        .scenarioOne: "{count} scenario",
        .scenarioOther: "{count} scenarios",
        .expectationOne: "{count} expectation",
        .expectationOther: "{count} expectations",
        .strictFailureOne: "{count} strict failure",
        .strictFailureOther: "{count} strict failures",
        .internalErrorOne: "{count} internal error",
        .internalErrorOther: "{count} internal errors",
        .appOne: "{count} app",
        .appOther: "{count} apps",
        .stepOne: "{count} step",
        .stepOther: "{count} steps",

        .expectationFailed: "{path}:{line}: expectation failed: expect {expected} (actual: {actual})",
        .strictIncident: "{path}:{line}: strict: {kind} at {time}s: {message} [{rule}]",
        .refusal: "refusal",
        .watchdogKill: "watchdog kill",
        .assertionKill: "assertion kill",
        .pass: "PASS",
        .fail: "FAIL",
        .verdict: "{verdict}  {path}: {expectations}, {failed} failed (virtual time {end}s)",
        .verdictStrict: "{verdict}  {path}: {expectations}, {failed} failed, {strictFailures} (virtual time {end}s)",
        .tallyHead: "{scenarios}: {passed} passed",
        .tallyFailed: ", {count} failed",
        .tallyBroken: ", {internalErrors}",
        .appKilled: "{app} was killed",
        .appKilledBecause: "{killed}: {warning}",
        .internalError: "{location}: internal error: {failure} — this is a bug in lifesim, please report it",

        .checkValid: "{scenarios} valid",
        .coverageTitle: "Coverage of {scenarios}",
        .coverageRules: "Rules",
        .coverageTransitions: "Transitions (ST-2)",
        .coverageCallbacks: "Callbacks",
        .coveragePart: "{title}: {exercised} of {total} ({percent}%)",
        .coverageBelow: "lifesim: rule coverage {percent}% is below the required {required}%",
        .timelineWrote: "wrote {destination}: {apps}, {end} s, {expectations}, {failed} failed",
        .timelineWroteStandardOutput: "wrote standard output: {apps}, {end} s, {expectations}, {failed} failed",
        .pageWrote: "wrote {destination}: {steps}, {expectations}, {failed} failed",
        .pageWroteStandardOutput: "wrote standard output: {steps}, {expectations}, {failed} failed",
        .exportWrote: "wrote {destination}: {framework} tests of {file}",
        .exportWroteStandardOutput: "wrote standard output: {framework} tests of {file}",

        .walkHeld: "walked {steps} in {scenarios} (seeds {first}…{last}), every invariant held",
        .walkViolation: "lifesim walk: seed {seed}: {violation}",
        .walkMinimalScenario: "lifesim walk: a minimal scenario that reproduces it: {path}",
    ]
}
