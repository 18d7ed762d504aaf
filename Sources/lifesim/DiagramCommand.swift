/// `lifesim diagram`.
struct DiagramCommand {
    static let help = """
    lifesim diagram: not available yet.

    USAGE
      lifesim diagram

    EXAMPLES
      lifesim diagram --help
    """

    init(arguments: [String]) throws {}

    func execute() throws -> ExitStatus {
        throw UsageError(message: "'lifesim diagram' is not available in this version yet")
    }
}
