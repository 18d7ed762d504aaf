import LifecycleSim

/// What a run of one scenario came to.
public struct RunSummary: Hashable, Sendable {
    /// How many expectations were checked.
    public var expectations: Int
    /// How many of them failed.
    public var failed: Int
    /// The virtual clock after the last line.
    public var end: VirtualTime
    /// A bug in the simulator, with the line it was on (exit status 3).
    public var internalFailure: InternalFailure?
    public var internalFailureLine: Int?
    /// The expectations that failed, in the order they were checked.
    public var failures: [ExpectRecord] = []
    /// Events the device refused, with their lines (`lifesim run --strict` fails on them).
    public var refusals: [RunIncident] = []
    /// Watchdog and assertion kills, with the line that was running (`--strict` fails on them).
    public var assertionKills: [RunIncident] = []

    /// Refusals and assertion kills, in the order they happened.
    public var incidents: [RunIncident] {
        (refusals + assertionKills).sorted { ($0.time, $0.line) < ($1.time, $1.line) }
    }
}

/// Runs a scenario document on a fresh device, streaming every record to the sinks.
///
/// The same runner serves `lifesim run`, the Swift `Scenario` API and (line by line) the REPL.
public final class ScenarioRunner {
    /// The scenario being run.
    public let document: ScenarioDocument
    /// The device it runs on (read it between lines, or after the run).
    public private(set) var device: Device
    private let windows: CallbackWindows
    private var prepared = false
    private var checked = 0
    private var failed = 0
    private var failureLine: Int?
    private var failures: [ExpectRecord] = []
    private var refusals: [RunIncident] = []
    private let incidentWatcher = IncidentWatcher()
    /// The file's properties, read after each step (nil when the scenario states none).
    private let properties: PropertyWatcher?

    /// Builds the device, its settings and apps from the scenario's header.
    public convenience init(document: ScenarioDocument) {
        self.init(document: document, appsWithCallbackExpectations: Self.appsWithCallbackExpectations(document))
    }

    /// Builds the device for a document whose timeline is streamed (`ScenarioParser.parse(_:path:streamingTimeline:)`):
    /// `appsWithCallbackExpectations` are the apps the timeline compares callbacks of, gathered while validating it
    /// (`callbackExpectationApp(of:)`), so that only their callbacks are kept between expectations.
    public init(document: ScenarioDocument, appsWithCallbackExpectations: Set<String>) {
        self.document = document
        device = Self.device(declared: document.device)
        windows = CallbackWindows(tracking: appsWithCallbackExpectations)
        properties = document.properties.isEmpty ? nil : PropertyWatcher(document.properties)
        // Windows that track no app keep nothing: attached, they would only be handed every batch
        // (a sink fewer on each of a long run's batches: W3 in BENCHMARKS.md).
        if !appsWithCallbackExpectations.isEmpty { device.addSink(windows) }
        device.addSink(incidentWatcher)
        if let properties { device.addSink(properties.happenings) }
    }

    /// A new device as `declaration` describes it, with nothing installed.
    private static func device(declared declaration: DeviceDeclaration) -> Device {
        Device(version: declaration.version, model: declaration.model, multitasking: declaration.multitasking,
               memory: declaration.memory, system: declaration.system)
    }

    /// Goes on on a fresh device of the scenario's, its apps installed and its state restored from
    /// `state` (`Device.restore(_:)`): the sinks go along, and the next line runs there exactly as
    /// it would have run on the device the state was taken from.
    public func continueOnFreshDevice(restoring state: Device.State) throws(Device.StateMismatch) {
        prepare()
        // Made before the sinks move: installing writes its warnings again.
        let fresh = try freshDevice(restoring: state)
        device.moveSinks(to: fresh)
        device = fresh
    }

    /// A new device of the scenario's, its apps installed, standing exactly as `state` says, with no sink.
    func freshDevice(restoring state: Device.State) throws(Device.StateMismatch) -> Device {
        let fresh = Self.device(declared: document.device)
        for app in document.apps { fresh.install(Self.configuration(of: app)) }
        try fresh.restore(state)
        return fresh
    }

    /// Installs the apps and applies the settings, once, after every sink is attached, so the
    /// warnings installation may write (FG-5 on iOS 13) reach them.
    func prepare() {
        guard !prepared else { return }
        prepared = true
        for app in document.apps { device.install(Self.configuration(of: app)) }
        for setting in document.settings {
            switch setting {
            case .backgroundRefresh(let value, let app): device.configureRefresh(value, app: app)
            case .lowPower(let on): device.configureLowPower(on)
            case .debugger(let app): device.configureDebugger(app: app)
            case .charging(let on): device.configurePower(charging: on)
            case .network(let on): device.configurePower(network: on)
            // `run --notifications` shows them whatever the scenario's line says.
            case .notifications(let on): device.recordNotifications(on || device.recordsNotifications)
            case .incomingCalls(let fullScreen): device.configureIncomingCalls(fullScreen: fullScreen)
            case .alwaysOn(let on): device.configureAlwaysOnDisplay(on)
            case .passcode(let on): device.configurePasscode(on)
            }
        }
        // What installing wrote is not a step of the run.
        device.flushTrace()
        properties?.happenings.clear()
    }

    /// Sends every record from now on to `sink` too.
    public func addSink(_ sink: TraceSink) { device.addSink(sink) }

    /// Runs every timeline line, then returns the summary.
    @discardableResult
    public func run() -> RunSummary {
        prepare()
        for entry in document.timeline {
            runLine(entry)
            if device.internalFailure != nil { break }
        }
        return summary
    }

    /// Runs the entries `timeline` hands over one at a time (a streamed parse feeding them as it reads),
    /// exactly as `run()` runs the document's timeline, then returns the summary. Entries after an
    /// internal failure are not run.
    @discardableResult
    public func run(streaming timeline: (@escaping (TimelineEntry) -> Void) -> Void) -> RunSummary {
        prepare()
        var stopped = false
        timeline { [self] entry in
            guard !stopped else { return }
            runLine(entry)
            if device.internalFailure != nil { stopped = true }
        }
        return summary
    }

    /// The summary so far.
    public var summary: RunSummary {
        RunSummary(expectations: checked, failed: failed, end: device.now,
                   internalFailure: device.internalFailure, internalFailureLine: failureLine,
                   failures: failures, refusals: refusals, assertionKills: incidentWatcher.kills)
    }

    /// Runs one timeline line: the clock advances to its time, then its statement runs.
    public func runLine(_ entry: TimelineEntry) {
        prepare()
        let line = entry.location.line
        incidentWatcher.line = line
        let clockMoves = entry.time > device.now
        device.advance(to: entry.time)
        // Time passing and an event are two steps (as in `lifesim explore` and a test's `advance`
        // then its call): the properties are read after each.
        if clockMoves, case .event = entry.statement { checkProperties(afterLine: line) }
        switch entry.statement {
        case .advance:
            break
        case .event(let event):
            let time = device.now
            if case .refused(let reason, let rule, _) = device.handle(event, recordedAs: entry.text, line: line) {
                var refusal = RunIncident(kind: .refusal, line: line, time: time, message: reason, rule: rule)
                refusal.warning = incidentWatcher.refusalWarning(reason: reason, rule: rule, time: time)
                refusals.append(refusal)
            } else {
                properties?.happenings.took(event)
            }
        case .expect(let expectation):
            let observed = ExpectationChecker(device: device, windows: windows).check(expectation)
            let ok = observed.ok
            checked += 1
            let record = ExpectRecord(time: device.now, line: line, ok: ok, expected: expectation.description,
                                      actual: observed.actual, note: observed.note)
            if !ok {
                failed += 1
                failures.append(record)
            }
            device.recordExpectation(line: line, ok: ok, expected: record.expected, actual: record.actual, note: record.note)
        case .log(let text):
            device.recordLog(text)
        }
        if device.internalFailure != nil && failureLine == nil { failureLine = entry.location.line }
        checkProperties(afterLine: line)
    }

    /// Reads every property not yet broken after the line `line` ran: one that breaks now is
    /// recorded as a failed expectation at its own line, saying which timeline line broke it.
    private func checkProperties(afterLine line: Int) {
        guard let properties else { return }
        for (property, observed) in properties.stepEnded(on: device) {
            let note = ExpectNote(.notePropertyBroken(line: "\(line)"))
            let record = ExpectRecord(time: device.now, line: property.location.line, ok: false, expected: property.text,
                                      actual: observed + " " + note.english, note: note)
            checked += 1
            failed += 1
            failures.append(record)
            device.recordExpectation(line: record.line, ok: false, expected: record.expected, actual: record.actual,
                                     note: note)
        }
    }

    /// Only the apps whose callbacks are compared need their callbacks kept between expectations.
    private static func appsWithCallbackExpectations(_ document: ScenarioDocument) -> Set<String> {
        Set(document.timeline.compactMap(callbackExpectationApp(of:)))
    }

    /// The app whose callbacks or notifications `entry` compares (`expect APP callbacks …`,
    /// `expect APP notifications: …`), if it is such an expectation.
    public static func callbackExpectationApp(of entry: TimelineEntry) -> String? {
        guard case .expect(let expectation) = entry.statement else { return nil }
        return callbackExpectationApp(of: expectation)
    }

    /// The app whose callbacks or notifications `expectation` compares, if it compares any.
    static func callbackExpectationApp(of expectation: Expectation) -> String? {
        switch expectation {
        case .callbacks(let app, _), .noCallbacks(let app), .controllerCallbacks(let app, _), .notifications(let app, _):
            return app
        default:
            return nil
        }
    }

    /// An app declaration as an installable configuration whose handlers run the declared actions.
    static func configuration(of app: AppDeclaration) -> AppConfiguration {
        var config = AppConfiguration(name: app.name, bundleID: app.bundleID,
                                      processName: app.hasExplicitProcessName ? app.processName : nil,
                                      modes: Set(app.modes), exitsOnSuspend: app.exitsOnSuspend)
        config.memory = app.memory
        config.restoration = app.restoration
        config.documents = app.documents
        config.exports = app.exports
        config.builtin = app.builtin
        config.version = app.version
        config.controllers = app.controllers
        config.rootController = app.rootController
        config.bgTaskIdentifiers = app.bgTaskIdentifiers
        config.scenes = app.scenes
        config.swiftUI = app.swiftUI
        config.multipleScenes = app.multipleScenes
        for handler in app.handlers {
            let body = Self.body(of: handler.actions)
            switch handler.callback {
            case .delegate(let callback): config.on(callback, body)
            case .expire(let task): config.onExpire(task, body)
            case .bgTask(let id): config.onBGTask(id, body)
            case .bgTaskExpire(let id): config.onBGTask(id, expire: true, body)
            // The parser takes no handler for these: a controller's methods and UIKit's notifications
            // are not the app delegate's.
            case .controller, .notification: break
            }
        }
        return config
    }

    private static func body(of actions: [ActionStatement]) -> AppHandler {
        { context in
            for statement in actions {
                if let delay = statement.delay {
                    context.after(delay: delay, perform: statement.action)
                } else {
                    context.perform(statement.action)
                }
            }
        }
    }
}
