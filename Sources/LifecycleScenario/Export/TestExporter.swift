import LifecycleSim

/// The test framework an exported test is written for.
public enum TestFramework: Sendable {
    case xctest, swiftTesting
}

/// A statement the exporter cannot write (a document built in code may hold one the parser rejects,
/// such as a handler on a view controller method): exporting stops rather than write wrong code.
public struct ExportError: Error, Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var message: String

    public var description: String { "line \(line): \(message)" }
}

/// `lifesim export`: writes a scenario as a test that drives the Swift API (SimulatedDevice,
/// SimulatedApp, AppContext) and checks its expectations with XCTest or Swift Testing.
public enum TestExporter {
    /// The Swift source of one test file for `document`; `source` is the scenario's text (for its comments).
    public static func export(_ document: ScenarioDocument, source: String, framework: TestFramework) throws -> String {
        var writer = ExportWriter(document: document, lines: source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init),
                                  framework: framework)
        // An event the device refuses is a warning in a scenario and a thrown error in Swift: the
        // run says which lines those are, and the test expects the throw there. The run also says
        // where the clock stands before each line: a handler's `work` may have moved it past the
        // line's time, and the test advances only as far as `lifesim run` does.
        let runner = ScenarioRunner(document: document)
        let summary = runner.run { take in
            for entry in document.timeline {
                writer.clockBefore[entry.location.line] = runner.device.now
                take(entry)
            }
        }
        writer.refusals = Dictionary(summary.refusals.map { ($0.line, $0.message) }, uniquingKeysWith: { first, _ in first })
        return try writer.write()
    }

    /// `ExpiryIos7Tests` for `Scenarios/background-tasks/expiry-ios7.scenario`.
    public static func typeName(forPath path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        let base = file.hasSuffix(".scenario") ? String(file.dropLast(".scenario".count)) : file
        let name = upperCamel(base)
        return (name.first?.isLetter == true ? name : "Scenario" + name) + "Tests"
    }

    /// Words of `text` joined with their first letters upper-cased (`180 s on iOS 7` → `180SOnIOS7`).
    static func upperCamel(_ text: String) -> String {
        text.split { !($0.isLetter || $0.isNumber) || !$0.isASCII }
            .map { $0.prefix(1).uppercased() + $0.dropFirst() }
            .joined()
    }
}

/// Writes one scenario as one test file, line by line; its parts are in `ExportWriter+*.swift`.
struct ExportWriter {
    let document: ScenarioDocument
    let lines: [String]
    let framework: TestFramework
    var out: [String] = []
    /// The next source line whose comments are not written yet (1-based).
    var nextCommentLine = 1
    var variables: [String: String] = [:]
    /// Timeline lines whose event the device refuses, with the reason.
    var refusals: [Int: String] = [:]
    /// Where the clock stood before each timeline line ran (by line), in the scenario's run.
    var clockBefore: [Int: VirtualTime] = [:]

    init(document: ScenarioDocument, lines: [String], framework: TestFramework) {
        self.document = document
        self.lines = lines
        self.framework = framework
    }

    mutating func write() throws -> String {
        let xctest = framework == .xctest
        out.append("import LifecycleSimTesting")
        out.append(xctest ? "import XCTest" : "import Testing")
        out.append("")
        let typeName = TestExporter.typeName(forPath: document.path)
        out.append(xctest ? "final class \(typeName): XCTestCase {" : "@Suite struct \(typeName) {")
        // The comments before the first declaration describe the scenario: they go above the test.
        let firstDeclaration = document.apps.first?.location.line ?? document.timeline.first?.location.line ?? lines.count + 1
        flushComments(before: firstDeclaration, indent: 1)
        let title = document.title ?? typeName
        let words = TestExporter.upperCamel(title)
        if xctest {
            out.append("    func test\(words)() throws {")
        } else {
            // A Swift name cannot start with a digit (`21 s of launch work …`).
            let name = words.first?.isNumber == true ? "scenario" + words : lowerFirst(words)
            out.append("    @Test(\(swiftString(title))) func \(name)() throws {")
        }
        try writeDevice()
        try writeApps()
        writeSettings()
        writeProperties()
        try writeTimeline()
        out.append("    }")
        out.append("}")
        dropUnusedAppVariables()
        return out.joined(separator: "\n") + "\n"
    }

    /// `try device.install("Mail")` without `let mail =` when nothing after reads `mail`: an app
    /// that is only there (to take memory, to be in the switcher) needs no name, and an unused
    /// one is a compiler warning.
    mutating func dropUnusedAppVariables() {
        for variable in variables.values {
            let declaration = "        let \(variable) = try device.install("
            guard let index = out.firstIndex(where: { $0.hasPrefix(declaration) }) else { continue }
            let used = out[(index + 1)...].contains { line in
                !line.trimmingSpaces().hasPrefix("//") && mentions(line, variable)
            }
            if !used { out[index] = "        try device.install(" + out[index].dropFirst(declaration.count) }
        }
    }

    /// Whether `line` has `word` as a whole Swift identifier (outside string literals).
    func mentions(_ line: String, _ word: String) -> Bool {
        var inQuotes = false, current = ""
        for character in line + " " {
            if character == "\"" { inQuotes.toggle() }
            if !inQuotes, character.isLetter || character.isNumber || character == "_" {
                current.append(character)
            } else {
                if current == word { return true }
                current = ""
            }
        }
        return false
    }

    // MARK: Comments

    /// The `# …` text of line `number` (1-based), and whether the whole line is a comment.
    func comment(onLine number: Int) -> (text: String, wholeLine: Bool)? {
        guard number >= 1, number <= lines.count else { return nil }
        let line = lines[number - 1]
        var inQuotes = false
        for index in line.indices {
            let character = line[index]
            if character == "\"" { inQuotes.toggle() }
            if character == "#", !inQuotes {
                // One space after `#` is the comment's margin; more is the author's indentation.
                var text = Substring(line[line.index(after: index)...])
                if text.first == " " { text = text.dropFirst() }
                while let last = text.last, last == " " || last == "\t" || last == "\r" { text = text.dropLast() }
                let before = line[..<index].trimmingSpaces()
                return (String(text), before.isEmpty)
            }
        }
        return nil
    }

    /// Writes the whole-line comments of the lines before `line` not written yet.
    mutating func flushComments(before line: Int, indent: Int) {
        while nextCommentLine < line {
            if let comment = comment(onLine: nextCommentLine), comment.wholeLine {
                out.append(String(repeating: "    ", count: indent) + "//" + (comment.text.isEmpty ? "" : " " + comment.text))
            }
            nextCommentLine += 1
        }
    }

    /// ` // text` for a comment after a statement on `line`, or nothing.
    func trailingComment(_ line: Int) -> String {
        guard let comment = comment(onLine: line), !comment.wholeLine else { return "" }
        return "  // " + comment.text
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces, tabs and carriage returns.
    func trimmingSpaces() -> String {
        var slice = Substring(self)
        while let first = slice.first, first == " " || first == "\t" || first == "\r" { slice = slice.dropFirst() }
        while let last = slice.last, last == " " || last == "\t" || last == "\r" { slice = slice.dropLast() }
        return String(slice)
    }
}
