import Foundation
import LifecycleScenario
import LifecycleSim

/// `lifesim verify LOG --scenario FILE`: a real device's console log held against the
/// simulation of the scenario the user performed on it.
struct VerifyCommand {
    let arguments: Arguments

    static let options = CommandOptions(valued: ["--scenario": [], "--tolerance": [], "--format": ["text", "json"]])

    init(arguments: [String]) throws {
        self.arguments = try Arguments(arguments, options: Self.options)
        guard self.arguments.operands.count == 1 else {
            throw UsageError(.giveOneLogFile, hint: .verbatim("lifesim verify LOG --scenario FILE"))
        }
        guard self.arguments.value("--scenario") != nil else {
            throw UsageError(.whichScenario, hint: .addScenarioOption)
        }
    }

    func execute() throws -> ExitStatus {
        let logPath = arguments.operands[0]
        let tolerance = try toleranceSeconds()
        guard let logData = FileManager.default.contents(atPath: logPath) else {
            throw UsageError(.cannotReadLog(path: logPath))
        }
        let sources = try scenarioSource()
        let parsed = ParsedSources(sources, color: ColorChoice.decide(nil, for: .standardError), warnings: false,
                                   language: try arguments.language())
        guard !parsed.hasErrors, parsed.documents.count == 1, let document = parsed.documents.first else { return .usage }
        let apps = document.apps.map(\.name)
        let log = DeviceLog.read(String(decoding: logData, as: UTF8.self), apps: apps)
        guard !log.isEmpty else {
            throw UsageError(.noCallbackInLog(path: logPath), hint: .logMustNameCallbacks)
        }
        // A log that shows notifications is compared with a run that shows them (NT-1, NT-2).
        let run = Scenario.run(document, notifications: log.contains(where: \.isNotification))
        let verification = LogVerification(log: log, run: run, apps: apps, tolerance: tolerance)
        if arguments.value("--format") == "json" {
            Output.standardOutput.line(VerificationReport.json(verification, tolerance: tolerance))
        } else {
            let name = (logPath as NSString).lastPathComponent
            for line in VerificationReport.text(verification, logName: name, tolerance: tolerance,
                                                in: try arguments.language()) {
                Output.standardOutput.line(line)
            }
        }
        return verification.agrees ? .success : .expectationFailed
    }

    /// The one scenario `--scenario` names. A directory, or anything else that gives more than one
    /// scenario, is a usage error: comparing the log with whichever scenario came first would be a
    /// verdict about the wrong run.
    private func scenarioSource() throws -> [ScenarioSource] {
        let path = arguments.value("--scenario") ?? ""
        if ScenarioInputs.isDirectory(path) {
            throw UsageError(.scenarioOptionNotADirectory(path: path), hint: .scenarioOptionNamesOneFile)
        }
        let sources = try ScenarioInputs.load([path])
        guard sources.count == 1 else {
            throw UsageError(.scenarioOptionTakesOneFile(path: path, count: "\(sources.count)"),
                             hint: .scenarioOptionNamesOneFile)
        }
        return sources
    }

    private func toleranceSeconds() throws -> Double {
        guard let text = arguments.value("--tolerance") else { return 0.25 }
        guard let duration = try? DurationParser.parse(text).get() else {
            throw UsageError(.invalidTolerance(value: text), hint: .aDuration)
        }
        return Double(duration.milliseconds) / 1000
    }
}
