import Foundation
import LifecycleScenario
import LifecycleSim

/// `lifesim timeline`: runs one scenario and draws it as a self-contained SVG picture.
struct TimelineCommand {
    static let help = """
    lifesim timeline: draw a run of a scenario as a picture (SVG).

    USAGE
      lifesim timeline FILE|- [-o OUT.svg]

    Runs the scenario and draws one lane per app, in home-screen order: its state as
    coloured bands over virtual time, callbacks as labelled ticks (those of one instant
    read top to bottom in the order they happened), background tasks begun and ended as
    pink diamonds ("begin upload", "end upload"), warnings (kills, drops) as orange marks,
    the background budget counting down while the app is in the background, and each
    expectation as a green ✓ or a red ✗ with what was expected and, under it, what was
    found. Identical marks drawn at one spot become one label with a count ("expire
    retry ×512"). Time is to scale: what happens at one instant is stacked there, a
    state held for no time (inactive on the way to the background) as a thin stripe;
    only long idle stretches are drawn compressed, with a break mark and their length.
    The picture is one self-contained file (no fonts, scripts or images): open it in
    any web browser, where it fills the window (never smaller than its own size), text
    included.

    A scene-based app (`scenes`, iOS 13+) gets, under its lane, one lane per scene
    ("Notes/1", "Notes/2": numbers are never reused), banded by the scene's activation
    state (unattached, foreground-inactive, foreground-active, background, disconnected)
    and holding the scene delegate's callbacks; the app's lane keeps the app delegate's
    callbacks and the state its scenes give it (SC-5). BGTaskScheduler runs are diamonds
    on the app's lane, as tasks are: "launched com.example.refresh" when the system runs
    the request, "completed …" or "expired …" when the task ends (BT-3, BT-6).

    OPTIONS
      -o, --output PATH      where to write the SVG (default: standard output, like the
                             other commands; '-o -' also means standard output). Nothing
                             is ever written next to the scenario unless -o says so.
      --lang en|ja           messages in English (en) or Japanese (ja); see 'lifesim --help'
      -h, --help             this help

    OUTPUT
      The picture goes to standard output, or to the -o file; a one-line summary
      ("wrote expiry.svg: 1 app, 185 s, 5 expectations, 0 failed", or "wrote standard
      output: ...") to standard error. Exit status 0 when the picture was
      written, even if expectations failed (they show as red marks); 2 for bad usage, a
      bad scenario file (with the same diagnostics as 'lifesim run') or an output file
      that cannot be written.

    EXAMPLES
      lifesim timeline Scenarios/background-tasks/expiry-ios7.scenario -o expiry.svg
      lifesim timeline Scenarios/app-switcher/kill-front-then-open.scenario > kill.svg
      lifesim timeline Scenarios/scenes/disconnect-ios17.scenario -o scenes.svg
      lifesim timeline - < my.scenario > my.svg
      chromium --headless --screenshot=run.png expiry.svg   # a PNG for slides
    """

    let arguments: Arguments

    static let options = CommandOptions(valued: ["-o": [], "--output": []])

    init(arguments: [String]) throws {
        self.arguments = try Arguments(arguments, options: Self.options)
    }

    func execute() throws -> ExitStatus {
        let language = try arguments.language()
        let destination = try OutputDestination.path(arguments)
        guard let scenario = try SingleScenario.load(arguments, language: language, tooMany: UsageText.timelineDrawsOne,
                                                     perFile: .runTimelinePerFile, oneFile: .timelineDrawsOneFile)
        else { return .usage }
        let document = scenario.document
        let picture = TimelinePicture.draw(document, in: language)
        guard OutputDestination.deliver(picture.svg + "\n", to: destination, language: language) else { return .usage }
        let summary = picture.summary
        if let failure = summary.internalFailure {
            let line = summary.internalFailureLine.map { ":\($0)" } ?? ""
            Output.standardError.line(RunMessage.internalError(location: "\(document.path)\(line)", failure: "\(failure)")
                .text(in: language))
            return .internalError
        }
        let apps = RunMessage.apps(count: picture.apps).text(in: language), end = "\(summary.end)"
        let expectations = RunMessage.expectations(count: summary.expectations).text(in: language)
        let failed = String(summary.failed)
        let wrote: RunMessage = destination.map {
            .timelineWrote(destination: $0, apps: apps, end: end, expectations: expectations, failed: failed)
        } ?? .timelineWroteStandardOutput(apps: apps, end: end, expectations: expectations, failed: failed)
        Output.standardError.line(wrote.text(in: language))
        return .success
    }
}
