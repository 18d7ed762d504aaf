/// `lifesim timeline`.
struct TimelineCommand {
    static let help = """
    lifesim timeline: not available yet.

    USAGE
      lifesim timeline

    EXAMPLES
      lifesim timeline --help
    """

    init(arguments: [String]) throws {}

    func execute() throws -> ExitStatus {
        throw UsageError(message: "'lifesim timeline' is not available in this version yet")
    }
}
