import LifecycleSim

/// What the timeline picture shows, read from a run's trace: one lane per app with its
/// state bands, marks and background budgets, under it one lane per scene of a scene-based app
/// (iOS 13+) banded by the scene's activation state, the events, and the expectations.
///
/// Positions are (time, step): the step orders what happens at one instant, so the states an
/// app passes through in no time keep their order when the picture stacks them at that
/// instant (see `TimeScale`).
package struct TimelineModel: Sendable {
    /// A moment in the picture: a virtual time and, within it, the transition it follows.
    package struct Position: Sendable, Hashable, Comparable {
        package var time: Int64
        package var step: Int
        package static func < (lhs: Position, rhs: Position) -> Bool { (lhs.time, lhs.step) < (rhs.time, rhs.step) }
    }

    /// What a band shows: an app's state, or a scene's activation state on a scene lane.
    package enum BandState: Sendable, Hashable, CustomStringConvertible {
        case app(AppState)
        case scene(SceneActivationState)

        /// The state as the trace spells it (`not-running`, `foreground-active`).
        package var description: String {
            switch self {
            case .app(let state): return state.rawValue
            case .scene(let state): return state.rawValue
            }
        }
    }

    /// An app's (or a scene's) state from `start` to `end` (nil: to the end of the run).
    package struct Band: Sendable, Hashable {
        package var state: BandState
        package var start: Position
        package var end: Position?
        /// The rule of the transition that began the band (nil for the initial state).
        package var rule: RuleID?
    }

    package enum MarkKind: String, Sendable, Hashable {
        case event, callback, controller, warning, log
        /// A background task begun or ended (BG-1), or a BGTaskScheduler task launched, completed
        /// or expired (BT-3, BT-6).
        case task
    }

    /// Something drawn as a labelled tick in a lane or in the events row.
    package struct Mark: Sendable, Hashable {
        package var kind: MarkKind
        package var at: Position
        package var label: String
        /// The whole story, shown as a tooltip.
        package var detail: String
        /// How many identical marks this one stands for (see `TimelineSVG.merged(_:)`).
        package var count = 1
        /// Where the last of them is, when this mark stands for several.
        package var last: Position?
    }

    /// A background budget counting down from `start` until `stop` (its end, or the app leaving the background).
    package struct Budget: Sendable, Hashable {
        package var start: Position
        package var stop: Position
        /// The whole budget, in milliseconds.
        package var total: Int64
        /// When it runs out.
        package var deadline: Int64
        /// The milliseconds left at `time` (never negative).
        package func remaining(at time: Int64) -> Int64 { max(deadline - time, 0) }
    }

    package struct Lane: Sendable, Hashable {
        /// `APP`, or `APP/N` for a scene's lane.
        package var name: String
        /// The scene's number on a scene lane (drawn under its app's lane); nil on an app's lane.
        package var scene: Int? = nil
        package var bands: [Band] = []
        package var marks: [Mark] = []
        package var budgets: [Budget] = []
    }

    package struct Expectation: Sendable, Hashable {
        package var at: Position
        package var line: Int
        package var ok: Bool
        package var expected: String
        package var actual: String
    }

    package var title: String
    package var path: String
    package var version: String
    /// The end of the run, in milliseconds.
    package var end: Int64
    package var lanes: [Lane] = []
    /// Timeline statements, and warnings and logs about no app.
    package var events: [Mark] = []
    package var expectations: [Expectation] = []
    /// Every instant at which something was written or a budget ends, sorted.
    package var moments: [Int64] = []
    /// True when some lane is a scene's (the legend then explains the scene states).
    package var hasScenes: Bool { lanes.contains { $0.scene != nil } }
    /// True when some app ran a BGTaskScheduler task (the legend then names its marks).
    package var hasBGTaskRuns = false
    /// How many lanes are apps' (the others are their scenes').
    package var appCount: Int { lanes.filter { $0.scene == nil }.count }
    /// Where each record of the run is drawn, in trace order (`lifesim page` puts its cursor there).
    package var recordPositions: [Position] = []

    /// Reads `records` (a whole run of `document`, which ended at `end`).
    /// The model of a run; `language` is that of the marks' tooltips.
    package init(document: ScenarioDocument, records: [TraceRecord], end: VirtualTime, language: Language = .en) {
        func words(_ message: TimelineMessage) -> String { message.text(in: language) }
        title = document.title ?? document.path
        path = document.path
        version = document.device.version.description
        self.end = max(end.milliseconds, records.last?.time.milliseconds ?? 0)
        var laneIndex: [String: Int] = [:]
        for app in document.apps where laneIndex[app.name] == nil {
            laneIndex[app.name] = lanes.count
            lanes.append(Lane(name: app.name))
        }
        func lane(_ name: String) -> Int {
            if let index = laneIndex[name] { return index }
            laneIndex[name] = lanes.count
            lanes.append(Lane(name: name))
            return lanes.count - 1
        }
        var sceneLanes: [(app: String, lane: Lane)] = []
        func sceneLane(_ app: String, _ number: Int) -> Int {
            if let index = sceneLanes.firstIndex(where: { $0.app == app && $0.lane.scene == number }) { return index }
            _ = lane(app)
            sceneLanes.append((app, Lane(name: "\(app)/\(number)", scene: number)))
            return sceneLanes.count - 1
        }
        var stepTime: Int64 = -1
        var stepCount = 0
        var times: [Int64] = [0]
        for record in records {
            let time = record.time.milliseconds
            if time != stepTime {
                stepTime = time
                stepCount = 0
            }
            let at = Position(time: time, step: max(stepCount - 1, 0))
            // A state change is drawn where its new band starts; the case below records that spot.
            switch record {
            case .transition, .sceneTransition: break
            default: recordPositions.append(at)
            }
            switch record {
            case .transition(let r):
                let index = lane(r.app)
                let here = Position(time: time, step: stepCount)
                recordPositions.append(here)
                stepCount += 1
                if lanes[index].bands.isEmpty {
                    lanes[index].bands.append(Band(state: .app(r.from), start: Position(time: 0, step: 0), end: nil, rule: nil))
                }
                lanes[index].bands[lanes[index].bands.count - 1].end = here
                lanes[index].bands.append(Band(state: .app(r.to), start: here, end: nil, rule: r.rule))
            case .sceneTransition(let r):
                // A scene's lane starts when it connects: its first state gets a step of its own.
                let index = sceneLane(r.app, r.scene)
                if sceneLanes[index].lane.bands.isEmpty {
                    sceneLanes[index].lane.bands.append(Band(state: .scene(r.from), start: Position(time: time, step: stepCount),
                                                             end: nil, rule: nil))
                    stepCount += 1
                }
                let here = Position(time: time, step: stepCount)
                recordPositions.append(here)
                stepCount += 1
                let last = sceneLanes[index].lane.bands.count - 1
                sceneLanes[index].lane.bands[last].end = here
                sceneLanes[index].lane.bands.append(Band(state: .scene(r.to), start: here, end: nil, rule: r.rule))
            case .callback(let r):
                if let scene = r.scene {
                    Self.addCallback(r, at: at, to: &sceneLanes[sceneLane(r.app, scene)].lane, language: language)
                } else {
                    Self.addCallback(r, at: at, to: &lanes[lane(r.app)], language: language)
                }
            case .warning(let r):
                let message = r.text(in: language)
                let mark = Mark(kind: .warning, at: at, label: "⚠ " + SVGText.truncated(message, to: 44),
                                detail: words(.warningDetail(message: message, rule: "\(r.rule)", time: "\(record.time)")))
                if let app = r.app { lanes[lane(app)].marks.append(mark) } else { events.append(mark) }
            case .log(let r):
                let mark = Mark(kind: .log, at: at, label: "“" + SVGText.truncated(r.text, to: 36) + "”",
                                detail: words(.logDetail(text: r.text, time: "\(record.time)")))
                if let app = r.app { lanes[lane(app)].marks.append(mark) } else { events.append(mark) }
            case .event(let r):
                events.append(Mark(kind: .event, at: at, label: SVGText.truncated(r.event, to: 40),
                                   detail: words(.eventDetail(line: String(r.line), event: r.event, time: "\(record.time)"))))
            case .expect(let r):
                expectations.append(Expectation(at: at, line: r.line, ok: r.ok, expected: r.expected, actual: r.actual(in: language)))
            case .task(let r):
                if let mark = Self.taskMark(r, at: at, language: language) { lanes[lane(r.app)].marks.append(mark) }
            case .bgTask(let r):
                let mark = Self.bgTaskMark(r, at: at, language: language)
                hasBGTaskRuns = hasBGTaskRuns || mark.kind == .task
                lanes[lane(r.app)].marks.append(mark)
            case .activity(let r):
                let text = TraceLineMessage.words(for: r, in: language)
                let detail = words(.activityDetail(text: text, time: "\(record.time)")) + " [\(r.rule)]"
                lanes[lane(r.app)].marks.append(Mark(kind: .log, at: at, label: SVGText.truncated(text, to: 40),
                                                     detail: detail))
            }
            if times[times.count - 1] != time { times.append(time) }
        }
        if times[times.count - 1] < self.end { times.append(self.end) }
        if !sceneLanes.isEmpty {
            lanes = lanes.flatMap { app in
                [app] + sceneLanes.filter { $0.app == app.name }.map(\.lane).sorted { ($0.scene ?? 0) < ($1.scene ?? 0) }
            }
        }
        let profile = OSProfile(version: document.device.version, multitasking: document.device.multitasking)
        for index in lanes.indices where lanes[index].scene == nil {
            if lanes[index].bands.isEmpty {
                lanes[index].bands.append(Band(state: .app(.notRunning), start: Position(time: 0, step: 0), end: nil, rule: nil))
            }
            lanes[index].budgets = Self.budgets(of: lanes[index].bands, profile: profile, end: self.end)
            for budget in lanes[index].budgets where !times.contains(budget.stop.time) {
                times.append(budget.stop.time)
            }
        }
        moments = times.sorted()
    }

    /// Intervals in which some budget counts down: never compressed.
    package var busy: [(from: Int64, to: Int64)] {
        lanes.flatMap { $0.budgets.map { (from: $0.start.time, to: $0.stop.time) } }
    }

    /// A callback as a mark; view-controller callbacks made together are grouped into one.
    private static func addCallback(_ r: CallbackRecord, at: Position, to lane: inout Lane, language: Language) {
        let (callback, time, state, rule) = ("\(r.callback)", "\(r.time)", "\(r.state)", "\(r.rule)")
        let detail = (r.depth > 0
            ? TimelineMessage.callbackDetailNested(callback: callback, time: time, state: state, depth: String(r.depth), rule: rule)
            : .callbackDetail(callback: callback, time: time, state: state, rule: rule)).text(in: language)
        guard r.callback.controllerName != nil else {
            lane.marks.append(Mark(kind: .callback, at: at, label: r.callback.description, detail: detail))
            return
        }
        if let last = lane.marks.last, last.kind == .controller, last.at == at {
            let count = last.detail.split(separator: "\n").count + 1
            let first = last.label.split(separator: " ").first.map(String.init) ?? last.label
            lane.marks[lane.marks.count - 1].label = "\(first) +\(count - 1)"
            lane.marks[lane.marks.count - 1].detail += "\n" + detail
        } else {
            lane.marks.append(Mark(kind: .controller, at: at, label: r.callback.description, detail: detail))
        }
    }

    /// BG-1: a task begun or ended as a mark `begin NAME` / `end NAME` (`開始 NAME` / `終了 NAME`:
    /// the word first, as a BGTask's mark, so a long name loses its end, not the word); expiries
    /// show as their handler's callback and refused ends as their warning, so they get no mark of their own.
    private static func taskMark(_ r: TaskRecord, at: Position, language: Language) -> Mark? {
        let (id, time, outstanding, rule) = (String(r.id), "\(r.time)", String(r.outstanding), "\(r.rule)")
        let label: TimelineMessage, detail: TimelineMessage
        switch r.action {
        case .begin:
            label = .taskBegunMark(name: r.name)
            detail = .taskBegunDetail(id: id, name: r.name, time: time, outstanding: outstanding, rule: rule)
        case .end:
            label = .taskEndedMark(name: r.name)
            detail = .taskEndedDetail(id: id, name: r.name, time: time, outstanding: outstanding, rule: rule)
        case .expire, .invalidEnd: return nil
        }
        return Mark(kind: .task, at: at, label: SVGText.truncated(label.text(in: language), to: 40),
                    detail: detail.text(in: language))
    }

    /// BT-3, BT-6: a BGTaskScheduler task's run is marked as a background task is (BG-1): `launched
    /// ID` when the system runs it, `completed ID` or `expired ID` when it ends. Changes to the
    /// requests (submitted, replaced, cancelled) are noted in the lane as logs are.
    private static func bgTaskMark(_ r: BGTaskRecord, at: Position, language: Language) -> Mark {
        let change = TraceLineMessage.word(for: r.change, in: language)
        let detail = TimelineMessage.bgTaskDetail(id: r.id, kind: r.kind.rawValue, change: change, time: "\(r.time)").text(in: language) + " [\(r.rule)]"
        switch r.change {
        case .launched, .completed, .expired:
            return Mark(kind: .task, at: at, label: SVGText.truncated("\(change) \(r.id)", to: 40), detail: detail)
        case .submitted, .replaced, .cancelled:
            return Mark(kind: .log, at: at, label: "bgtask \(change)", detail: detail)
        }
    }

    /// PR-1, BG-3, BG-7: a budget starts at each entry into the background from the
    /// foreground (the profile's figure) or, for a background event (BR-3), from
    /// not-running or suspended (BG-7's); it lasts until it runs out or the app leaves.
    private static func budgets(of bands: [Band], profile: OSProfile, end: Int64) -> [Budget] {
        var budgets: [Budget] = []
        for index in bands.indices.dropFirst() where bands[index].state == .app(.background) {
            let band = bands[index]
            let total: VirtualDuration?
            switch bands[index - 1].state {
            case .app(.inactive), .app(.active): total = profile.backgroundBudget
            case .app(.notRunning), .app(.suspended): total = band.rule == .br3 ? profile.backgroundLaunchBudget : nil
            case .app(.background), .scene: total = nil
            }
            guard let total else { continue }
            let leave = band.end ?? Position(time: end, step: 0)
            guard leave.time > band.start.time else { continue }
            let deadline = band.start.time + total.milliseconds
            let stop = deadline < leave.time ? Position(time: deadline, step: 0) : leave
            budgets.append(Budget(start: band.start, stop: stop, total: total.milliseconds, deadline: deadline))
        }
        return budgets
    }
}
