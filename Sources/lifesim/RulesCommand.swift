/// `lifesim rules`.
struct RulesCommand {
    static let help = """
    lifesim rules: not available yet.

    USAGE
      lifesim rules

    EXAMPLES
      lifesim rules --help
    """

    init(arguments: [String]) throws {}

    func execute() throws -> ExitStatus {
        throw UsageError(message: "'lifesim rules' is not available in this version yet")
    }
}
