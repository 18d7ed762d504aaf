import Foundation

/// Files kept under Benchmarks/ (the corpus, W9's model and its Promela), found from the
/// package's directory or, when run from elsewhere, next to these sources.
enum BenchmarkFiles {
    /// `relative` under Benchmarks/, if it exists.
    static func path(_ relative: String) -> String? {
        // #filePath is Benchmarks/Sources/lifesim-bench/BenchmarkFiles.swift: three levels up is Benchmarks.
        let benchmarks = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return [FileManager.default.currentDirectoryPath + "/Benchmarks/" + relative, benchmarks.appendingPathComponent(relative).path]
            .first { FileManager.default.fileExists(atPath: $0) }
    }
}
