import LifecycleSim

/// What `StepHappenings` does; its stored properties are in StepHappenings+ExclusivityUnchecked.swift.
extension StepHappenings {
    /// The kinds of record read: warnings (those of refused events when `readsRefusals`),
    /// transitions (ends of processes), and callbacks when an app's are kept. The device need not
    /// gather the others.
    package var kindsRead: TraceRecordKinds {
        TraceRecordKinds([.warning, .transition]).union(readsRefusals ? .refusal : []).union(apps.isEmpty ? [] : .callback)
    }

    /// Reads warnings, ends of processes and callbacks from the packed entries: a warning from its
    /// detail, an end of a process from its entry, a record made only for a kept app's callback.
    package func receive(_ batch: TraceBatch) {
        for index in batch.indices {
            let entry = batch.entries[index]
            switch entry.kind {
            case .warning:
                if case .warning(let warning) = batch.detail(of: entry) { note(warning) }
            case .transition where entry.state == .notRunning:
                kills.append((batch.names.app(of: entry) ?? "", entry.rule!))
            case .callback where !apps.isEmpty:
                windows.receive(batch[index])
            default:
                break
            }
        }
    }

    package func receive(_ record: TraceRecord) {
        switch record {
        case .transition(let transition) where transition.to == .notRunning:
            kills.append((transition.app, transition.rule))
        case .warning(let warning):
            note(warning)
        case .callback:
            windows.receive(record)
        default:
            break
        }
    }

    /// Keeps a warning written during the step, and the crash it tells of.
    private func note(_ warning: WarningRecord) {
        warnings.append(warning)
        if let app = warning.app, warning.warning.isCrash { crashes.append(app) }
    }

    /// Notes an event the device took during the step: the `crash` event crashes its app's
    /// process (TE-3) without the warning a crash in the app's own code writes.
    package func took(_ event: DeviceEvent) {
        if case .crash(let app) = event, !crashes.contains(app) { crashes.append(app) }
    }

    /// The callbacks `app` (or scene `APP/N`) received during the step, in order.
    func callbacks(of app: String) -> [Callback] { windows.callbacks(of: app) }

    /// The view controller callbacks of `app` during the step, in order.
    func controllerCallbacks(of app: String) -> [Callback] { windows.controllerCallbacks(of: app) }

    /// The notifications UIKit posted to `app` during the step.
    func notifications(of app: String) -> [LifecycleNotification] { windows.notifications(of: app) }

    /// Forgets the step: the next one starts. The lists keep their memory: a search takes a
    /// step, and clears it, tens of thousands of times.
    package func clear() {
        if !kills.isEmpty { kills.removeAll(keepingCapacity: true) }
        if !crashes.isEmpty { crashes.removeAll(keepingCapacity: true) }
        if !warnings.isEmpty { warnings.removeAll(keepingCapacity: true) }
        guard !apps.isEmpty else { return }
        for app in apps {
            windows.reset(app)
            windows.resetControllers(app)
            windows.resetNotifications(app)
        }
    }
}
