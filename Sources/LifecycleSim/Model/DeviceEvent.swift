/// Something the user or the system does to the device: one timeline statement of the language.
///
/// Every event of the scenario language is one case, so the language, the Swift API and the
/// REPL drive the engine through the same door (`Device.handle(_:)`).
public enum DeviceEvent: Hashable, Sendable {
    /// The user taps APP's icon (cold launch or resume), optionally to open a URL (LA-1, LA-2, FG-3, FG-4).
    case launch(app: String, url: String?)
    /// The Home button (FG-1, FG-5).
    case home
    /// A double press opens the app switcher (IN-1).
    case switcherShow
    /// Tap APP's card in the switcher (FG-3, TE-1).
    case switcherOpen(app: String)
    /// Swipe APP's card away (TE-2).
    case switcherKill(app: String)
    /// Leave the switcher back to the app that was in front (IN-2).
    case switcherClose
    /// The sleep/wake button (LK-1, LK-2).
    case lock
    /// Unlock: back to the app that was in front.
    case unlock
    /// An incoming call rings (IN-1).
    case call
    /// The user answers the call (IN-3).
    case callAccept
    /// The user declines the ringing call (IN-2).
    case callDecline
    /// The user taps a call's banner: the call fills the screen (IN-5).
    case callExpand
    /// The call ends (a decline if it was never answered) (IN-2, IN-3).
    case callEnd
    /// A system alert takes focus (IN-1).
    case alert
    /// The alert is dismissed (IN-2).
    case alertDismiss
    /// Notification Center is pulled down (`true`) or pushed back up (iOS 5+).
    case notificationCenter(open: Bool)
    /// Control Center is pulled up (`true`) or closed (iOS 7+).
    case controlCenter(open: Bool)
    /// The system grants APP a background fetch (BR-3).
    case fetch(app: String)
    /// A remote notification for APP; `contentAvailable` makes it a background push (BR-3, IN-4).
    case push(app: String, contentAvailable: Bool)
    /// A local notification fires for APP: the app in front hears it, any other shows a banner (IN-4).
    case localNotification(app: String)
    /// The user taps a notification of APP, local or remote, on a banner, in Notification Center
    /// or on the lock screen: the app opens and receives it (LA-4).
    case tapNotification(app: String, local: Bool)
    /// A significant location change for APP (BR-2, BR-3).
    case location(app: String)
    /// The transfers APP handed its background URLSession finish (BR-5).
    case transfersFinish(app: String)
    /// Another app (or the front app) opens URL in APP (LA-2, FG-3).
    case openURL(url: String, app: String, from: String?)
    /// APP's process crashes (TE-3).
    case crash(app: String)
    /// The user deletes APP and installs it again (PS-3): its process ends, its container empties.
    case reinstall(app: String)
    /// The user flips Background App Refresh, globally (`app == nil`) or for one app (BR-1).
    case refresh(on: Bool, app: String?)
    /// A debugger attaches to APP (DB-1).
    case debuggerAttach(app: String)
    /// The debugger detaches from APP (DB-1).
    case debuggerDetach(app: String)
    /// The debugger stops APP's process (DB-1, SR-4).
    case debuggerKill(app: String)
    /// The user flips Low Power Mode (BR-1, iOS 9+).
    case lowPower(on: Bool)
    /// The device restarts (TE-3).
    case reboot
    /// The system posts a low-memory warning at `level` (MW-2 … MW-4).
    case memoryWarning(MemoryWarningLevel)
    /// The system needs `size` more free memory (MW-1); nil purges every suspended app.
    case memoryPressure(MemorySize?)
    /// SENDER presents the Open-In menu for FILE and the user picks RECEIVER (DOC-2).
    case share(file: String, from: String, to: String)
    /// The process list is written into the trace (PS-1).
    case ps
    /// Inside the front app: push CHILD onto the navigation controller NAV (VC-1).
    case pushController(app: String, child: String, navigation: String)
    /// Inside the front app: pop NAV's top controller, which is released.
    case popController(app: String, navigation: String)
    /// Inside the front app: present CONTROLLER full-screen, from PRESENTER or the topmost (VC-4).
    case presentController(app: String, controller: String, from: String?)
    /// Inside the front app: dismiss a presented controller (VC-4).
    case dismissController(app: String, controller: String)
    /// The system prewarms APP: its process starts and stops short of UIApplicationMain (PW-1, iOS 15+).
    case prewarm(app: String)
    /// `bgtask run|simulate|expire APP ID` (BT-3 … BT-7); `charging on|off`, `network on|off` (BT-4, BT-6).
    case bgTask(app: String, id: String, BGTaskSystemAction), charging(on: Bool), network(on: Bool)
    /// The system releases APP's background scene number `scene` (SC-9).
    case disconnectScene(app: String, scene: Int)
    /// (iPad, `scenes multiple`) The user opens another window of APP: a new scene takes the screen (SC-6).
    case openWindow(app: String)
    /// (iPad) Split View of two scenes, both foreground-active (SC-7); `split` alone (`unsplit`) ends it.
    case split(SceneName, SceneName), unsplit
    /// (iPad) The user closes APP's window `scene` (SC-8).
    case closeWindow(app: String, scene: Int)
    /// (iPad) The user swipes away the card of APP's window `scene` in the switcher (SC-8).
    case switcherKillScene(app: String, scene: Int)
}

/// A scene named in an event, `APP/N`: the app and the scene's number in connection order.
public struct SceneName: Hashable, Sendable, CustomStringConvertible {
    public var app: String
    public var scene: Int

    public init(app: String, scene: Int) {
        self.app = app
        self.scene = scene
    }

    /// `APP/N`, as the language writes it.
    public var description: String { "\(app)/\(scene)" }
}
