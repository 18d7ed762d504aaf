import LifecycleScenario

/// `lifesim grammar`: the TextMate grammar for `*.scenario` files, for editors.
struct GrammarCommand {
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
