import Foundation

/// A buffered writer on a file descriptor that treats a closed pipe as the end of the program.
///
/// `FileHandle.write(_:)` traps on EPIPE; this writes with `write(2)` and, when the reader
/// has gone (`lifesim run x | head`), exits quietly with status 0 for what was written.
final class Output {
    /// Standard output (the trace).
    static let standardOutput = Output(descriptor: STDOUT_FILENO)
    /// Standard error (diagnostics and summaries).
    static let standardError = Output(descriptor: STDERR_FILENO)

    let descriptor: Int32
    private var buffer: [UInt8] = []

    init(descriptor: Int32) {
        self.descriptor = descriptor
        buffer.reserveCapacity(1 << 16)
    }

    /// True when the descriptor is a terminal.
    var isTerminal: Bool { isatty(descriptor) == 1 }

    /// Writes `text` and a newline.
    func line(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        buffer.append(0x0A)
        if buffer.count >= 1 << 16 || descriptor == STDERR_FILENO { flush() }
    }

    /// Lets `body` append bytes (whole lines) straight into the buffer: no string made first.
    func append(_ body: (inout [UInt8]) -> Void) {
        body(&buffer)
        if buffer.count >= 1 << 16 || descriptor == STDERR_FILENO { flush() }
    }

    /// Writes everything buffered.
    func flush() {
        guard let code = Self.write(buffer, to: descriptor) else {
            buffer.removeAll(keepingCapacity: true)
            return
        }
        buffer.removeAll()
        // A reader that went away (a closed pipe, a closed descriptor) ends the run
        // quietly with status 0 for what was written (docs/TRACE.md, "Output rules").
        if code == EPIPE || code == EBADF {
            if descriptor == STDOUT_FILENO { exit(0) }
            return
        }
        // Any other failure (a full disk) would lose the trace without a word.
        if descriptor == STDOUT_FILENO {
            let message = "lifesim: error: cannot write the output: \(String(cString: strerror(code)))\n"
            _ = Self.write(Array(message.utf8), to: STDERR_FILENO)
            exit(2)
        }
    }
}
