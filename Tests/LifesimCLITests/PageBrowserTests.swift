import Foundation
import XCTest

/// `lifesim page` and `lifesim timeline` in a real browser (headless Chromium, with Noto CJK so
/// that Japanese is measured with real glyphs), as a room sees them: every workshop lesson, in
/// English and in Japanese, at a 4:3 projector's 1024×768, a 16:9 one's 1280×720 and a full-HD
/// screen, at its first, middle and last step and in presenting mode. At each, what a person
/// must be able to read: every lane, the events, the expectations and the axis inside the
/// window without scrolling; the picture's text at 14 px or more; no text past its box or the
/// window; no word split across two lines; the page itself no larger than the window. The
/// pictures of `lifesim timeline`, opened on their own at 1024×768: text at 14 px or more,
/// nothing past either edge, no label over another.
///
/// With `LIFESIM_SCREENSHOTS` set to a folder, it also leaves there a screenshot of every
/// lesson's page at its middle step, at each size and in each language, and of every lesson's
/// picture at 1024×768 (`.ci/run` keeps them and prints where).
final class PageBrowserTests: XCTestCase {
    /// The environment variable that runs this test (set by `.ci/run`'s browser step, which
    /// installs Chromium and the CJK fonts first).
    static let switchName = "LIFESIM_BROWSER_TESTS"
    /// Where screenshots go, when set.
    static let screenshotsName = "LIFESIM_SCREENSHOTS"

    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The sizes a room projects at.
    static let sizes = [(1024, 768), (1280, 720), (1920, 1080)]

    /// Every lesson of the workshop, in order.
    private static func lessons() throws -> [String] {
        let folder = repository.appendingPathComponent("Scenarios/workshop")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".scenario") }.sorted().map { "Scenarios/workshop/" + $0 }
    }

    /// What the page reports at one moment (`BrowserMeasureScripts.page`).
    private struct PageMoment: Decodable {
        var at: String
        var minText: Double
        var outside: [String]
        var overflowing: [String]
        var broken: [String]
        var pageOverflow: [Double]
        var pictureScrolls: Bool
    }

    private struct PageReport: Decodable {
        var viewport: [Int]
        var steps: [PageMoment]
    }

    private struct PictureReport: Decodable {
        var viewport: [Int]
        var minText: Double
        var width: Double
        var outside: [String]
        var overlapping: [String]
    }

    private func browserOrSkip() throws -> String? {
        guard ProcessInfo.processInfo.environment[Self.switchName] == "1" else {
            throw XCTSkip("runs headless Chromium; .ci/run installs it and runs this in its own step: "
                          + "\(Self.switchName)=1 swift test --filter PageBrowserTests")
        }
        guard let browser = HeadlessChromium.find() else {
            XCTFail("no Chromium: apt-get install -y chromium fonts-noto-cjk (.ci/run installs them)")
            return nil
        }
        // Japanese measured with a fallback font's boxes would measure nothing a room sees.
        guard Self.hasJapaneseFont() else {
            XCTFail("no Japanese font: apt-get install -y fonts-noto-cjk (.ci/run installs it)")
            return nil
        }
        return browser
    }

    /// Runs `body` with the browser and a fresh folder removed afterwards; skipped unless switched
    /// on (`switchName`), failed when the browser or a Japanese font is missing.
    private func withBrowser(_ body: (HeadlessChromium, URL) throws -> Void) throws {
        guard let path = try browserOrSkip() else { return }
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(HeadlessChromium(path: path), folder)
    }

    /// True when fontconfig knows a font for Japanese.
    private static func hasJapaneseFont() -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["fc-list", ":lang=ja", "family"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        let listed = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 && !listed.isEmpty
    }

    /// The folder for screenshots (made if missing), when one is asked for.
    private func screenshots() throws -> URL? {
        guard let path = ProcessInfo.processInfo.environment[Self.screenshotsName], !path.isEmpty else { return nil }
        let folder = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The page of `scenario` in `language`, written into `folder`: the page as `lifesim page`
    /// wrote it, and a copy with the measuring script.
    private func page(_ scenario: String, language: String, in folder: URL) throws -> (page: URL, measured: URL) {
        let name = URL(fileURLWithPath: scenario).deletingPathExtension().lastPathComponent + "-" + language
        let page = folder.appendingPathComponent(name + ".html")
        let written = try CLI.run(["page", Self.repository.appendingPathComponent(scenario).path, "-o", page.path,
                                   "--lang", language])
        XCTAssertEqual(written.status, 0, written.stderr)
        let html = try String(contentsOf: page, encoding: .utf8)
        let measured = folder.appendingPathComponent(name + "-measured.html")
        try Data(html.replacingOccurrences(of: "</body>", with: BrowserMeasureScripts.page + "</body>").utf8).write(to: measured)
        return (page, measured)
    }

    /// What holds at every moment of every page: text of 14 px or more in the picture, no text past
    /// its box or the window, no word split, the page no larger than the window.
    private func assertReadable(_ moment: PageMoment, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertGreaterThanOrEqual(moment.minText, 14, "the picture's smallest text, \(what)", file: file, line: line)
        XCTAssertEqual(moment.overflowing, [], "text past its box or the window, \(what)", file: file, line: line)
        XCTAssertEqual(moment.broken, [], "words split across two lines, \(what)", file: file, line: line)
        XCTAssertLessThanOrEqual(moment.pageOverflow.max() ?? 0, 1, "the page runs past the window (down, across), \(what)",
                                 file: file, line: line)
    }

    func testEveryLessonIsWholeOnScreenAtEverySizeInBothLanguages() throws {
        try withBrowser { browser, folder in
            let screenshots = try screenshots()
            for scenario in try Self.lessons() {
                for language in ["en", "ja"] {
                    let files = try page(scenario, language: language, in: folder)
                    var smallest: [Double] = []
                    for (width, height) in Self.sizes {
                        let report = try JSONDecoder().decode(PageReport.self, from: browser.report(
                            of: files.measured, fragment: "step=1", width: width, height: height))
                        XCTAssertEqual(report.viewport, [width, height], "the browser's viewport")
                        for moment in report.steps {
                            assertReadable(moment, "\(scenario) (\(language)) at \(width)×\(height), \(moment.at)")
                            XCTAssertEqual(moment.outside, [], "parts of the picture not on the screen, \(scenario) (\(language)) "
                                           + "at \(width)×\(height), \(moment.at)")
                        }
                        smallest.append(report.steps[0].minText)
                        if let screenshots {
                            let name = files.page.deletingPathExtension().lastPathComponent
                            let middle = try String(contentsOf: files.page, encoding: .utf8).components(separatedBy: "class=\"step\"").count / 2
                            try browser.screenshot(of: files.page, fragment: "step=\(max(1, middle))", width: width, height: height,
                                                   to: screenshots.appendingPathComponent("page-\(name)-\(width)x\(height).png"))
                        }
                    }
                    XCTAssertGreaterThanOrEqual(smallest[2], smallest[0], "a full-HD screen shows the picture no smaller: \(smallest)")
                }
            }
        }
    }

    /// A run with more lanes than a short screen can show at a size that reads (an iPad's Split
    /// View: two apps, each with its scenes) is never cut: its picture scrolls in its pane, and
    /// everything else holds as for a lesson.
    func testAPictureTallerThanTheWindowScrollsInItsPane() throws {
        try withBrowser { browser, folder in
            let scenario = "Scenarios/scenes/split-view-ipad-ios17.scenario"
            for language in ["en", "ja"] {
                let files = try page(scenario, language: language, in: folder)
                var scrolled = false
                for (width, height) in Self.sizes {
                    let report = try JSONDecoder().decode(PageReport.self, from: browser.report(
                        of: files.measured, fragment: "step=1", width: width, height: height))
                    for moment in report.steps {
                        let what = "\(scenario) (\(language)) at \(width)×\(height), \(moment.at)"
                        assertReadable(moment, what)
                        XCTAssertTrue(moment.outside.isEmpty || moment.pictureScrolls, "cut without a scroll: \(moment.outside), \(what)")
                        scrolled = scrolled || moment.pictureScrolls
                    }
                }
                XCTAssertTrue(scrolled, "four lanes and their labels do not fit 1024×768 at 14 px: the case this test is for")
            }
        }
    }

    /// A label of the picture shortened with "…" shows its whole text when the keyboard reaches
    /// it: the page's box beside it says what its title says.
    func testAShortenedLabelShowsItsWholeTextOnFocus() throws {
        try withBrowser { browser, folder in
            let scenario = folder.appendingPathComponent("long.scenario")
            try Data("""
            scenario "Long labels"
            device ios 13
            app Uploader
            launch Uploader
            +5s home
                expect Uploader callbacks: willFinishLaunching, didFinishLaunching, didBecomeActive, willResignActive, didEnterBackground, willTerminate

            """.utf8).write(to: scenario)
            let page = folder.appendingPathComponent("long.html")
            let written = try CLI.run(["page", scenario.path, "-o", page.path])
            XCTAssertEqual(written.status, 0, "the page is written, its failed expectation shown as ✗: \(written.stderr)")
            let html = try String(contentsOf: page, encoding: .utf8)
            XCTAssertTrue(html.contains("tabindex=\"0\"><title>"), "the failure's text is shortened in the picture")
            let measured = folder.appendingPathComponent("long-measured.html")
            try Data(html.replacingOccurrences(of: "</body>", with: BrowserMeasureScripts.focus + "</body>").utf8).write(to: measured)
            struct Focus: Decodable { var viewport: [Int]; var shown: Bool; var text: String; var title: String; var inside: Bool }
            let focus = try JSONDecoder().decode(Focus.self, from: browser
                .report(of: measured, fragment: nil, width: 1024, height: 768))
            XCTAssertTrue(focus.shown, "a box shows on focus")
            XCTAssertEqual(focus.text, focus.title, "the whole text")
            XCTAssertTrue(focus.inside, "the box is inside the window: \(focus)")
        }
    }

    /// `lifesim timeline`'s picture opened on its own fits its window: at a projector's 1024×768
    /// every lesson's picture is no wider than the window, its smallest text 14 px or more,
    /// nothing past either edge and no label over another; a full-HD window shows it bigger.
    func testEveryLessonsPictureFitsItsWindowAlone() throws {
        try withBrowser { browser, folder in
            let screenshots = try screenshots()
            for scenario in try Self.lessons() {
                let name = URL(fileURLWithPath: scenario).deletingPathExtension().lastPathComponent
                let picture = folder.appendingPathComponent(name + ".svg")
                let written = try CLI.run(["timeline", Self.repository.appendingPathComponent(scenario).path, "-o", picture.path])
                XCTAssertEqual(written.status, 0, written.stderr)
                let svg = try String(contentsOf: picture, encoding: .utf8)
                let measured = folder.appendingPathComponent(name + "-measured.svg")
                try Data(svg.replacingOccurrences(of: "</svg>", with: BrowserMeasureScripts.picture + "</svg>").utf8).write(to: measured)
                let small = try JSONDecoder().decode(PictureReport.self, from: browser.report(of: measured, fragment: nil, width: 1024, height: 768))
                let large = try JSONDecoder().decode(PictureReport.self, from: browser.report(of: measured, fragment: nil, width: 1920, height: 1080))
                XCTAssertEqual(small.viewport.first, 1024, "the browser's viewport")
                XCTAssertLessThanOrEqual(small.width, 1024, "\(scenario): no wider than the window")
                XCTAssertGreaterThanOrEqual(small.minText, 14, "\(scenario): the smallest text at 1024×768")
                XCTAssertEqual(small.outside, [], "\(scenario): text past the window's edge at 1024×768")
                XCTAssertEqual(small.overlapping, [], "\(scenario): labels drawn over each other")
                XCTAssertGreaterThan(large.minText, small.minText * 1.5, "\(scenario): a bigger window shows it bigger")
                if let screenshots {
                    try browser.screenshot(of: picture, fragment: nil, width: 1024, height: 768,
                                           to: screenshots.appendingPathComponent("timeline-\(name)-1024x768.png"))
                }
            }
        }
    }
}
