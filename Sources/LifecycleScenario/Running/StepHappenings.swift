import LifecycleSim

/// What `StepHappenings` does; its stored properties are in StepHappenings+ExclusivityUnchecked.swift.
extension StepHappenings {
    /// Reads warnings, ends of processes and callbacks (no record made for the others).
    package func receive(_ batch: TraceBatch) {
        for index in batch.indices {
            let entry = batch.entries[index]
            if entry.kind == .warning || (entry.kind == .transition && entry.state == .notRunning)
                || (entry.kind == .callback && !apps.isEmpty) {
                receive(batch[index])
            }
        }
    }

    package func receive(_ record: TraceRecord) {
        switch record {
        case .transition(let transition) where transition.to == .notRunning:
            kills.append((transition.app, transition.rule))
        case .warning(let warning):
            warnings.append(warning)
            if let app = warning.app, warning.warning.isCrash { crashes.append(app) }
        case .callback:
            windows.receive(record)
        default:
            break
        }
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

    /// Forgets the step: the next one starts.
    package func clear() {
        kills.removeAll()
        crashes.removeAll()
        warnings.removeAll()
        for app in apps {
            windows.reset(app)
            windows.resetControllers(app)
            windows.resetNotifications(app)
        }
    }
}
