import LifecycleScenario
import LifecycleSim

/// `lifesim coverage`: which rules, transitions and callbacks a set of scenarios exercised.
struct CoverageCommand {
    let arguments: Arguments

    static let options = CommandOptions(valued: ["--format": ["text", "json"], "--require": []])

    init(arguments: [String]) throws {
        self.arguments = try Arguments(arguments, options: Self.options)
    }

    func execute() throws -> ExitStatus {
        var required: Int?
        if let text = arguments.value("--require") {
            guard let value = Int(text), (0...100).contains(value) else {
                throw UsageError(.requirePercentage(value: text))
            }
            required = value
        }
        let language = try arguments.language()
        let sources = try ScenarioInputs.load(arguments.operands)
        let parsed = ParsedSources(sources, color: ColorChoice.decide(nil, for: .standardError), language: try arguments.language())
        if parsed.hasErrors { return .usage }
        let collector = CoverageCollector()
        for document in parsed.documents {
            let runner = ScenarioRunner(document: document)
            collector.begin(profile: runner.device.profile)
            runner.addSink(collector)
            runner.run()
        }
        let report = collector.report
        if arguments.value("--format") == "json" {
            Output.standardOutput.line(CoverageText.json(report, scenarios: parsed.documents.count))
        } else {
            Output.standardOutput.line(CoverageText.table(report, scenarios: parsed.documents.count, in: language))
        }
        if let required, !report.rules.reaches(required) {
            let below = RunMessage.coverageBelow(percent: String(report.rules.percent), required: String(required))
            Output.standardError.line(below.text(in: language))
            return .expectationFailed
        }
        return .success
    }
}

/// Coverage reports as text.
enum CoverageText {
    /// The table for people, its words in `language` (the JSON form has none).
    static func table(_ report: CoverageReport, scenarios: Int, in language: Language = .en) -> String {
        table(report, of: RunMessage.scenarios(count: scenarios).text(in: language), in: language)
    }

    /// The table for people, titled with what was covered (`3 scenarios`, `the explored paths`).
    static func table(_ report: CoverageReport, of covered: String, in language: Language) -> String {
        var lines = [RunMessage.coverageTitle(scenarios: covered).text(in: language), ""]
        for (title, part) in [(RunMessage.coverageRules, report.rules), (.coverageTransitions, report.transitions),
                              (.coverageCallbacks, report.callbacks)] {
            lines.append(RunMessage.coveragePart(title: title.text(in: language), exercised: String(part.exercised.count),
                                                 total: String(part.items.count), percent: String(part.percent))
                .text(in: language))
            let width = part.items.map(\.name.count).max() ?? 0
            for item in part.items {
                let mark = item.count > 0 ? "✓" : "✗"
                lines.append("  \(mark) \(item.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(item.count)")
            }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    static func json(_ report: CoverageReport, scenarios: Int) -> String {
        func part(_ part: CoverageReport.Part) -> String {
            let counts = part.items.map { "\(quote($0.name)):\($0.count)" }.joined(separator: ",")
            let missing = part.missing.map(quote).joined(separator: ",")
            return "{\"exercised\":\(part.exercised.count),\"total\":\(part.items.count),\"percent\":\(part.percent),\"missing\":[\(missing)],\"counts\":{\(counts)}}"
        }
        return "{\"scenarios\":\(scenarios),\"rules\":\(part(report.rules)),\"transitions\":\(part(report.transitions)),\"callbacks\":\(part(report.callbacks))}"
    }

    private static func quote(_ text: String) -> String { JSONObject.quote(text) }
}
