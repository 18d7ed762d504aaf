/// The exit statuses of CLI_AND_TRACE.md.
enum ExitStatus: Int32, Comparable {
    /// Everything ran and every expectation held.
    case success = 0
    /// An expectation failed.
    case expectationFailed = 1
    /// Bad usage or a bad scenario file: nothing ran.
    case usage = 2
    /// The simulator itself failed.
    case internalError = 3

    static func < (lhs: ExitStatus, rhs: ExitStatus) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A usage error: printed as `lifesim: MESSAGE` with a hint, exit status 2.
struct UsageError: Error {
    var message: String
    var hint: String?
}
