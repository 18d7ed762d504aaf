import LifecycleSim

/// The page of help a command prints with `--help` (`main`: `lifesim --help`).
enum HelpKey: String, CaseIterable, Sendable {
    case main, run, check, rules, diagram, timeline, page, repl, coverage, walk, verify, grammar, export
}

/// The help texts: each teaches the command with examples, in English and Japanese.
enum HelpText {
    static let commands = ["run", "check", "rules", "diagram", "timeline", "page", "repl", "coverage", "walk", "verify", "grammar", "export", "help"]

    /// Every help text in every language.
    static let catalogue = MessageCatalogue<HelpKey>(english: english, japanese: japanese)

    /// The English help texts: the commands' own `help`.
    private static let english: [HelpKey: String] = [
        .main: main, .run: run, .check: check, .rules: RulesCommand.help, .diagram: DiagramCommand.help,
        .timeline: TimelineCommand.help, .page: PageCommand.help, .repl: ReplCommand.help, .coverage: CoverageCommand.help,
        .walk: WalkCommand.help, .verify: VerifyCommand.help, .grammar: GrammarCommand.help,
        .export: ExportCommand.help,
    ]

    /// The help of the command `name` in `language`, or nil when there is no such command.
    static func forCommand(_ name: String, in language: Language = .en) -> String? {
        guard name != HelpKey.main.rawValue, let key = HelpKey(rawValue: name) else { return nil }
        return catalogue.text(key, in: language)
    }

    /// `lifesim --help` in `language`.
    static func main(in language: Language) -> String { catalogue.text(.main, in: language) }

    static let main = """
    lifesim: a deterministic simulator of the iOS application lifecycle.

    It runs scenario files (*.scenario) that describe a device, its apps, what their code
    does in each callback, and a timeline of what the user and the system do, then prints
    the exact sequence of states and callbacks iOS would produce, and checks expectations.

    USAGE
      lifesim run FILE|DIR|- ...     run scenarios and print their traces
      lifesim check FILE|DIR|- ...   only parse and validate scenarios
      lifesim rules [RULE-ID]        the lifecycle rules, or one rule with its sources
      lifesim diagram [--os V]       the app state machine as Mermaid or Graphviz DOT
      lifesim diagram --scene        the scene state machine (UIScene.ActivationState), likewise
      lifesim timeline FILE -o X.svg a picture of a run: lanes, states, callbacks
      lifesim page FILE -o X.html    a run as a step-through page, for a projector
      lifesim repl [--os V]          type events one at a time and watch the trace grow
      lifesim coverage FILE|DIR ...  which rules, transitions and callbacks scenarios exercise
      lifesim walk [--steps N]       random scenarios with every invariant checked at each step
      lifesim verify LOG --scenario F  a real device's console log against the simulation
      lifesim grammar                a TextMate grammar of the language, for editors
      lifesim export FILE --xctest   the scenario as a test of the Swift API (or --swift-testing)
      lifesim COMMAND --help         help for one command
      lifesim --version              print the version

    EXAMPLES
      lifesim run Scenarios/background-tasks/expiry-ios7.scenario
      lifesim run Scenarios                       # every *.scenario below, in path order
      lifesim run --format json Scenarios/launch | head
      printf 'app Mail\\nlaunch Mail\\n+5s home\\n' | lifesim run -   # a scenario on standard input

    EXIT STATUS
      0  everything ran and every expectation held
      1  an expectation failed
      2  bad usage or a bad scenario file (nothing ran)
      3  the simulator itself failed (a bug: please report it)

    LANGUAGE
      Every command takes --lang en|ja (else LIFESIM_LANG; Japanese when LC_ALL or LANG
      starts with ja): the tool's own words in English or Japanese, UIKit's names as they are.

    Every trace record names the rule that caused it (for example [BG-5]);
    'lifesim rules' lists the rules and 'lifesim rules BG-5' explains one.
    """

    static let run = """
    lifesim run: run scenarios and print their traces.

    USAGE
      lifesim run [OPTIONS] FILE|DIR|- ...

    Every file is parsed first; if any has an error, nothing runs (exit 2). A directory runs
    every *.scenario below it, in path order; '-' reads standard input.

    OPTIONS
      --format text|json     text for people (default), or JSON Lines for tools: one
                             object per record, then a summary object per scenario
      --names short|swift|objc|xamarin
                             how callbacks are spelled in the text trace (default short:
                             didEnterBackground; swift: applicationDidEnterBackground(_:))
      --explain              after each record, one line in plain words saying why it
                             happened (or why something expected did not), with the rule
      --quiet                print only what failed and the closing line: no trace, no
                             PASS lines, no warnings about the files
      --notifications        also show the notifications UIKit posts after each method
                             (UIApplicationDidEnterBackgroundNotification …), marked »,
                             as 'setting notifications on' does (NT-1, NT-2)
      --strict               also fail a scenario (exit 1) when the device refuses an
                             event (a warning in the trace, such as 'switcher kill' with
                             the switcher closed) or kills an app by a watchdog or an
                             assertion (LA-3, FG-2, BG-5, BG-8, BR-3; BT-6's expiry)
      --color auto|always|never
                             colour on a terminal (default auto; NO_COLOR turns it off)
      --lang en|ja           messages in English (en) or Japanese (ja); see 'lifesim --help'
      -h, --help             this help

    OUTPUT
      The trace goes to standard output; diagnostics and the summary to standard error.
      Each failure is written as FILE:LINE: so an editor can jump to it, each scenario
      ends with a PASS or FAIL line, and the run ends with one closing line:
        3 scenarios: 2 passed, 1 failed
      With --format json and several files, every record carries "file" after "kind".
      Exit status: 0 everything held, 1 an expectation (or --strict) failed, 2 a bad
      file or bad usage (nothing ran), 3 a bug in lifesim.

    EXAMPLES
      lifesim run Scenarios/launch/cold-launch-ios6.scenario
      lifesim run --names swift Scenarios/interruptions
      lifesim run --explain Scenarios/lock/lock-ios5.scenario
      lifesim run --format json Scenarios | grep '"kind":"expect"'
      lifesim run --quiet Scenarios               # a test suite: failures and one closing line
      lifesim run --strict Scenarios/launch       # refusals and watchdog kills fail too
                                                  # (Scenarios/watchdogs fails on purpose)
    """

    static let check = """
    lifesim check: parse and validate scenarios without running them.

    USAGE
      lifesim check FILE|DIR|- ...

    Prints every error and warning as FILE:LINE:COLUMN: error: MESSAGE, with the source
    line and a caret under the problem. Exit status 0 when every file is valid (warnings
    allowed), 2 when any has an error.

    OPTIONS
      --color auto|always|never
                             colour on a terminal (default auto; NO_COLOR turns it off)
      --lang en|ja           messages in English (en) or Japanese (ja); see 'lifesim --help'
      -h, --help             this help

    EXAMPLES
      lifesim check Scenarios
      lifesim check my.scenario
    """
}
