import Foundation
import LifecycleScenario

/// `lifesim walk`: random walks with the invariant checker after every step.
struct WalkCommand {
    let arguments: Arguments

    static let options = CommandOptions(valued: ["--steps": [], "--seed": [], "--length": [], "--out": []],
                                        switches: ["--print"])

    init(arguments: [String]) throws {
        self.arguments = try Arguments(arguments, options: Self.options)
    }

    /// The lines one walk may have: its whole scenario is held (printed at once, or kept to be
    /// shrunk when it fails), some 30 MB at the most.
    static let lengths = 1...100_000

    private func number(_ name: String, default value: Int) throws -> Int {
        guard let text = arguments.value(name) else { return value }
        guard let number = Int(text), number > 0 else {
            throw UsageError(.positiveWholeNumber(name: name, value: text))
        }
        return number
    }

    func execute() throws -> ExitStatus {
        let steps = try number("--steps", default: 100_000)
        let firstSeed = try number("--seed", default: 1)
        let length = try arguments.wholeNumber("--length", in: Self.lengths) ?? 200
        let language = try arguments.language()
        if arguments.has("--print") {
            Output.standardOutput.line(ScenarioWriter.text(of: RandomScenario.make(seed: UInt64(firstSeed), length: length)))
            return .success
        }
        var walked = 0
        var seed = UInt64(firstSeed)
        while walked < steps {
            let walkLength = min(length, steps - walked)
            if let failure = RandomWalk.walk(seed: seed, length: walkLength) {
                let directory = arguments.value("--out") ?? "."
                let path = (directory as NSString).appendingPathComponent("walk-failure-\(failure.seed).scenario")
                let text = "# lifesim walk --seed \(failure.seed) --length \(walkLength) found: \(failure.violation)\n"
                    + ScenarioWriter.text(of: failure.minimal)
                guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
                    throw UsageError(.cannotWrite(path: path))
                }
                for line in WalkReport.violation(seed: failure.seed, violation: failure.violation, path: path, in: language) {
                    Output.standardError.line(line)
                }
                return .expectationFailed
            }
            walked += walkLength
            seed += 1
        }
        Output.standardOutput.line(WalkReport.held(steps: walked, scenarios: Int(seed - UInt64(firstSeed)), firstSeed: UInt64(firstSeed),
                                                   lastSeed: seed - 1, in: language))
        return .success
    }
}
