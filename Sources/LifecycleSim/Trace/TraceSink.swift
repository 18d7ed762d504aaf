/// Receives trace records as they happen: text and JSON writers, collectors, expectation windows.
///
/// The trace is a stream so that a long run writing JSON keeps nothing it does not need. A
/// device hands its sinks the records in batches, after each event, clock advance or record
/// it is asked for (and whenever many have gathered), always in trace order. So
/// while a call is under way (inside an app's handler) a sink has not yet seen its records.
public protocol TraceSink: AnyObject {
    /// Called once per record, in trace order (by the default `receive(_:)` of a batch).
    func receive(_ record: TraceRecord)
    /// Called with the records the device wrote since the last batch, in trace order. The
    /// default hands each record to `receive(_:)`; a sink that reads the packed entries
    /// (`batch.entries`) saves making a `TraceRecord` per record.
    func receive(_ batch: TraceBatch)
    /// The kinds of record the sink reads, asked once, when it is added to a device: the device
    /// hands it the records of these kinds (and of the kinds its other sinks read), and gathers
    /// none of the kinds no sink reads. Every kind unless the sink says otherwise.
    var kindsRead: TraceRecordKinds { get }
}

extension TraceSink {
    public func receive(_ batch: TraceBatch) {
        for record in batch { receive(record) }
    }

    public var kindsRead: TraceRecordKinds { .all }
}

/// Keeps every record in memory, for tests, the Swift API and small runs.
public final class TraceCollector: TraceSink {
    /// Every record received, in order.
    public private(set) var records: [TraceRecord] = []

    public init() {}

    public func receive(_ record: TraceRecord) { records.append(record) }

    /// Forgets every record.
    public func removeAll() { records.removeAll() }
}

/// The callbacks each app received since its window was last reset: what
/// `expect APP callbacks:` compares against (docs/EXECUTION_MODEL.md, "Expectations").
///
/// View controller callbacks are not app callbacks: they have windows of their own
/// (`expect APP controller-callbacks:`). A scene's callbacks are in its app's window and in
/// the scene's own, named `APP/N` (`expect APP/N callbacks:`). UIKit's notifications, when the
/// trace shows them, have windows of their own (`expect APP notifications:`).
public final class CallbackWindows: TraceSink {
    private var windows: [String: [Callback]] = [:]
    private var controllerWindows: [String: [Callback]] = [:]
    private var notificationWindows: [String: [LifecycleNotification]] = [:]
    private let tracking: Set<String>?

    /// Keeps windows for the apps in `tracking` only (nil: every app), so a long run keeps
    /// nothing it will not compare.
    public init(tracking: Set<String>? = nil) { self.tracking = tracking }

    /// True when windows are kept for `name` (an app, or a scene as `APP/N`).
    private func tracks(_ name: String) -> Bool { tracking?.contains(name) ?? true }

    /// Reads only the callback entries of a batch (no record made for the others).
    public func receive(_ batch: TraceBatch) {
        for index in batch.indices where batch.entries[index].kind == .callback { receive(batch[index]) }
    }

    public func receive(_ record: TraceRecord) {
        guard case .callback(let callback) = record else { return }
        // UIKit's notifications (NT-1, NT-2) have a window of their own: the callbacks are the methods.
        if let notification = callback.callback.notification {
            if tracks(callback.app) { notificationWindows[callback.app, default: []].append(notification) }
            return
        }
        // A scene's callbacks also have a window of their own, named `APP/N` (SC-1).
        if callback.scene != nil, tracks(callback.target) {
            windows[callback.target, default: []].append(callback.callback)
        }
        guard tracks(callback.app) else { return }
        if callback.callback.controllerName != nil {
            controllerWindows[callback.app, default: []].append(callback.callback)
        } else {
            windows[callback.app, default: []].append(callback.callback)
        }
    }

    /// Starts a new controller-callback window for `app`: returns what the old one held.
    @discardableResult
    public func resetControllers(_ app: String) -> [Callback] {
        controllerWindows.removeValue(forKey: app) ?? []
    }

    /// Starts a new notification window for `app`: returns the notifications UIKit posted to it
    /// since the old one started (NT-1, NT-2), when the trace shows them.
    @discardableResult
    public func resetNotifications(_ app: String) -> [LifecycleNotification] {
        notificationWindows.removeValue(forKey: app) ?? []
    }

    /// The callbacks `app` received since its window started.
    public func callbacks(of app: String) -> [Callback] { windows[app] ?? [] }

    /// The view controller callbacks of `app` since its controller window started.
    public func controllerCallbacks(of app: String) -> [Callback] { controllerWindows[app] ?? [] }

    /// The notifications UIKit posted to `app` since its notification window started.
    public func notifications(of app: String) -> [LifecycleNotification] { notificationWindows[app] ?? [] }

    /// Starts a new window for `app`: returns what the old one held.
    @discardableResult
    public func reset(_ app: String) -> [Callback] {
        windows.removeValue(forKey: app) ?? []
    }
}
