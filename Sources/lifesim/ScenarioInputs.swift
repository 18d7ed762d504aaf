import Foundation
import LifecycleScenario

/// One scenario source: its name as shown in messages, and where its bytes come from.
///
/// A file stays on disk and is read a block at a time each time it is parsed, so a long file is never
/// in memory whole (issue #14, W3); standard input, which cannot be read twice, is kept.
struct ScenarioSource {
    var path: String
    /// Standard input's bytes; nil for a file.
    var standardInput: [UInt8]?

    /// The source's whole content (for commands that show the scenario's text).
    func contents() throws -> [UInt8] {
        if let standardInput { return standardInput }
        guard let file = FileBlocks(path: path) else { throw UsageError(.of(.cannotRead, ["path": path])) }
        var bytes: [UInt8] = []
        while let block = file.next() { bytes.append(contentsOf: block) }
        if file.failed { throw UsageError(.of(.cannotRead, ["path": path])) }
        return bytes
    }

    /// Parses the source (see `ScenarioParser.parse(chunks:path:streamingTimeline:)`); nil when the
    /// file cannot be read to its end.
    func parse(streamingTimeline timeline: ((TimelineEntry) -> Void)? = nil) -> ParseResult? {
        if let standardInput {
            var given = false
            return ScenarioParser.parse(chunks: {
                defer { given = true }
                return given ? nil : standardInput
            }, path: path, streamingTimeline: timeline)
        }
        guard let file = FileBlocks(path: path) else { return nil }
        let result = ScenarioParser.parse(chunks: file.next, path: path, streamingTimeline: timeline)
        return file.failed ? nil : result
    }
}

/// Turns operands (files, directories, `-`) into scenario sources, in the order given,
/// each directory's `*.scenario` files in path order.
enum ScenarioInputs {
    static func load(_ operands: [String]) throws -> [ScenarioSource] {
        guard !operands.isEmpty else {
            throw UsageError(.of(.noScenario), hint: .of(.nameAScenario))
        }
        var sources: [ScenarioSource] = []
        for operand in operands {
            if operand == "-" {
                let data = FileHandle.standardInput.readDataToEndOfFile()
                sources.append(ScenarioSource(path: "<stdin>", standardInput: Array(data)))
                continue
            }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: operand, isDirectory: &isDirectory) else {
                throw UsageError(.of(.noSuchFile, ["path": operand]))
            }
            if isDirectory.boolValue {
                let files = scenarioFiles(in: operand)
                if files.isEmpty { throw UsageError(.of(.noScenarioFiles, ["path": operand])) }
                for file in files { sources.append(try read(file)) }
            } else {
                sources.append(try read(operand))
            }
        }
        return sources
    }

    /// A file source, once it is known that the file can be read.
    private static func read(_ path: String) throws -> ScenarioSource {
        guard FileBlocks.canRead(path) else { throw UsageError(.of(.cannotRead, ["path": path])) }
        return ScenarioSource(path: path, standardInput: nil)
    }

    /// Every `*.scenario` below `directory`, sorted by path.
    private static func scenarioFiles(in directory: String) -> [String] {
        let base = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        guard let enumerator = FileManager.default.enumerator(atPath: base) else { return [] }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix(".scenario") { files.append(base + "/" + relative) }
        }
        return files.sorted()
    }
}
