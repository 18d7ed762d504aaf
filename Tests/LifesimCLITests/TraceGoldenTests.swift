import Foundation
import XCTest

/// The trace of every library scenario, byte for byte (a faster engine must print exactly
/// what this one prints). For each scenario, `Golden/trace-digests.txt` holds a 64-bit FNV-1a
/// digest and the length of three outputs of `lifesim run`: the English text with `--explain`,
/// the JSON, and the Japanese text with `--explain`.
///
/// When an output changes on purpose (a new scenario, a rule fixed), regenerate the file and
/// commit it with the change that explains it:
///
///     LIFESIM_UPDATE_GOLDEN=1 swift test --filter TraceGoldenTests
final class TraceGoldenTests: XCTestCase {
    private static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private static let manifest = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden/trace-digests.txt")

    /// The outputs whose bytes are kept, each named by its column in the manifest.
    private static let outputs: [(name: String, arguments: [String])] = [
        ("text", ["run", "--explain", "--lang", "en"]),
        ("json", ["run", "--format", "json", "--lang", "en"]),
        ("ja", ["run", "--explain", "--lang", "ja"]),
    ]

    func testEveryScenarioPrintsTheBytesItPrintedBefore() throws {
        var lines: [String] = []
        for path in try Self.scenarioPaths() {
            var columns = [path]
            for output in Self.outputs {
                let result = try CLI.run(output.arguments + [path], environment: ["NO_COLOR": "1"], directory: Self.packageRoot)
                XCTAssertTrue(result.status == 0 || result.status == 1, "\(path) \(output.name): \(result.stderr)")
                let bytes = Array(result.stdout.utf8)
                columns.append("\(output.name)=\(Self.digest(bytes)):\(bytes.count)")
            }
            lines.append(columns.joined(separator: " "))
        }
        let actual = lines.joined(separator: "\n") + "\n"
        if ProcessInfo.processInfo.environment["LIFESIM_UPDATE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: Self.manifest.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: Self.manifest)
            return
        }
        let expected = try String(contentsOf: Self.manifest, encoding: .utf8)
        let before = Dictionary(uniqueKeysWithValues: expected.split(separator: "\n").map { line in
            (String(line.split(separator: " ")[0]), String(line))
        })
        for line in lines {
            let path = String(line.split(separator: " ")[0])
            XCTAssertEqual(line, before[path] ?? "\(path): no digest kept",
                           "\(path): its output changed; if on purpose, regenerate (see TraceGoldenTests)")
        }
        XCTAssertEqual(lines.count, before.count, "scenarios added or removed; regenerate the digests")
    }

    /// FNV-1a digests differ for two outputs that differ in one byte (a check that this test can fail).
    func testTheDigestSeesOneByte() {
        XCTAssertNotEqual(Self.digest(Array("expect Mail active".utf8)), Self.digest(Array("expect Mail activf".utf8)))
        XCTAssertEqual(Self.digest([]), "cbf29ce484222325", "FNV-1a's offset basis")
        XCTAssertEqual(Self.digest(Array("a".utf8)), "af63dc4c8601ec8c", "FNV-1a 64 of \"a\"")
    }

    /// The library's scenarios, relative to the package root, in path order.
    private static func scenarioPaths() throws -> [String] {
        let root = packageRoot.appendingPathComponent("Scenarios")
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        var paths: [String] = []
        while let url = enumerator?.nextObject() as? URL {
            if url.pathExtension == "scenario" { paths.append("Scenarios/" + url.path.dropFirst(root.path.count + 1)) }
        }
        return paths.sorted()
    }

    /// 64-bit FNV-1a of `bytes`, as 16 hexadecimal digits.
    private static func digest(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
