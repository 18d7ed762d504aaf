import LifecycleSim

/// The words of the timeline picture: legend, row names, subtitle, axis breaks, budget
/// labels and tooltips. App, state, callback and task names, `expect` and rule ids stay as
/// written in every language; times are filled in as numbers.
package enum TimelineMessage: Hashable, Sendable, LocalizedMessage {
    case description(path: String, version: String)
    case subtitle(path: String, version: String, end: String, apps: String, expectations: String, failed: String)
    case events
    case idle
    case idleTitle(from: String, to: String, duration: String)
    case legendScene(state: String)
    case legendBGTask
    case legendCallback
    case legendTask
    case legendWarning
    case legendHeld
    case legendFailed
    case legendBudget
    case legendIdle
    case expectHeldTitle(line: String, time: String, expected: String)
    case expectFailedTitle(line: String, time: String, expected: String, actual: String)
    case found(actual: String)
    case bandTitle(app: String, state: String, from: String, to: String, rule: String)
    case bandTitleToEnd(app: String, state: String, from: String, rule: String)
    case budgetTitleRanOut(total: String, from: String, deadline: String)
    case budgetTitleLeft(total: String, from: String, rest: String)
    case budgetLeft(rest: String)
    case eventDetail(line: String, event: String, time: String)
    case callbackDetail(callback: String, time: String, state: String, rule: String)
    case callbackDetailNested(callback: String, time: String, state: String, depth: String, rule: String)
    case taskBegunMark(name: String)
    case taskEndedMark(name: String)
    case taskBegunDetail(id: String, name: String, time: String, outstanding: String, rule: String)
    case taskEndedDetail(id: String, name: String, time: String, outstanding: String, rule: String)
    case warningDetail(message: String, rule: String, time: String)
    case logDetail(text: String, time: String)
    case bgTaskDetail(id: String, kind: String, change: String, time: String)
    case activityDetail(text: String, time: String)
    case repeatsAtOneTime(count: String, from: String, detail: String)
    case repeatsOverTime(count: String, from: String, to: String, detail: String)

    /// The words in `language`.
    package func text(in language: Language) -> String { words(in: language) }

    /// The words in English.
    package var english: EnglishText {
        switch self {
        case let .description(path, version):
            return "Timeline of the scenario \(path) on iOS \(version), drawn by lifesim timeline."
        case let .subtitle(path, version, end, apps, expectations, failed):
            return "\(path) · iOS \(version) · \(end) s · \(apps) · \(expectations), \(failed) failed"
        case .events: return "events"
        case .idle: return "idle"
        case let .idleTitle(from, to, duration):
            return "nothing happens from \(from)s to \(to)s (\(duration)): drawn compressed"
        case let .legendScene(state): return "scene \(state)"
        case .legendBGTask: return "BGTask launched/completed/expired"
        case .legendCallback: return "callback"
        case .legendTask: return "task begin/end"
        case .legendWarning: return "warning (kill, drop)"
        case .legendHeld: return "expectation held"
        case .legendFailed: return "failed"
        case .legendBudget: return "background budget, seconds left"
        case .legendIdle: return "idle time, compressed"
        case let .expectHeldTitle(line, time, expected): return "line \(line) at \(time)s: expect \(expected) ✓"
        case let .expectFailedTitle(line, time, expected, actual):
            return "line \(line) at \(time)s: expect \(expected) ✗ actual: \(actual)"
        case let .found(actual): return "actual: \(actual)"
        case let .bandTitle(app, state, from, to, rule): return "\(app) \(state) from \(from)s to \(to)s\(rule)"
        case let .bandTitleToEnd(app, state, from, rule): return "\(app) \(state) from \(from)s to the end\(rule)"
        case let .budgetTitleRanOut(total, from, deadline):
            return "background budget: \(total)s from \(from)s, ran out at \(deadline)s"
        case let .budgetTitleLeft(total, from, rest):
            return "background budget: \(total)s from \(from)s, \(rest)s left when the app left the background"
        case let .budgetLeft(rest): return "\(rest)s left"
        case let .eventDetail(line, event, time): return "line \(line): \(event) at \(time)s"
        case let .callbackDetail(callback, time, state, rule): return "\(callback) at \(time)s (\(state)) [\(rule)]"
        case let .callbackDetailNested(callback, time, state, depth, rule):
            return "\(callback) at \(time)s (\(state), nested depth \(depth)) [\(rule)]"
        case let .taskBegunMark(name): return "begin \(name)"
        case let .taskEndedMark(name): return "end \(name)"
        case let .taskBegunDetail(id, name, time, outstanding, rule):
            return "task \(id) '\(name)' begun at \(time)s (\(outstanding) outstanding) [\(rule)]"
        case let .taskEndedDetail(id, name, time, outstanding, rule):
            return "task \(id) '\(name)' ended at \(time)s (\(outstanding) outstanding) [\(rule)]"
        case let .warningDetail(message, rule, time): return "\(message) [\(rule)] at \(time)s"
        case let .logDetail(text, time): return "log: \(text) at \(time)s"
        case let .bgTaskDetail(id, kind, change, time): return "bgtask \(id) (\(kind)) \(change) at \(time)s"
        case let .activityDetail(text, time): return "\(text) at \(time)s"
        case let .repeatsAtOneTime(count, from, detail): return "\(count) times at \(from)s; the first: \(detail)"
        case let .repeatsOverTime(count, from, to, detail):
            return "\(count) times from \(from)s to \(to)s; the first: \(detail)"
        }
    }
}
