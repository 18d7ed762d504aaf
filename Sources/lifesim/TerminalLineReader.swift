#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LifecycleScenario

/// Reads the REPL's lines from a terminal through `LineEditor`: the terminal in raw mode for
/// the whole session (so keys typed while a line runs are neither echoed nor lost), the keys
/// decoded by `KeyDecoder`, the line redrawn after each.
///
/// It keeps the history across lines, and keys typed ahead (a pasted block of lines) for
/// the next line. The caller puts the terminal back with `RawTerminal.restore()`.
struct TerminalLineReader {
    let prompt: String
    /// What Ctrl-C on an empty line asks, in the session's language.
    let quitQuestion: String
    private var editor = LineEditor()
    private var decoder = KeyDecoder()
    /// Keys read but not yet applied.
    private var keys: [EditKey] = []

    /// A reader with standard input in raw mode; nil when the terminal refuses raw mode.
    init?(prompt: String, quitQuestion: String = LineEditor.quitQuestion) {
        guard RawTerminal.enter() else { return nil }
        self.prompt = prompt
        self.quitQuestion = quitQuestion
    }

    /// The next line typed, or nil when the session ends (Ctrl-D on an empty line, Ctrl-C
    /// twice, the terminal gone).
    mutating func readLine() -> String? {
        draw(editor.rendering(prompt: prompt))
        while true {
            while !keys.isEmpty {
                switch editor.apply(keys.removeFirst()) {
                case .redraw: draw(editor.rendering(prompt: prompt))
                case .bell: draw("\u{7}")
                case .submit(let line):
                    draw("\r\n")
                    return line
                case .discarded: draw("^C\r\n" + editor.rendering(prompt: prompt))
                case .askToQuit: draw("^C\r\n" + quitQuestion + "\r\n" + editor.rendering(prompt: prompt))
                case .quit, .endOfInput:
                    draw("\r\n")
                    return nil
                }
            }
            var bytes = [UInt8](repeating: 0, count: 256)
            let count = read(STDIN_FILENO, &bytes, bytes.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                draw("\r\n")
                return nil
            }
            keys += decoder.decode(bytes[..<count])
        }
    }

    /// Writes `text` straight to the terminal, after what the session printed.
    private func draw(_ text: String) {
        Output.standardOutput.flush()
        _ = Output.write(Array(text.utf8), to: STDOUT_FILENO)
    }
}
