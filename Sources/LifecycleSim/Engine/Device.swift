/// What a device does with its apps; its stored state and why it is exclusivity-unchecked are in
/// Device+ExclusivityUnchecked.swift.
extension Device {
    /// Installs an app (installation order is home-screen order); false if the name is taken.
    @discardableResult
    public func install(_ config: AppConfiguration) -> Bool {
        guard appIndex[config.name] == nil else { return false }
        defer { flushTrace() }
        let app = InstalledApp(index: apps.count, config: config, profile: profile, model: model)
        appIndex[config.name] = app.index
        apps.append(app)
        traceNames.addApp(config.name)
        if config.restoration && !profile.hasStateRestoration {
            warn(app, .restorationBeforeIOS6, .sr1)
        }
        if config.restoration && isSceneBased(app) {
            warn(app, .restorationInSceneApp, .sr1)
        }
        if !config.bgTaskIdentifiers.isEmpty && !profile.hasBGTaskScheduler {
            warn(app, .bgTaskIdentifiersBeforeIOS13, .bt1)
        }
        if disablesPerformFetch(app) && !app.handlers(for: .performFetch).isEmpty {
            warn(app, WarningText.performFetchDisabledByBGTasks(app: app.name), .bt8)
        }
        if config.scenes && !profile.hasScenes {
            warn(app, .scenesBeforeIOS13, .sc1)
        }
        if config.swiftUI && profile.hasScenes && !profile.hasScenePhase {
            warn(app, .swiftUIBeforeIOS14, .ui1)
        }
        if config.exitsOnSuspend && !profile.honoursExitsOnSuspend {
            warn(app, .exitsOnSuspendIgnored, .fg5)
        }
        return true
    }

    /// The names of the installed apps, in home-screen order.
    public var appNames: [String] { apps.map(\.name) }

    func app(named name: String) -> InstalledApp? {
        // A handful of apps: comparing names beats hashing one, and every launch and kill looks
        // one up (W1 of BENCHMARKS.md). Names are unique, so both ways find the same app.
        if apps.count <= Self.linearLookupLimit {
            for index in apps.indices where apps[index].name == name { return apps[index] }
            return nil
        }
        return appIndex[name].map { apps[$0] }
    }

    /// Up to this many installed apps, `app(named:)` compares names instead of hashing.
    static let linearLookupLimit = 8

    func fail(_ message: String) {
        if internalFailure == nil { internalFailure = InternalFailure(message: message, time: now) }
    }

    /// Refuses an event: one warning citing `rule`, and nothing changes.
    ///
    /// `api`: the reason worded for the Swift API, where `reason` names a scenario statement.
    /// The reason is a `WarningText`; `EventOutcome` carries its English words. It is made only
    /// when read (for a sink, the kept trace or the outcome's words): a reason with words of its
    /// own (the overlay, the app) is a case `WarningText` allocates, and an explorer reads none of
    /// the many events it has refused.
    func refuse(_ reason: @autoclosure () -> WarningText, _ rule: RuleID, app: InstalledApp? = nil,
                api: @autoclosure () -> String? = nil) -> EventOutcome {
        warnOfRefusal(app, reason(), rule)
        // The words are made only for a caller that reads them (an explorer refuses most probes).
        guard describesRefusals else { return .refused(reason: "", rule: rule, apiReason: "") }
        let english = reason().english
        return .refused(reason: english, rule: rule, apiReason: api() ?? english)
    }
}

/// Something drawn over the screen that makes the front app inactive (IN-1).
enum Overlay: Int, CaseIterable {
    case call, alert, notificationCenter, controlCenter, switcher

    /// The overlay's name as a warning's words, for warnings that name it.
    var phrase: WarningText {
        switch self {
        case .call: return WarningText.overlayCall
        case .alert: return WarningText.overlayAlert
        case .notificationCenter: return WarningText.overlayNotificationCenter
        case .controlCenter: return WarningText.overlayControlCenter
        case .switcher: return WarningText.overlaySwitcher
        }
    }

    /// The overlay's name in English (the Swift API's words).
    var name: String { phrase.english }
}

/// The phone: nothing, a ringing call, or an answered one and where it returns to (IN-3); or a
/// call shown as a banner over an unlocked phone, ringing or answered there (IN-5, iOS 14+).
enum CallState: Hashable {
    case none
    case ringing
    case answered(returnTo: Int?)
    case bannerRinging
    case bannerAnswered
}

/// How many times an app's process has ended since the last `ps` (PS-1).
struct EndedProcesses: Hashable {
    var app: Int
    var times: Int
}

/// A scene on screen: the app's index and the scene's number.
struct SceneSlot: Hashable {
    var app: Int
    var scene: Int
}

/// A watchdog armed for a callback of a process: past `deadline` the app is killed (LA-3, FG-2).
struct Watchdog: Hashable {
    var deadline: VirtualTime
    /// Which watchdog: its rule and the warning its kill writes (LA-3, FG-2). A plain value, so
    /// that keeping and restoring the watchdog around every sequence of steps copies no words.
    var kind: WatchdogKind
}
