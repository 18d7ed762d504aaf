import LifecycleScenario
import LifecycleSim
import XCTest

/// `lifesim verify`'s log reader: the console formats and every naming style.
final class DeviceLogTests: XCTestCase {
    func testNSLogLinesGiveTimeAppAndCallback() {
        let log = DeviceLog.read("""
            2013-12-02 10:00:00.123 Uploader[812:60b] applicationDidEnterBackground:
            2013-12-02 10:03:00.500 Uploader[812:60b] something else entirely
            2013-12-02 10:03:00.623 Uploader[812:60b] -[AppDelegate applicationWillEnterForeground:]
            """, apps: ["Uploader"])
        XCTAssertEqual(log.map(\.callback), ["didEnterBackground", "willEnterForeground"])
        XCTAssertEqual(log.map(\.app), ["Uploader", "Uploader"])
        XCTAssertEqual(log.map(\.line), [1, 3])
        let interval = (log[1].time ?? 0) - (log[0].time ?? 0)
        XCTAssertEqual(interval, 180.5, accuracy: 0.0005)
    }

    func testLogStreamLinesAndAClockThatCrossesMidnight() {
        let log = DeviceLog.read("""
            2024-05-01 23:59:59.500000+0900 0x1c7a1    Default     0x0    812    0    Mail: applicationWillResignActive(_:)
            2024-05-02 00:00:00.250000+0900 0x1c7a1    Default     0x0    812    0    Mail: DidEnterBackground
            """, apps: ["Mail"])
        XCTAssertEqual(log.map(\.callback), ["willResignActive", "didEnterBackground"])
        XCTAssertEqual(log.map(\.app), ["Mail", "Mail"])
        XCTAssertEqual((log[1].time ?? 0) - (log[0].time ?? 0), 0.75, accuracy: 0.0005)
    }

    /// The naming styles of docs/TRACE.md's `--names` table, and the camel-case labels people log
    /// (regularberry/AppLaunchSequence: `applicationWillFinishLaunchingWithOptions`).
    func testEveryNamingStyleAndCommonLabels() {
        let spellings: [(String, String)] = [
            ("application(_:didFinishLaunchingWithOptions:)", "didFinishLaunching"),
            ("application:didFinishLaunchingWithOptions:", "didFinishLaunching"),
            ("FinishedLaunching", "didFinishLaunching"),
            ("applicationWillFinishLaunchingWithOptions:", "willFinishLaunching"),
            ("applicationDidReceiveRemoteNotification:", "didReceiveRemoteNotification"),
            ("applicationOpenURL:", "openURL"),
            ("applicationWillEncodeRestorableStateWith:", "willEncodeState"),
            ("OnActivated", "didBecomeActive"),
            ("didBecomeActive", "didBecomeActive"),
        ]
        for (spelling, expected) in spellings {
            XCTAssertEqual(DeviceLog.read("Mail \(spelling)", apps: ["Mail"]).first?.callback, expected, spelling)
        }
        XCTAssertEqual(DeviceLog.read("applicationSupportedInterfaceOrientationsFor: Inactive", apps: ["Mail"]), [],
                       "a delegate method that is not a lifecycle callback is not one")
    }

    func testPlainFormTimesAndListNumbers() {
        let log = DeviceLog.read("""
            185.2 Uploader expire upload
            0:03:05.5 Uploader expirationHandler (upload)
            7. applicationDidBecomeActive: Active
            """, apps: ["Uploader"])
        XCTAssertEqual(log.map(\.callback), ["expire upload", "expire upload", "didBecomeActive"])
        XCTAssertEqual(log[0].time, 185.2)
        XCTAssertEqual(log[1].time, 185.5)
        XCTAssertNil(log[2].time, "a list's number is not a time")
    }

    func testBadBytesAndEmptyLinesFindNothing() {
        XCTAssertEqual(DeviceLog.read("", apps: []), [])
        XCTAssertEqual(DeviceLog.read("\n\n   \n:::\n[]\n2013-13-45 99:99:99 x[", apps: ["x"]), [])
    }
}
