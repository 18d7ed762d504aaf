/// The options a command accepts: those taking a value (each with its allowed values, empty for
/// any) and switches. One declaration per command, read both by `Arguments` when it parses the
/// command line and by the tests that check the command's `--help` lists every one of them.
struct CommandOptions: Sendable {
    var valued: [String: [String]] = [:]
    var switches: Set<String> = []

    /// Every option name the command accepts, `--lang` (which every command takes) included, sorted.
    var names: [String] {
        (Array(valued.keys) + Array(switches) + [Arguments.languageOption]).sorted()
    }

    /// The options of each command, by its help page's key.
    static let byCommand: [HelpKey: CommandOptions] = [
        .run: RunCommand.options, .check: CheckCommand.options, .rules: RulesCommand.options,
        .diagram: DiagramCommand.options, .timeline: TimelineCommand.options, .page: PageCommand.options,
        .repl: ReplCommand.options, .coverage: CoverageCommand.options, .walk: WalkCommand.options,
        .verify: VerifyCommand.options, .grammar: GrammarCommand.options, .export: ExportCommand.options,
        .explore: ExploreCommand.options,
    ]
}
