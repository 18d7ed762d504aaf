/// Memory: free memory (PS-2), warnings (MW-2 … MW-4) and pressure (MW-1).
extension Device {
    /// PS-2: device memory − the system's share − the footprint of every running or suspended process.
    public var freeMemory: MemorySize {
        apps.reduce(memory - systemMemory) { free, app in app.process == nil ? free : free - app.config.memory }
    }

    /// `memory-warning LEVEL`: every running app gets it now, in home-screen order (MW-2);
    /// a suspended app gets it when it next runs (MW-3); the level is what apps read (MW-4).
    func postMemoryWarning(_ level: MemoryWarningLevel) -> EventOutcome {
        memoryWarningLevel = level
        for app in apps {
            switch app.state {
            case .active, .inactive, .background:
                deliverMemoryWarning(app, .mw2)
                settle(app) // BG-2: "at once, after its current callback returns", before the next app's
            case .suspended:
                app.machine.holdMemoryWarning()
            case .notRunning:
                break
            }
        }
        return .applied
    }

    /// MW-2: applicationDidReceiveMemoryWarning, then every live controller's
    /// didReceiveMemoryWarning in creation order (VC-2).
    func deliverMemoryWarning(_ app: InstalledApp, _ rule: RuleID) {
        guard let process = app.process else { return }
        let generation = process.generation
        deliver(.didReceiveMemoryWarning, to: app, rule)
        for controller in process.views.live {
            guard isAlive(app, generation), process.views.live.contains(where: { $0 === controller }) else { continue }
            controllerReceivesMemoryWarning(controller, in: app)
        }
    }

    /// MW-1: frees `size` by terminating suspended apps and prewarmed processes (PW-1; largest
    /// first, silently), then warning running apps, then terminating background-running apps (no
    /// callback either: a memory-pressure kill is jetsam's SIGKILL, TE-3; in home-screen order:
    /// MW-1 gives no order for them, and docs/EXECUTION_MODEL.md says statements that touch several
    /// apps act in home-screen order), the front app last (no callback, like a crash). Without a
    /// size, every suspended app and prewarmed process is purged.
    func applyMemoryPressure(_ size: MemorySize?) -> EventOutcome {
        reclaim(size, sparing: nil)
        return .applied
    }

    /// Reclaims memory for MW-1; `sparing` is never terminated (the app being launched).
    func reclaim(_ size: MemorySize?, sparing: InstalledApp?) {
        // PW-1: a prewarmed process is reclaimed like a suspended one, silently.
        let suspended = bySize(apps.filter { ($0.state == .suspended || isPrewarmed($0)) && $0 !== sparing })
        guard let needed = size else {
            for app in suspended { kill(app, .mw1) }
            return
        }
        var freed = MemorySize.zero
        for app in suspended where freed < needed {
            freed = freed + app.config.memory
            kill(app, .mw1)
        }
        guard freed < needed else { return }
        for app in apps where app.state.isRunningCode && app !== sparing {
            deliverMemoryWarning(app, .mw2)
        }
        for app in apps where app.state == .background && app !== sparing && freed < needed {
            freed = freed + app.config.memory
            kill(app, .mw1)
        }
        for app in apps where app.state.isForeground && app !== sparing && freed < needed {
            freed = freed + app.config.memory
            kill(app, .mw1, warning: WarningText.killedForMemoryInFront(app: app.name))
        }
    }

    /// Largest footprint first; equal footprints in home-screen order.
    private func bySize(_ candidates: [InstalledApp]) -> [InstalledApp] {
        candidates.enumerated().sorted { lhs, rhs in
            lhs.element.config.memory != rhs.element.config.memory
                ? lhs.element.config.memory > rhs.element.config.memory
                : lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// MW-1: a launch that does not fit first reclaims what it lacks. False when it can never fit.
    func makeRoom(for app: InstalledApp) -> Bool {
        guard app.config.memory <= memory - systemMemory else {
            warn(app, WarningText.memoryNeverFits(app: app.name, needed: "\(app.config.memory)", available: "\(memory - systemMemory)"), .mw1)
            return false
        }
        if isPrewarmed(app) { return true } // PW-1: its memory is already taken
        let free = freeMemory
        if app.config.memory > free { reclaim(app.config.memory - free, sparing: app) }
        return true
    }
}
