import Foundation
import LifecycleScenario
import LifecycleSim

/// `lifesim repl`: an interactive session over `ReplSession`, reading standard input line by line.
struct ReplCommand {
    static let prompt = "lifesim> "

    let arguments: Arguments

    static let options = CommandOptions(valued: [
        "--os": [],
        "--names": CallbackNameStyle.allCases.map(\.rawValue),
        "--color": ["auto", "always", "never"],
    ], switches: ["--explain"])

    init(arguments: [String]) throws {
        self.arguments = try Arguments(arguments, options: Self.options)
        if let extra = self.arguments.operands.first {
            throw UsageError(.unexpectedArgument(argument: extra),
                             hint: .replReadsStandardInput(file: extra))
        }
    }

    func execute() throws -> ExitStatus {
        let options = ReplOptions(
            version: arguments.value("--os") ?? "7",
            explain: arguments.has("--explain"),
            names: CallbackNameStyle(rawValue: arguments.value("--names") ?? "short") ?? .short,
            color: ColorChoice.decide(arguments.value("--color"), for: .standardOutput),
            errorColor: ColorChoice.decide(arguments.value("--color"), for: .standardError),
            language: try arguments.language())
        let session: ReplSession
        do {
            session = try ReplSession(options: options, writeFile: Self.writeFile)
        } catch let error as ReplSetupError {
            throw UsageError(.invalidValue(value: options.version, name: "--os"), hint: .verbatim(error.message))
        }
        let interactive = isatty(STDIN_FILENO) == 1
        if interactive {
            Output.standardOutput.line(ReplMessage.banner(version: options.version).text(in: options.language))
        }
        // The line editor on a terminal; a pipe (or output that is not a terminal) is read line by line.
        // Raw mode from here on; the mode is put back when the session ends, however it ends.
        var editor = interactive && isatty(STDOUT_FILENO) == 1
            ? TerminalLineReader(prompt: Self.prompt, quitQuestion: LineEditor.quitQuestion(in: options.language)) : nil
        defer { RawTerminal.restore() }
        while true {
            let next: String?
            if editor != nil {
                next = editor?.readLine()
            } else {
                if interactive { Self.writePrompt() }
                next = readLine(strippingNewline: true)
                if next == nil, interactive { Output.standardOutput.line("") }
            }
            guard let line = next else { break }
            let reply = session.handle(line)
            write(reply)
            if reply.quit { break }
        }
        Output.standardOutput.flush()
        return .success
    }

    /// Writes a reply in order: the trace to standard output, diagnostics to standard error.
    private func write(_ reply: ReplReply) {
        for line in reply.lines {
            switch line {
            case .output(let text):
                Output.standardOutput.line(text)
            case .error(let text):
                Output.standardOutput.flush()
                Output.standardError.line(text)
            }
        }
        Output.standardOutput.flush()
    }

    /// The prompt, without a newline, straight to the terminal.
    private static func writePrompt() {
        Output.standardOutput.flush()
        _ = Output.write(Array(prompt.utf8), to: STDOUT_FILENO)
    }

    /// `:save`: writes `text` to `path`, or throws the system's reason.
    private static func writeFile(_ path: String, _ text: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw SaveError(reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        if let code = Output.write(Array(text.utf8), to: descriptor) {
            throw SaveError(reason: String(cString: strerror(code)))
        }
    }

    private struct SaveError: Error, CustomStringConvertible {
        var reason: String
        var description: String { reason }
    }
}
