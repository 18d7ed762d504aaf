/// What the screen shows: one app, or two scenes side by side in Split View (SC-7).
extension Device {
    /// The apps on screen, in home-screen order: the front app, and in Split View the app beside
    /// it (once when both scenes are one app's).
    var screenApps: ScreenApps {
        // At most two apps: picked directly, and kept without an array, since every Home, call
        // and lock asks (W1 in BENCHMARKS.md).
        switch (front, beside?.app) {
        case (nil, nil): return ScreenApps()
        case (let one?, nil), (nil, let one?): return ScreenApps(apps[one])
        case (let first?, let second?):
            return first == second ? ScreenApps(apps[first]) : ScreenApps(apps[min(first, second)], apps[max(first, second)])
        }
    }

    /// True when `app` has a scene (or, classic, its window) on screen.
    func isOnScreen(_ app: InstalledApp) -> Bool { front == app.index || beside?.app == app.index }

    /// The scenes on screen: the front app's shown scene, then the one beside it (SC-7).
    var screenScenes: [SceneSlot] {
        var slots: [SceneSlot] = []
        if let front, let scene = connectedScene(apps[front]), isSceneBased(apps[front]) {
            slots.append(SceneSlot(app: front, scene: scene))
        }
        if let beside { slots.append(beside) }
        return slots
    }

    /// The scenes on screen as `APP/N` names (SC-7), for the Swift API.
    public var scenesOnScreen: [SceneName] {
        screenScenes.map { SceneName(app: apps[$0.app].name, scene: $0.scene) }
    }

    /// `app` leaves the screen: in Split View the other scene takes the whole screen.
    func clearScreen(of app: InstalledApp) {
        if beside?.app == app.index { beside = nil }
        guard front == app.index else { return }
        front = nil
        if let other = beside {
            beside = nil
            front = other.app
            apps[other.app].machine.show(other.scene)
        }
    }

    /// Scene `number` of `app` leaves the screen; the app's other scene (or the other app) in
    /// Split View takes the whole screen.
    func clearScreen(of app: InstalledApp, scene number: Int) {
        if beside == SceneSlot(app: app.index, scene: number) {
            beside = nil
        } else if front == app.index, connectedScene(app) == number {
            if beside?.app == app.index, let other = beside {
                beside = nil
                app.machine.show(other.scene)
            } else {
                clearScreen(of: app)
            }
        }
    }
}

/// The apps on screen, in home-screen order: none, one, or two in Split View (SC-7). A
/// collection of at most two held inline, so asking for it allocates nothing.
struct ScreenApps: RandomAccessCollection {
    private let firstApp: InstalledApp?
    private let secondApp: InstalledApp?

    init(_ first: InstalledApp? = nil, _ second: InstalledApp? = nil) {
        self.firstApp = first
        self.secondApp = first == nil ? nil : second
    }

    var startIndex: Int { 0 }
    var endIndex: Int { firstApp == nil ? 0 : secondApp == nil ? 1 : 2 }

    subscript(position: Int) -> InstalledApp {
        guard let app = position == 0 ? firstApp : position == 1 ? secondApp : nil else {
            preconditionFailure("ScreenApps index \(position) out of range")
        }
        return app
    }
}
