import Foundation
import LifecycleScenario
import LifecycleSim

/// `lifesim timeline`: runs one scenario and draws it as a self-contained SVG picture.
struct TimelineCommand {
    let arguments: Arguments

    static let options = CommandOptions(valued: ["-o": [], "--output": []])

    init(arguments: [String]) throws {
        self.arguments = try Arguments(arguments, options: Self.options)
    }

    func execute() throws -> ExitStatus {
        let language = try arguments.language()
        let destination = try OutputDestination.path(arguments)
        guard let scenario = try SingleScenario.load(arguments, language: language, tooMany: UsageText.timelineDrawsOne,
                                                     perFile: .runTimelinePerFile, oneFile: .timelineDrawsOneFile)
        else { return .usage }
        let document = scenario.document
        let picture = TimelinePicture.draw(document, in: language)
        guard OutputDestination.deliver(picture.svg + "\n", to: destination, language: language) else { return .usage }
        let summary = picture.summary
        if let failure = summary.internalFailure {
            let line = summary.internalFailureLine.map { ":\($0)" } ?? ""
            Output.standardError.line(RunMessage.internalError(location: "\(document.path)\(line)", failure: "\(failure)")
                .text(in: language))
            return .internalError
        }
        let apps = RunMessage.apps(count: picture.apps).text(in: language), end = "\(summary.end)"
        let expectations = RunMessage.expectations(count: summary.expectations).text(in: language)
        let failed = String(summary.failed)
        let wrote: RunMessage = destination.map {
            .timelineWrote(destination: $0, apps: apps, end: end, expectations: expectations, failed: failed)
        } ?? .timelineWroteStandardOutput(apps: apps, end: end, expectations: expectations, failed: failed)
        Output.standardError.line(wrote.text(in: language))
        return .success
    }
}
