/// `lifesim coverage`.
struct CoverageCommand {
    static let help = """
    lifesim coverage: not available yet.

    USAGE
      lifesim coverage

    EXAMPLES
      lifesim coverage --help
    """

    init(arguments: [String]) throws {}

    func execute() throws -> ExitStatus {
        throw UsageError(message: "'lifesim coverage' is not available in this version yet")
    }
}
