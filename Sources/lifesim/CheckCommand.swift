import LifecycleScenario

/// `lifesim check`: parse and validate only.
struct CheckCommand {
    let arguments: Arguments

    init(arguments: [String]) throws {
        self.arguments = try Arguments(arguments, valued: ["--color": ["auto", "always", "never"]], switches: [])
    }

    func execute() throws -> ExitStatus {
        let sources = try ScenarioInputs.load(arguments.operands)
        let parsed = ParsedSources(sources, color: ColorChoice.decide(arguments.value("--color"), for: .standardError),
                                   language: try arguments.language())
        if parsed.hasErrors { return .usage }
        let count = parsed.documents.count
        Output.standardError.line("\(counted(count, "scenario")) valid")
        return .success
    }
}
