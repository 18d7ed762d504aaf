import Foundation
import XCTest

/// Headless Chromium as the browser tests drive it: a file opened at a given viewport, its
/// script's report read back from the DOM, or a screenshot taken.
///
/// `--dump-dom` runs the page in a window whose viewport is shorter than the window by the
/// browser's own frame: a report whose page found a shorter viewport than asked for (its
/// `viewport`) is measured again in a window taller by the difference, and a test checks the
/// viewport of what it reads; the difference found is kept for the next reports. `--screenshot`
/// draws the window's whole size as the viewport.
final class HeadlessChromium {
    /// The executable.
    let path: String
    /// How much taller than its viewport a `--dump-dom` window was found to be.
    private var frameHeight = 0

    init(path: String) { self.path = path }

    /// The browser run was given no report (a script error, or no browser output).
    struct NoReport: Error, CustomStringConvertible {
        var output: String
        var description: String { "the page left no data-measure report; the browser printed: \(output.prefix(300))" }
    }

    /// The browser, or nil when none is installed.
    static func find() -> String? {
        ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The JSON that `file`'s script left in a `data-measure` attribute, opened at a viewport of
    /// `width`×`height` with `#fragment` in its address.
    func report(of file: URL, fragment: String?, width: Int, height: Int) throws -> Data {
        let first = try report(of: file, fragment: fragment, width: width, windowHeight: height + frameHeight)
        struct Viewport: Decodable { var viewport: [Int] }
        guard let seen = try? JSONDecoder().decode(Viewport.self, from: first).viewport, seen.count == 2, seen[1] != height else {
            return first
        }
        frameHeight += height - seen[1]
        return try report(of: file, fragment: fragment, width: width, windowHeight: height + frameHeight)
    }

    private func report(of file: URL, fragment: String?, width: Int, windowHeight: Int) throws -> Data {
        let output = try run(["--window-size=\(width),\(windowHeight)", "--virtual-time-budget=5000", "--dump-dom",
                              address(file, fragment)])
        guard let start = output.range(of: "data-measure=\""),
              let end = output[start.upperBound...].firstIndex(of: "\"") else { throw NoReport(output: output) }
        let json = String(output[start.upperBound..<end]).replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
        return Data(json.utf8)
    }

    /// The browser wrote no screenshot where it was asked to.
    struct NoScreenshot: Error, CustomStringConvertible {
        var path: String
        var description: String { "no screenshot written at \(path)" }
    }

    /// A PNG of `file` at a viewport of `width`×`height`, written to `png`.
    func screenshot(of file: URL, fragment: String?, width: Int, height: Int, to png: URL) throws {
        try? FileManager.default.removeItem(at: png)
        _ = try run(["--hide-scrollbars", "--window-size=\(width),\(height)", "--virtual-time-budget=5000",
                     "--screenshot=\(png.path)", address(file, fragment)])
        guard FileManager.default.fileExists(atPath: png.path) else { throw NoScreenshot(path: png.path) }
    }

    private func address(_ file: URL, _ fragment: String?) -> String {
        file.absoluteString + (fragment.map { "#" + $0 } ?? "")
    }

    private func run(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu"] + arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return output
    }
}
