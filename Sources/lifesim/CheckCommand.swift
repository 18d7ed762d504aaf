import LifecycleScenario
import LifecycleSim

/// `lifesim check`: parse and validate only.
struct CheckCommand {
    static let options = CommandOptions(valued: ["--color": ["auto", "always", "never"]])

    let arguments: Arguments

    init(arguments: [String]) throws {
        self.arguments = try Arguments(arguments, options: Self.options)
    }

    func execute() throws -> ExitStatus {
        let language = try arguments.language()
        let sources = try ScenarioInputs.load(arguments.operands)
        let parsed = ParsedSources(sources, color: ColorChoice.decide(arguments.value("--color"), for: .standardError),
                                   language: try arguments.language(), streamingTimelines: true)
        if parsed.hasErrors { return .usage }
        let count = parsed.documents.count
        let scenarios = RunMessage.scenarios(count: count).text(in: language)
        Output.standardError.line(RunMessage.checkValid(scenarios: scenarios).text(in: language))
        return .success
    }
}
