/// The process list (PS-1) and what each process costs (PS-2).
extension Device {
    /// The kernel keeps 16 characters of a process name (PS-1).
    static let processNameLimit = 16

    /// Built-in apps' process names: before iOS 4.2, and the base that takes a device suffix from 4.2.
    static let builtinProcessNames: [String: (name: String, suffixed: Bool)] = [
        "Safari": ("MobileSafari", false),
        "Mail": ("MobileMail", false),
        "Notes": ("MobileNotes", false),
        "iTunes": ("MobileStore", false),
        "Contacts": ("Contacts", true),
        "Maps": ("Maps", true),
        "GameCenter": ("Game Center", true),
    ]

    /// PS-1: the name the process list shows for the app, cut to 16 characters.
    func processName(of app: InstalledApp) -> String {
        var name = app.config.processName
        if app.config.builtin && !app.config.hasExplicitProcessName,
           let builtin = Self.builtinProcessNames[app.name] {
            name = builtin.name
            if builtin.suffixed && profile.hasProcessNameSuffixes {
                name += model == .ipad ? "~ipad" : "~iphone"
            }
        }
        return String(name.prefix(Self.processNameLimit))
    }

    /// The name the process list shows for the app.
    public func processName(of name: String) -> String? { app(named: name).map(processName(of:)) }

    /// Remembers for the next `ps` that `app`'s process ended (PS-1).
    func noteProcessEnded(_ app: InstalledApp) {
        if let index = endedSinceLastProcessList.firstIndex(where: { $0.app == app.index }) {
            endedSinceLastProcessList[index].times += 1
        } else {
            endedSinceLastProcessList.append(EndedProcesses(app: app.index, times: 1))
        }
    }

    /// `ps`: every running or suspended process with its memory and state, the free memory,
    /// and the processes seen to end since the previous `ps` (PS-1, PS-2).
    func writeProcessList() -> EventOutcome {
        let running = apps.filter { $0.process != nil }
        recordLog("ps: \(running.count) process\(running.count == 1 ? "" : "es"), free memory \(freeMemory) of \(memory - systemMemory) for apps")
        for app in running {
            let state = isPrewarmed(app) ? "\(app.state) (prewarmed)" : "\(app.state)"
            recordLog("ps:   \(processName(of: app))  \(app.config.memory)  \(state)", app: app.name)
        }
        let ended = endedSinceLastProcessList.map { entry in
            processName(of: apps[entry.app]) + (entry.times > 1 ? " (\(entry.times) times)" : "")
        }
        endedSinceLastProcessList.removeAll()
        recordLog("ps: ended since the last ps: " + (ended.isEmpty ? "none" : ended.joined(separator: ", ")))
        return .applied
    }
}
