/// Writes trace records for people: aligned columns of time, app, and what happened.
///
/// The text form may change between versions; tools should read the JSON form.
public struct TraceTextFormatter: Sendable {
    /// How callbacks are spelled (`--names`).
    public var names: CallbackNameStyle
    /// ANSI colours (only on a terminal, never with `NO_COLOR`).
    public var color: Bool
    /// The width of the app column: the longest app name of the scenario.
    public var appWidth: Int
    /// The language of the tool's own words in the lines (`--lang`); names stay as written.
    public var language: Language

    public init(names: CallbackNameStyle = .short, color: Bool = false, appNames: [String] = [],
                language: Language = .en) {
        self.names = names
        self.color = color
        self.language = language
        self.appWidth = max(4, appNames.map(\.count).max() ?? 0)
    }

    /// One record as one line (no newline).
    public func line(for record: TraceRecord) -> String {
        let time = Self.paddedTime(record.time)
        switch record {
        case .event(let r):
            return "\(time)  " + paint("▸ \(Self.printable(r.event))", .bold) + origin(r.line)
        case .transition(let r):
            return row(time, r.app, "\(r.from) → \(r.to)", r.rule)
        case .callback(let r):
            let indent = String(repeating: "  ", count: r.depth)
            // A notification UIKit posts (NT-1, NT-2) is marked apart from the methods it calls.
            let mark = r.callback.notification == nil ? "• " : "» "
            // A scene's callback shows the app's state (SC-5), marked as the app's: the scene's own
            // state is on its scene-transition lines.
            let state = r.scene == nil ? "(\(r.state))" : words(.appStateOfScene(state: "\(r.state)"))
            return row(time, r.target, indent + mark + paint(names.name(of: r.callback), .cyan) + "  " + paint(state, .dim), r.rule)
        case .sceneTransition(let r):
            return row(time, "\(r.app)/\(r.scene)", "\(r.from) → \(r.to)", r.rule)
        case .task(let r):
            let (id, name) = (String(r.id), r.name)
            let action: TraceLineMessage
            switch r.action {
            case .begin: action = .taskBegun(id: id, name: name)
            case .end: action = .taskEnded(id: id, name: name)
            case .expire: action = .taskExpired(id: id, name: name)
            case .invalidEnd: action = .taskEndRefused(id: id, name: name)
            }
            let what = words(action)
            return row(time, r.app, words(.taskOutstanding(what: what, count: String(r.outstanding))), r.rule)
        case .warning(let r):
            let text = TraceWord.warningLabel(text: Self.printable(r.text(in: language))).text(in: language)
            return row(time, r.app ?? "", paint(text, .yellow), r.rule)
        case .expect(let r):
            let mark = r.ok ? paint("✓", .green) : paint("✗", .red)
            let detail = r.ok ? "" : paint(words(.expectActual(actual: Self.printable(r.actual(in: language)))), .red)
            return "\(time)  \(mark) expect \(Self.printable(r.expected))" + detail + origin(r.line)
        case .log(let r):
            return row(time, r.app ?? "", "log: \(Self.printable(r.text))", nil)
        case .bgTask(let r):
            let change = words(TraceLineMessage.key(r.change))
            return row(time, r.app, words(.bgTaskLine(id: r.id, kind: r.kind.rawValue, change: change)), r.rule)
        case .activity(let r):
            return row(time, r.app, TraceLineMessage.words(for: r, in: language), r.rule)
        }
    }

    /// `  (line 12)`, where a record's timeline line is known (nothing for line 0).
    private func origin(_ line: Int) -> String {
        line > 0 ? "  " + paint(words(.eventOrigin(line: String(line))), .dim) : ""
    }

    /// A trace line's words in the formatter's language.
    private func words(_ message: TraceLineMessage) -> String { message.text(in: language) }

    /// A `why:` line, indented under the text column of the record it explains.
    public func explanationLine(_ why: String) -> String {
        String(repeating: " ", count: 10 + 2 + appWidth + 2) + paint(why, .dim)
    }

    /// A title line for the start of a scenario's trace.
    public func header(title: String) -> String { paint("== \(Self.printable(title))", .bold) }

    /// Text from a scenario with control characters shown as `\u{1B}` escapes, so a string in a
    /// file cannot move the cursor or change colours on the reader's terminal.
    static func printable(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 || scalar.value == 0x7F {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    private func row(_ time: String, _ app: String, _ text: String, _ rule: RuleID?) -> String {
        let padded = app + String(repeating: " ", count: max(0, appWidth - app.count))
        let tag = rule.map { "  " + paint("[\($0)]", .dim) } ?? ""
        return "\(time)  \(padded)  \(text)\(tag)"
    }

    /// `   185.250` (seconds, three decimals, right-aligned in ten columns).
    static func paddedTime(_ time: VirtualTime) -> String {
        let ms = time.milliseconds
        var fraction = String(ms % 1000)
        while fraction.count < 3 { fraction = "0" + fraction }
        let text = "\(ms / 1000).\(fraction)"
        return String(repeating: " ", count: max(0, 10 - text.count)) + text
    }

    enum Paint: String {
        case bold = "1", dim = "2", red = "31", green = "32", yellow = "33", cyan = "36"
    }

    func paint(_ text: String, _ paint: Paint) -> String {
        color ? "\u{1B}[\(paint.rawValue)m\(text)\u{1B}[0m" : text
    }
}
