/// The session's scenario, kept in the order `:save` writes it: the device line, the header
/// (declarations and the comments typed among them), then the timeline.
///
/// Every line number the session shows is a line of `text`, so it is the line number of the
/// saved file: `lifesim run saved.scenario` reports the same ones.
struct ReplSnapshot: Hashable {
    /// Where an accepted line went.
    enum Part: Hashable {
        case device
        case header
        case timeline
    }

    /// Line 1: `device ios VERSION`.
    var device: String
    /// The declarations, lines 2 ... header.count + 1.
    var header: [String] = []
    /// The timeline, after the header.
    var timeline: [String] = []

    /// Every line, in file order.
    var lines: [String] { [device] + header + timeline }

    /// The scenario file's text.
    var text: String { lines.joined(separator: "\n") + "\n" }

    /// The file line of the last line of `part` (the device line is line 1).
    func lastLine(of part: Part) -> Int {
        switch part {
        case .device: return 1
        case .header: return 1 + header.count
        case .timeline: return 1 + header.count + timeline.count
        }
    }

    /// The snapshot with `text` added to `part` (a device line replaces the device line),
    /// and the file line it now has.
    func adding(_ text: String, to part: Part) -> (snapshot: ReplSnapshot, line: Int) {
        var next = self
        switch part {
        case .device: next.device = text
        case .header: next.header.append(text)
        case .timeline: next.timeline.append(text)
        }
        return (next, next.lastLine(of: part))
    }

    /// The snapshot with its last header line moved to the (empty) timeline: the line the
    /// parser read as the first timeline line.
    func startingTimelineWithLastHeaderLine() -> ReplSnapshot {
        guard timeline.isEmpty, let last = header.last else { return self }
        var next = self
        next.header.removeLast()
        next.timeline = [last]
        return next
    }
}
