import LifecycleSim

extension TimelineSVG {
    /// The row of timeline statements (and of warnings and logs about no app) above the lanes,
    /// each with a dashed guide down to the axis.
    func drawEvents(_ layout: PlotLayout, into svg: inout SVGWriter) {
        svg.open("g", [("class", "events")])
        svg.leaf("text", [("class", "row-name"), ("x", "12"), ("y", "14"), ("font-style", "italic"),
                          ("fill", TimelineStyle.muted)], words(.events))
        for (index, mark) in model.events.enumerated() {
            let x = SVGText.number(x(mark.at))
            let baseline = 14 + Double(layout.eventRows[index]) * TimelineStyle.rowHeight
            let bottom = mark.kind == .event ? layout.axisY : layout.eventsBottom
            svg.leaf("line", [("class", "event-line"), ("x1", x), ("y1", SVGText.number(baseline - 8)), ("x2", x),
                              ("y2", SVGText.number(bottom)), ("stroke", "#9A9A9A"), ("stroke-width", "1"),
                              ("stroke-dasharray", "2 3")])
            drawSpan(mark, y: baseline - 8, into: &svg)
        }
        for (index, mark) in model.events.enumerated() {
            let baseline = 14 + Double(layout.eventRows[index]) * TimelineStyle.rowHeight
            drawLabel(mark, baseline: baseline, into: &svg)
        }
        svg.close("g")
    }

    /// One app's lane (`g.lane`): its name, state bands, budgets and marks. A scene's lane
    /// (`g.scene-lane`, `data-app` its app's name, `data-scene` its number) is drawn the same way
    /// under its app's, its name indented and not bold.
    func drawLane(_ lane: TimelineModel.Lane, index: Int, layout: PlotLayout.Lane, into svg: inout SVGWriter) {
        if let scene = lane.scene {
            let app = String(lane.name.dropLast("/\(scene)".count))
            svg.open("g", [("class", "scene-lane"), ("id", "lane-\(index)"), ("data-app", app),
                           ("data-scene", String(scene))])
            svg.leaf("line", [("class", "separator"), ("x1", "20"), ("y1", SVGText.number(layout.top)),
                              ("x2", SVGText.number(left + scale.width)), ("y2", SVGText.number(layout.top)),
                              ("stroke", "#E4E4E4"), ("stroke-width", "1"), ("stroke-dasharray", "3 2")])
            svg.leaf("text", [("class", "lane-name"), ("x", "20"), ("y", SVGText.number(layout.bandTop + 15)),
                              ("font-size", "11"), ("fill", TimelineStyle.text)], SVGText.truncated(lane.name, to: 24))
        } else {
            svg.open("g", [("class", "lane"), ("id", "lane-\(index)"), ("data-app", lane.name)])
            svg.leaf("line", [("class", "separator"), ("x1", "8"), ("y1", SVGText.number(layout.top)),
                              ("x2", SVGText.number(left + scale.width)), ("y2", SVGText.number(layout.top)),
                              ("stroke", "#D0D0D0"), ("stroke-width", "1")])
            svg.leaf("text", [("class", "lane-name"), ("x", "12"), ("y", SVGText.number(layout.bandTop + 15)),
                              ("font-size", "12"), ("font-weight", "bold"), ("fill", TimelineStyle.text)],
                     SVGText.truncated(lane.name, to: 24))
        }
        drawBands(lane, layout: layout, into: &svg)
        for budget in lane.budgets {
            if let top = layout.budgetTop { drawBudget(budget, top: top, into: &svg) }
        }
        let bandBottom = layout.bandTop + TimelineStyle.bandHeight
        svg.open("g", [("class", "leaders")])
        for (markIndex, mark) in lane.marks.enumerated() {
            let x = SVGText.number(x(mark.at))
            let baseline = layout.labelsTop + 10 + Double(layout.rows[markIndex]) * TimelineStyle.rowHeight
            var attributes = [("x1", x), ("y1", SVGText.number(bandBottom - 8)), ("x2", x),
                              ("y2", SVGText.number(baseline + 2)), ("stroke-width", "1")]
            switch mark.kind {
            case .warning: attributes.append(("stroke", TimelineStyle.warning))
            case .controller: attributes.append(("stroke", "#9A9A9A"))
            case .log: attributes += [("stroke", "#9A9A9A"), ("stroke-dasharray", "2 2")]
            case .task: attributes += [("stroke", TimelineStyle.task), ("stroke-dasharray", "3 1")]
            case .callback, .event: attributes.append(("stroke", TimelineStyle.leader))
            }
            svg.leaf("line", attributes)
            drawSpan(mark, y: bandBottom - 2, into: &svg)
        }
        svg.close("g")
        for (markIndex, mark) in lane.marks.enumerated() {
            let baseline = layout.labelsTop + 10 + Double(layout.rows[markIndex]) * TimelineStyle.rowHeight
            drawLabel(mark, baseline: baseline, bandTop: layout.bandTop, into: &svg)
        }
        svg.close("g")
    }

    /// A mark's label, to the right of its leader (or ending at the plot's right edge, when
    /// there is no room right of the leader); a warning also gets a triangle on the band, a
    /// task a diamond, both at the mark's instant.
    private func drawLabel(_ mark: TimelineModel.Mark, baseline: Double, bandTop: Double? = nil,
                           into svg: inout SVGWriter) {
        let x = x(mark.at)
        svg.open("g", [("class", "mark \(mark.kind.rawValue)"), ("data-ms", String(mark.at.time))])
        svg.leaf("title", [], mark.tooltip(in: language))
        if mark.kind == .warning, let top = bandTop {
            let points = [(x - 5, top - 1), (x + 5, top - 1), (x, top + 7)]
            svg.leaf("polygon", [("points", Self.points(points)), ("fill", TimelineStyle.warning),
                                 ("stroke", "#FFFFFF"), ("stroke-width", "1")])
        }
        if mark.kind == .task, let top = bandTop {
            let bottom = top + TimelineStyle.bandHeight
            let points = [(x, bottom - 8), (x + 4, bottom - 4), (x, bottom), (x - 4, bottom - 4)]
            svg.leaf("polygon", [("points", Self.points(points)), ("fill", TimelineStyle.task),
                                 ("stroke", "#FFFFFF"), ("stroke-width", "1")])
        }
        let size = Self.size(mark)
        let label = label(mark)
        svg.leaf("rect", [("x", SVGText.number(label.start + 2)), ("y", SVGText.number(baseline - size + 1)),
                          ("width", SVGText.number(SVGText.width(label.text, size: size) + 2)),
                          ("height", SVGText.number(size + 2)), ("fill", "#FFFFFF"), ("fill-opacity", "0.9")])
        var attributes = [("x", SVGText.number(label.start + 3)), ("y", SVGText.number(baseline))]
        switch mark.kind {
        case .warning: attributes.append(("fill", TimelineStyle.warningText))
        case .controller: attributes += [("fill", TimelineStyle.muted), ("font-size", SVGText.number(size))]
        case .log: attributes += [("fill", TimelineStyle.muted), ("font-style", "italic")]
        case .event: attributes += [("fill", TimelineStyle.text), ("font-weight", "bold")]
        case .callback: attributes.append(("fill", TimelineStyle.text))
        case .task: attributes.append(("fill", TimelineStyle.taskText))
        }
        svg.leaf("text", attributes + TimelineStyle.halo, label.text, whole: mark.text)
        svg.close("g")
    }

    /// One rect per state the app was in, in order, its name written on it where it fits, and
    /// break marks where the lane crosses a compressed gap. A state held for no time (inactive on
    /// the way to the background) is a stripe `passingWidth` wide centred on its instant; several
    /// at one instant split the band's height, top to bottom in the order they were held, and the
    /// bands on either side stop at the stripe's edges.
    private func drawBands(_ lane: TimelineModel.Lane, layout: PlotLayout.Lane, into svg: inout SVGWriter) {
        let plotEnd = left + scale.width
        let breaks = scale.compressedGaps.map { left + ($0.x0 + $0.x1) / 2 }
        let passing = lane.bands.map { $0.end?.time == $0.start.time }
        let stripeTimes = Set(lane.bands.indices.filter { passing[$0] }.map { lane.bands[$0].start.time })
        let half = TimelineStyle.passingWidth / 2
        func span(_ band: TimelineModel.Band) -> (Double, Double) {
            (x(band.start) + (stripeTimes.contains(band.start.time) ? half : 0),
             band.end.map { x($0) - (stripeTimes.contains($0.time) ? half : 0) } ?? plotEnd)
        }
        for (index, band) in lane.bands.enumerated() {
            var (x0, x1) = span(band)
            var top = layout.bandTop, height = TimelineStyle.bandHeight
            if passing[index] {
                let together = lane.bands.indices.filter { passing[$0] && lane.bands[$0].start.time == band.start.time }
                height /= Double(together.count)
                top += height * Double(together.firstIndex(of: index) ?? 0)
                x0 = x(band.start) - half
                x1 = x0 + TimelineStyle.passingWidth
            }
            let rule = band.rule.map { " [\($0)]" } ?? ""
            var attributes = [("class", "band state-\(band.state)" + (passing[index] ? " passing" : "")),
                              ("data-state", band.state.description), ("data-start-ms", String(band.start.time)),
                              ("x", SVGText.number(x0)), ("y", SVGText.number(top)),
                              ("width", SVGText.number(max(x1 - x0, 0))), ("height", SVGText.number(height)),
                              ("fill", TimelineStyle.fill(band.state))]
            if TimelineStyle.isOutlined(band.state) { attributes += [("stroke", "#D4D4D4"), ("stroke-width", "0.5")] }
            svg.open("rect", attributes)
            let from = TimeFormat.seconds(band.start.time)
            svg.leaf("title", [], words(band.end.map {
                .bandTitle(app: lane.name, state: "\(band.state)", from: from, to: TimeFormat.seconds($0.time), rule: rule)
            } ?? .bandTitleToEnd(app: lane.name, state: "\(band.state)", from: from, rule: rule)))
            svg.close("rect")
        }
        let top = layout.bandTop, height = TimelineStyle.bandHeight
        for cx in breaks {
            let zigzag = Self.zigzag(cx: cx, top: top - 2, bottom: top + height + 2)
            svg.open("g", [("class", "band-break")])
            svg.leaf("polygon", [("points", zigzag.fill), ("fill", "#FFFFFF")])
            svg.leaf("polyline", [("points", zigzag.left), ("fill", "none"), ("stroke", TimelineStyle.breakLine)])
            svg.leaf("polyline", [("points", zigzag.right), ("fill", "none"), ("stroke", TimelineStyle.breakLine)])
            svg.close("g")
        }
        for (index, band) in lane.bands.enumerated() where !passing[index] {
            let (x0, x1) = span(band)
            let name = band.state.description
            let needed = SVGText.width(name, size: TimelineStyle.labelSize) + 8
            var segments: [(Double, Double)] = []
            var start = x0
            for cx in breaks where cx > x0 && cx < x1 {
                segments.append((start, cx - 7))
                start = cx + 7
            }
            segments.append((start, x1))
            guard let segment = segments.first(where: { $0.1 - $0.0 >= needed }) else { continue }
            svg.leaf("text", [("class", "band-name"), ("x", SVGText.number(segment.0 + 4)),
                              ("y", SVGText.number(top + 15)), ("fill", TimelineStyle.ink(band.state))], name)
        }
    }

    /// BG-3: a bar under the band that narrows to nothing as the budget runs out, with the seconds left.
    private func drawBudget(_ budget: TimelineModel.Budget, top: Double, into svg: inout SVGWriter) {
        let height = TimelineStyle.budgetBarHeight
        func depth(_ time: Int64) -> Double {
            top + height * Double(budget.remaining(at: time)) / Double(max(budget.total, 1))
        }
        var bottom: [(Double, Double)] = [(x(budget.start), depth(budget.start.time))]
        for instant in scale.instants where instant.time >= budget.start.time && instant.time <= budget.stop.time {
            let position = left + instant.x
            if position > bottom[bottom.count - 1].0 && position < x(budget.stop) {
                bottom.append((position, depth(instant.time)))
            }
        }
        let x1 = x(budget.stop)
        bottom.append((x1, depth(budget.stop.time)))
        let outline = [(bottom[0].0, top), (x1, top)] + bottom.reversed()
        let total = TimeFormat.seconds(budget.total)
        let rest = budget.remaining(at: budget.stop.time)
        svg.open("g", [("class", "budget"), ("data-seconds", total), ("data-start-ms", String(budget.start.time)),
                       ("data-stop-ms", String(budget.stop.time))])
        let from = TimeFormat.seconds(budget.start.time)
        svg.leaf("title", [], words(rest == 0
            ? .budgetTitleRanOut(total: total, from: from, deadline: TimeFormat.seconds(budget.deadline))
            : .budgetTitleLeft(total: total, from: from, rest: TimeFormat.seconds(rest))))
        svg.leaf("polygon", [("points", Self.points(outline)), ("fill", TimelineStyle.budget)])
        var taken: [(Double, Double)] = []
        func label(_ text: String, at x: Double, anchor: String) {
            let width = SVGText.width(text, size: TimelineStyle.labelSize)
            let from = anchor == "start" ? x : anchor == "end" ? x - width : x - width / 2
            guard !taken.contains(where: { from < $0.1 + 6 && from + width > $0.0 - 6 }) else { return }
            taken.append((from, from + width))
            svg.leaf("text", [("class", "budget-label"), ("x", SVGText.number(x)), ("y", SVGText.number(top + height + 10)),
                              ("text-anchor", anchor), ("fill", TimelineStyle.budgetText)]
                     + TimelineStyle.halo, text)
        }
        label("\(total)s", at: bottom[0].0, anchor: "start")
        label(rest == 0 ? "0s" : words(.budgetLeft(rest: TimeFormat.seconds(rest))), at: x1, anchor: "end")
        for instant in scale.instants where instant.time > budget.start.time && instant.time < budget.stop.time {
            label("\(TimeFormat.seconds(budget.remaining(at: instant.time)))s", at: left + instant.x, anchor: "middle")
        }
        svg.close("g")
    }

    /// `x,y x,y ...`.
    static func points(_ points: [(Double, Double)]) -> String {
        points.map { "\(SVGText.number($0.0)),\(SVGText.number($0.1))" }.joined(separator: " ")
    }

    /// A torn-paper strip centred on `cx`: its white fill and its two zigzag edges.
    static func zigzag(cx: Double, top: Double, bottom: Double) -> (fill: String, left: String, right: String) {
        var leftEdge: [(Double, Double)] = []
        var y = top
        var index = 0
        while y < bottom {
            leftEdge.append((cx - 4 + (index % 2 == 0 ? -2 : 2), y))
            y += 4
            index += 1
        }
        leftEdge.append((cx - 4 + (index % 2 == 0 ? -2 : 2), bottom))
        let rightEdge = leftEdge.map { ($0.0 + 8, $0.1) }
        return (points(leftEdge + rightEdge.reversed()), points(leftEdge), points(rightEdge))
    }
}
