import Foundation
import XCTest

/// Runs the built `lifesim` binary as a separate process.
struct CLIResult {
    var status: Int32
    var stdout: String
    var stderr: String
}

enum CLI {
    /// The `lifesim` executable next to the test bundle.
    ///
    /// On Linux the tests are the process (`LifecycleSimPackageTests.xctest` is an executable in the
    /// build folder). On macOS `swift test` loads the `.xctest` bundle into Xcode's `xctest` (XCTest)
    /// or `swiftpm-testing-helper` (Swift Testing), so the main bundle and `argv[0]` are Xcode's:
    /// there the bundle holding this code is the one next to `lifesim`.
    static var executable: URL {
        let candidates = [
            Bundle.main.bundleURL,
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            Bundle(for: BundleMarker.self).bundleURL,
        ]
        for directory in candidates {
            var url = directory
            for _ in 0..<3 {
                let binary = url.appendingPathComponent("lifesim")
                if FileManager.default.isExecutableFile(atPath: binary.path) { return binary }
                url = url.deletingLastPathComponent()
            }
        }
        return candidates[0].appendingPathComponent("lifesim")
    }

    /// Runs `lifesim ARGUMENTS` with `stdin` as standard input;
    /// `directory` is the working directory (the test's own when nil).
    static func run(_ arguments: [String], stdin: String? = nil, environment: [String: String] = [:],
                    directory: URL? = nil) throws -> CLIResult {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        var env = ProcessInfo.processInfo.environment
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe()
        let err = Pipe()
        let input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        // Read both pipes fully before waiting, so a large output cannot block the child.
        let group = DispatchGroup()
        nonisolated(unsafe) var errData = Data()
        group.enter()
        DispatchQueue.global().async {
            errData = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return CLIResult(status: process.terminationStatus,
                         stdout: String(decoding: outData, as: UTF8.self),
                         stderr: String(decoding: errData, as: UTF8.self))
    }

    /// Writes `text` to a new temporary file named `name` and returns its path.
    static func write(_ text: String, name: String = "test.scenario", in directory: URL? = nil) throws -> String {
        let folder = try directory ?? temporaryDirectory()
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lifesim-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

/// A class of this test module, for `Bundle(for:)`: the bundle its code was loaded from.
private final class BundleMarker {}
