import Foundation
import LifecycleScenario
import LifecycleSim

/// `lifesim page`: runs one scenario and writes it as a self-contained HTML step-through
/// player, for a projector in a lesson.
struct PageCommand {
    static let help = """
    lifesim page: a run of a scenario as a step-through page for a projector (HTML).

    USAGE
      lifesim page FILE|- [-o OUT.html] [--lang en|ja]

    Runs the scenario and writes one HTML file that plays the run back one trace record
    at a time, for teaching: the timeline picture (as 'lifesim timeline' draws it) with a
    cursor at the current record; below it the scenario, with the line being run
    highlighted; the trace, with the current record highlighted and its explanation in
    full (the 'why:' line of 'lifesim run --explain', with the rule ids); the state of
    every app and scene at that moment; and the expectations, each marked ✓ or ✗ once
    the run reaches it. The type is large and the colours strong, to read on a projector:
    the picture is drawn at 1.6 times its size (its smallest text at 14 px or more) in a
    window that follows the cursor, with the lanes' names kept at its left edge; on a
    short screen (a 4:3 projector) the header is tighter and the side panel wider.

    Step with → or Space (next), ← (previous), Home and End, or with the buttons; click
    a line of the scenario to jump to the first record it wrote. The address ends in
    '#step=N', so a step can be bookmarked or opened directly ('run.html#step=12').

    The file is self-contained: no network, no external scripts, styles or fonts. It
    opens in any current browser (Chromium, Firefox, Safari), even offline.

    OPTIONS
      -o, --output PATH      where to write the page (default: standard output; '-o -'
                             also means standard output). Nothing is written next to the
                             scenario unless -o says so.
      --lang en|ja           the language of the page: its buttons and headings, the trace's
                             own words and every explanation (default: LIFESIM_LANG, else
                             Japanese when LC_ALL or LANG starts with ja, else English).
                             Callback, state and rule names stay as UIKit writes them.
      -h, --help             this help

    OUTPUT
      The page goes to standard output, or to the -o file; a one-line summary ("wrote
      lesson1.html: 14 steps, 3 expectations, 0 failed") to standard error. Exit status 0
      when the page was written, even if expectations failed (they show as ✗); 2 for bad
      usage, a bad scenario file (with the same diagnostics as 'lifesim run') or an
      output file that cannot be written.

    EXAMPLES
      lifesim page Scenarios/workshop/01-states.scenario -o lesson1.html
      lifesim page Scenarios/background-tasks/expiry-ios7.scenario --lang ja -o expiry.html
      lifesim page - < my.scenario > my.html
    """

    let arguments: Arguments

    static let options = CommandOptions(valued: ["-o": [], "--output": []])

    init(arguments: [String]) throws {
        self.arguments = try Arguments(arguments, options: Self.options)
    }

    func execute() throws -> ExitStatus {
        let language = try arguments.language()
        let destination = try OutputDestination.path(arguments)
        guard let scenario = try SingleScenario.load(arguments, language: language, tooMany: UsageText.pageShowsOne,
                                                     perFile: .runPagePerFile, oneFile: .pageShowsOneFile)
        else { return .usage }
        let document = scenario.document
        let steps = PageSteps(document: document, source: scenario.source, language: language)
        let summary = steps.summary
        if let failure = summary.internalFailure {
            let line = summary.internalFailureLine.map { ":\($0)" } ?? ""
            Output.standardError.line(RunMessage.internalError(location: "\(document.path)\(line)", failure: "\(failure)")
                .text(in: language))
            return .internalError
        }
        let html = PageHTML.render(steps, words: .words(in: language))
        guard OutputDestination.deliver(html, to: destination, language: language) else { return .usage }
        let counted = RunMessage.steps(count: steps.steps.count).text(in: language)
        let expectations = RunMessage.expectations(count: summary.expectations).text(in: language)
        let failed = String(summary.failed)
        let wrote: RunMessage = destination.map {
            .pageWrote(destination: $0, steps: counted, expectations: expectations, failed: failed)
        } ?? .pageWroteStandardOutput(steps: counted, expectations: expectations, failed: failed)
        Output.standardError.line(wrote.text(in: language))
        return .success
    }
}
