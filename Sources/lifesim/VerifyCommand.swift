import Foundation
import LifecycleScenario
import LifecycleSim

/// `lifesim verify LOG --scenario FILE`: a real device's console log held against the
/// simulation of the scenario the user performed on it.
struct VerifyCommand {
    static let help = """
    lifesim verify: compare a real device's console log with the simulation.

    USAGE
      lifesim verify LOG --scenario FILE [--tolerance DURATION] [--format text|json]

    Perform the scenario's timeline on a device, capture its console (Xcode's console,
    'log stream', or lines you print yourself), and give both files. verify finds the
    lifecycle callbacks in the log by their UIKit names in any style:
      2013-12-02 10:00:00.123 Uploader[812:60b] applicationDidEnterBackground:
      2024-05-01 10:00:00.123456+0900 0x1c7a1 Default 0x0 812 0 Uploader: sceneDidBecomeActive(_:)
      185.2 Uploader expire upload               (a plain TIME APP CALLBACK form)
    and compares them, in order, with the simulation's callbacks for the apps the log names.
    It reports agreement, or the first divergence with both sequences side by side and the
    rule behind the simulated side. Intervals the system decides (a budget, a deadline:
    no timeline event between the two callbacks) must agree within the tolerance.

    OPTIONS
      --scenario FILE        the scenario that was performed (required)
      --tolerance DURATION   how far a system-timed interval may differ (default 250ms)
      --format text|json     words for people (default) or one JSON object for tools
      --lang en|ja           messages in English (en) or Japanese (ja); see 'lifesim --help'

    EXIT STATUS
      0 they agree, 1 they differ, 2 an unreadable log or scenario, or bad usage

    EXAMPLES
      lifesim verify Scenarios/device-logs/app-launch-sequence-ios11.log \\
          --scenario Scenarios/device-logs/app-launch-sequence-ios11.scenario
      lifesim verify Scenarios/device-logs/expiry-iphone-x.log \\
          --scenario Scenarios/device-logs/expiry-iphone-x.scenario    # differs
    """

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
