import LifecycleSim

/// `:state`: the device after the last accepted line, as the engine's queries read it.
extension ReplSession {
    /// The clock, every app's state, outstanding tasks, remaining time and launch reason, the
    /// scenes of scene-based apps (SC-1), the front app and the switcher.
    func stateSummary() -> [String] {
        let device = current.device
        let (time, version) = ("\(device.now)", "\(current.document.device.version)")
        var lines = [say(device.isLocked ? .stateClockLocked(time: time, version: version)
                                          : .stateClock(time: time, version: version))]
        let apps = device.appNames
        if apps.isEmpty {
            lines.append(say(.noAppsYet))
        } else {
            var rows = [[say(.columnApp), say(.columnState), say(.columnTasks), say(.columnRemaining), say(.columnLaunchedBy)]]
            for app in apps {
                let tasks = device.outstandingTaskNames(of: app)
                rows.append([
                    app,
                    device.state(of: app)?.rawValue ?? "?",
                    tasks.isEmpty ? "0" : "\(tasks.count) (\(tasks.joined(separator: ", ")))",
                    remainingText(device.remaining(of: app)),
                    device.isPrewarmed(app) ? say(.prewarmed) : device.launchReason(of: app).map(reasonText) ?? "-",
                ])
            }
            lines += Self.table(rows).map { "  " + $0 }
            for app in apps where !device.sceneStates(app: app).isEmpty {
                let scenes = device.sceneStates(app: app).enumerated().map { "\(app)/\($0.offset + 1) \($0.element)" }
                lines.append(say(.scenes(list: scenes.joined(separator: ", "))))
            }
        }
        lines.append(frontLine)
        lines.append(device.switcher.isEmpty ? say(.switcherEmpty) : say(.switcher(list: device.switcher.joined(separator: ", "))))
        let summary = current.summary
        if summary.expectations > 0 {
            lines.append(say(.expectations(count: "\(summary.expectations)", failed: "\(summary.failed)")))
        }
        return lines
    }

    /// The remaining background time in the session's words (`unlimited`, `2m59s`, `none`).
    private func remainingText(_ remaining: RemainingTime) -> String {
        switch remaining {
        case .unlimited: return say(.remainingUnlimited)
        case .left(let duration): return VirtualDuration(roundingUp: duration).description
        case .none: return say(.remainingNone)
        }
    }

    /// Why the app's process was started, in the session's words.
    private func reasonText(_ reason: LaunchReason) -> String {
        switch reason {
        case .user: return say(.reasonUser)
        case .url: return say(.reasonURL)
        case .fetch: return say(.reasonFetch)
        case .push: return say(.reasonPush)
        case .location: return say(.reasonLocation)
        case .notification: return say(.reasonNotification)
        case .bgtask: return say(.reasonBGTask)
        case .prewarm: return say(.reasonPrewarm)
        case .urlSession: return say(.reasonURLSession)
        }
    }

    /// Rows with their columns padded to the widest cell, two spaces apart.
    ///
    /// Widths are terminal columns: a Japanese character takes two (`TerminalColumns`).
    static func table(_ rows: [[String]]) -> [String] {
        let columns = rows.map(\.count).max() ?? 0
        let widths = (0..<columns).map { column in rows.map { column < $0.count ? TerminalColumns.width(of: $0[column]) : 0 }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - TerminalColumns.width(of: cell))
            }.joined(separator: "  ")
        }
    }

    /// What is in front: an app, the home screen, or the lock screen (with the app that stays
    /// inactive behind it on iOS 3 and 4, LK-1).
    private var frontLine: String {
        switch (device.isLocked, device.frontApp) {
        case (true, let app?): return say(.frontBehindLock(app: app))
        case (true, nil): return say(.frontLockScreen)
        case (false, let app?): return say(.front(app: app))
        case (false, nil): return say(.frontHome)
        }
    }
}
