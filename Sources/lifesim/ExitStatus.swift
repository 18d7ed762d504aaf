/// The exit statuses of docs/TRACE.md ("Exit status").
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

/// A usage error: printed as `lifesim: error: MESSAGE` with a hint, exit status 2.
///
/// The message and the hint are `UsageText`s, printed in the language the
/// arguments or the environment ask for, or texts written as they are.
struct UsageError: Error {
    var text: UsageText
    var hintText: UsageText?

    /// A usage error whose message and hint read the same in every language.
    init(message: String, hint: String? = nil) {
        text = .verbatim(message)
        hintText = hint.map(UsageText.verbatim)
    }

    /// A usage error with typed `UsageText` messages.
    init(_ text: UsageText, hint: UsageText? = nil) {
        self.text = text
        hintText = hint
    }
}
