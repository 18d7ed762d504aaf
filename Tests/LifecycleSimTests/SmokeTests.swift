import LifecycleSim
import XCTest

final class SmokeTests: XCTestCase {
    func testFirstExampleOfTheLanguage_BG3_BG5() {
        let t = TestDevice(ios: 7, apps: [.app("Uploader", [
            (.delegate(.didEnterBackground), [.beginTask("upload")]),
            (.expire(task: "upload"), [.endTask("upload")]),
        ])])
        t.send(.launch(app: "Uploader", url: nil))
        t.at(5)
        t.send(.home)
        XCTAssertEqual(t.state("Uploader"), .background)
        XCTAssertEqual(t.device.outstandingTasks(of: "Uploader"), 1)
        // BG-5: the handler runs 4 s before the end of the 180 s, at 181 s.
        t.at(180)
        XCTAssertEqual(t.device.remaining(of: "Uploader"), .left(.seconds(5)))
        t.at(181)
        XCTAssertEqual(t.state("Uploader"), .suspended)
        XCTAssertEqual(t.callbacks("Uploader"), ["willFinishLaunching", "didFinishLaunching", "didBecomeActive",
                                                 "willResignActive", "didEnterBackground", "expire upload"])
        for r in t.trace.records { print(TraceTextFormatter(appNames: ["Uploader"]).line(for: r)) }
        for r in t.trace.records { print(TraceJSONFormatter.line(for: r)) }
    }
}
