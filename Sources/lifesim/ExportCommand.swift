import Foundation
import LifecycleScenario

/// `lifesim export FILE --xctest|--swift-testing [-o OUT.swift]`: a scenario as a Swift test.
struct ExportCommand {
    let arguments: Arguments

    static let options = CommandOptions(valued: ["-o": [], "--output": []], switches: ["--xctest", "--swift-testing"])

    init(arguments: [String]) throws {
        self.arguments = try Arguments(arguments, options: Self.options)
    }

    func execute() throws -> ExitStatus {
        let xctest = arguments.has("--xctest"), swiftTesting = arguments.has("--swift-testing")
        guard xctest != swiftTesting else {
            throw UsageError(.exportNeedsOneFormat, hint: .verbatim("lifesim export FILE --xctest -o FileTests.swift"))
        }
        guard arguments.operands.count == 1, let input = arguments.operands.first else {
            throw UsageError(.exportWritesOne(count: "\(arguments.operands.count)"), hint: .verbatim("lifesim export FILE --xctest"))
        }
        let destination = try OutputDestination.path(arguments)
        let sources = try ScenarioInputs.load([input])
        let parsed = ParsedSources(sources, color: ColorChoice.decide(nil, for: .standardError), language: try arguments.language())
        guard !parsed.hasErrors, let document = parsed.documents.first, let source = sources.first else { return .usage }
        let text: String
        do {
            text = try TestExporter.export(document, source: String(decoding: try source.contents(), as: UTF8.self),
                                           framework: xctest ? .xctest : .swiftTesting)
        } catch let error as ExportError {
            Output.standardError.line("\(document.path):\(error.line): error: cannot export: \(error.message)")
            return .usage
        }
        let language = try arguments.language()
        guard OutputDestination.deliver(text, to: destination, language: language) else { return .usage }
        let framework = xctest ? "XCTest" : "Swift Testing"
        let wrote: RunMessage = destination.map { .exportWrote(destination: $0, framework: framework, file: document.path) }
            ?? .exportWroteStandardOutput(framework: framework, file: document.path)
        Output.standardError.line(wrote.text(in: language))
        return .success
    }
}
