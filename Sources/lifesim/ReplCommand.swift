/// `lifesim repl`.
struct ReplCommand {
    static let help = """
    lifesim repl: not available yet.

    USAGE
      lifesim repl

    EXAMPLES
      lifesim repl --help
    """

    init(arguments: [String]) throws {}

    func execute() throws -> ExitStatus {
        throw UsageError(message: "'lifesim repl' is not available in this version yet")
    }
}
