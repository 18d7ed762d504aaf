import Foundation
import LifecycleSim

/// Where `timeline`, `page` and `export` put what they make: the file `-o` names, or standard
/// output.
enum OutputDestination {
    /// `-o PATH` (or `--output PATH`), or nil for standard output (no `-o`, or `-o -`).
    ///
    /// Throws a usage error when PATH is one of the command's input files (its operands): writing
    /// the output there would replace the scenario with the picture, page or test made from it.
    static func path(_ arguments: Arguments) throws -> String? {
        let option = arguments.value("-o") ?? arguments.value("--output")
        guard let path = option, path != "-" else { return nil }
        if let input = arguments.operands.first(where: { $0 != "-" && isSameFile($0, path) }) {
            throw UsageError(.outputIsAnInput(output: path, input: input), hint: .chooseAnotherOutput)
        }
        return path
    }

    /// True when `first` and `second` name one file: the same path once standardized and with
    /// symbolic links resolved, or (for a hard link, or a name spelled in another case on a
    /// case-insensitive disk) the same file on the same device.
    static func isSameFile(_ first: String, _ second: String) -> Bool {
        let resolved = [first, second].map { URL(fileURLWithPath: $0).standardizedFileURL.resolvingSymlinksInPath().path }
        if resolved[0] == resolved[1] { return true }
        var firstStatus = stat(), secondStatus = stat()
        guard stat(first, &firstStatus) == 0, stat(second, &secondStatus) == 0 else { return false }
        return firstStatus.st_dev == secondStatus.st_dev && firstStatus.st_ino == secondStatus.st_ino
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
        let message = UsageText.cannotWrite(path: path).rendered(in: language) + ": " + problem
        Output.standardError.line(UsageText.errorLine(message: message).rendered(in: language))
        return false
    }

    /// Writes `text` to `path` (created or truncated); returns why it could not, or nil.
    static func write(_ text: String, to path: String) -> String? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { return String(cString: strerror(errno)) }
        defer { close(descriptor) }
        if let code = Output.write(Array(text.utf8), to: descriptor) { return String(cString: strerror(code)) }
        return nil
    }
}
