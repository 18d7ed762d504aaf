import Foundation
import LifecycleScenario
import LifecycleSim

/// Every Japanese text a learner reads, each with where it comes from: the message catalogues of
/// the libraries, the rule pages, the page's words, and the Japanese of the repository's
/// scenarios and documents. The command line's help and usage catalogues live in the `lifesim`
/// target, so its tests add them with `texts(of:named:)`.
public enum JapaneseTexts {
    /// A text and where it comes from (`WarningText.crashed`, `Scenarios/workshop/01-states.scenario:5`).
    public struct Text: Sendable {
        public var source: String
        public var text: String
        /// Whether the text is a label rather than prose: a trace record's words ("オーディオの再生を開始")
        /// or a diagram's arrow, which read as a log line or a caption and need no です unless they
        /// hold a sentence ending in 「。」.
        public var isLabel: Bool = false

        public init(source: String, text: String, isLabel: Bool = false) {
            self.source = source
            self.text = text
            self.isLabel = isLabel
        }
    }

    /// The Japanese words of one of each message of a typed catalogue (`DiagnosticTextExamples`,
    /// `WarningTextExamples`), each named by its case.
    public static func texts<Message>(of examples: [Message], named name: String, labels: Bool = false,
                               _ japanese: (Message) -> String) -> [Text] {
        zip(examples, DeclaredCases.names(of: examples)).map { Text(source: "\(name).\($1)", text: japanese($0), isLabel: labels) }
    }

    /// The catalogues of the libraries: run, timeline, verify, REPL, diagnostics and their nouns,
    /// warnings, trace lines and words, `--explain`, diagrams and the rule pages' labels (a trace
    /// record's words and a diagram's arrows are labels).
    public static var catalogues: [Text] {
        texts(of: TypedCatalogueExamples.run, named: "RunMessage") { $0.text(in: .ja) }
            + texts(of: TypedCatalogueExamples.timeline, named: "TimelineMessage") { $0.text(in: .ja) }
            + texts(of: TypedCatalogueExamples.verify, named: "VerifyMessage") { $0.text(in: .ja) } + texts(of: TypedCatalogueExamples.repl, named: "ReplMessage") { $0.text(in: .ja) }
            + texts(of: DiagnosticTextExamples.all, named: "DiagnosticText") { $0.rendered(in: .ja) }
            + texts(of: DiagnosticNoun.allCases, named: "DiagnosticNoun") { $0.text(in: .ja) }
            + texts(of: WarningTextExamples.all, named: "WarningText") { $0.text(in: .ja) }
            + texts(of: TypedCatalogueExamples.traceLine, named: "TraceLineMessage", labels: true) { $0.text(in: .ja) } 
            + texts(of: [TraceWord.warningLabel(text: "{text}")], named: "TraceWord") { $0.text(in: .ja) }
            + texts(of: TypedCatalogueExamples.explain, named: "ExplainMessage") { $0.text(in: .ja) } + texts(of: TypedCatalogueExamples.diagram, named: "DiagramMessage", labels: true) { $0.text(in: .ja) }
            + texts(of: DiagramLabel.allCases, named: "DiagramLabel", labels: true) { $0.text(in: .ja) }
            + texts(of: TypedCatalogueExamples.ruleLabel, named: "RuleLabel") { $0.text(in: .ja) }
            + texts(of: RuleGroup.allCases, named: "RuleGroup") { $0.title(in: .ja) }
    }

    /// Each rule's title, versions, statement and reading in Japanese (a title is a heading and the
    /// versions a label: a plain-form headline such as 「iOS のバージョンがプロファイルを決める」 reads as one).
    public static var rules: [Text] {
        RuleCatalogue.all(in: .ja).flatMap { rule in
            [("title", rule.title), ("versions", rule.versions), ("statement", rule.statement), ("resolution", rule.resolution ?? "")]
                .filter { !$0.1.isEmpty }
                .map { Text(source: "\(rule.id.rawValue).\($0.0)", text: $0.1, isLabel: $0.0 == "title" || $0.0 == "versions") }
        }
    }

    /// The step-through page's Japanese words, property by property.
    public static var pageWords: [Text] {
        Mirror(reflecting: PageWords.japanese).children.flatMap { child -> [Text] in
            let name = "PageWords.\(child.label ?? "?")"
            if let text = child.value as? String { return [Text(source: name, text: text)] }
            if let texts = child.value as? [String] { return texts.map { Text(source: name, text: $0) } }
            return []
        }
    }

    /// The Japanese of every scenario in `Scenarios/` and `Examples/`: each run of Japanese comment
    /// lines (a wrapped line, written `#   …`, stays with the one it continues), and the Japanese
    /// half of a title (`scenario "Lesson 1: … / レッスン 1: …"`).
    public static func scenarios() throws -> [Text] {
        var found: [Text] = []
        for url in try files(under: ["Scenarios", "Examples"], extension: "scenario") {
            let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            var run: [Substring] = []
            var start = 0
            func flush() {
                if !run.isEmpty { found.append(Text(source: "\(relative(url)):\(start + 1)", text: run.joined(separator: "\n"))) }
                run = []
            }
            for (index, line) in lines.enumerated() {
                if line.hasPrefix("#"), isJapanese(line) {
                    if run.isEmpty { start = index }
                    run.append(line.dropFirst().drop { $0 == " " }.isEmpty ? "" : line.dropFirst(2))
                    continue
                }
                flush()
                if line.hasPrefix("scenario \""), let slash = line.range(of: " / "), isJapanese(line[slash.upperBound...]) {
                    found.append(Text(source: "\(relative(url)):\(index + 1)",
                                      text: String(line[slash.upperBound...].dropLast(line.hasSuffix("\"") ? 1 : 0))))
                }
            }
            flush()
        }
        return found
    }

    /// The Japanese of the documents a learner reads: README.md, docs/ (but the glossary itself,
    /// which names the variants not to write, and docs/research/, whose records of reviews and
    /// sources quote the words they correct) and Examples/: each paragraph holding Japanese,
    /// outside fenced code (a trace quoted in a document is the tool's output, checked at its source).
    public static func documents() throws -> [Text] {
        let root = JapaneseGlossary.repositoryRoot
        let urls = [root.appendingPathComponent("README.md")] + (try files(under: ["docs", "Examples"], extension: "md"))
        var found: [Text] = []
        for url in urls where url.lastPathComponent != "GLOSSARY.ja.md" && !url.path.contains("/docs/research/") {
            var inCode = false
            var paragraph: [Substring] = []
            var start = 0
            let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            func flush() {
                let text = paragraph.joined(separator: "\n")
                if isJapanese(Substring(text)) { found.append(Text(source: "\(relative(url)):\(start + 1)", text: text)) }
                paragraph = []
            }
            for (index, line) in lines.enumerated() {
                if line.hasPrefix("```") { flush(); inCode.toggle(); continue }
                if inCode { continue }
                if line.trimmingCharacters(in: .whitespaces).isEmpty { flush(); continue }
                if paragraph.isEmpty { start = index }
                paragraph.append(line)
            }
            flush()
        }
        return found
    }

    /// The files under `folders` of the repository whose names end in `.extension`, in path order.
    static func files(under folders: [String], extension pathExtension: String) throws -> [URL] {
        let root = JapaneseGlossary.repositoryRoot
        return folders.flatMap { folder -> [URL] in
            let enumerator = FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            return (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == pathExtension && !$0.path.contains("/.build/") }
        }.sorted { $0.path < $1.path }
    }

    static func relative(_ url: URL) -> String {
        String(url.standardizedFileURL.path.dropFirst(JapaneseGlossary.repositoryRoot.standardizedFileURL.path.count + 1))
    }

    /// True for text holding kana, kanji or Japanese punctuation.
    static func isJapanese(_ text: Substring) -> Bool {
        text.unicodeScalars.contains { (0x3000...0x30FF).contains($0.value) || (0x4E00...0x9FFF).contains($0.value) }
    }
}
