import LifecycleSim

/// The colours and sizes of the timeline picture.
///
/// State colours are from the Okabe-Ito palette, which stays distinguishable with the
/// common colour-vision deficiencies; each band also carries its state's name when it fits.
package enum TimelineStyle {
    package static let fontFamily = "DejaVu Sans Mono, Menlo, Consolas, Liberation Mono, monospace"
    package static let titleFontFamily = "DejaVu Sans, Helvetica, Arial, sans-serif"
    /// The widest a picture is, in its own units. Opened alone it fills the browser's width, so
    /// at a projector's 1024 px less a 15 px scrollbar a unit is 1009 / 700 px and 10-unit text
    /// is 14.4 px, the least a room reads from its back rows.
    package static let maximumWidth = 700.0
    /// The room right of the plot, so the axis's last label and the final states stay clear of the edge.
    package static let rightMargin = 24.0
    /// The size of the picture's text: nothing is smaller (the heading and the lane names are larger).
    package static let labelSize = 10.0
    package static let controllerSize = 10.0
    package static let headingSize = 16.0
    package static let rowHeight = 13.0
    package static let bandHeight = 22.0
    /// The width of the stripe that shows a state held for no time.
    package static let passingWidth = 4.0
    package static let budgetBarHeight = 7.0
    package static let budgetRowHeight = 22.0
    package static let expectRowHeight = 15.0
    package static let expectWidth = 12.0

    package static let text = "#1A1A1A"
    package static let muted = "#666666"
    package static let grid = "#ECECEC"
    package static let leader = "#555555"
    package static let warning = "#D55E00"
    package static let warningText = "#A23F00"
    package static let task = "#CC79A7"
    package static let taskText = "#7E3A63"
    package static let budget = "#E69F00"
    package static let budgetText = "#7A4F00"
    package static let pass = "#007A5A"
    package static let fail = "#C8102E"
    package static let breakLine = "#777777"

    /// The fill of a state band.
    package static func fill(_ state: AppState) -> String {
        switch state {
        case .notRunning: return "#E8E8E8"
        case .inactive: return "#F0E442"
        case .active: return "#009E73"
        case .background: return "#56B4E9"
        case .suspended: return "#0072B2"
        }
    }

    /// The colour of a state's name written on its band.
    package static func ink(_ state: AppState) -> String {
        switch state {
        case .suspended: return "#FFFFFF"
        case .notRunning: return "#777777"
        case .inactive, .active, .background: return "#111111"
        }
    }

    /// The fill of a scene's band: the hue of the app state it gives the app (SC-5), so a scene
    /// lane reads like its app's; unattached white (outlined), disconnected grey.
    package static func fill(_ state: SceneActivationState) -> String {
        switch state {
        case .unattached: return "#FFFFFF"
        case .foregroundInactive: return fill(AppState.inactive)
        case .foregroundActive: return fill(AppState.active)
        case .background: return fill(AppState.background)
        case .disconnected: return "#BDBDBD"
        }
    }

    /// The colour of a scene state's name written on its band.
    package static func ink(_ state: SceneActivationState) -> String {
        switch state {
        case .unattached: return "#777777"
        case .foregroundInactive, .foregroundActive, .background, .disconnected: return "#111111"
        }
    }

    /// The fill of a band of either kind.
    package static func fill(_ state: TimelineModel.BandState) -> String {
        switch state {
        case .app(let app): return fill(app)
        case .scene(let scene): return fill(scene)
        }
    }

    /// The ink of a band of either kind.
    package static func ink(_ state: TimelineModel.BandState) -> String {
        switch state {
        case .app(let app): return ink(app)
        case .scene(let scene): return ink(scene)
        }
    }

    /// Bands drawn with a thin outline: a state that is no colour of its own (not running, unattached).
    package static func isOutlined(_ state: TimelineModel.BandState) -> Bool {
        state == .app(.notRunning) || state == .scene(.unattached)
    }

    /// A white outline under text, so labels stay legible over lines.
    package static let halo: [(String, String)] = [
        ("stroke", "#FFFFFF"), ("stroke-width", "3"), ("stroke-linejoin", "round"), ("paint-order", "stroke"),
    ]
}

/// Stacks labels in rows: each goes in the first row where it does not overlap the label
/// before it, and below `after` when given, so that the labels of one instant read top to
/// bottom in the order they come (the trace's order).
package struct LabelRows {
    /// The right edge of the last label placed in each row.
    private var rightEdges: [Double] = []
    private let gap: Double

    package init(gap: Double = 6) { self.gap = gap }

    /// The first of `rows` consecutive rows a label spanning `x ..< x + width` takes (labels
    /// come in increasing `x`), lower than row `after` when given.
    package mutating func place(from x: Double, width: Double, after: Int? = nil, rows: Int = 1) -> Int {
        var row = (after ?? -1) + 1
        while !(row ..< row + rows).allSatisfy({ $0 >= rightEdges.count || x >= rightEdges[$0] + gap }) { row += 1 }
        while rightEdges.count < row + rows { rightEdges.append(-.infinity) }
        for taken in row ..< row + rows { rightEdges[taken] = x + width }
        return row
    }

    /// How many rows are in use.
    package var count: Int { rightEdges.count }
}
