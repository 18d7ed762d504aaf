import Foundation
import LifecycleScenario

/// One scenario source: its name as shown in messages, and where its bytes come from.
///
/// A regular file stays on disk and is read a block at a time each time it is parsed, so a long file
/// is never in memory whole (W3 in BENCHMARKS.md); standard input or a pipe, which cannot be read twice, is
/// read once and kept.
struct ScenarioSource {
    var path: String
    /// The bytes of a source that cannot be read twice; nil for a regular file.
    var keptBytes: [UInt8]?

    /// The source's whole content (for commands that show the scenario's text).
    func contents() throws -> [UInt8] {
        if let keptBytes { return keptBytes }
        guard let bytes = FileBlocks(path: path)?.rest() else { throw UsageError(.cannotRead(path: path)) }
        return bytes
    }

    /// Parses the source (see `ScenarioParser.parse(chunks:path:streamingTimeline:)`); nil when the
    /// file cannot be read to its end.
    func parse(streamingTimeline timeline: ((TimelineEntry) -> Void)? = nil) -> ParseResult? {
        if let keptBytes {
            var given = false
            return ScenarioParser.parse(chunks: {
                defer { given = true }
                return given ? nil : keptBytes
            }, path: path, streamingTimeline: timeline)
        }
        guard let file = FileBlocks(path: path) else { return nil }
        let result = ScenarioParser.parse(chunks: file.next, path: path, streamingTimeline: timeline)
        return file.failed ? nil : result
    }
}

/// Turns operands (files, directories, `-`) into scenario sources, in the order given,
/// each directory's `*.scenario` files in path order. `-` may be given once: standard input can be
/// read only once (a second `-` would be an empty scenario that passes).
enum ScenarioInputs {
    static func load(_ operands: [String]) throws -> [ScenarioSource] {
        guard !operands.isEmpty else {
            throw UsageError(.noScenario, hint: .nameAScenario)
        }
        let standardInputs = operands.filter { $0 == "-" }.count
        guard standardInputs <= 1 else {
            throw UsageError(.standardInputOnce(count: "\(standardInputs)"), hint: .standardInputReadOnce)
        }
        var sources: [ScenarioSource] = []
        for operand in operands {
            if operand == "-" {
                let data = FileHandle.standardInput.readDataToEndOfFile()
                sources.append(ScenarioSource(path: "<stdin>", keptBytes: Array(data)))
                continue
            }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: operand, isDirectory: &isDirectory) else {
                throw UsageError(.noSuchFile(path: operand),
                                 hint: PathSuggestion.existing(near: operand).map { UsageText.didYouMean(suggestion: $0) })
            }
            if isDirectory.boolValue {
                let files = scenarioFiles(in: operand)
                if files.isEmpty { throw UsageError(.noScenarioFiles(path: operand)) }
                for file in files { sources.append(try read(file)) }
            } else {
                sources.append(try read(operand))
            }
        }
        return sources
    }

    /// True when `operand` names a directory (never `-`, standard input).
    static func isDirectory(_ operand: String) -> Bool {
        var isDirectory: ObjCBool = false
        return operand != "-" && FileManager.default.fileExists(atPath: operand, isDirectory: &isDirectory)
            && isDirectory.boolValue
    }

    /// A file source, once it is known that the file can be read: a regular file left on disk,
    /// anything else (a pipe) read now.
    private static func read(_ path: String) throws -> ScenarioSource {
        guard let file = FileBlocks(path: path) else { throw UsageError(.cannotRead(path: path)) }
        if file.isRegularFile { return ScenarioSource(path: path, keptBytes: nil) }
        guard let bytes = file.rest() else { throw UsageError(.cannotRead(path: path)) }
        return ScenarioSource(path: path, keptBytes: bytes)
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
