import LifecycleSim

extension TimelineSVG {
    /// What a failed expectation's mark says beside its ✗: what was expected, then under it
    /// what was found.
    func failureLines(_ expectation: TimelineModel.Expectation) -> [String] {
        [expectation.expected, words(.found(actual: expectation.actual))]
    }

    /// Where a failed expectation's lines go: right of its ✗ (`anchor` `start` at `x`) when they
    /// fit before the plot's right edge, else left of it (`end`), so a failure near the end of
    /// the run stays in the picture; when neither side is wide enough, on the wider one, each
    /// line shortened with `…` (`shown`; `whole` is the line before shortening).
    func failurePlacement(_ expectation: TimelineModel.Expectation)
        -> (lines: [(shown: String, whole: String)], x: Double, anchor: String) {
        let size = TimelineStyle.labelSize
        let center = x(expectation.at)
        let whole = failureLines(expectation)
        let widest = whole.map { SVGText.width($0, size: size) }.max() ?? 0
        let rightRoom = plotRight - (center + 8) - 2
        let leftRoom = center - 8 - left
        let onRight = widest <= rightRoom || (widest > leftRoom && rightRoom >= leftRoom)
        let room = onRight ? rightRoom : leftRoom
        let lines = whole.map { (shown: SVGText.fitted($0, size: size, width: room), whole: $0) }
        return (lines, onRight ? center + 8 : center - 8, onRight ? "start" : "end")
    }

    /// The stretch of the expectations row an expectation's mark takes: its ✓ or ✗, and a failed
    /// one's lines on whichever side they are written, with a little room after them.
    func expectationSpan(_ expectation: TimelineModel.Expectation) -> (from: Double, to: Double) {
        let center = x(expectation.at)
        let half = TimelineStyle.expectWidth / 2
        guard !expectation.ok else { return (center - half, center + half) }
        let placement = failurePlacement(expectation)
        let widest = placement.lines.map { SVGText.width($0.shown, size: TimelineStyle.labelSize) }.max() ?? 0
        return placement.anchor == "start" ? (center - half, placement.x + widest + 6)
            : (placement.x - widest - 6, center + half)
    }

    /// The ✓/✗ row: one mark per expectation at its time, those of one instant stacked in order.
    func drawExpectations(_ layout: PlotLayout, into svg: inout SVGWriter) {
        guard !model.expectations.isEmpty else { return }
        svg.open("g", [("class", "expectations")])
        svg.leaf("text", [("class", "row-name"), ("x", "12"), ("y", SVGText.number(layout.expectTop + 11)),
                          ("font-style", "italic"), ("fill", TimelineStyle.muted)], "expect")
        for (index, expectation) in model.expectations.enumerated() {
            let center = x(expectation.at)
            let baseline = layout.expectTop + 11 + Double(layout.expectRows[index]) * TimelineStyle.expectRowHeight
            let verdict = expectation.ok ? "pass" : "fail"
            svg.open("g", [("class", "expect \(verdict)"), ("data-ms", String(expectation.at.time)),
                           ("data-line", String(expectation.line))])
            let time = TimeFormat.seconds(expectation.at.time)
            let line = String(expectation.line)
            svg.leaf("title", [], words(expectation.ok ? .expectHeldTitle(line: line, time: time, expected: expectation.expected)
                : .expectFailedTitle(line: line, time: time, expected: expectation.expected, actual: expectation.actual)))
            svg.leaf("text", [("x", SVGText.number(center)), ("y", SVGText.number(baseline)), ("text-anchor", "middle"),
                              ("font-family", TimelineStyle.titleFontFamily), ("font-size", "12"), ("font-weight", "bold"),
                              ("fill", expectation.ok ? TimelineStyle.pass : TimelineStyle.fail)],
                     expectation.ok ? "✓" : "✗")
            if !expectation.ok {
                let placement = failurePlacement(expectation)
                for (line, text) in placement.lines.enumerated() {
                    let y = baseline + Double(line) * TimelineStyle.expectRowHeight
                    var attributes = [("class", line == 0 ? "failure expected" : "failure found"),
                                      ("x", SVGText.number(placement.x)), ("y", SVGText.number(y))]
                    if placement.anchor != "start" { attributes.append(("text-anchor", placement.anchor)) }
                    svg.leaf("text", attributes + [("fill", TimelineStyle.fail)] + TimelineStyle.halo,
                             text.shown, whole: text.whole)
                }
            }
            svg.close("g")
        }
        svg.close("g")
    }

    /// The time axis: ticks with labels, and a break mark with its length for each compressed gap.
    func drawAxis(_ layout: PlotLayout, into svg: inout SVGWriter) {
        let y = layout.axisY
        svg.open("g", [("class", "axis")])
        svg.leaf("line", [("x1", SVGText.number(left)), ("y1", SVGText.number(y)), ("x2", SVGText.number(left + scale.width)),
                          ("y2", SVGText.number(y)), ("stroke", "#444444"), ("stroke-width", "1")])
        for tick in layout.ticks {
            svg.open("g", [("class", "tick"), ("data-ms", String(tick.time))])
            svg.leaf("line", [("x1", SVGText.number(tick.x)), ("y1", SVGText.number(y)), ("x2", SVGText.number(tick.x)),
                              ("y2", SVGText.number(y + (tick.label == nil ? 3 : 5))), ("stroke", "#444444"),
                              ("stroke-width", "1")])
            if let label = tick.label {
                svg.leaf("text", [("x", SVGText.number(tick.x)), ("y", SVGText.number(y + 16)), ("text-anchor", "middle"),
                                  ("fill", TimelineStyle.text)], label)
            }
            svg.close("g")
        }
        for gap in scale.compressedGaps {
            let cx = left + (gap.x0 + gap.x1) / 2
            let zigzag = Self.zigzag(cx: cx, top: y - 6, bottom: y + 6)
            let length = SVGText.approximate(milliseconds: gap.duration)
            svg.open("g", [("class", "idle-break"), ("data-from-ms", String(gap.from)), ("data-to-ms", String(gap.to))])
            svg.leaf("title", [], words(.idleTitle(from: TimeFormat.seconds(gap.from), to: TimeFormat.seconds(gap.to), duration: "\(VirtualDuration(milliseconds: gap.duration))")))
            svg.leaf("polygon", [("points", zigzag.fill), ("fill", "#FFFFFF")])
            svg.leaf("polyline", [("points", zigzag.left), ("fill", "none"), ("stroke", TimelineStyle.breakLine)])
            svg.leaf("polyline", [("points", zigzag.right), ("fill", "none"), ("stroke", TimelineStyle.breakLine)])
            svg.leaf("text", [("class", "idle-label"), ("x", SVGText.number(cx)), ("y", SVGText.number(y + 30)),
                              ("text-anchor", "middle"), ("font-style", "italic"), ("fill", TimelineStyle.muted)],
                     "≈ \(length)")
            svg.leaf("text", [("x", SVGText.number(cx)), ("y", SVGText.number(y + 41)), ("text-anchor", "middle"),
                              ("font-style", "italic"), ("fill", TimelineStyle.muted)], words(.idle))
            svg.close("g")
        }
        svg.close("g")
    }

    /// The legend under the title, wrapped to `width`; returns its height. A picture with scene
    /// lanes also explains each scene state, and one with BGTaskScheduler runs their marks.
    func drawLegend(top: Double, width: Double, into svg: inout SVGWriter) -> Double {
        enum Symbol { case state(TimelineModel.BandState), callback, task, warning, pass, fail, budget, idle }
        var items: [(Symbol, String)] = AppState.allCases.map { (.state(.app($0)), $0.rawValue) }
        if model.hasScenes {
            items += SceneActivationState.allCases.map { (.state(.scene($0)), words(.legendScene(state: $0.rawValue))) }
        }
        items += [(.callback, words(.legendCallback)), (.task, words(.legendTask))]
        if model.hasBGTaskRuns { items.append((.task, words(.legendBGTask))) }
        items += [(.warning, words(.legendWarning)), (.pass, words(.legendHeld)), (.fail, words(.legendFailed)),
                  (.budget, words(.legendBudget)), (.idle, words(.legendIdle))]
        svg.open("g", [("class", "legend")])
        var x = 16.0, y = top
        for (symbol, whole) in items {
            let text = SVGText.fitted(whole, size: TimelineStyle.labelSize, width: width - 16 - 24 - 16 - 8)
            let itemWidth = 24 + SVGText.width(text, size: TimelineStyle.labelSize) + 16
            if x + itemWidth > width - 8 && x > 16 {
                x = 16
                y += 18
            }
            svg.open("g", [("class", "legend-item")])
            switch symbol {
            case .state(let state):
                var attributes = [("x", SVGText.number(x)), ("y", SVGText.number(y + 1)), ("width", "18"), ("height", "11"),
                                  ("fill", TimelineStyle.fill(state))]
                if TimelineStyle.isOutlined(state) { attributes += [("stroke", "#BBBBBB"), ("stroke-width", "1")] }
                svg.leaf("rect", attributes)
            case .callback:
                svg.leaf("line", [("x1", SVGText.number(x + 9)), ("y1", SVGText.number(y)), ("x2", SVGText.number(x + 9)),
                                  ("y2", SVGText.number(y + 12)), ("stroke", TimelineStyle.leader), ("stroke-width", "1")])
            case .task:
                svg.leaf("polygon", [("points", Self.points([(x + 9, y + 2), (x + 13, y + 6), (x + 9, y + 10), (x + 5, y + 6)])),
                                     ("fill", TimelineStyle.task)])
            case .warning:
                svg.leaf("polygon", [("points", Self.points([(x + 4, y + 1), (x + 14, y + 1), (x + 9, y + 11)])),
                                     ("fill", TimelineStyle.warning)])
            case .pass, .fail:
                let ok = { if case .pass = symbol { return true } else { return false } }()
                svg.leaf("text", [("x", SVGText.number(x + 9)), ("y", SVGText.number(y + 11)), ("text-anchor", "middle"),
                                  ("font-family", TimelineStyle.titleFontFamily), ("font-size", "12"), ("font-weight", "bold"),
                                  ("fill", ok ? TimelineStyle.pass : TimelineStyle.fail)], ok ? "✓" : "✗")
            case .budget:
                svg.leaf("polygon", [("points", Self.points([(x, y + 3), (x + 18, y + 3), (x + 18, y + 4), (x, y + 10)])),
                                     ("fill", TimelineStyle.budget)])
            case .idle:
                let zigzag = Self.zigzag(cx: x + 9, top: y - 1, bottom: y + 13)
                svg.leaf("polyline", [("points", zigzag.left), ("fill", "none"), ("stroke", TimelineStyle.breakLine)])
                svg.leaf("polyline", [("points", zigzag.right), ("fill", "none"), ("stroke", TimelineStyle.breakLine)])
            }
            svg.leaf("text", [("x", SVGText.number(x + 24)), ("y", SVGText.number(y + 10)), ("fill", TimelineStyle.text)],
                     text, whole: whole)
            svg.close("g")
            x += itemWidth
        }
        svg.close("g")
        return y + 14 - top
    }
}
