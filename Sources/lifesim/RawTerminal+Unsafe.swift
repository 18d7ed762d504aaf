#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard input's terminal in raw mode (no echo, no line buffering, no signal keys) while
/// the REPL's line editor runs, and its own mode back on every way out: `restore()`, `exit()`
/// (an `atexit` handler), and a terminating signal (a handler that restores the mode, then
/// lets the signal do what it would have done): SIGINT, SIGTERM, SIGHUP, SIGQUIT, and the
/// signals of a crash (SIGABRT, SIGILL, SIGTRAP, SIGSEGV, SIGBUS).
///
/// Output processing stays on, so `\n` still starts a new line.
///
/// Unsafe by nature, so in a file named for it: the signal and exit handlers reach the saved
/// mode through process-wide state (`nonisolated(unsafe)`, as they capture nothing), and the
/// mode's control characters are set through their bytes. Its plain path is the REPL without a
/// terminal, reading lines as they come (`readLine`), which is how every test runs it; the line
/// editing itself (`LineEditor`, `KeyDecoder`) is tested without a terminal.
enum RawTerminal {
    /// Puts `STDIN_FILENO` in raw mode; false when it is not a terminal or refuses.
    static func enter() -> Bool {
        installHandlersOnce()
        if isRaw { return true }
        var mode = termios()
        guard tcgetattr(STDIN_FILENO, &mode) == 0 else { return false }
        savedMode = mode
        mode.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        mode.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        withUnsafeMutableBytes(of: &mode.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        guard tcsetattr(STDIN_FILENO, TCSANOW, &mode) == 0 else { return false }
        isRaw = true
        return true
    }

    /// Puts back the mode `enter()` found; does nothing when not in raw mode.
    static func restore() {
        restoreTerminalMode()
    }

    private static func installHandlersOnce() {
        guard !handlersInstalled else { return }
        handlersInstalled = true
        atexit { restoreTerminalMode() }
        for signalNumber in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGABRT, SIGILL, SIGTRAP, SIGSEGV, SIGBUS] {
            signal(signalNumber) { received in
                restoreTerminalMode()
                signal(received, SIG_DFL)
                raise(received)
            }
        }
    }
}

// The mode to restore, shared with the signal and exit handlers (which cannot capture
// context). Only the main thread writes them, and only outside those handlers.
nonisolated(unsafe) private var savedMode = termios()
nonisolated(unsafe) private var isRaw = false
nonisolated(unsafe) private var handlersInstalled = false

/// Async-signal-safe: one `tcsetattr`.
private func restoreTerminalMode() {
    guard isRaw else { return }
    isRaw = false
    _ = tcsetattr(STDIN_FILENO, TCSANOW, &savedMode)
}
