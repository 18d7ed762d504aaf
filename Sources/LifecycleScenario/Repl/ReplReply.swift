import LifecycleSim

/// One line the REPL prints: to standard output (trace, state, help) or to standard error
/// (diagnostics and errors), as `lifesim run` splits them.
package enum ReplLine: Hashable, Sendable {
    case output(String)
    case error(String)
}

/// What one input line made the session print, in order, and whether the session ended.
package struct ReplReply: Hashable, Sendable {
    package var lines: [ReplLine] = []
    /// True after `:quit`: the caller stops reading.
    package var quit = false

    package init() {}

    /// The standard-output lines only.
    package var output: [String] {
        lines.compactMap {
            if case .output(let text) = $0 { return text }
            return nil
        }
    }

    /// The standard-error lines only.
    package var errors: [String] {
        lines.compactMap {
            if case .error(let text) = $0 { return text }
            return nil
        }
    }

    mutating func out(_ text: String) { lines.append(.output(text)) }
    mutating func out(_ texts: [String]) { lines.append(contentsOf: texts.map(ReplLine.output)) }
    mutating func err(_ text: String) { lines.append(.error(text)) }
}

/// How a session starts and prints.
package struct ReplOptions: Sendable {
    /// The iOS version of the device line the session starts from (`--os`).
    package var version: String
    /// Print TraceExplainer's line under each record it explains (`--explain`, `:explain on`).
    package var explain: Bool
    /// How callbacks are spelled in the trace.
    package var names: CallbackNameStyle
    /// ANSI colours in the trace (standard output a terminal).
    package var color: Bool
    /// ANSI colours in diagnostics (standard error a terminal).
    package var errorColor: Bool
    /// The name diagnostics give the session's input.
    package var path: String
    /// The language of the session's replies and of the trace's warnings (`--lang`).
    package var language: Language

    package init(version: String = "7", explain: Bool = false, names: CallbackNameStyle = .short,
                 color: Bool = false, errorColor: Bool = false, path: String = "<repl>", language: Language = .en) {
        self.version = version
        self.explain = explain
        self.names = names
        self.color = color
        self.errorColor = errorColor
        self.path = path
        self.language = language
    }
}

/// The session cannot start: the `--os` value is not an iOS version.
package struct ReplSetupError: Error, Sendable {
    package var message: String
}
