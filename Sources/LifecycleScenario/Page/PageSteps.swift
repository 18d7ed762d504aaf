import LifecycleSim

/// What `lifesim page` shows of a run: the picture, the scenario's lines, and one step per
/// trace record with everything the player shows at it. Built once; the HTML writer only
/// spells it out.
package struct PageSteps {
    /// One trace record as a step of the player.
    package struct Step: Sendable, Hashable {
        /// The record as `lifesim run` prints it (no colours).
        package var text: String
        /// Its `--explain` line in full (`why: … (RULE, …)`), if it has one.
        package var why: String?
        /// The record's virtual time, in milliseconds.
        package var time: Int64
        /// Where the cursor goes on the picture's time axis (SVG user units).
        package var x: Double
        /// The timeline line being run when the record was written (nil during set-up).
        package var line: Int?
        /// Each subject's state after the record (nil: a scene not connected yet).
        package var states: [String?]
        /// Each subject's outstanding background tasks after the record (BG-1; 0 for scenes).
        package var tasks: [Int]
        /// The expectation checked at this record, if it is one.
        package var expectation: ExpectRecord?
    }

    /// An app or a scene of an app (`Mail/1`), as the side panel lists them.
    package struct Subject: Sendable, Hashable {
        package var name: String
        package var isScene: Bool
    }

    package var title: String
    package var path: String
    package var version: String
    /// The scenario's text, line by line (line 1 first).
    package var sourceLines: [String]
    /// The timeline picture (without its XML declaration, ready to sit inside HTML).
    package var svg: String
    /// The cursor's top and bottom inside the picture's `#plot` group.
    package var cursorTop: Double
    package var cursorBottom: Double
    package var subjects: [Subject]
    package var steps: [Step]
    package var summary: RunSummary

    /// Runs `document` (whose text is `source`) and builds its steps.
    package init(document: ScenarioDocument, source: String, language: Language = .en) {
        let run = PageRun(document)
        let records = run.records
        let model = TimelineModel(document: document, records: records, end: run.summary.end, language: language)
        let picture = TimelineSVG(model: model, language: language)
        title = document.title ?? document.path
        path = document.path
        version = document.device.version.description
        sourceLines = Self.lines(of: source)
        svg = Self.inline(picture.document())
        cursorTop = 0
        cursorBottom = PlotLayout(picture).axisY
        summary = run.summary
        subjects = Self.subjects(document: document, records: records)

        let formatter = TraceTextFormatter(appNames: document.traceColumnNames, language: language)
        let index = Dictionary(uniqueKeysWithValues: subjects.enumerated().map { ($0.element.name, $0.offset) })
        var states: [String?] = subjects.map { $0.isScene ? nil : AppState.notRunning.description }
        var tasks = [Int](repeating: 0, count: subjects.count)
        steps = []
        for (number, entry) in run.entries.enumerated() {
            var expectation: ExpectRecord?
            switch entry.record {
            case .transition(let r):
                if let i = index[r.app] {
                    states[i] = r.to.description
                    if r.to == .notRunning { tasks[i] = 0 }  // TE-5: a process that ends takes its tasks with it
                }
            case .sceneTransition(let r): if let i = index["\(r.app)/\(r.scene)"] { states[i] = r.to.description }
            case .task(let r): if let i = index[r.app] { tasks[i] = r.outstanding }
            case .expect(let r): expectation = r
            case .event, .callback, .warning, .log, .bgTask, .activity: break
            }
            let position = number < model.recordPositions.count ? model.recordPositions[number]
                : TimelineModel.Position(time: entry.record.time.milliseconds, step: 0)
            steps.append(Step(text: formatter.line(for: entry.record),
                              why: TraceExplainer.explanation(for: entry.record, profile: run.profile, in: language),
                              time: entry.record.time.milliseconds, x: picture.x(position), line: entry.line,
                              states: states, tasks: tasks, expectation: expectation))
        }
    }

    /// The text split into lines without their line ends, a byte-order mark dropped.
    static func lines(of source: String) -> [String] {
        var text = Substring(source)
        if text.first == "\u{FEFF}" { text = text.dropFirst() }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasSuffix("\r") ? String(line.dropLast()) : String(line)
        }
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// An SVG document as an element to put inside HTML: its XML declaration removed.
    static func inline(_ svg: String) -> String {
        guard svg.hasPrefix("<?xml"), let end = svg.firstRange(of: "?>") else { return svg }
        return String(svg[end.upperBound...].drop { $0 == "\n" })
    }

    /// The apps in home-screen order (then any app only the trace names), each followed by
    /// its scenes in connection order.
    static func subjects(document: ScenarioDocument, records: [TraceRecord]) -> [Subject] {
        var apps = document.apps.map(\.name)
        var scenes: [String: [Int]] = [:]
        for record in records {
            guard let app = record.app else { continue }
            if !apps.contains(app) { apps.append(app) }
            if case .sceneTransition(let r) = record, !(scenes[app] ?? []).contains(r.scene) {
                scenes[app, default: []].append(r.scene)
            }
        }
        return apps.flatMap { app in
            [Subject(name: app, isScene: false)] + (scenes[app] ?? []).map { Subject(name: "\(app)/\($0)", isScene: true) }
        }
    }
}
