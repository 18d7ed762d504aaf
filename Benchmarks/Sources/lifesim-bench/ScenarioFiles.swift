import Foundation

/// Generated scenario files for W3 and W6.
enum ScenarioFiles {
    /// The timeline of one W1-like cycle, one statement a second, with one expectation.
    static let cycle = [
        "+1s     launch App", "+1s     home", "+1s     launch App", "+1s     call", "+1s     call accept",
        "+1s     call end", "+1s     home", "+1s     switcher", "+1s     switcher kill App", "+1s     switcher close",
        "        expect App not-running",
    ]

    /// A scenario of `lines` timeline lines (plus a four-line header).
    static func text(lines: Int) -> String {
        var text = "scenario \"generated, \(lines) timeline lines\"\ndevice ios 12\n\napp App\n"
        text.reserveCapacity(lines * 24 + 64)
        for index in 0..<lines {
            text += cycle[index % cycle.count]
            text += "\n"
        }
        return text
    }

    /// Writes the scenario of `lines` lines to a temporary file: its path.
    static func write(lines: Int, in directory: String) throws -> String {
        let path = "\(directory)/generated-\(lines).scenario"
        try text(lines: lines).write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }

    /// A fresh temporary directory.
    static func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "lifesim-bench-\(getpid())"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
