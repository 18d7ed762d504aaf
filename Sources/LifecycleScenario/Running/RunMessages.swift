import LifecycleSim

/// The words of a run's report and of the commands' closing lines: expectation failures,
/// `--strict` incidents, the PASS/FAIL line, the tally of scenarios, `check`'s count, the
/// coverage table, `timeline`'s summary and `walk`'s report. Paths, `expect` lines and rule ids stay as written.
package enum RunMessage: Hashable, Sendable, LocalizedMessage {
    // Counted nouns: one and many.
    case scenarios(count: Int)
    case expectations(count: Int)
    case strictFailures(count: Int)
    case internalErrors(count: Int)
    case apps(count: Int)
    case steps(count: Int)
    // lifesim run.
    case expectationFailed(path: String, line: String, expected: String, actual: String)
    case strictIncident(path: String, line: String, kind: String, time: String, message: String, rule: String)
    case refusal
    case watchdogKill
    case assertionKill
    case pass
    case fail
    case verdict(verdict: String, path: String, expectations: String, failed: String, end: String)
    case verdictStrict(verdict: String, path: String, expectations: String, failed: String, strictFailures: String, end: String)
    case tallyHead(scenarios: String, passed: String)
    case tallyFailed(count: String)
    case tallyBroken(internalErrors: String)
    case appKilled(app: String)
    case appKilledBecause(killed: String, warning: String)
    case internalError(location: String, failure: String)
    // lifesim check, coverage, timeline.
    case checkValid(scenarios: String)
    case coverageTitle(scenarios: String)
    case coverageRules
    case coverageTransitions
    case coverageCallbacks
    case coveragePart(title: String, exercised: String, total: String, percent: String)
    case coverageBelow(percent: String, required: String)
    case timelineWrote(destination: String, apps: String, end: String, expectations: String, failed: String)
    case timelineWroteStandardOutput(apps: String, end: String, expectations: String, failed: String)
    case pageWrote(destination: String, steps: String, expectations: String, failed: String)
    case pageWroteStandardOutput(steps: String, expectations: String, failed: String)
    case exportWrote(destination: String, framework: String, file: String)
    case exportWroteStandardOutput(framework: String, file: String)
    // lifesim walk.
    case walkHeld(steps: String, scenarios: String, first: String, last: String)
    case walkViolation(seed: String, violation: String)
    case walkMinimalScenario(path: String)
    // lifesim explore.
    case exploreHead(path: String, version: String, model: String, steps: String, depth: String)
    case exploreStates(states: String, transitions: String, depth: String)
    case exploreExhausted
    case exploreStoppedEarly
    case exploreCapped(states: String)
    case exploreNeverTaken(steps: String)
    case exploreBroken(property: String, steps: String)
    case exploreBrokenByTimeline(property: String)
    case exploreObserved(observed: String)
    case exploreHeld(property: String)
    case exploreCheckHeld(check: String)
    case exploreCheckBroken(check: String, property: String, steps: String)
    case exploreCheckCrash
    case exploreCheckWatchdog
    case exploreCheckWarning
    case exploreWrote(path: String)
    case counterexampleOfTimeline(path: String, property: String)
    case counterexampleOfPath(path: String, count: String, property: String, steps: String)
    case exploreRate(states: String, seconds: String, rate: String)
    case exploreTimelineFailed(count: String)
    case exploredPaths
    case exploreMerged(count: String)

    /// The words in `language`.
    package func text(in language: Language) -> String { words(in: language) }

    /// The words in English.
    package var english: EnglishText {
        switch self {
        case let .scenarios(count): return count == 1 ? "\(count) scenario" : "\(count) scenarios"
        case let .expectations(count): return count == 1 ? "\(count) expectation" : "\(count) expectations"
        case let .strictFailures(count): return count == 1 ? "\(count) strict failure" : "\(count) strict failures"
        case let .internalErrors(count): return count == 1 ? "\(count) internal error" : "\(count) internal errors"
        case let .apps(count): return count == 1 ? "\(count) app" : "\(count) apps"
        case let .steps(count): return count == 1 ? "\(count) step" : "\(count) steps"
        case let .expectationFailed(path, line, expected, actual):
            return "\(path):\(line): expectation failed: expect \(expected) (actual: \(actual))"
        case let .strictIncident(path, line, kind, time, message, rule):
            return "\(path):\(line): strict: \(kind) at \(time)s: \(message) [\(rule)]"
        case .refusal: return "refusal"
        case .watchdogKill: return "watchdog kill"
        case .assertionKill: return "assertion kill"
        case .pass: return "PASS"
        case .fail: return "FAIL"
        case let .verdict(verdict, path, expectations, failed, end):
            return "\(verdict)  \(path): \(expectations), \(failed) failed (virtual time \(end)s)"
        case let .verdictStrict(verdict, path, expectations, failed, strictFailures, end):
            return "\(verdict)  \(path): \(expectations), \(failed) failed, \(strictFailures) (virtual time \(end)s)"
        case let .tallyHead(scenarios, passed): return "\(scenarios): \(passed) passed"
        case let .tallyFailed(count): return ", \(count) failed"
        case let .tallyBroken(internalErrors): return ", \(internalErrors)"
        case let .appKilled(app): return "\(app) was killed"
        case let .appKilledBecause(killed, warning): return "\(killed): \(warning)"
        case let .internalError(location, failure):
            return "\(location): internal error: \(failure) — this is a bug in lifesim, please report it"
        case let .checkValid(scenarios): return "\(scenarios) valid"
        case let .coverageTitle(scenarios): return "Coverage of \(scenarios)"
        case .coverageRules: return "Rules"
        case .coverageTransitions: return "Transitions (ST-2)"
        case .coverageCallbacks: return "Callbacks"
        case let .coveragePart(title, exercised, total, percent):
            return "\(title): \(exercised) of \(total) (\(percent)%)"
        case let .coverageBelow(percent, required):
            return "lifesim: rule coverage \(percent)% is below the required \(required)%"
        case let .timelineWrote(destination, apps, end, expectations, failed):
            return "wrote \(destination): \(apps), \(end) s, \(expectations), \(failed) failed"
        case let .timelineWroteStandardOutput(apps, end, expectations, failed):
            return "wrote standard output: \(apps), \(end) s, \(expectations), \(failed) failed"
        case let .pageWrote(destination, steps, expectations, failed):
            return "wrote \(destination): \(steps), \(expectations), \(failed) failed"
        case let .pageWroteStandardOutput(steps, expectations, failed):
            return "wrote standard output: \(steps), \(expectations), \(failed) failed"
        case let .exportWrote(destination, framework, file):
            return "wrote \(destination): \(framework) tests of \(file)"
        case let .exportWroteStandardOutput(framework, file):
            return "wrote standard output: \(framework) tests of \(file)"
        case let .walkHeld(steps, scenarios, first, last):
            return "walked \(steps) in \(scenarios) (seeds \(first)…\(last)), every invariant held"
        case let .walkViolation(seed, violation): return "lifesim walk: seed \(seed): \(violation)"
        case let .exploreHead(path, version, model, steps, depth):
            return "explore \(path) (iOS \(version), \(model)):\n\(steps) tried from every state, paths of up to \(depth)"
        case let .exploreStates(states, transitions, depth):
            return "\(counted(states, "state")), \(counted(transitions, "transition")), depth \(depth) reached"
        case .exploreExhausted: return "every state these steps reach was explored"
        case .exploreStoppedEarly: return "stopped when every property was broken"
        case let .exploreCapped(states):
            return "stopped at \(states) states, the most kept (--max-states), the last depth explored in part"
        case let .exploreNeverTaken(steps): return "taken on no path explored: \(steps)"
        case let .exploreBroken(property, steps): return "✗ \(property): broken after \(steps)"
        case let .exploreBrokenByTimeline(property): return "✗ \(property): broken by the file's own timeline"
        case let .exploreObserved(observed): return "    observed: \(observed)"
        case let .exploreHeld(property): return "✓ \(property): held on every path"
        case let .exploreCheckHeld(check): return "✓ \(check): held on every path"
        case let .exploreCheckBroken(check, property, steps): return "✗ \(check): \(property), after \(steps)"
        case .exploreCheckCrash: return "no crash"
        case .exploreCheckWatchdog: return "no watchdog or assertion kill"
        case .exploreCheckWarning: return "no UIKit warning"
        case let .exploreWrote(path): return "    the shortest path as a scenario: \(path)"
        case let .counterexampleOfTimeline(path, property):
            return """
                Found by lifesim explore \(path): the file's own timeline breaks
                  \(property)
                `lifesim run` on this file fails the property at the line that breaks it.
                """
        case let .counterexampleOfPath(path, count, property, steps):
            return """
                Found by lifesim explore \(path): the shortest path (\(counted(count, "step"))) that breaks
                  \(property)
                after the file's timeline: \(steps).
                `lifesim run` on this file fails the property at its last line.
                """
        case let .exploreRate(states, seconds, rate):
            return "explored \(counted(states, "state")) in \(seconds) s (\(rate) states/s)"
        case let .exploreTimelineFailed(count): return "warning: \(count) of the file's timeline failed"
        case .exploredPaths: return "the explored paths"
        case let .exploreMerged(count): return "merged from \(count) parts: a state two parts reached is counted in each"
        case let .walkMinimalScenario(path): return "lifesim walk: a minimal scenario that reproduces it: \(path)"
        }
    }
}
