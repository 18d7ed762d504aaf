import Foundation
import LifecycleScenario
import LifecycleSim

/// `lifesim page`: runs one scenario and writes it as a self-contained HTML step-through
/// player, for a projector in a lesson.
struct PageCommand {
    let arguments: Arguments

    static let options = CommandOptions(valued: ["-o": [], "--output": []])

    init(arguments: [String]) throws {
        self.arguments = try Arguments(arguments, options: Self.options)
    }

    func execute() throws -> ExitStatus {
        let language = try arguments.language()
        let destination = try OutputDestination.path(arguments)
        guard let scenario = try SingleScenario.load(arguments, language: language, tooMany: UsageText.pageShowsOne,
                                                     perFile: .runPagePerFile, oneFile: .pageShowsOneFile)
        else { return .usage }
        let document = scenario.document
        let steps = PageSteps(document: document, source: scenario.source, language: language)
        let summary = steps.summary
        if let failure = summary.internalFailure {
            let line = summary.internalFailureLine.map { ":\($0)" } ?? ""
            Output.standardError.line(RunMessage.internalError(location: "\(document.path)\(line)", failure: "\(failure)")
                .text(in: language))
            return .internalError
        }
        let html = PageHTML.render(steps, words: .words(in: language))
        guard OutputDestination.deliver(html, to: destination, language: language) else { return .usage }
        let counted = RunMessage.steps(count: steps.steps.count).text(in: language)
        let expectations = RunMessage.expectations(count: summary.expectations).text(in: language)
        let failed = String(summary.failed)
        let wrote: RunMessage = destination.map {
            .pageWrote(destination: $0, steps: counted, expectations: expectations, failed: failed)
        } ?? .pageWroteStandardOutput(steps: counted, expectations: expectations, failed: failed)
        Output.standardError.line(wrote.text(in: language))
        return .success
    }
}
