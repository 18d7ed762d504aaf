/// What an app's code sees of the system while it runs: a `UIApplication`-shaped handle.
///
/// A context belongs to one process: once that process has ended (a crash, a kill, a
/// watchdog) every call on it does nothing, as code after a crash never runs.
public final class AppContext {
    private unowned let device: Device
    private let appIndex: Int
    /// The process this context belongs to, numbered on its device: a relaunch is a new number.
    public let generation: Int

    /// The completion handler this code holds: the background event whose callback it runs in.
    let completion: Int?
    /// The scene whose scene-delegate method (or scene notification) this code runs in, by
    /// number (SC-1); nil for the app delegate's, and for code outside a scene's callback.
    public let scene: Int?

    init(device: Device, app: Int, generation: Int, completion: Int? = nil, scene: Int? = nil) {
        self.device = device
        self.appIndex = app
        self.generation = generation
        self.completion = completion
        self.scene = scene
    }

    private var app: InstalledApp { device.apps[appIndex] }

    /// Keeps `function`, handed over by this code, with the number its device gives it (`HeldClosure`).
    func hold(_ function: HeldClosure.Function) -> HeldClosure { device.hold(function) }

    /// Makes one of the app's calls. Code runs outside every callback only when a test calls a
    /// context it kept (or a simulated application); then BG-2 decides right after the call, as
    /// it does after a callback (docs/EXECUTION_MODEL.md: the last task ended, the app is
    /// suspended at once), and the call's records reach the sinks before it returns, as a
    /// device event's do (inside a callback, the event that caused the callback hands them over).
    ///
    /// The device is read from the `unowned` reference once and handed to `body` with the app
    /// (each read of an `unowned` reference is a reference-count operation: W2 in BENCHMARKS.md).
    private func call<Result>(_ body: (Device, InstalledApp) -> Result) -> Result {
        let device = self.device
        defer {
            if device.depth == 0 {
                device.settleAll()
                device.flushTrace()
            }
        }
        return body(device, device.apps[appIndex])
    }
    private var isAlive: Bool { device.isAlive(app, generation) }

    /// False while the app's code before UIApplicationMain runs (`main`: the process has started
    /// and UIKit has not, LA-1, PW-1): there `call` does nothing here, and a warning says why.
    private func applicationExists(_ call: String) -> Bool {
        guard app.state == .notRunning, isAlive else { return true }
        device.warn(app, .beforeUIApplicationMain(call: call), .la1)
        return false
    }

    /// Makes one of the app's calls on UIApplication or its run loop, `name` (`call`); before
    /// UIApplicationMain it does nothing but warn, and returns `otherwise`.
    private func callUIKit<Result>(_ name: String, otherwise: Result,
                                   _ body: (Device, InstalledApp) -> Result) -> Result {
        guard applicationExists(name) else { return otherwise }
        return call(body)
    }

    private func callUIKit(_ name: String, _ body: (Device, InstalledApp) -> Void) {
        callUIKit(name, otherwise: (), body)
    }

    /// The app's name.
    public var appName: String { app.name }

    /// `UIApplication.applicationState` (ST-1); nil once the process has ended.
    public var applicationState: ApplicationState? {
        guard isAlive else { return nil }
        return device.applicationState(of: app)
    }

    /// `UIApplication.backgroundTimeRemaining` in seconds: `Double.greatestFiniteMagnitude`
    /// in the foreground (BG-4), the budget left in the background.
    public var backgroundTimeRemaining: Double {
        switch device.remaining(of: app) {
        case .unlimited: return .greatestFiniteMagnitude
        case .left(let duration): return VirtualDuration(roundingUp: duration).seconds
        case .none: return 0
        }
    }

    /// `UIApplication.backgroundRefreshStatus` (BR-1).
    public var backgroundRefreshStatus: BackgroundRefreshStatus { device.refreshStatus(app) }

    /// `beginBackgroundTask(withName:expirationHandler:)` (BG-1, BG-9).
    @discardableResult
    public func beginBackgroundTask(withName name: String?,
                                    expirationHandler: (() -> Void)? = nil) -> BackgroundTaskIdentifier {
        beginTask(named: name ?? "", expirationHandler, languageHandlers: false)
    }

    /// Begins a task whose expiration handler is `closure`, or with none and `languageHandlers`,
    /// the app's `on expire NAME` handlers, run as this code would run them (BG-1, BG-9).
    @discardableResult
    private func beginTask(named name: String, _ closure: (() -> Void)?, languageHandlers: Bool) -> BackgroundTaskIdentifier {
        callUIKit("beginBackgroundTask", otherwise: .invalid) { device, app in
            let expiration: HeldExpiration? = if let closure { .closure(device.hold(.expiration(closure))) }
                else if languageHandlers { .handlers(completion: completion, scene: scene) }
                else { nil }
            return device.beginTask(app, generation: generation, name: name, expiration: expiration)
        }
    }

    /// `endBackgroundTask(_:)` (BG-1, BG-6).
    public func endBackgroundTask(_ identifier: BackgroundTaskIdentifier) {
        callUIKit("endBackgroundTask") { device, app in
            device.endTask(app, generation: generation, id: identifier.rawValue, name: nil)
        }
    }

    /// Ends the oldest outstanding task named `name` (the language's `end-task NAME`).
    public func endBackgroundTask(named name: String) {
        callUIKit("endBackgroundTask") { device, app in device.endTask(app, generation: generation, named: name) }
    }

    /// Ends every outstanding task, oldest first.
    public func endAllBackgroundTasks() {
        callUIKit("endBackgroundTask") { device, app in device.endAllTasks(app, generation: generation) }
    }

    /// Keeps the main thread busy for `duration` of the device's time (watchdogs apply: LA-3,
    /// FG-2), rounded up to the millisecond.
    public func work(_ duration: Duration) { work(for: VirtualDuration(roundingUp: duration)) }

    /// Keeps the main thread busy for `duration` (the language's `work DURATION`).
    package func work(for duration: VirtualDuration) {
        call { device, app in
            guard device.isAlive(app, generation) else { return }
            device.work(app, generation: generation, duration)
        }
    }

    /// Calls the pending fetch or remote-notification completion handler (BR-3).
    public func completeFetch(_ result: FetchResult) {
        callUIKit("the completion handler") { device, app in
            device.completeFetch(app, generation: generation, result, window: completion)
        }
    }

    /// Starts or stops audio playback (BM-1).
    public func setAudioPlaying(_ playing: Bool) {
        callUIKit(playing ? "start-audio" : "stop-audio") { device, app in
            device.setActivity(.audio, playing, in: app, generation: generation)
        }
    }

    /// Starts or stops continuous location updates (BM-2).
    public func setLocationUpdating(_ updating: Bool) {
        callUIKit(updating ? "start-location" : "stop-location") { device, app in
            device.setActivity(.location, updating, in: app, generation: generation)
        }
    }

    /// The process crashes here: nothing after this call runs (TE-3).
    public func crash() {
        call { device, app in
            guard device.isAlive(app, generation) else { return }
            device.kill(app, .te3, warning: WarningText.crashed(app: app.name))
        }
    }

    /// Writes a note into the trace on behalf of the app.
    public func log(_ text: String) {
        guard isAlive else { return }
        device.recordLog(text, app: app.name)
    }

    /// Writes what `backgroundTimeRemaining` returns right now into the trace (`log-remaining`):
    /// a way to see, in a trace, what a handler would read at that point (BG-4).
    public func logRemaining() {
        guard isAlive, applicationExists("backgroundTimeRemaining") else { return }
        device.recordLog("backgroundTimeRemaining = \(RemainingTime.describe(seconds: backgroundTimeRemaining))",
                         app: app.name)
    }

    /// Writes what `applicationState` returns right now into the trace (`log-state`): the state a
    /// handler reads at that point, which lags the scene's during a scene-based app's launch and
    /// return (SC-5).
    public func logState() {
        guard applicationExists("applicationState"), let state = applicationState else { return }
        device.recordLog("applicationState = \(state.rawValue)", app: app.name)
    }

    /// `UIApplication.isProtectedDataAvailable` (LK-4): false from the key discard that follows
    /// a passcode lock until the unlock; always true on a device without a passcode.
    public var isProtectedDataAvailable: Bool { device.protectedDataAvailable }

    /// Reads a file with `FileProtectionType.complete` and writes the outcome into the trace
    /// (`read-protected-file`): the read fails while protected data is unavailable (LK-4).
    public func readProtectedFile() {
        guard isAlive else { return }
        device.recordLog(isProtectedDataAvailable ? "protected file read: ok"
                         : "protected file read failed: Operation not permitted (NSPOSIXErrorDomain 1)", app: app.name)
    }

    /// Hands a transfer to the app's background `URLSession` (`start-transfer`, BR-5): the system
    /// carries it on outside the process and tells the app when it finishes.
    public func startBackgroundTransfer() {
        callUIKit("a background URLSession") { device, app in device.startTransfer(app, generation: generation) }
    }

    /// Calls the completion handler `application(_:handleEventsForBackgroundURLSession:completionHandler:)`
    /// gave the code that runs this (`complete-events`, BR-5), or the oldest one pending.
    public func completeBackgroundEvents() {
        callUIKit("the completion handler") { device, app in
            device.completeEvents(app, generation: generation, window: completion)
        }
    }

    /// Runs `body` `delay` from now, if this process still exists: held while the app is
    /// suspended, dropped with a warning when the process ends (TE-5).
    public func after(_ delay: Duration, label: String, _ body: @escaping AppHandler) {
        after(VirtualDuration(roundingUp: delay), .text(label), body)
    }

    /// Performs `action` `delay` from now, as `after` does (the language's `after DURATION ACTION`);
    /// a warning that drops it names the action.
    public func after(_ delay: Duration, perform action: AppAction) {
        after(delay: VirtualDuration(roundingUp: delay), perform: action)
    }

    /// Performs `action` `delay` from now (the language's `after DURATION ACTION`).
    package func after(delay: VirtualDuration, perform action: AppAction) {
        after(delay, .action(action), nil)
    }

    /// Schedules a timer labelled `label` that runs `closure`, or with none, the action its label names.
    private func after(_ delay: VirtualDuration, _ label: TimerLabel, _ closure: AppHandler?) {
        callUIKit("a timer") { device, app in
            guard device.isAlive(app, generation) else { return }
            device.scheduleTimer(app, generation: generation, after: delay, label: label, completion: completion,
                                 closure.map { device.hold(.appCode($0)) })
        }
    }

    /// In `shouldSaveState` / `shouldRestoreState`, answers false (SR-1); elsewhere it does nothing.
    public func refuseStateRestoration() {
        guard isAlive else { return }
        app.process?.restorationVetoed = true
    }

    /// The level of the last memory warning the app received (MW-4).
    public var memoryWarningLevel: MemoryWarningLevel { device.memoryWarningLevel }

    // MARK: BGTaskScheduler (BT-1 … BT-3, iOS 13+)

    /// `BGTaskScheduler.register(forTaskWithIdentifier:using:launchHandler:)` (BT-1).
    public func register(forTaskWithIdentifier identifier: String, launchHandler: @escaping (BGTaskHandle) -> Void) {
        register(identifier, .closure(hold(.launch(launchHandler))))
    }

    /// Registers `handler` as the launch handler of `identifier` (BT-1).
    private func register(_ identifier: String, _ handler: HeldLaunchHandler) {
        callUIKit("BGTaskScheduler.register") { device, app in
            device.registerBGTask(app, generation: generation, id: identifier, launchHandler: handler)
        }
    }

    /// `BGTaskScheduler.submit(_:)`: throws the `BGTaskScheduler.Error.Code` iOS would (BT-1, BT-2).
    public func submit(_ request: BGTaskRequest) throws {
        if let error = callUIKit("BGTaskScheduler.submit", otherwise: nil, { device, app in
            device.submitBGTask(app, generation: generation, request)
        }) { throw error }
    }

    /// `cancel(taskRequestWithIdentifier:)` (BT-2).
    public func cancel(taskRequestWithIdentifier identifier: String) {
        callUIKit("BGTaskScheduler.cancel") { device, app in
            device.cancelBGTask(app, generation: generation, id: identifier)
        }
    }

    /// `cancelAllTaskRequests()` (BT-2).
    public func cancelAllTaskRequests() {
        callUIKit("BGTaskScheduler.cancelAllTaskRequests") { device, app in
            device.cancelBGTask(app, generation: generation, id: nil)
        }
    }

    /// `setTaskCompleted(success:)` on the running task `identifier` (BT-3); none running raises.
    public func setTaskCompleted(_ identifier: String, success: Bool) {
        callUIKit("setTaskCompleted") { device, app in
            device.completeBGTask(app, generation: generation, id: identifier, success: success)
        }
    }

    // MARK: The container (PS-3, LK-4)

    /// Writes the app's default `key` into the trace (`log-default KEY`): what a relaunch reads of
    /// what an earlier process set (PS-3).
    public func logDefault(_ key: String) {
        guard isAlive else { return }
        device.recordLog("default \(key) = " + (app.storage.defaults[key].map(Self.spelling) ?? "(not set)"), app: app.name)
    }

    /// A stored value as the trace spells it: a string quoted, numbers and Booleans plain.
    private static func spelling(_ value: StoredValue) -> String {
        switch value {
        case .string(let string): return "\"\(string)\""
        case .integer(let number): return "\(number)"
        case .double(let number): return "\(number)"
        case .bool(let flag): return "\(flag)"
        case .data(let bytes): return "<\(bytes.count) bytes>"
        case .date(let seconds): return "date \(seconds)"
        case .array(let values): return "[" + values.map(spelling).joined(separator: ", ") + "]"
        case .dictionary(let values):
            return "[" + values.sorted { $0.key < $1.key }.map { "\($0.key): \(spelling($0.value))" }.joined(separator: ", ") + "]"
        }
    }

    /// True while this context's process runs (it has not ended).
    public var isRunning: Bool { isAlive }

    /// The app's default `key` (`UserDefaults.standard`), as the last process to set it left it.
    public var defaults: [String: StoredValue] { app.storage.defaults }

    /// Sets (or, with nil, removes) the app's default `key`; it outlives the process (PS-3). A
    /// process that has ended writes nothing.
    public func setDefault(_ value: StoredValue?, forKey key: String) {
        guard isAlive else { return }
        device.setDefault(value, forKey: key, of: app)
    }

    /// The names of the app's files, sorted.
    public var fileNames: [String] { app.storage.files.keys.sorted() }

    /// Reads the app's file `name`: throws when there is none, when its protection keeps it
    /// closed (LK-4), or when this process has ended.
    public func readFile(_ name: String) throws(StorageError) -> [UInt8] {
        guard isAlive else { throw .processEnded }
        return try device.readFile(name, of: app).get()
    }

    /// Writes the app's file `name` with `protection`; it outlives the process (PS-3). Throws
    /// when the protection keeps the file closed (LK-4), or when this process has ended.
    public func writeFile(_ name: String, contents: [UInt8], protection: FileProtection) throws(StorageError) {
        guard isAlive else { throw .processEnded }
        if let error = device.writeFile(name, contents, protection: protection, of: app) { throw error }
    }

    /// Removes the app's file `name`, if there is one and this process runs.
    public func removeFile(_ name: String) {
        guard isAlive else { return }
        device.removeFile(name, of: app)
    }

    // MARK: Scenes (SC-6, iOS 13+, iPad)

    /// `UIApplication.requestSceneSessionActivation(_:userActivity:options:errorHandler:)` for a
    /// new scene: once this code returns, a new window of the app connects and takes the screen
    /// (SC-6). Where iOS would call the error handler (not an iPad, no `scenes multiple`, the app
    /// not active on screen) a warning says why and nothing happens.
    public func requestSceneSessionActivation() {
        callUIKit("requestSceneSessionActivation") { device, app in device.requestScene(app, generation: generation) }
    }

    /// Does one action of the scenario language.
    public func perform(_ action: AppAction) {
        switch action {
        case .beginTask(let name):
            let handlers = device.apps[appIndex].handlers(for: .expire(task: name))
            beginTask(named: name, nil, languageHandlers: !handlers.isEmpty)
        case .endTask(let name): endBackgroundTask(named: name)
        case .endAllTasks: endAllBackgroundTasks()
        case .work(let duration): work(for: duration)
        case .completeFetch(let result): completeFetch(result)
        case .startAudio: setAudioPlaying(true)
        case .stopAudio: setAudioPlaying(false)
        case .startLocation: setLocationUpdating(true)
        case .stopLocation: setLocationUpdating(false)
        case .crash: crash()
        case .log(let text): log(text)
        case .logRemaining: logRemaining()
        case .logState: logState()
        case .readProtectedFile: readProtectedFile()
        case .setDefault(let key, let value): setDefault(.string(value), forKey: key)
        case .logDefault(let key): logDefault(key)
        case .startTransfer: startBackgroundTransfer()
        case .completeEvents: completeBackgroundEvents()
        case .refuse: refuseStateRestoration()
        case .bgRegister(let id):
            register(id, .handlers)
        case .bgSubmit(let request): try? submit(request)
        case .bgCancel(let id):
            if let id { cancel(taskRequestWithIdentifier: id) } else { cancelAllTaskRequests() }
        case .bgComplete(let id, let success): setTaskCompleted(id, success: success)
        case .requestScene: requestSceneSessionActivation()
        }
    }
}
