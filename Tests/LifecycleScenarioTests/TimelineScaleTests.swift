import LifecycleScenario
import XCTest

/// The time → x mapping of the timeline picture, and its spellings.
final class TimelineScaleTests: XCTestCase {
    func testMappingIsMonotonicAcrossInstantsGapsAndCompression() {
        let scale = TimeScale(moments: [0, 5000, 10_805_000, 10_806_000], busy: [], width: 592)
        var previous = -Double.infinity
        var time: Int64 = 0
        while time <= 10_806_000 {
            let x = scale.x(time)
            XCTAssertGreaterThanOrEqual(x, previous, "at \(time) ms")
            previous = x
            time += time < 10_000 ? 250 : 60_000
        }
    }

    /// Equal durations take equal widths wherever they are on the axis: an instant at which many
    /// things happen takes no width of its own (its records are stacked, not spread along time).
    func testTheAxisIsUniformOutsideCompressedGaps() {
        let scale = TimeScale(moments: [0, 5000, 31_000, 35_000], busy: [(5000, 35_000)], width: 592)
        let fiveSeconds = stride(from: Int64(0), to: 35_000, by: 5000).map { scale.x($0 + 5000) - scale.x($0) }
        for width in fiveSeconds { XCTAssertEqual(width, fiveSeconds[0], accuracy: 0.000_001, "\(fiveSeconds)") }
        XCTAssertEqual(scale.x(5000), 5000 * scale.scale, accuracy: 0.000_001, "an instant sits at its time")
        for (instant, time) in zip(scale.instants, [0, 5000, 31_000, 35_000]) {
            XCTAssertEqual(instant.x, Double(time) * scale.scale, accuracy: 0.000_001, "at \(time) ms")
        }
    }

    func testCompressesOnlyLongIdleGaps() {
        let scale = TimeScale(moments: [0, 5000, 10_805_000], busy: [], width: 592)
        XCTAssertEqual(scale.gaps.map(\.compressed), [false, true])
        XCTAssertEqual(scale.gaps[1].x1 - scale.gaps[1].x0, TimeScale.compressedWidth)
        let busy = TimeScale(moments: [0, 5000, 10_805_000], busy: [(5000, 185_000)], width: 592)
        XCTAssertEqual(busy.gaps.map(\.compressed), [false, false], "a budget counting down is not idle")
        let short = TimeScale(moments: [0, 5000, 50_000], busy: [], width: 592)
        XCTAssertEqual(short.gaps.map(\.compressed), [false, false], "45 s is not long")
        let even = TimeScale(moments: (0..<20).map { Int64($0) * 120_000 }, busy: [], width: 592)
        XCTAssertTrue(even.gaps.allSatisfy { !$0.compressed }, "evenly spread gaps are each a small share of the run")
    }

    /// The run takes the width it is given, however long or short it is and however close its
    /// instants: time to scale fills what the compressed gaps and the tail leave.
    func testTheRunFillsTheWidthItIsGiven() {
        let runs: [[Int64]] = [[0], [0, 5000], [0, 100, 200, 90_000, 90_050], [0, 5000, 10_805_000, 10_806_000],
                               (0..<400).map { Int64($0) * 250 }, [0, 1, 86_400_000 * 3]]
        for moments in runs {
            for width in [300.0, 479, 592] {
                let scale = TimeScale(moments: moments, busy: [], width: width)
                XCTAssertEqual(scale.width, width, accuracy: 0.000_001, "\(moments.prefix(5)) in \(width)")
                let last = scale.x(moments[moments.count - 1])
                XCTAssertLessThanOrEqual(last + TimeScale.tailWidth, width + 0.000_001, "\(moments.prefix(5)) in \(width)")
                if scale.scale > 0 {
                    XCTAssertEqual(last + TimeScale.tailWidth, width, accuracy: 0.000_001, "to scale up to the tail")
                }
                for gap in scale.compressedGaps {
                    XCTAssertEqual(gap.x1 - gap.x0, TimeScale.compressedWidth, "a compressed gap keeps its width")
                }
            }
        }
        let wide = TimeScale(moments: [0, 5000], busy: [], width: 592)
        let narrow = TimeScale(moments: [0, 5000], busy: [], width: 296)
        XCTAssertEqual(wide.scale * 5000, 592 - TimeScale.tailWidth, accuracy: 0.000_001)
        XCTAssertEqual(narrow.scale * 5000, 296 - TimeScale.tailWidth, accuracy: 0.000_001, "a narrower room, a denser run")
    }

    func testTicksAreRoundAndIncreasing() {
        let scale = TimeScale(moments: [0, 5000, 185_000], busy: [(5000, 185_000)], width: 592)
        let ticks = scale.ticks()
        XCTAssertEqual(ticks.first?.label, "0s")
        XCTAssertEqual(ticks.last?.time, 185_000)
        XCTAssertTrue(zip(ticks, ticks.dropFirst()).allSatisfy { $0.time < $1.time && $0.x < $1.x })
        let step = scale.tickStep()
        XCTAssertTrue(ticks.dropLast().allSatisfy { $0.time % step == 0 }, "round multiples of \(step) ms")
        let labelled = ticks.compactMap(\.label)
        XCTAssertTrue(labelled.contains("1m") && labelled.contains("3m5s"), "\(labelled)")
    }

    func testSpellings() {
        XCTAssertEqual(SVGText.escape("A & <B> \"c\" 'd'"), "A &amp; &lt;B&gt; &quot;c&quot; &apos;d&apos;")
        XCTAssertEqual(SVGText.escape("bell\u{7}"), "bell\u{FFFD}")
        XCTAssertEqual(SVGText.number(12), "12")
        XCTAssertEqual(SVGText.number(12.25), "12.3")
        XCTAssertEqual(SVGText.number(-0.04), "0")
        XCTAssertEqual(SVGText.number(-4.5), "-4.5")
        XCTAssertEqual(SVGText.number(.nan), "0")
        XCTAssertEqual(SVGText.approximate(milliseconds: 10_800_000), "3h")
        XCTAssertEqual(SVGText.approximate(milliseconds: 9_000_000), "2.5h")
        XCTAssertEqual(SVGText.approximate(milliseconds: 90_000), "1.5m")
        XCTAssertEqual(SVGText.approximate(milliseconds: 3 * 86_400_000), "3d")
        XCTAssertEqual(SVGText.truncated("didReceiveMemoryWarning", to: 8), "didRece…")
        XCTAssertEqual(SVGText.fitted("didReceiveMemoryWarning", size: 10, width: 48), "didRece…")
        XCTAssertEqual(SVGText.fitted("didReceiveMemoryWarning", size: 10, width: 1000), "didReceiveMemoryWarning")
        XCTAssertEqual(SVGText.fitted("持ち時間の残り", size: 10, width: 48), "持ち時…", "a wide character takes two cells")
        XCTAssertEqual(SVGText.fitted("end upload now", size: 10, width: 30), "end…", "no space before the …")
        // A text of any length is fitted by its first cells: 60 px at 10 px a font is 10 cells
        // of 6 px, nine characters and the `…` (a failed expectation's actual callbacks of a
        // long run, hundreds of kilobytes).
        XCTAssertEqual(SVGText.fitted(String(repeating: "x", count: 200_000), size: 10, width: 60), "xxxxxxxxx…")
        XCTAssertEqual(SVGText.fitted(String(repeating: "か", count: 200_000), size: 10, width: 60), "かかかか…")
    }

    /// A title of thousands of words is drawn on two lines, the second cut with `…`, as a short
    /// one too long for one line: the heading's parts are measured once, word by word.
    func testAVeryLongTitleIsDrawnOnTwoLines() throws {
        let title = Array(repeating: "word", count: 20_000).joined(separator: " ")
        let (root, _, _) = try TimelineFixture.picture("scenario \"\(title)\"\napp A\n0s launch A\n")
        let heading = root.elements(named: "text").filter { $0.attributes["id"] == "heading" || $0.classes.contains("heading-more") }
        XCTAssertEqual(heading.count, 2, "a long heading takes a second line")
        XCTAssertTrue(heading[0].ownText.hasPrefix("word word"), heading[0].ownText)
        XCTAssertTrue(heading[1].ownText.hasPrefix("word word") && heading[1].ownText.hasSuffix("…"), heading[1].ownText)
    }
}
