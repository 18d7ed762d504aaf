import LifecycleSim

/// Draws a `TimelineModel` as a self-contained SVG document (`lifesim timeline`).
///
/// Structure, top to bottom: the title and a legend, then `<g id="plot">` holding the
/// events row (`g.events`), one `g.lane` per app (`data-app`; `rect.band` per state,
/// `g.budget`, `g.mark`), each followed by a `g.scene-lane` per scene of it (`data-scene`),
/// the expectations row (`g.expectations` of `g.expect.pass|fail`) and the axis (`g.axis` of `g.tick`, and `g.idle-break` for each compressed gap).
/// Every number has at most one decimal and nothing depends on hash order, so a run
/// always draws the same bytes.
package struct TimelineSVG {
    /// The model as drawn: repeats at one spot merged into one mark (`merged(_:x:)`).
    package let model: TimelineModel
    package let scale: TimeScale
    /// The width of the name column; the plot starts here.
    package let left: Double
    /// The language of the picture's own words (legend, captions, tooltips).
    package let language: Language

    package init(model: TimelineModel, language: Language = .en) {
        let longest = model.lanes.map { min($0.name.count, 24) }.max() ?? 0
        let left = max(84, (Double(longest) * 7.2 + 24).rounded())
        let scale = TimeScale(moments: model.moments, busy: model.busy,
                              width: TimelineStyle.maximumWidth - left - TimelineStyle.rightMargin)
        let x = { (position: TimelineModel.Position) in left + scale.x(position.time) }
        var drawn = model
        drawn.events = Self.merged(model.events, x: x)
        for index in drawn.lanes.indices { drawn.lanes[index].marks = Self.merged(model.lanes[index].marks, x: x) }
        self.model = drawn
        self.scale = scale
        self.left = left
        self.language = language
    }

    /// The whole document.
    package static func render(_ model: TimelineModel, in language: Language = .en) -> String {
        TimelineSVG(model: model, language: language).document(fillsWindow: true)
    }

    /// The x of a position in the picture: its time's (what happens at one instant is stacked,
    /// never spread along the axis).
    package func x(_ position: TimelineModel.Position) -> Double { x(position.time) }

    /// The x of a time.
    package func x(_ time: Int64) -> Double { left + scale.x(time) }

    /// The plot's right edge: the end of the tail after the last instant. No label runs past it.
    package var plotRight: Double { left + scale.width }

    /// Where a text `width` units wide that would start at `x` goes so that it stays inside the
    /// plot: at `x` when it fits, else further left so it ends at the plot's right edge, never
    /// left of the plot's start (a text wider than the plot must be shortened first).
    func start(_ x: Double, width: Double) -> Double {
        max(left, min(x, plotRight - width))
    }

    /// A mark's label as drawn: the text it writes (shortened with `…` when even the whole plot
    /// is too narrow for it) and the x its label box starts at. The box (`boxWidth`) runs from
    /// there, its text 3 units in; it starts at the mark's instant, or further left when it would
    /// run past the plot's right edge, the mark's leader staying at its instant.
    func label(_ mark: TimelineModel.Mark) -> (text: String, start: Double) {
        let size = Self.size(mark)
        let text = SVGText.fitted(mark.text, size: size, width: plotRight - left - 5)
        return (text, start(x(mark.at), width: Self.boxWidth(text, size: size)))
    }

    /// The font size of a mark's label.
    static func size(_ mark: TimelineModel.Mark) -> Double {
        mark.kind == .controller ? TimelineStyle.controllerSize : TimelineStyle.labelSize
    }

    /// The width a label's white box takes in its row, the gap before it included.
    static func boxWidth(_ text: String, size: Double) -> Double { SVGText.width(text, size: size) + 5 }

    /// The document: header, title, legend, then the plot shifted below them. It is
    /// `TimelineStyle.maximumWidth` units wide whatever the run (time is scaled to fit), and
    /// every size is in those units, so its text scales with it. One that `fillsWindow` (a
    /// picture opened on its own) takes the browser window's width, up to three times its own
    /// size, shrinking with a narrower window rather than running past its right edge: the
    /// whole run is always in sight, and a bigger screen shows bigger text. Inside another page
    /// it keeps its size for that page to set.
    package func document(fillsWindow: Bool = false) -> String {
        var plot = SVGWriter(depth: 2)
        let layout = PlotLayout(self)
        drawPlot(layout, into: &plot)
        let width = (plotRight + TimelineStyle.rightMargin).rounded()
        let heading = headingLines(room: width - 32)
        let extra = 20 * Double(heading.count - 1)
        var legend = SVGWriter(depth: 1)
        let legendHeight = drawLegend(top: 58 + extra, width: width, into: &legend)
        let plotTop = (58 + extra + legendHeight + 12).rounded()
        let height = (plotTop + layout.height + 8).rounded()
        let w = SVGText.number(width), h = SVGText.number(height)

        var svg = SVGWriter()
        svg.raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
        var root = [("xmlns", "http://www.w3.org/2000/svg"), ("version", "1.1"), ("width", w), ("height", h),
                    ("viewBox", "0 0 \(w) \(h)"), ("font-family", TimelineStyle.fontFamily),
                    ("font-size", "10"), ("role", "img"), ("aria-labelledby", "title")]
        if fillsWindow {
            root.append(("style", "width: 100%; height: auto; max-width: \(SVGText.number(width * 3))px"))
        }
        svg.open("svg", root)
        svg.leaf("title", [("id", "title")], model.title)
        svg.leaf("desc", [("id", "desc")], words(.description(path: model.path, version: "\(model.version)")))
        svg.leaf("rect", [("x", "0"), ("y", "0"), ("width", w), ("height", h), ("fill", "#FFFFFF")])
        let headingCut = heading.joined(separator: " ") != model.title
        for (index, line) in heading.enumerated() {
            svg.leaf("text", [index == 0 ? ("id", "heading") : ("class", "heading-more"), ("x", "16"),
                              ("y", SVGText.number(28 + 20 * Double(index))), ("font-family", TimelineStyle.titleFontFamily),
                              ("font-size", SVGText.number(TimelineStyle.headingSize)), ("font-weight", "bold"),
                              ("fill", TimelineStyle.text)], line, whole: headingCut && index == heading.count - 1 ? model.title : nil)
        }
        let subtitle = subtitle(fitting: width - 32)
        svg.leaf("text", [("id", "subtitle"), ("x", "16"), ("y", SVGText.number(46 + extra)), ("fill", TimelineStyle.muted)],
                 subtitle.shown, whole: subtitle.whole)
        svg.append(legend)
        svg.open("g", [("id", "plot"), ("transform", "translate(0,\(SVGText.number(plotTop)))")])
        svg.append(plot)
        svg.close("g")
        svg.raw("</svg>")
        return String(svg.text.dropLast())
    }

    /// The heading (`model.title`) in lines of at most `room` units: one when it fits, else two,
    /// broken between words (after a ` / ` that separates two languages when both halves fit),
    /// the second shortened with `…` if it is still too long.
    private func headingLines(room: Double) -> [String] {
        let size = TimelineStyle.headingSize
        let title = model.title
        guard SVGText.width(title, size: size) > room else { return [title] }
        let words = title.split(separator: " ", omittingEmptySubsequences: false)
        // The cells of the first k words with the spaces between them, for every k: each part's
        // width in one subtraction, not measured again (a title of thousands of words).
        var before = [0]
        for word in words { before.append(before[before.count - 1] + SVGText.cells(word)) }
        func fits(_ range: Range<Int>) -> Bool {
            SVGText.width(cells: before[range.upperBound] - before[range.lowerBound] + range.count - 1, size: size) <= room
        }
        guard var split = (1 ..< max(words.count, 1)).last(where: { fits(0 ..< $0) }) else {
            return [SVGText.fitted(title, size: size, width: room)]
        }
        if let languages = (1 ..< words.count).last(where: { words[$0 - 1] == "/" && fits(0 ..< $0) && fits($0 ..< words.count) }) {
            split = languages
        }
        let rest = words[split...].joined(separator: " ")
        return [words[..<split].joined(separator: " "), SVGText.fitted(rest, size: size, width: room)]
    }

    /// The line under the heading, `whole`, and as `shown` in `room` units: a path too long for
    /// it loses its start (`…/workshop/05-expiry.scenario`) before the counts lose anything.
    private func subtitle(fitting room: Double) -> (shown: String, whole: String) {
        let failed = model.expectations.filter { !$0.ok }.count
        let apps = RunMessage.apps(count: model.appCount).text(in: language)
        let expectations = RunMessage.expectations(count: model.expectations.count).text(in: language)
        func line(_ path: String) -> String {
            words(.subtitle(path: path, version: "\(model.version)", end: TimeFormat.seconds(model.end), apps: apps,
                            expectations: expectations, failed: String(failed)))
        }
        let whole = line(model.path)
        let size = TimelineStyle.labelSize
        guard SVGText.width(whole, size: size) > room else { return (whole, whole) }
        var tail = Substring(model.path)
        while !tail.isEmpty && SVGText.width(line("…" + tail), size: size) > room { tail = tail.dropFirst() }
        let shown = tail.isEmpty ? line("…") : line("…" + tail)
        return (SVGText.fitted(shown, size: size, width: room), whole)
    }

    /// A text of the picture in its language.
    func words(_ message: TimelineMessage) -> String { message.text(in: language) }

    /// Everything below the legend, with y measured from the plot's top.
    private func drawPlot(_ layout: PlotLayout, into svg: inout SVGWriter) {
        let ticks = layout.ticks
        svg.open("g", [("class", "grid")])
        for tick in ticks {
            svg.leaf("line", [("x1", SVGText.number(tick.x)), ("y1", "0"), ("x2", SVGText.number(tick.x)),
                              ("y2", SVGText.number(layout.axisY)), ("stroke", TimelineStyle.grid), ("stroke-width", "1")])
        }
        svg.close("g")
        drawEvents(layout, into: &svg)
        for (index, lane) in model.lanes.enumerated() {
            drawLane(lane, index: index, layout: layout.lanes[index], into: &svg)
        }
        drawExpectations(layout, into: &svg)
        drawAxis(layout, into: &svg)
    }
}

/// Where each part of the plot goes: computed before drawing, so the document's size is known.
package struct PlotLayout {
    /// One lane's vertical extent and its labels' rows.
    package struct Lane {
        package var top: Double
        package var bandTop: Double
        package var budgetTop: Double?
        package var labelsTop: Double
        package var bottom: Double
        package var rows: [Int]
    }

    package var eventRows: [Int] = []
    package var eventsBottom: Double = 0
    package var lanes: [Lane] = []
    package var expectTop: Double = 0
    /// The row of each expectation's mark: those of one instant stacked in order, a failed one
    /// taking two rows (what was expected, what was found).
    package var expectRows: [Int] = []
    package var axisY: Double = 0
    package var height: Double = 0
    package var ticks: [TimeScale.Tick] = []

    /// The label row of each mark, in order: a mark at the same instant as the one before goes
    /// below it, so labels read top to bottom in the order things happened. A label moved left to
    /// end at the plot's edge takes its row from where it is drawn, so no two labels overlap.
    private static func place(_ marks: [TimelineModel.Mark], in rows: inout LabelRows, picture: TimelineSVG) -> [Int] {
        var placed: [Int] = []
        for (index, mark) in marks.enumerated() {
            let label = picture.label(mark)
            let width = TimelineSVG.boxWidth(label.text, size: TimelineSVG.size(mark)) - 1
            let after = index > 0 && marks[index - 1].at.time == mark.at.time ? placed[index - 1] : nil
            placed.append(rows.place(from: label.start, width: width, after: after))
        }
        return placed
    }

    init(_ picture: TimelineSVG) {
        let model = picture.model
        var y = 4.0
        var rows = LabelRows()
        eventRows = Self.place(model.events, in: &rows, picture: picture)
        eventsBottom = y + Double(rows.count) * TimelineStyle.rowHeight + 6
        y = eventsBottom
        for lane in model.lanes {
            let top = y
            let bandTop = top + 8
            let bandBottom = bandTop + TimelineStyle.bandHeight
            let budgetTop: Double? = lane.budgets.isEmpty ? nil : bandBottom + 3
            let labelsTop = lane.budgets.isEmpty ? bandBottom + 4 : bandBottom + TimelineStyle.budgetRowHeight
            var rows = LabelRows()
            let placed = Self.place(lane.marks, in: &rows, picture: picture)
            let bottom = labelsTop + Double(rows.count) * TimelineStyle.rowHeight + 8
            lanes.append(Lane(top: top, bandTop: bandTop, budgetTop: budgetTop, labelsTop: labelsTop,
                              bottom: bottom, rows: placed))
            y = bottom
        }
        expectTop = y + 4
        var expectLayout = LabelRows(gap: 0)
        for (index, expectation) in model.expectations.enumerated() {
            let span = picture.expectationSpan(expectation)
            let previous = index > 0 ? model.expectations[index - 1] : nil
            let after = previous?.at.time == expectation.at.time ? expectRows[index - 1] + (previous!.ok ? 0 : 1) : nil
            expectRows.append(expectLayout.place(from: span.from, width: span.to - span.from, after: after,
                                                 rows: expectation.ok ? 1 : 2))
        }
        y = expectTop + Double(expectLayout.count) * TimelineStyle.expectRowHeight + 4
        axisY = y + 4
        ticks = picture.scale.ticks().map { tick in
            var shifted = tick
            shifted.x += picture.left
            return shifted
        }
        height = axisY + (picture.scale.compressedGaps.isEmpty ? 24 : 46)
    }
}
