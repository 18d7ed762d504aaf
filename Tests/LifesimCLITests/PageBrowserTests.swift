import Foundation
import XCTest

/// `lifesim page` in a real browser (headless Chromium) at the sizes a room projects: 1024×768,
/// 1280×720, 1920×1080. At each, the page measures itself with a script appended to a copy of
/// it: the timeline's smallest text as drawn on screen, the state chips cut off by their panel,
/// the Latin words broken across two lines in the headings and the side panel, and whether the
/// page itself runs past the window (its panels scroll; it does not). And `lifesim timeline`'s
/// picture opened on its own, which grows with the window.
final class PageBrowserTests: XCTestCase {
    /// The environment variable that runs this test (set by `.ci/run`'s browser step, which
    /// installs Chromium first).
    static let switchName = "LIFESIM_BROWSER_TESTS"

    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// What the page reports about itself once loaded (the `data-measure` attribute of `<body>`).
    private struct Measure: Decodable {
        var minTimelineText: Double
        var clipped: [String]
        var broken: [String]
        /// How far the page itself runs past the window, down and across, in pixels.
        var overflow: [Double]
    }

    /// Appended before `</body>`: measures after the page's own script has shown the step.
    private static let measuring = """
    <script>
    window.addEventListener("load", function () {
      var svg = document.querySelector("#p-timeline svg");
      var scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
      var sizes = Array.prototype.map.call(svg.querySelectorAll("text"), function (t) {
        return parseFloat(getComputedStyle(t).fontSize) * scale;
      });
      var clipped = [];
      document.querySelectorAll(".chip").forEach(function (chip) {
        var box = chip.closest(".scroll") || document.body;
        var right = chip.getBoundingClientRect().right, limit = box.getBoundingClientRect().left + box.clientWidth;
        if (chip.scrollWidth > chip.clientWidth + 1 || right > limit + 1) { clipped.push(chip.textContent); }
      });
      // A word broken across lines; in the code columns (scenario, trace), only one that would
      // have fitted on a line of its own (a longer identifier has to break there).
      var broken = [];
      document.querySelectorAll("h1, h2, .subtitle, #p-states, #p-expectations, #p-now-why, #p-source code, #p-trace li")
        .forEach(function (element) {
        var code = element.matches("#p-source code, #p-trace li");
        var walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT), node;
        while ((node = walker.nextNode())) {
          var words = /[A-Za-z0-9][A-Za-z0-9_.:-]*/g, match;
          while ((match = words.exec(node.data))) {
            var range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            var rects = range.getClientRects();
            var width = Array.prototype.reduce.call(rects, function (sum, r) { return sum + r.width; }, 0);
            var fits = !code || width < element.clientWidth - 24;
            if (rects.length > 1 && rects[0].top !== rects[rects.length - 1].top && fits) { broken.push(match[0]); }
          }
        }
      });
      var page = document.documentElement;
      document.body.setAttribute("data-measure", JSON.stringify({
        minTimelineText: Math.min.apply(null, sizes), clipped: clipped, broken: broken,
        overflow: [page.scrollHeight - innerHeight, page.scrollWidth - innerWidth]
      }));
    });
    </script>
    """

    /// The browser ran but the page wrote no measurement (a script error): the test fails.
    private struct NoMeasurement: Error { var dom: String }

    private func chromium() -> String? {
        ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The page of `scenario` in `language`, measured at `width`×`height` with the cursor on `step`.
    private func measure(_ scenario: String, language: String, width: Int, height: Int, step: Int,
                         browser: String, in folder: URL) throws -> Measure {
        let page = folder.appendingPathComponent("page-\(language).html").path
        let written = try CLI.run(["page", Self.repository.appendingPathComponent(scenario).path, "-o", page,
                                   "--lang", language])
        XCTAssertEqual(written.status, 0, written.stderr)
        let html = try String(contentsOfFile: page, encoding: .utf8)
        let measured = folder.appendingPathComponent("measured-\(language).html")
        try Data(html.replacingOccurrences(of: "</body>", with: Self.measuring + "</body>").utf8).write(to: measured)
        return try JSONDecoder().decode(Measure.self, from: open(measured, fragment: "step=\(step)", width: width,
                                                                 height: height, browser: browser))
    }

    /// What a picture of `lifesim timeline`, opened on its own, reports about itself: its smallest
    /// text as drawn on screen.
    private struct PictureMeasure: Decodable { var minText: Double }

    /// Appended before `</svg>`.
    private static let measuringPicture = """
    <script><![CDATA[
    window.addEventListener("load", function () {
      var svg = document.documentElement;
      var scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
      var sizes = Array.prototype.map.call(svg.querySelectorAll("text"), function (t) {
        return parseFloat(getComputedStyle(t).fontSize) * scale;
      });
      svg.setAttribute("data-measure", JSON.stringify({ minText: Math.min.apply(null, sizes) }));
    });
    ]]></script>
    """

    /// The timeline picture of `scenario`, opened on its own at `width`×`height`.
    private func measurePicture(_ scenario: String, width: Int, height: Int, browser: String,
                                in folder: URL) throws -> PictureMeasure {
        let picture = folder.appendingPathComponent("timeline.svg").path
        let written = try CLI.run(["timeline", Self.repository.appendingPathComponent(scenario).path, "-o", picture])
        XCTAssertEqual(written.status, 0, written.stderr)
        let svg = try String(contentsOfFile: picture, encoding: .utf8)
        let measured = folder.appendingPathComponent("measured.svg")
        try Data(svg.replacingOccurrences(of: "</svg>", with: Self.measuringPicture + "</svg>").utf8).write(to: measured)
        return try JSONDecoder().decode(PictureMeasure.self, from: open(measured, fragment: nil, width: width,
                                                                        height: height, browser: browser))
    }

    /// Opens `file` in headless Chromium at `width`×`height` and returns the JSON its script left
    /// in a `data-measure` attribute.
    private func open(_ file: URL, fragment: String?, width: Int, height: Int, browser: String) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: browser)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--window-size=\(width),\(height)",
                             "--virtual-time-budget=3000", "--dump-dom",
                             file.absoluteString + (fragment.map { "#" + $0 } ?? "")]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let dom = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard let start = dom.range(of: "data-measure=\""),
              let end = dom[start.upperBound...].firstIndex(of: "\"") else {
            throw NoMeasurement(dom: String(dom.prefix(200)))
        }
        let json = String(dom[start.upperBound..<end]).replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&amp;", with: "&")
        return Data(json.utf8)
    }

    private func browserOrSkip() throws -> String? {
        guard ProcessInfo.processInfo.environment[Self.switchName] == "1" else {
            throw XCTSkip("runs headless Chromium; .ci/run installs it and runs this in its own step: "
                          + "\(Self.switchName)=1 swift test --filter PageBrowserTests")
        }
        guard let browser = chromium() else {
            XCTFail("no Chromium: apt-get install -y chromium (.ci/run installs it)")
            return nil
        }
        return browser
    }

    func testThePageReadsAtProjectorSizes() throws {
        guard let browser = try browserOrSkip() else { return }
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A lesson in English at its last step (every expectation shown), and an iPad's Split View in
        // Japanese at its first, with four lanes and scene states, the longest chips.
        let pages = [("Scenarios/workshop/05-expiry.scenario", "en", 9999),
                     ("Scenarios/scenes/split-view-ipad-ios17.scenario", "ja", 1)]
        for (scenario, language, step) in pages {
            var smallest: [Double] = []
            for (width, height) in [(1024, 768), (1280, 720), (1920, 1080)] {
                let what = "\(scenario) (\(language)) at \(width)×\(height)"
                let measure = try measure(scenario, language: language, width: width, height: height, step: step,
                                          browser: browser, in: folder)
                XCTAssertGreaterThanOrEqual(measure.minTimelineText, 14, "the timeline's smallest text, \(what)")
                XCTAssertEqual(measure.clipped, [], "state chips cut off, \(what)")
                XCTAssertEqual(measure.broken, [], "words broken across lines, \(what)")
                XCTAssertLessThanOrEqual(measure.overflow.max() ?? 0, 1, "the page runs past the window (down, across), \(what)")
                smallest.append(measure.minTimelineText)
            }
            XCTAssertGreaterThan(smallest[2], smallest[0] * 1.2, "a full-HD screen shows the timeline bigger: \(smallest)")
        }
    }

    /// `lifesim timeline`'s picture opened on its own fills the window: at a projector's 1024×768
    /// its smallest text is no smaller than its own size (9 units), and a bigger window shows it
    /// bigger, text included.
    func testAPictureOnItsOwnGrowsWithTheWindow() throws {
        guard let browser = try browserOrSkip() else { return }
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenario = "Scenarios/workshop/02-home-and-return.scenario"
        let small = try measurePicture(scenario, width: 1024, height: 768, browser: browser, in: folder)
        let large = try measurePicture(scenario, width: 1920, height: 1080, browser: browser, in: folder)
        XCTAssertGreaterThanOrEqual(small.minText, 9, "never below its own size")
        XCTAssertGreaterThan(large.minText, small.minText * 1.5, "text grows with the window: \(small.minText) → \(large.minText)")
    }
}
