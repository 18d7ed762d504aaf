import Foundation

/// One scenario source: its name as shown in messages, and its bytes.
struct ScenarioSource {
    var path: String
    var bytes: [UInt8]
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
                sources.append(ScenarioSource(path: "<stdin>", bytes: Array(data)))
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

    private static func read(_ path: String) throws -> ScenarioSource {
        guard let bytes = contents(of: path) else {
            throw UsageError(.of(.cannotRead, ["path": path]))
        }
        return ScenarioSource(path: path, bytes: bytes)
    }

    /// The bytes of the file at `path`, read straight into one array (reading a `Data` and copying
    /// it held a long file twice at the peak, issue #14, W3); nil when it cannot be read.
    private static func contents(of path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_size > 0 { bytes.reserveCapacity(Int(status.st_size)) }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
        }
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
