import LifecycleScenario

/// `lifesim grammar`: the TextMate grammar for `*.scenario` files, for editors.
struct GrammarCommand {
    static let help = """
    lifesim grammar: a TextMate grammar for *.scenario files.

    USAGE
      lifesim grammar > scenario.tmLanguage.json

    Prints a TextMate grammar (JSON) that colours the language's keywords, callbacks,
    actions, options, times, durations, strings and comments. It is generated from the
    parser's own word lists; docs/editors/vscode/ is a Visual Studio Code extension that
    uses it (copy the folder into ~/.vscode/extensions/), and other editors that read
    TextMate grammars (Sublime Text, TextMate, Nova) load the same file.

    OPTIONS
      --lang en|ja           messages in English (en) or Japanese (ja); see 'lifesim --help'
      -h, --help             this help
    """

    static let options = CommandOptions()

    init(arguments: [String]) throws {
        let parsed = try Arguments(arguments, options: Self.options)
        guard parsed.operands.isEmpty else {
            throw UsageError(.grammarTakesNoOperand, hint: .verbatim("lifesim grammar > scenario.tmLanguage.json"))
        }
    }

    func execute() throws -> ExitStatus {
        Output.standardOutput.line(TextMateGrammar.json())
        return .success
    }
}
