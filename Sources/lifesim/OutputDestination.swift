import Foundation
import LifecycleSim

/// Where `timeline`, `page` and `export` put what they make: the file `-o` names, or standard
/// output.
enum OutputDestination {
    /// `-o PATH` (or `--output PATH`), or nil for standard output (no `-o`, or `-o -`).
    static func path(_ arguments: Arguments) -> String? {
        let option = arguments.value("-o") ?? arguments.value("--output")
        return option == "-" ? nil : option
    }

    /// Puts `text` (which ends in a newline) in the file `path`, or on standard output when nil.
    /// False, after saying in `language` why, when the file cannot be written.
    static func deliver(_ text: String, to path: String?, language: Language) -> Bool {
        guard let path else {
            Output.standardOutput.line(String(text.dropLast()))
            Output.standardOutput.flush()
            return true
        }
        guard let problem = write(text, to: path) else { return true }
        let message = UsageMessages.catalogue.text(.cannotWrite, in: language, ["path": path]) + ": " + problem
        Output.standardError.line(UsageMessages.catalogue.text(.errorLine, in: language, ["message": message]))
        return false
    }

    /// Writes `text` to `path` (created or truncated); returns why it could not, or nil.
    static func write(_ text: String, to path: String) -> String? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { return String(cString: strerror(errno)) }
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { raw in
                Foundation.write(descriptor, raw.baseAddress, raw.count)
            }
            if written < 0 {
                if errno == EINTR { continue }
                return String(cString: strerror(errno))
            }
            offset += written
        }
        return nil
    }
}
