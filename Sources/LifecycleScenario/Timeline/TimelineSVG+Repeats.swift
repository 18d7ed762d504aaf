import LifecycleSim

extension TimelineModel.Mark {
    /// What the picture writes: the label, with `×N` when the mark stands for N identical ones.
    package var text: String { count > 1 ? "\(label) ×\(count)" : label }

    /// The tooltip: the whole story, with how many identical marks this one stands for and when.
    package var tooltip: String { tooltip(in: .en) }

    /// The tooltip with its words in `language` (the detail is already in it).
    package func tooltip(in language: Language) -> String {
        guard count > 1 else { return detail }
        let (count, from) = (String(count), TimeFormat.seconds(at.time))
        guard let last, last.time != at.time else {
            return TimelineMessage.repeatsAtOneTime(count: count, from: from, detail: detail).text(in: language)
        }
        return TimelineMessage.repeatsOverTime(count: count, from: from, to: TimeFormat.seconds(last.time), detail: detail)
            .text(in: language)
    }
}

extension TimelineSVG {
    /// How close (in pixels) a repeat must be drawn to the previous one to join it.
    static let repeatSpot = 2.0

    /// `marks` (in trace order) with repeats drawn at one spot merged: a mark joins an earlier
    /// identical one (same kind and label) whose latest repeat is drawn within `repeatSpot`
    /// pixels, even with other marks in between, so a handler called 512 times at one instant,
    /// with warnings in between, draws one label `expire retry ×512` instead of 512 labels. Marks
    /// of one instant with a state change between them stay apart (`willResignActive`,
    /// `didBecomeActive`, `willResignActive` read in that order). Controller groups are never
    /// merged; the rest keeps its order.
    static func merged(_ marks: [TimelineModel.Mark], x: (TimelineModel.Position) -> Double) -> [TimelineModel.Mark] {
        var out: [TimelineModel.Mark] = []
        var lastX: [Double] = []
        for mark in marks {
            let here = x(mark.at)
            var index = out.count - 1
            var joined = false
            while index >= 0 && lastX[index] >= here - repeatSpot {
                let latest = out[index].last ?? out[index].at
                let sameState = latest.time != mark.at.time || latest.step == mark.at.step
                if mark.kind != .controller && out[index].kind == mark.kind && out[index].label == mark.label && sameState {
                    out[index].count += mark.count
                    out[index].last = mark.last ?? mark.at
                    lastX[index] = here
                    joined = true
                    break
                }
                index -= 1
            }
            if !joined {
                out.append(mark)
                lastX.append(here)
            }
        }
        return out
    }
}

extension TimelineSVG {
    /// For a mark standing for repeats drawn apart: a bracket at `y` from the first to the last.
    func drawSpan(_ mark: TimelineModel.Mark, y: Double, into svg: inout SVGWriter) {
        guard let last = mark.last else { return }
        let x0 = x(mark.at), x1 = x(last)
        guard x1 - x0 >= 1 else { return }
        let colour = mark.kind == .warning ? TimelineStyle.warning : TimelineStyle.leader
        let points = [(x0, y), (x1, y), (x1, y - 4)]
        svg.leaf("polyline", [("class", "repeat-span"), ("points", Self.points(points)), ("fill", "none"),
                              ("stroke", colour), ("stroke-width", "1.5")])
    }
}
