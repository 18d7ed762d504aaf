import Foundation
import LifecycleScenario
import LifecycleSim

/// `lifesim explore FILE`: every order of events up to a depth from the file's set-up, and the
/// shortest path that breaks each of its properties (docs/LANGUAGE.md, "Exploring every path").
struct ExploreCommand {
    let arguments: Arguments

    static let options = CommandOptions(valued: ["--depth": [], "--max-states": [], "--events": [], "--allow": [], "--os": [],
                                                 "--model": [],
                                                 "-o": [], "--output": [], "--graph": ["mermaid", "dot"], "--shard": [],
                                                 "--merge": []],
                                        switches: ["--coverage"])

    /// The depths `--depth` takes (its help says so).
    static let depths = 1...50
    /// The counts `--max-states` takes (its help says so).
    static let stateCaps = 1...10_000_000

    init(arguments: [String]) throws {
        self.arguments = try Arguments(arguments, options: Self.options)
    }

    func execute() throws -> ExitStatus {
        let language = try arguments.language()
        var options = PathExplorer.Options()
        if let depth = try arguments.wholeNumber("--depth", in: Self.depths, hint: .verbatim("lifesim explore --depth 6 FILE")) {
            options.depth = depth
        }
        if let most = try arguments.wholeNumber("--max-states", in: Self.stateCaps) { options.maxStates = most }
        try refuseTogether()
        if let text = arguments.value("--allow") {
            for word in try Self.items(text, of: "--allow") {
                guard let check = BuiltinCheck(rawValue: word) else {
                    throw UsageError(.invalidValue(value: word, name: "--allow"),
                                     hint: .useOneOf(choices: BuiltinCheck.allCases.map(\.rawValue).joined(separator: ", ")))
                }
                options.allowed.insert(check)
            }
        }
        let versions = try arguments.value("--os").map { try Self.items($0, of: "--os").map(Self.version) }
        let models = try arguments.value("--model").map { try Self.items($0, of: "--model").map(Self.model) }
        guard let scenario = try SingleScenario.load(arguments, language: language, tooMany: UsageText.exploreTakesOne,
                                                     perFile: .runExplorePerFile, oneFile: .exploreTakesOneFile)
        else { return .usage }
        if let text = arguments.value("--events") {
            // One event per item, whether the items are parted by commas or lines.
            let items = Self.items(text, separators: [",", "\n"])
            guard !items.isEmpty else {
                throw UsageError(.invalidValue(value: text, name: "--events"),
                                 hint: .verbatim("lifesim explore --events 'launch APP,home,wait' FILE"))
            }
            do {
                options.steps = try ExploreStep.parse(items, in: scenario.source, path: scenario.document.path)
            } catch {
                for diagnostic in error.diagnostics {
                    Output.standardError.line(DiagnosticRenderer.render(diagnostic, color: false, language: language))
                }
                return .usage
            }
        }
        options.coverage = arguments.has("--coverage")
        let graph = arguments.value("--graph")
        options.graphOf = graph == nil ? nil : scenario.document.apps.first?.name
        // A part is of one search, a merge of one search's parts, and a drawing one diagram.
        for option in ["--shard", "--merge", "--graph"] where arguments.value(option) != nil {
            guard (versions?.count ?? 1) == 1 && (models?.count ?? 1) == 1 else { throw UsageError(.oneVariant(option: option)) }
        }
        let shard = try arguments.value("--shard").map { text in
            guard let shard = ExploreShard(text) else { throw UsageError(.notAShard(value: text, most: "\(ExploreShard.mostParts)")) }
            return shard
        }
        let parts = try arguments.value("--merge").map { try Self.shardFiles(Self.items($0, of: "--merge")) }
        // Made once everything else is known good: a usage error leaves no directory behind.
        let directory = try Self.counterexampleDirectory(arguments)
        var status = ExitStatus.success
        var written = 0
        var reported = false
        for version in versions ?? [scenario.document.device.version] {
            for model in models ?? [scenario.document.device.model] {
                var document = scenario.document
                document.device.version = version
                document.device.model = model
                let clock = ContinuousClock()
                let began = clock.now
                let explorer = PathExplorer(document: document, options: options)
                if let shard {
                    let part = explorer.explore(shard: shard)
                    Output.standardOutput.line(ExploreShardFile(document: document, shard: shard, depth: options.depth,
                                                                allowed: options.allowed, report: part).json)
                    if part.internalFailure != nil { status = max(status, .internalError) }
                    continue
                }
                let report: ExploreReport
                if let parts {
                    let steps = (options.steps ?? ExploreStep.defaults(for: document)).map(\.description)
                    let identity = ExploreShardFile.identity(of: document, allowed: options.allowed)
                    if let other = parts.first(where: { $0.file.steps != steps || $0.file.depth != options.depth
                                                        || $0.file.identity != identity }) {
                        throw UsageError(.shardsOfAnotherExploration(path: other.path), hint: .runEveryShard)
                    }
                    guard let merged = explorer.merge(parts.map(\.file.report)) else {
                        throw UsageError(.shardsOfAnotherExploration(path: parts.map(\.path).joined(separator: ", ")),
                                         hint: .runEveryShard)
                    }
                    report = merged
                } else {
                    report = explorer.explore()
                }
                let seconds = (clock.now - began) / .seconds(1)
                if report.internalFailure != nil { status = max(status, .internalError) }
                if !report.violations.isEmpty { status = max(status, .expectationFailed) }
                if let graph {
                    Output.standardOutput.line(Self.drawing(report, of: document, format: graph, depth: options.depth,
                                                            language: language))
                    continue
                }
                let text = ExploreText(report: report, document: document, depth: options.depth, maxStates: options.maxStates,
                                       stepsGiven: options.steps != nil, language: language)
                // Each version's and model's report apart from the one before.
                if reported { Output.standardOutput.line("") }
                reported = true
                Output.standardOutput.line(text.summary)
                // Each path as a scenario; one file for a path that breaks a property and a check alike.
                let counterexamples = report.violations.map { $0.scenario(from: document, language: language) }
                var kept: Set<String> = []
                for (violation, counterexample) in zip(report.violations, counterexamples) {
                    Output.standardOutput.line(text.lines(for: violation).joined(separator: "\n"))
                    guard let directory, kept.insert(counterexample).inserted else { continue }
                    written += 1
                    let path = (directory as NSString).appendingPathComponent("counterexample-\(written).scenario")
                    guard OutputDestination.deliver(counterexample, to: path, language: language) else { return .usage }
                    Output.standardOutput.line(RunMessage.exploreWrote(path: path).text(in: language))
                }
                if !text.held.isEmpty { Output.standardOutput.line(text.held.joined(separator: "\n")) }
                if let coverage = report.coverage {
                    Output.standardOutput.line("\n" + CoverageText.table(coverage, of: RunMessage.exploredPaths.text(in: language),
                                                                          in: language))
                }
                if directory == nil {
                    for counterexample in counterexamples.withoutRepeats { Output.standardOutput.line("\n" + counterexample) }
                }
                // Timing goes to standard error: standard output is the same on every run. A merge
                // explored nothing itself.
                guard parts == nil else { continue }
                let rate = seconds > 0 ? Double(report.states) / seconds : 0
                Output.standardError.line(RunMessage.exploreRate(states: "\(report.states)", seconds: String(format: "%.3f", seconds),
                                                                 rate: String(format: "%.0f", rate)).text(in: language))
            }
        }
        return status
    }

    /// The states the file's first app reached, with the events and callbacks on each arrow.
    private static func drawing(_ report: ExploreReport, of document: ScenarioDocument, format: String, depth: Int,
                                language: Language) -> String {
        let app = document.apps.first?.name ?? ""
        let title = DiagramMessage.exploredTitle(app: app, version: "\(document.device.version)", file: document.path,
                                                 depth: "\(depth)").text(in: language)
        let diagram = StateDiagram(version: document.device.version, edges: report.edges, language: language, title: title,
                                   start: report.drawnStart ?? .notRunning).text
        return format == "dot" ? diagram.dot : diagram.mermaid
    }

    /// The files of every part of one shared exploration (`--merge`), each read and checked: every
    /// part of the same number of parts, once.
    private static func shardFiles(_ paths: [String]) throws -> [(path: String, file: ExploreShardFile)] {
        var files: [(path: String, file: ExploreShardFile)] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                throw UsageError(.notAShardFile(path: path), hint: .runEveryShard)
            }
            let text = try String(decoding: ScenarioInputs.load([path])[0].contents(), as: UTF8.self)
            guard let file = ExploreShardFile(json: text) else { throw UsageError(.notAShardFile(path: path), hint: .runEveryShard) }
            if let first = files.first, first.file.shard.count != file.shard.count || first.file.steps != file.steps {
                throw UsageError(.shardsOfAnotherExploration(path: path), hint: .runEveryShard)
            }
            if files.contains(where: { $0.file.shard.index == file.shard.index }) {
                throw UsageError(.shardTwice(path: path, index: "\(file.shard.index)", count: "\(file.shard.count)"),
                                 hint: .runEveryShard)
            }
            files.append((path, file))
        }
        let count = files.first?.file.shard.count ?? 1
        let missing = (1...count).filter { index in files.filter { $0.file.shard.index == index }.count != 1 }
        guard missing.isEmpty, files.count == count else {
            throw UsageError(.shardsMissing(missing: missing.map(String.init).joined(separator: ", "), count: "\(count)"),
                             hint: .runEveryShard)
        }
        return files
    }

    /// The items of an option value parted by `separators` (commas, or for `--events` lines too),
    /// blanks around them dropped (a carriage return too), empty ones left out.
    private static func items(_ text: String, separators: Set<Character> = [","]) -> [String] {
        text.split(whereSeparator: separators.contains).map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .filter { !$0.isEmpty }
    }

    /// The items of option `name`'s value, which must name at least one: an empty value would
    /// explore nothing and say nothing.
    private static func items(_ text: String, of name: String) throws -> [String] {
        let items = items(text)
        guard !items.isEmpty else { throw UsageError(.invalidValue(value: text, name: name)) }
        return items
    }

    /// Options that ask for two things at once, each pair refused: a part prints JSON for the
    /// merge, a drawing prints the graph alone, and a merge has no states to draw or count.
    private static let exclusive: [(String, [String])] = [
        ("--merge", ["--shard", "--graph", "--coverage"]),
        ("--shard", ["--graph", "--coverage", "-o", "--output"]),
        ("--graph", ["--coverage", "-o", "--output"]),
    ]

    /// Refuses two options of `exclusive` given together (`-o -`, standard output, asks for nothing).
    private func refuseTogether() throws {
        func given(_ name: String) -> Bool {
            guard let value = arguments.value(name) else { return arguments.has(name) }
            return !(value == "-" && (name == "-o" || name == "--output"))
        }
        for (option, others) in Self.exclusive where given(option) {
            guard let other = others.first(where: given) else { continue }
            throw UsageError(.optionsTogether(first: option, second: other),
                             hint: option == "--merge" ? .runEveryShard : nil)
        }
    }

    /// The directory `-o` names for the counterexamples, made now (before exploring), or nil for
    /// standard output (`OutputDestination.path`: no `-o`, or `-o -`).
    private static func counterexampleDirectory(_ arguments: Arguments) throws -> String? {
        guard let path = try OutputDestination.path(arguments) else { return nil }
        guard !path.isEmpty else {
            throw UsageError(.invalidValue(value: path, name: arguments.value("-o") != nil ? "-o" : "--output"))
        }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw UsageError(.outputNotADirectory(path: path))
        }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw UsageError(.cannotWrite(path: path))
        }
        return path
    }

    private static func version(_ text: String) throws -> OSVersion {
        guard let version = OSVersion(parsing: Substring(text)) else {
            throw UsageError(.notAnIOSVersion(value: text), hint: .anyVersionFrom3)
        }
        return version
    }

    private static func model(_ text: String) throws -> DeviceModel {
        guard let model = DeviceModel(rawValue: text) else {
            throw UsageError(.invalidValue(value: text, name: "--model"),
                             hint: .useOneOf(choices: DeviceModel.allCases.map(\.rawValue).joined(separator: ", ")))
        }
        return model
    }
}

/// An exploration's report as text, in `language`.
struct ExploreText {
    let report: ExploreReport
    let document: ScenarioDocument
    /// The depth asked for.
    let depth: Int
    /// The most states kept (`--max-states`).
    let maxStates: Int
    /// Whether `--events` named the steps: then a step never taken is named (the default steps
    /// are every event the device has, some refused in every state of most files).
    let stepsGiven: Bool
    let language: Language

    private func say(_ message: RunMessage) -> String { message.text(in: language) }

    /// What was explored, and how far.
    var summary: String {
        var lines = [say(.exploreHead(path: document.path, version: "\(document.device.version)", model: document.device.model.rawValue,
                                      steps: say(.steps(count: report.steps.count)), depth: say(.steps(count: depth)))),
                     say(.exploreStates(states: "\(report.states)", transitions: "\(report.transitions)", depth: "\(report.depthReached)"))]
        if let shards = report.shards { lines.append(say(.exploreMerged(count: "\(shards)"))) }
        if report.exhausted { lines.append(say(.exploreExhausted)) }
        if report.stoppedEarly { lines.append(say(.exploreStoppedEarly)) }
        if report.capped { lines.append(say(.exploreCapped(states: "\(maxStates)"))) }
        if stepsGiven && !report.neverTaken.isEmpty {
            lines.append(say(.exploreNeverTaken(steps: report.neverTaken.map(\.description).joined(separator: ", "))))
        }
        if !report.timelineFailures.isEmpty {
            lines.append(say(.exploreTimelineFailed(count: say(.expectations(count: report.timelineFailures.count)))))
        }
        return lines.joined(separator: "\n")
    }

    /// A broken property: its shortest path, step by step, and what was observed.
    func lines(for violation: ExploreViolation) -> [String] {
        let steps = say(.steps(count: violation.path.count))
        let property = violation.property.text
        var lines: [String]
        switch (violation.builtin, violation.path.isEmpty) {
        case (let check?, true): lines = [say(.exploreBrokenByTimeline(property: "\(name(of: check)): \(property)"))]
        case (let check?, false): lines = [say(.exploreCheckBroken(check: name(of: check), property: property, steps: steps))]
        case (nil, true): lines = [say(.exploreBrokenByTimeline(property: property))]
        case (nil, false): lines = [say(.exploreBroken(property: property, steps: steps))]
        }
        let pathEntries = violation.timeline.suffix(violation.path.count)
        // Each step as the timeline line the counterexample writes; a wait, which is a time
        // alone there, with the step's name as a comment.
        for (entry, step) in zip(pathEntries, violation.path) {
            let statement = ScenarioWriter.statementText(entry.statement)
            let time = TimeFormat.duration(entry.time.milliseconds)
            lines.append("    " + (statement.isEmpty ? "\(time)  # \(step)" : "\(time) \(statement)"))
        }
        lines.append(say(.exploreObserved(observed: violation.observed)))
        return lines
    }

    /// The properties and checks that held.
    var held: [String] {
        report.held.map { say(.exploreHeld(property: $0.text)) } + report.checksHeld.map { say(.exploreCheckHeld(check: name(of: $0))) }
    }

    private func name(of check: BuiltinCheck) -> String {
        switch check {
        case .crash: return say(.exploreCheckCrash)
        case .watchdog: return say(.exploreCheckWatchdog)
        case .warning: return say(.exploreCheckWarning)
        }
    }
}
