import Foundation
import LifecycleScenario
import LifecycleSim
import XCTest

/// The structure of `lifesim timeline` pictures, read back with XMLParser.
final class TimelineSVGTests: XCTestCase {
    static let expiry = """
    scenario "A finite-length task is cut off after 180 s on iOS 7"
    device ios 7

    app Uploader
      on didEnterBackground: begin-task upload
      on expire upload: end-task upload

    0s      launch Uploader
    +5s     home
            expect Uploader background
            expect Uploader tasks 1
    +175s   expect Uploader remaining 5s
    +1s     expect Uploader suspended
    """

    static let twoApps = """
    scenario "Swipe away the front app"
    device ios 7
    app Mail
    app Notes
    0s      launch Mail
    +5s     launch Notes
    +5s     switcher
    +2s     switcher kill Notes
            expect Notes not-running
            expect Mail active
    """

    static let overnight = """
    scenario "Overnight"
    device ios 7
    app Mail
    0s      launch Mail
    +5s     home
    +3h     launch Mail
            expect Mail active
    """

    func testOneLanePerAppInDeclarationOrderWithItsName() throws {
        let (root, picture, _) = try TimelineFixture.picture("""
        app Zeta
        app Alpha
        app Mail
        launch Alpha
        """)
        let lanes = root.elements(class: "lane")
        XCTAssertEqual(lanes.map { $0.attributes["data-app"] }, ["Zeta", "Alpha", "Mail"])
        XCTAssertEqual(lanes.map { $0.elements(class: "lane-name").first?.text }, ["Zeta", "Alpha", "Mail"])
        XCTAssertEqual(picture.apps, 3)
    }

    func testBandsFollowTheTransitionsInOrder() throws {
        let (root, _, records) = try TimelineFixture.picture(Self.expiry)
        let bands = try XCTUnwrap(TimelineFixture.lane(root, "Uploader")).elements(class: "band")
        var expected = ["not-running"]
        for case .transition(let t) in records where t.app == "Uploader" { expected.append(t.to.rawValue) }
        XCTAssertEqual(expected, ["not-running", "inactive", "active", "inactive", "background", "suspended"])
        XCTAssertEqual(bands.map { $0.attributes["data-state"] }, expected)
        XCTAssertEqual(bands.map { band in band.classes.first { $0.hasPrefix("state-") } }, expected.map { "state-\($0)" })
        XCTAssertEqual(bands.map { $0.attributes["data-start-ms"] }, ["0", "0", "0", "5000", "5000", "181000"])
        let xs = bands.compactMap { $0.number("x") }
        XCTAssertEqual(xs, xs.sorted(), "bands are laid out left to right")
        let widths = bands.compactMap { $0.number("width") }
        XCTAssertTrue(widths.allSatisfy { $0 > 0 }, "a state held for no time still shows, as a stripe: \(widths)")
        // Held for no time: not-running and inactive at the launch (0 s), inactive at the home press (5 s).
        XCTAssertEqual(bands.map { $0.classes.contains("passing") }, [true, true, false, true, false, false])
        let launch = bands.prefix(2)
        XCTAssertEqual(Set(launch.compactMap { $0.number("x") }).count, 1, "stacked at one x, not spread along time")
        XCTAssertLessThan(try XCTUnwrap(launch.first?.number("y")), try XCTUnwrap(launch.last?.number("y")),
                          "in the order they were held, top to bottom")
        XCTAssertEqual(launch.compactMap { $0.number("height") }.reduce(0, +), TimelineStyle.bandHeight, accuracy: 0.1)
        // Where 5 s is on the axis, from its first two ticks (no gap is compressed: a budget counts down).
        let ticks = root.elements(class: "tick").prefix(2).compactMap { tick -> (ms: Double, x: Double)? in
            guard let ms = tick.number("data-ms"), let x = tick.children.first?.number("x1") else { return nil }
            return (ms, x)
        }
        XCTAssertEqual(ticks.count, 2)
        let fiveSeconds = ticks[0].x + (5000 - ticks[0].ms) * (ticks[1].x - ticks[0].x) / (ticks[1].ms - ticks[0].ms)
        let home = bands[3]
        let homeX = try XCTUnwrap(home.number("x")), homeWidth = try XCTUnwrap(home.number("width"))
        XCTAssertEqual(homeX + homeWidth / 2, fiveSeconds, accuracy: 0.1, "the stripe sits at its time on the axis")
    }

    func testBandsOfTwoAppsAndTheirFills() throws {
        let (root, _, _) = try TimelineFixture.picture(Self.twoApps)
        let notes = try XCTUnwrap(TimelineFixture.lane(root, "Notes")).elements(class: "band")
        XCTAssertEqual(notes.map { $0.attributes["data-state"] },
                       ["not-running", "inactive", "active", "inactive", "background", "not-running"])
        let fills = Set(notes.compactMap { $0.attributes["fill"] })
        XCTAssertEqual(fills.count, 4, "each state has its own colour")
        let legend = root.elements(class: "legend-item").map { $0.texts.last ?? "" }
        for state in AppState.allCases { XCTAssertTrue(legend.contains(state.rawValue), "legend names \(state)") }
    }

    func testCallbacksAreLabelledMarksInTheirLane() throws {
        let (root, _, _) = try TimelineFixture.picture(Self.expiry)
        let lane = try XCTUnwrap(TimelineFixture.lane(root, "Uploader"))
        let marks = lane.elements(class: "callback")
        XCTAssertEqual(marks.map { $0.texts.joined() }, ["willFinishLaunching", "didFinishLaunching", "didBecomeActive",
                                                          "willResignActive", "didEnterBackground", "expire upload"])
        XCTAssertEqual(marks.map { $0.attributes["data-ms"] }, ["0", "0", "0", "5000", "5000", "181000"])
        let events = root.elements(class: "event").map { $0.texts.joined() }
        XCTAssertEqual(events, ["launch Uploader", "home"])
    }

    func testLabelsAtOneInstantAreStackedNotOverlapping() throws {
        let (root, _, _) = try TimelineFixture.picture(Self.expiry)
        let lane = try XCTUnwrap(TimelineFixture.lane(root, "Uploader"))
        let labels = lane.elements(class: "callback").compactMap { $0.elements(named: "text").first }
        let boxes = labels.compactMap { label -> (Double, Double, Double)? in
            guard let x = label.number("x"), let y = label.number("y") else { return nil }
            return (x, x + SVGText.width(label.text, size: 10), y)
        }
        for i in boxes.indices {
            for j in boxes.indices where j > i && boxes[i].2 == boxes[j].2 {
                XCTAssertFalse(boxes[i].0 < boxes[j].1 && boxes[j].0 < boxes[i].1, "labels \(i) and \(j) overlap")
            }
        }
    }

    func testExpectationsAreTicksAndCrosses() throws {
        let (root, picture, _) = try TimelineFixture.picture("""
        device ios 13
        app Uploader
          on didEnterBackground: begin-task upload
          on expire upload: end-task upload
        launch Uploader
        +5s home
            expect Uploader background
        +31s expect Uploader background
        """)
        let marks = root.elements(class: "expect")
        XCTAssertEqual(marks.map { $0.classes }, [["expect", "pass"], ["expect", "fail"]])
        XCTAssertEqual(marks.map { $0.texts.first }, ["✓", "✗"])
        XCTAssertTrue(marks[1].texts.joined().contains("actual: Uploader suspended"), marks[1].texts.joined())
        XCTAssertEqual(picture.summary.failed, 1)
    }

    func testAxisTicksIncreaseAndStartAtZero() throws {
        for source in [Self.expiry, Self.twoApps, Self.overnight] {
            let (root, _, _) = try TimelineFixture.picture(source)
            let ticks = root.elements(class: "tick")
            XCTAssertGreaterThanOrEqual(ticks.count, 3)
            let times = ticks.compactMap { $0.attributes["data-ms"].flatMap { Int64($0) } }
            let xs = ticks.compactMap { $0.elements(named: "line").first?.number("x1") }
            XCTAssertEqual(times, times.sorted())
            XCTAssertEqual(Set(times).count, times.count)
            XCTAssertTrue(zip(xs, xs.dropFirst()).allSatisfy { $0 < $1 }, "tick x increases: \(xs)")
            XCTAssertEqual(ticks.first?.texts, ["0s"])
        }
    }

    func testLongIdleGapIsCompressedWithABreakMark() throws {
        let (root, _, _) = try TimelineFixture.picture(Self.overnight)
        let breaks = root.elements(class: "idle-break")
        XCTAssertEqual(breaks.count, 1)
        XCTAssertEqual(breaks.first?.attributes["data-from-ms"], "5000")
        XCTAssertEqual(breaks.first?.attributes["data-to-ms"], "10805000")
        XCTAssertEqual(breaks.first?.elements(class: "idle-label").first?.text, "≈ 3h")
        XCTAssertEqual(root.elements(class: "band-break").count, 1, "the lane shows the break too")
        let width = try XCTUnwrap(root.number("width"))
        XCTAssertLessThan(width, 1400, "three hours do not make the picture huge")
        let labels = root.elements(class: "tick").flatMap(\.texts)
        XCTAssertTrue(labels.contains("5s") && labels.contains("3h5s"), "\(labels)")
    }

    func testNoBreakMarkWithoutALongIdleGap() throws {
        for source in [Self.twoApps, Self.expiry] {
            let (root, _, _) = try TimelineFixture.picture(source)
            XCTAssertEqual(root.elements(class: "idle-break").count, 0, "a budget counting down is not idle")
            XCTAssertEqual(root.elements(class: "band-break").count, 0)
        }
    }

    func testBudgetBarCountsDownFromTheProfilesBudget() throws {
        let (root, _, _) = try TimelineFixture.picture(Self.expiry)
        let budgets = try XCTUnwrap(TimelineFixture.lane(root, "Uploader")).elements(class: "budget")
        XCTAssertEqual(budgets.count, 1)
        XCTAssertEqual(budgets.first?.attributes["data-seconds"], "180")
        XCTAssertEqual(budgets.first?.attributes["data-start-ms"], "5000")
        // BG-5: the handler ends the task 4 s before the end, and the app leaves the background.
        XCTAssertEqual(budgets.first?.attributes["data-stop-ms"], "181000")
        let labels = budgets.first?.elements(class: "budget-label").map(\.text) ?? []
        XCTAssertEqual(labels.first, "180s")
        XCTAssertEqual(labels.last, "4s left", "\(labels)")
    }

    /// BG-5: a task no handler ends keeps the app running to the budget's end, which the bar
    /// reaches (0 s) before the kill.
    func testBudgetBarRunsOutWhenATaskIsLeft() throws {
        let careless = Self.expiry.replacingOccurrences(of: "  on expire upload: end-task upload\n", with: "")
            .replacingOccurrences(of: "+175s   expect Uploader remaining 5s\n+1s     expect Uploader suspended",
                                  with: "+180s   expect Uploader not-running")
        let (root, _, _) = try TimelineFixture.picture(careless)
        let budgets = try XCTUnwrap(TimelineFixture.lane(root, "Uploader")).elements(class: "budget")
        XCTAssertEqual(budgets.first?.attributes["data-stop-ms"], "185000")
        let labels = budgets.first?.elements(class: "budget-label").map(\.text) ?? []
        XCTAssertTrue(labels.contains("0s"), "\(labels)")
    }

    func testBudgetOfOtherVersionsAndOfABackgroundLaunch() throws {
        let (ios13, _, _) = try TimelineFixture.picture(Self.expiry.replacingOccurrences(of: "device ios 7", with: "device ios 13"))
        XCTAssertEqual(ios13.elements(class: "budget").map { $0.attributes["data-seconds"] }, ["30"])
        let (fetch, _, _) = try TimelineFixture.picture("""
        device ios 7
        app Feed modes fetch
          on performFetch: begin-task parse
          on expire parse: end-task parse
        0s fetch Feed
        +40s expect Feed suspended
        """)
        XCTAssertEqual(fetch.elements(class: "budget").map { $0.attributes["data-seconds"] }, ["30"], "BR-3, BG-7")
        let (twoApps, _, _) = try TimelineFixture.picture(Self.twoApps)
        XCTAssertEqual(twoApps.elements(class: "budget").count, 0, "no bar for a background held for no time")
    }

    func testWarningsAreDistinctMarks() throws {
        let (root, _, _) = try TimelineFixture.picture("""
        device ios 13
        app Uploader
          on didEnterBackground: begin-task upload
        launch Uploader
        +5s home
        +30s expect Uploader not-running
        """)
        let warnings = try XCTUnwrap(TimelineFixture.lane(root, "Uploader")).elements(class: "warning")
        XCTAssertEqual(warnings.count, 1)
        XCTAssertEqual(warnings.first?.attributes["data-ms"], "35000")
        XCTAssertTrue(warnings.first?.texts.first?.hasPrefix("⚠ has active assertions") ?? false)
        XCTAssertEqual(warnings.first?.elements(named: "polygon").count, 1, "a triangle on the band")
    }

    func testTitleAndNamesAreEscaped() throws {
        let (root, picture, _) = try TimelineFixture.picture("""
        scenario "Mail & <Notes> \\"quoted\\""
        app Mail
        launch Mail
        """)
        XCTAssertTrue(picture.svg.contains("Mail &amp; &lt;Notes&gt;"), picture.svg)
        XCTAssertFalse(picture.svg.contains("<Notes>"))
        let title = root.children.first { $0.name == "title" }
        XCTAssertEqual(title?.text.hasPrefix("Mail & <Notes>"), true)
        XCTAssertEqual(root.elements(named: "text").first { $0.attributes["id"] == "heading" }?.text, title?.text)
    }

    func testSelfContainedWithViewBox() throws {
        let (root, picture, _) = try TimelineFixture.picture(Self.twoApps)
        XCTAssertEqual(root.name, "svg")
        XCTAssertEqual(root.attributes["xmlns"], "http://www.w3.org/2000/svg")
        XCTAssertEqual(root.attributes["viewBox"], "0 0 \(root.attributes["width"]!) \(root.attributes["height"]!)")
        for forbidden in ["<script", "<image", "href=", "@import", "url(", "<foreignObject"] {
            XCTAssertFalse(picture.svg.contains(forbidden), forbidden)
        }
    }

    /// Opened on its own, the picture takes the browser window's width (its sizes are in its own
    /// units, so its text grows with it) up to three times its own size, and shrinks with a
    /// narrower window rather than running past its edge; inside the page it keeps its size for
    /// the page to set.
    func testAPictureOnItsOwnGrowsWithTheWindow() throws {
        let (root, _, _) = try TimelineFixture.picture(Self.twoApps)
        let width = try XCTUnwrap(root.number("width"))
        let style = try XCTUnwrap(root.attributes["style"])
        XCTAssertEqual(style, "width: 100%; height: auto; max-width: \(SVGText.number(width * 3))px")
        XCTAssertFalse(style.contains("min-width"), "a narrow window shows the whole picture, smaller: \(style)")
        let parsed = ScenarioParser.parse(Self.twoApps, path: "test.scenario")
        let document = try XCTUnwrap(parsed.document)
        let runner = ScenarioRunner(document: document)
        let collector = TraceCollector()
        runner.addSink(collector)
        let summary = runner.run()
        let model = TimelineModel(document: document, records: collector.records, end: summary.end)
        let inPage = try SVGTreeBuilder.parse(TimelineSVG(model: model).document())
        XCTAssertNil(inPage.attributes["style"], "the page sets its picture's size")
    }

    /// A failed expectation's ✗ says what was found as well as what was expected, each on its own
    /// line, so a long expectation (a list of callbacks) cannot push what was found out of sight.
    func testAFailedExpectationSaysWhatWasFound() throws {
        let (root, _, _) = try TimelineFixture.picture("""
        device ios 13
        app Uploader
        launch Uploader
        +5s home
            expect Uploader callbacks: willFinishLaunching, didFinishLaunching, didBecomeActive, willResignActive, willTerminate
            expect Uploader active
        """)
        let failed = root.elements(class: "fail")
        XCTAssertEqual(failed.count, 2)
        let lines = failed.map { $0.elements(class: "failure").map(\.text) }
        XCTAssertEqual(lines.last, ["Uploader active", "actual: Uploader suspended"], "FG-1, BG-2: home suspends an app with nothing to do")
        XCTAssertEqual(lines.first?.count, 2)
        XCTAssertTrue(lines.first?.last?.hasPrefix("actual: Uploader callbacks: willFinishLaunching") ?? false, "\(lines)")
        let rows = failed.compactMap { $0.elements(class: "failure").first?.number("y") }
        XCTAssertEqual(rows.count, 2)
        XCTAssertGreaterThanOrEqual(rows[1] - rows[0], 2 * TimelineStyle.expectRowHeight - 0.1,
                                    "two expectations of one instant are stacked, the failed one taking two rows")
    }

    /// A short run and a long one take the same width: time is scaled to the room there is, so a
    /// picture always fits a projector's window.
    func testSameBytesEveryTimeAndOneWidthForEveryRun() throws {
        let (_, first, _) = try TimelineFixture.picture(Self.twoApps)
        let (_, second, _) = try TimelineFixture.picture(Self.twoApps)
        XCTAssertEqual(first.svg, second.svg)
        for source in ["app Mail\nlaunch Mail\n", Self.expiry, Self.overnight] {
            let (root, _, _) = try TimelineFixture.picture(source)
            XCTAssertEqual(try XCTUnwrap(root.number("width")), TimelineStyle.maximumWidth, source)
            let axis = try XCTUnwrap(root.elements(class: "axis").first?.elements(named: "line").first)
            XCTAssertEqual(try XCTUnwrap(axis.number("x2")), TimelineStyle.maximumWidth - TimelineStyle.rightMargin,
                           "the run reaches the plot's right edge: \(source)")
        }
    }

    func testEveryLibraryScenarioDrawsWellFormedXML() throws {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Scenarios")
        let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
        var files: [URL] = []
        while let url = enumerator?.nextObject() as? URL {
            if url.pathExtension == "scenario" { files.append(url) }
        }
        XCTAssertFalse(files.isEmpty)
        for url in files.sorted(by: { $0.path < $1.path }) {
            let document = try XCTUnwrap(ScenarioParser.parse(Array(try Data(contentsOf: url)), path: url.path).document, url.path)
            let picture = TimelinePicture.draw(document)
            let root = try SVGTreeBuilder.parse(picture.svg)
            XCTAssertEqual(root.elements(class: "lane").count, picture.apps, url.path)
            XCTAssertFalse(picture.svg.contains("nan") || picture.svg.contains("inf"), url.path)
        }
    }
}
