import LifecycleScenario
import LifecycleSim

/// W2 with handlers as data: the same day of backgroundings as `W2Timers`, run by apps whose
/// handlers are written in the scenario language and installed the way `lifesim run` installs
/// them (`ScenarioParser`, then `ScenarioRunner`, whose device is then driven as W2 drives its own).
/// Each distinct app's scenario is parsed once, before the timing; the `ScenarioRunner` per app
/// (a fresh device, the app installed from its parsed declaration) is timed, as the closures'
/// W2 times a fresh device per app.
///
/// The scenario language has no random numbers and no memory between callbacks, so two things
/// differ from the closures' W2, in this row and in its own heap loop alike (the counts then
/// still agree):
/// - each app's delay is fixed, one of `delays` cycling by app index, instead of a draw per
///   backgrounding;
/// - an app whose delay is past the expiry (176 s, BG-5) sets no end timer: in the language
///   `end-task upload` ends the oldest outstanding task, so a timer outliving its backgrounding
///   would end the next one's task, where the closure's timer checks its backgrounding first.
enum W2ScenarioApps {
    /// Seconds, 4 of 8 past the budget: about 630 backgroundings an app a day, 38 % of them
    /// expiring (W2's draws: about 685, 40 %).
    static let delays: [Int64] = [75, 105, 135, 165, 195, 225, 255, 285]

    /// The scenario that declares the app with `seconds` as its delay.
    static func scenarioText(delaySeconds seconds: Int64) -> String {
        let endTimer = seconds * 1000 < W2Timers.expiry ? "; end-task upload after \(seconds)s" : ""
        return """
        scenario "W2 app, delay \(seconds)s"
        device ios 12

        app App
          on didEnterBackground: begin-task upload\(endTimer)
          on expire upload: end-task upload

        """
    }

    /// The parsed scenario of each delay, in `delays` order; or none and the diagnostics when one does not parse.
    static func documents() -> (documents: [ScenarioDocument], problem: String?) {
        var documents: [ScenarioDocument] = []
        for seconds in delays {
            let result = ScenarioParser.parse(scenarioText(delaySeconds: seconds), path: "<W2 app \(seconds)s>")
            guard let document = result.document else {
                return ([], result.diagnostics.map { DiagnosticRenderer.render($0, color: false) }.joined(separator: "\n"))
            }
            documents.append(document)
        }
        return (documents, nil)
    }

    /// Counts the background tasks that expired.
    final class ExpiryCounter: TraceSink {
        private(set) var expiries = 0

        func receive(_ record: TraceRecord) {
            if case .task(let task) = record, task.action == .expire { expiries += 1 }
        }

        /// Reads the packed entries: no record made per entry.
        func receive(_ batch: TraceBatch) {
            for entry in batch.entries where entry.kind == .task && entry.action == .expire { expiries += 1 }
        }
    }

    /// Runs `apps` devices through the day, app `i` declared by `documents[i % documents.count]`: the counts.
    static func engine(apps: Int, documents: [ScenarioDocument]) -> W2Timers.Counts {
        var counts = W2Timers.Counts()
        for index in 0..<apps {
            let delay = delays[index % delays.count] * 1000
            let runner = ScenarioRunner(document: documents[index % documents.count])
            let expiries = ExpiryCounter()
            runner.addSink(expiries)
            runner.run() // no timeline: installs the app, as `lifesim run` does before the first line
            let device = runner.device
            device.handle(.launch(app: "App", url: nil))
            var cycles = 0
            while device.now.milliseconds < W2Timers.day {
                let start = device.now
                device.handle(.home)
                device.advance(to: start + .milliseconds(min(delay, W2Timers.expiry)))
                device.handle(.launch(app: "App", url: nil))
                cycles += 1
            }
            counts.cycles += cycles
            counts.expiries += expiries.expiries
        }
        return counts
    }

    /// The heap loop with the same fixed delays, no end timer past the budget.
    static func baseline(apps: Int) -> W2Timers.Counts {
        W2Timers.heapLoop(apps: apps) { FixedDelay(seconds: delays[$0 % delays.count]) }
    }

    /// One app's fixed delay.
    struct FixedDelay: DelaySource {
        let delay: Int64
        let endTimer: Bool

        init(seconds: Int64) {
            delay = seconds * 1000
            endTimer = delay < W2Timers.expiry
        }

        func next() -> (delay: Int64, endTimer: Bool) { (delay, endTimer) }
    }

    static func run(_ report: Report, _ options: Options, apps: Int) {
        let (documents, problem) = documents()
        if let problem {
            report.check("W2 handlers as data: the apps' scenarios parse", false, problem)
            return
        }
        let (engineCounts, baselineCounts, engineRate, baselineRate) =
            W2Timers.measure(report, options, apps: apps, checks: "W2 handlers as data:",
                             engine: { engine(apps: $0, documents: documents) }, baseline: { baseline(apps: $0) })
        let ratio = engineRate / baselineRate
        let delayText = "fixed delays \(delays.first!), \(delays[1]) … \(delays.last!) s cycling by app, no end timer past the budget"
        report.add(Row(workload: "W2 timers", metric: "engine, handlers as data (scenario text): events/s (\(apps) apps × 1 day, "
                           + "\(delayText), \(baselineCounts.events) events)",
                       value: Format.rate(engineRate)))
        report.add(Row(workload: "W2 timers", metric: "expiries (engine, handlers as data = heap loop, same delays)",
                       value: "\(engineCounts.expiries) = \(baselineCounts.expiries)", target: "equal",
                       met: engineCounts.expiries == baselineCounts.expiries))
        report.add(Row(workload: "W2 timers", metric: "hand-written heap loop, same fixed delays: events/s", value: Format.rate(baselineRate)))
        report.add(Row(workload: "W2 timers", metric: "ratio engine, handlers as data / heap loop (same delays)", value: Format.ratio(ratio),
                       target: "≥ 0.10", met: ratio >= 0.10))
    }
}
