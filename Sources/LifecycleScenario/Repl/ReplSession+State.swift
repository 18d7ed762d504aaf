import LifecycleSim

/// `:state`: the device after the last accepted line, as the engine's queries read it.
extension ReplSession {
    /// The clock, every app's state, outstanding tasks, remaining time and launch reason, the
    /// scenes of scene-based apps (SC-1), the front app and the switcher.
    func stateSummary() -> [String] {
        let device = current.device
        var lines = ["at \(device.now)s on iOS \(current.document.device.version)" + (device.isLocked ? ", locked" : "")]
        let apps = device.appNames
        if apps.isEmpty {
            lines.append("no apps yet; declare one with: app NAME")
        } else {
            var rows = [["app", "state", "tasks", "remaining", "launched-by"]]
            for app in apps {
                let tasks = device.outstandingTaskNames(of: app)
                rows.append([
                    app,
                    device.state(of: app)?.rawValue ?? "?",
                    tasks.isEmpty ? "0" : "\(tasks.count) (\(tasks.joined(separator: ", ")))",
                    device.remaining(of: app).description,
                    device.isPrewarmed(app) ? "prewarmed" : device.launchReason(of: app)?.rawValue ?? "-",
                ])
            }
            lines += Self.table(rows).map { "  " + $0 }
            for app in apps where !device.sceneStates(app: app).isEmpty {
                let scenes = device.sceneStates(app: app).enumerated().map { "\(app)/\($0.offset + 1) \($0.element)" }
                lines.append("  scenes: " + scenes.joined(separator: ", "))
            }
        }
        lines.append("front: \(device.frontApp ?? "home")")
        lines.append("switcher: " + (device.switcher.isEmpty ? "(empty)" : device.switcher.joined(separator: ", ")))
        let summary = current.summary
        if summary.expectations > 0 {
            lines.append("expectations: \(summary.expectations) checked, \(summary.failed) failed")
        }
        return lines
    }

    /// Rows with their columns padded to the widest cell, two spaces apart.
    static func table(_ rows: [[String]]) -> [String] {
        let columns = rows.map(\.count).max() ?? 0
        let widths = (0..<columns).map { column in rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - cell.count)
            }.joined(separator: "  ")
        }
    }
}
