import Foundation
import LifecycleScenario

/// `lifesim export FILE --xctest|--swift-testing [-o OUT.swift]`: a scenario as a Swift test.
struct ExportCommand {
    static let help = """
    lifesim export: write a scenario as an XCTest or Swift Testing test of the Swift API.

    USAGE
      lifesim export FILE --xctest [-o OUT.swift]
      lifesim export FILE --swift-testing [-o OUT.swift]

    Writes one test, named from the scenario's title, that builds the device and the apps
    with SimulatedDevice and install(_:), registers the handlers with the AppContext calls,
    advances the clock to each timeline line's time, sends each event through its method,
    and checks each expectation (XCTAssertEqual / #expect, callbacks with assertCallbacks).
    The scenario's comments are carried over as Swift comments. Compile it in a test target
    that depends on the product LifecycleSimTesting.

    App options become AppConfiguration properties set in install's closure, setting lines
    the device's starting settings (setBackgroundRefresh, setDebuggerAttached …). A file
    that does not parse is reported with located diagnostics, as by lifesim check, and
    nothing is written (exit status 2). Standard error then says what was written ("wrote
    ExpiryTests.swift: XCTest tests of expiry.scenario").

    OPTIONS
      --xctest           an XCTestCase subclass with a test method
      --swift-testing    a @Suite with a @Test function
      -o, --output PATH  write to PATH instead of standard output
      --lang en|ja       messages in English (en) or Japanese (ja); see 'lifesim --help'
    """

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
