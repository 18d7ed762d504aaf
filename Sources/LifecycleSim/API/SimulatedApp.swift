/// A handle on one app of a `SimulatedDevice`: its state, tasks and callbacks, and the events that name it.
public struct SimulatedApp {
    /// The device the app is installed on.
    public var device: SimulatedDevice { holder.device }
    /// The app's name.
    public let name: String
    private let holder: DeviceHolder

    /// A handle that keeps `device` alive, as a test's handles do.
    public init(device: SimulatedDevice, name: String) {
        self.holder = .keeping(device)
        self.name = name
    }

    /// A handle for the objects of one of the app's processes (the testing library's
    /// `SimulatedProcess`), which the device keeps: it does not keep the device, which would keep
    /// itself through them. Like the process's `AppContext`, it is used while the device exists.
    package init(ofProcessOn device: SimulatedDevice, name: String) {
        self.holder = .notKeeping(device)
        self.name = name
    }

    /// How a handle holds its device.
    private enum DeviceHolder {
        case keeping(SimulatedDevice)
        case notKeeping(Unowned)

        struct Unowned {
            unowned let device: SimulatedDevice
        }

        static func notKeeping(_ device: SimulatedDevice) -> DeviceHolder { .notKeeping(Unowned(device: device)) }

        var device: SimulatedDevice {
            switch self {
            case .keeping(let device): return device
            case .notKeeping(let reference): return reference.device
            }
        }
    }

    private var engine: Device { device.engine }

    /// The lifecycle state (ST-1).
    public var state: AppState { engine.state(of: name) ?? .notRunning }
    /// The number of outstanding background tasks (BG-1).
    public var outstandingTasks: Int { engine.outstandingTasks(of: name) }
    /// `backgroundTimeRemaining` (docs/EXECUTION_MODEL.md, "remaining").
    public var remaining: RemainingTime { engine.remaining(of: name) }
    /// `backgroundRefreshStatus` (BR-1).
    public var refreshStatus: BackgroundRefreshStatus { engine.refreshStatus(of: name) ?? .available }
    /// Why the current process was started; nil when not running.
    public var launchedBy: LaunchReason? { engine.launchReason(of: name) }
    /// The current process was started by prewarming and has not run UIApplicationMain yet (PW-1).
    public var isPrewarmed: Bool { engine.isPrewarmed(name) }

    /// Every callback the app received since the device was made, in order (the methods UIKit
    /// called; its notifications are `takeNotifications()`'s).
    public var callbacks: [Callback] {
        device.trace.compactMap {
            if case .callback(let record) = $0, record.app == name, record.callback.notification == nil {
                return record.callback
            }
            return nil
        }
    }

    /// The lifecycle notifications UIKit posted to the app since the last call of this method (or
    /// the start), when the device shows them (`setNotificationsShown(true)`); starts a new window.
    public func takeNotifications() -> [LifecycleNotification] { device.takeNotifications(of: name) }

    /// Hands every lifecycle notification UIKit posts to the app to `observer`, synchronously, as
    /// UIKit posts them on the main thread (NT-1, NT-2): the observer is the app's code, and
    /// through the notification's `context` it asks for background time, ends tasks, or crashes.
    /// It lasts across the app's processes; nil removes it.
    public func observeNotifications(_ observer: NotificationObserver?) {
        device.engine.observeNotifications(of: name, observer)
    }

    /// The callbacks since the last call of this method (or the start); starts a new window.
    public func takeCallbacks() -> [Callback] { device.takeCallbacks(of: name) }

    /// The view controller callbacks since the last call of this method (or the start).
    public func takeControllerCallbacks() -> [Callback] { device.takeControllerCallbacks(of: name) }

    /// Whether the controller's view is loaded; nil when the controller is not alive (VC-1).
    public func isViewLoaded(_ controller: String) -> Bool? { engine.isViewLoaded(app: name, controller: controller) }
    /// A state-restoration archive is saved (SR-2, SR-4).
    public var hasRestorationArchive: Bool { engine.hasRestorationArchive(name) }
    /// The controllers restored at the last launch (SR-3).
    public var restoredControllers: [String] { engine.restoredControllers(of: name) }
    /// The app's defaults, as its container keeps them across processes (PS-3).
    public var defaults: [String: StoredValue] { engine.storage(of: name)?.defaults ?? [:] }
    /// The files in `Documents/Inbox` (DOC-2).
    public var inbox: [String] { engine.inbox(of: name) }
    /// The name the process list shows (PS-1).
    public var processName: String { engine.processName(of: name) ?? name }

    public func push(_ child: String, on navigation: String) throws {
        try device.send(.pushController(app: name, child: child, navigation: navigation))
    }
    public func pop(_ navigation: String) throws { try device.send(.popController(app: name, navigation: navigation)) }
    public func present(_ controller: String, from presenter: String? = nil) throws {
        try device.send(.presentController(app: name, controller: controller, from: presenter))
    }
    public func dismiss(_ controller: String) throws { try device.send(.dismissController(app: name, controller: controller)) }

    public func launch(url: String? = nil) throws { try device.send(.launch(app: name, url: url)) }
    public func open(url: String, from opener: String? = nil) throws { try device.send(.openURL(url: url, app: name, from: opener)) }
    public func openFromSwitcher() throws { try device.send(.switcherOpen(app: name)) }
    public func killFromSwitcher() throws { try device.send(.switcherKill(app: name)) }
    public func fetch() throws { try device.send(.fetch(app: name)) }

    /// The transfers the app handed its background URLSession finish (BR-5): its session delegate
    /// hears them at once if it runs; otherwise it is resumed or launched in the background.
    public func finishTransfers() throws { try device.send(.transfersFinish(app: name)) }
    public func push(contentAvailable: Bool = true) throws { try device.send(.push(app: name, contentAvailable: contentAvailable)) }
    public func location() throws { try device.send(.location(app: name)) }
    /// A local notification fires for the app: the active app hears it, any other shows a banner (IN-4).
    public func localNotification() throws { try device.send(.localNotification(app: name)) }
    /// The user taps a notification of the app (a remote one unless `local`): it opens and
    /// receives it before didBecomeActive (LA-4).
    public func tapNotification(local: Bool = false) throws { try device.send(.tapNotification(app: name, local: local)) }
    public func crash() throws { try device.send(.crash(app: name)) }
    /// The user deletes the app and installs it again (PS-3): a running process ends with no
    /// callback, and its container, archive, Inbox, requests, scene session and card are gone.
    public func reinstall() throws { try device.send(.reinstall(app: name)) }
    public func attachDebugger() throws { try device.send(.debuggerAttach(app: name)) }
    public func detachDebugger() throws { try device.send(.debuggerDetach(app: name)) }
    public func debuggerKill() throws { try device.send(.debuggerKill(app: name)) }
    /// The system prewarms the app (PW-1, iOS 15+): no callback, the app stays not-running.
    public func prewarm() throws { try device.send(.prewarm(app: name)) }
    /// BGTaskScheduler: the system runs a pending request (BT-3 … BT-5), the debugger simulates its
    /// launch (BT-7) or ends the running task early (BT-6).
    public func runBGTask(_ id: String) throws { try device.send(.bgTask(app: name, id: id, .run)) }
    public func simulateBGTask(_ id: String) throws { try device.send(.bgTask(app: name, id: id, .simulate)) }
    public func expireBGTask(_ id: String) throws { try device.send(.bgTask(app: name, id: id, .expire)) }
    /// The identifiers with a pending request, in submission order, and one identifier's status.
    public var bgTaskRequests: [String] { engine.bgTaskRequests(of: name) }
    public func bgTaskStatus(_ id: String) -> BGTaskStatus { engine.bgTaskStatus(of: name, id: id) }
    /// The system releases the app's background scene `number` (SC-9).
    public func disconnectScene(_ number: Int) throws { try device.send(.disconnectScene(app: name, scene: number)) }
    /// The user opens another window of the app (SC-6; an iPad and `multipleScenes`): a new scene
    /// connects and takes the screen. Throws where iOS has no such window (an iPhone, no window open).
    public func openWindow() throws { try device.send(.openWindow(app: name)) }
    /// The user closes the app's window `number` (SC-8, iPad): sceneDidDisconnect, then
    /// didDiscardSceneSessions; the last window ends the process (TE-2).
    public func closeWindow(_ number: Int) throws { try device.send(.closeWindow(app: name, scene: number)) }
    /// The user swipes away the card of the app's window `number` in the open switcher (SC-8, iPad).
    public func killFromSwitcher(scene number: Int) throws { try device.send(.switcherKillScene(app: name, scene: number)) }

    /// Scene `number` of a scene-based app (SC-1): nil when the app never had that scene.
    public func scene(_ number: Int) -> SimulatedScene? {
        engine.sceneState(app: name, scene: number) == nil ? nil : SimulatedScene(app: self, number: number)
    }
    /// A `swiftui` app's aggregate `scenePhase` (UI-2); nil without one (not `swiftui`, before iOS 14, no scene).
    public var phase: ScenePhase? { engine.appPhase(app: name) }
    /// How many of its scenes are connected (SC-5).
    public var connectedScenes: Int { engine.connectedSceneCount(app: name) }

    /// Drives the app to `target` along the legal path of docs/EXECUTION_MODEL.md: `active` by a
    /// launch (or return), `inactive` by an alert over the active app, `background` and
    /// `suspended` by Home, `not-running` by a swipe in the switcher. Throws when the state
    /// cannot hold (a `background` app that nothing keeps running is suspended at once, BG-2).
    public func moveTo(_ target: AppState) throws {
        if state == target { return }
        switch target {
        case .active:
            if state == .inactive { throw unreachable(target, "it is inactive under an overlay or the lock screen: close the overlay (device.closeSwitcher(), device.dismissAlert() …) or call device.unlock() first") }
            try launch()
        case .inactive:
            try moveTo(.active)
            try device.alert()
        case .background, .suspended:
            if !state.hasProcess || state.isForeground { try moveTo(.active) }
            if state == .active { try device.home() }
            guard state == target else {
                let reason = target == .background
                    ? "nothing keeps it running in the background (BG-2): begin a task in didEnterBackground, or play audio with the audio mode"
                    : "something keeps it running in the background (a task, a mode, a completion window or a debugger)"
                throw unreachable(target, reason)
            }
        case .notRunning:
            guard engine.profile.multitasking else {
                if state == .active { try device.home() }
                return
            }
            try device.showSwitcher()
            try killFromSwitcher()
            try device.closeSwitcher()
        }
    }

    private func unreachable(_ target: AppState, _ reason: String) -> LifecycleSimError {
        .unreachable(app: name, state: target, reason: reason)
    }
}
