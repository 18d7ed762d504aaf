import LifecycleSim
import XCTest

/// BR-5: background URLSession transfers. Expected values come from Apple's references
/// (application(_:handleEventsForBackgroundURLSession:completionHandler:): "If a URL session
/// finishes its work when your app is not running, the system launches your app in the
/// background"; URLSessionConfiguration.background(withIdentifier:): a swipe-away "cancels all
/// of the session's background transfers"), the published relaunch log the rule cites, and the
/// rule's reading, not from the engine's output.
final class BackgroundTransferRuleTests: RuleTestCase {
    /// An app that hands `count` transfers to its session when it enters the background and,
    /// unless `completes` is false, calls the completion handler in urlSessionDidFinishEvents.
    private func uploader(_ count: Int = 2, completes: Bool = true, scenes: Bool = false) -> AppConfiguration {
        let leaving: DelegateCallback = scenes ? .sceneDidEnterBackground : .didEnterBackground
        var actions: [(Callback, [AppAction])] = [(.delegate(leaving), Array(repeating: .startTransfer, count: count))]
        if completes { actions.append((.delegate(.urlSessionDidFinishEvents), [.completeEvents])) }
        var config = AppConfiguration.app("A", actions)
        config.scenes = scenes
        return config
    }

    func test_BR5_aSuspendedAppIsResumedForItsTransfers_handleEventsThenEachThenFinishEvents() {
        let t = makeDevice(ios: 17, apps: [uploader()])
        t.send(.launch(app: "A", url: nil), .home)
        XCTAssertEqual(t.state("A"), .suspended, "no background mode, no task: the transfers go on without the app")
        t.at(60)
        t.clearTrace()
        t.send(.transfersFinish(app: "A"))
        XCTAssertEqual(t.steps("A"), ["suspended>background", "handleEventsForBackgroundURLSession",
                                      "urlSessionTaskDidComplete", "urlSessionTaskDidComplete",
                                      "urlSessionDidFinishEvents", "background>suspended"])
        XCTAssertTrue(t.callbackRecords("A").allSatisfy { $0.rule == .br5 })
    }

    func test_BR5_anAppTheSystemEndedIsLaunchedInTheBackground_noSceneNoDidBecomeActive() {
        let t = makeDevice(ios: 17, apps: [uploader(1, scenes: true)])
        t.send(.launch(app: "A", url: nil), .home, .memoryPressure(nil))
        XCTAssertEqual(t.state("A"), .notRunning)
        t.clearTrace()
        t.send(.transfersFinish(app: "A"))
        XCTAssertEqual(t.callbacks("A"), ["willFinishLaunching", "didFinishLaunching", "handleEventsForBackgroundURLSession",
                                          "urlSessionTaskDidComplete", "urlSessionDidFinishEvents"])
        XCTAssertEqual(t.device.launchReason(of: "A"), .urlSession)
        XCTAssertFalse(t.device.sceneStates(app: "A").contains { $0 != .disconnected }, "SC-2's reading: no scene for it")
        XCTAssertEqual(t.state("A"), .suspended)
    }

    /// A running app's session delegate is called directly ("the app does not call this method
    /// if there are uploads or downloads in progress" at launch).
    func test_BR5_anAppRunningCodeHearsEachTransferAtOnce_withoutHandleEvents() {
        var config = AppConfiguration.app("A", [(.delegate(.didBecomeActive), [.startTransfer])])
        config.on(.didEnterBackground) { $0.perform(.beginTask("t")) }
        let t = makeDevice(ios: 13, apps: [config])
        t.send(.launch(app: "A", url: nil))
        t.clearTrace()
        t.send(.transfersFinish(app: "A"))
        XCTAssertEqual(t.callbacks("A"), ["urlSessionTaskDidComplete"])
        XCTAssertEqual(t.state("A"), .active)
    }

    /// The completion handler keeps the app running until called; never called, UIKit warns after
    /// 30 s (BG-7's background time) and BG-2 suspends the app.
    func test_BR5_aCompletionHandlerNeverCalledKeepsTheAppUpTo30s_thenUIKitWarns() {
        let t = makeDevice(ios: 17, apps: [uploader(1, completes: false)])
        t.send(.launch(app: "A", url: nil), .home)
        t.at(10)
        t.send(.transfersFinish(app: "A"))
        t.at(39)
        XCTAssertEqual(t.state("A"), .background)
        XCTAssertTrue(t.warnings(.br5).isEmpty)
        t.at(40)
        XCTAssertEqual(t.state("A"), .suspended)
        XCTAssertEqual(t.warnings(.br5).map(\.message), [
            "Application delegate received call to -application:handleEventsForBackgroundURLSession:completionHandler: "
                + "but the completion handler was never called",
        ])
    }

    /// TE-2: the swipe cancels the transfers; nothing finishes later, and at the next launch the
    /// session reports each as cancelled after didFinishLaunching.
    func test_BR5_theUsersSwipeCancelsTheTransfers_reportedAtTheNextLaunch() {
        let t = makeDevice(ios: 17, apps: [uploader(2)])
        t.send(.launch(app: "A", url: nil), .home, .switcherShow, .switcherKill(app: "A"), .switcherClose)
        t.sendRefused(.transfersFinish(app: "A"), rule: .br5)
        t.clearTrace()
        t.send(.launch(app: "A", url: nil))
        XCTAssertEqual(t.callbacks("A"), ["willFinishLaunching", "didFinishLaunching", "urlSessionTaskDidComplete",
                                          "urlSessionTaskDidComplete", "didBecomeActive"])
        XCTAssertEqual(t.warnings(.br5).count, 1)
        XCTAssertTrue(t.warnings(.br5).first?.message.contains("NSURLErrorCancelled") ?? false)
    }

    /// BR-5 in the background: an app running there on a task hears its transfers at once too.
    func test_BR5_anAppRunningInTheBackgroundHearsThemAtOnceToo() {
        var config = AppConfiguration.app("A", [(.delegate(.didEnterBackground), [.startTransfer, .beginTask("t")])])
        config.onExpire("t") { $0.perform(.endTask("t")) }
        let t = makeDevice(ios: 13, apps: [config])
        t.send(.launch(app: "A", url: nil), .home)
        XCTAssertEqual(t.state("A"), .background)
        t.clearTrace()
        t.send(.transfersFinish(app: "A"))
        XCTAssertEqual(t.callbacks("A"), ["urlSessionTaskDidComplete"])
        XCTAssertEqual(t.state("A"), .background, "its task still keeps it running")
    }

    /// A transfer the app did not live to hear stays pending: a crash in the session delegate
    /// leaves the rest for the next time the system tells it.
    func test_BR5_aTransferTheAppDidNotLiveToHearStaysPending() {
        let t = makeDevice(ios: 17, apps: [.app("A", [(.delegate(.didEnterBackground), [.startTransfer, .startTransfer]),
                                                       (.delegate(.urlSessionTaskDidComplete), [.crash])])])
        t.send(.launch(app: "A", url: nil), .home, .transfersFinish(app: "A"))
        XCTAssertEqual(t.state("A"), .notRunning)
        t.clearTrace()
        t.send(.transfersFinish(app: "A"))
        XCTAssertEqual(t.callbacks("A"), ["willFinishLaunching", "didFinishLaunching", "handleEventsForBackgroundURLSession",
                                          "urlSessionTaskDidComplete"], "the second, heard now; its crash again")
    }

    /// The code that runs for a URLSession wake holds that handler: `complete-fetch` there warns
    /// and completes nothing; `complete-events` in a fetch's code warns too.
    func test_BR5_eachCompletionHandlerIsCompletedByItsOwnAction() {
        var config = AppConfiguration.app("A", modes: [.fetch], [
            (.delegate(.didEnterBackground), [.startTransfer]),
            (.delegate(.urlSessionDidFinishEvents), [.completeFetch(.newData)]),
            (.delegate(.performFetch), [.completeEvents]),
        ])
        config.scenes = false
        let t = makeDevice(ios: 12, apps: [config])
        t.send(.launch(app: "A", url: nil), .home, .transfersFinish(app: "A"))
        XCTAssertEqual(t.warnings(.br5).map(\.message).first,
                       "complete-fetch new-data: this code holds the completion handler of handleEventsForBackgroundURLSession, which complete-events calls")
        XCTAssertEqual(t.state("A"), .background, "the URLSession's handler is still pending")
        t.wait(30)
        t.send(.fetch(app: "A"))
        XCTAssertEqual(t.warnings(.br5).last?.message,
                       "complete-events: this code holds a fetch or push completion handler, which complete-fetch calls")
    }

    func test_BR5_noBackgroundURLSessionBeforeIOS7() {
        let t = makeDevice(ios: 6, apps: [uploader(1)])
        t.send(.launch(app: "A", url: nil), .home)
        XCTAssertEqual(t.warnings(.br5).count, 1, "start-transfer is refused with a warning")
        t.sendRefused(.transfersFinish(app: "A"), rule: .br5)
    }
}
