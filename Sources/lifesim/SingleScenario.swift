import Foundation
import LifecycleScenario
import LifecycleSim

/// The one scenario `timeline` and `page` take: a file, or `-` for standard input, parsed with
/// its diagnostics printed.
struct SingleScenario {
    let document: ScenarioDocument
    /// The file's text, as the scenario column of a page shows it.
    let source: String

    /// The scenario the operands name, or nil when it has errors (already printed). Throws a
    /// usage error naming the command's own words when there is none, more than one, or a directory.
    static func load(_ arguments: Arguments, language: Language, tooMany: (_ count: String) -> UsageText,
                     perFile: UsageText, oneFile: UsageText) throws -> SingleScenario? {
        guard let input = arguments.operands.first else {
            throw UsageError(.noScenario, hint: .nameOneScenario)
        }
        guard arguments.operands.count == 1 else {
            throw UsageError(tooMany("\(arguments.operands.count)"), hint: perFile)
        }
        if ScenarioInputs.isDirectory(input) {
            throw UsageError(.isADirectory(path: input), hint: oneFile)
        }
        let sources = try ScenarioInputs.load([input])
        let parsed = ParsedSources(sources, color: ColorChoice.decide(nil, for: .standardError), language: language)
        guard !parsed.hasErrors, let document = parsed.documents.first, let source = sources.first else { return nil }
        return SingleScenario(document: document, source: String(decoding: try source.contents(), as: UTF8.self))
    }
}
