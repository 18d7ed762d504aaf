import LifecycleSim
import XCTest

/// docs/EXECUTION_MODEL.md, "Events that make no sense in the current state": each such event is
/// refused with one warning record and changes nothing (`sendRefused` checks both). One loop per
/// input, over every state of `states` in which the page says the input makes no sense.
final class RefusedEventTests: RuleTestCase {
    /// Where the device can be: each state is reached from a fresh iOS 13 iPhone with apps A and B.
    private static let states: [String: [DeviceEvent]] = [
        "the home screen, nothing running": [],
        "A active": [.launch(app: "A", url: nil)],
        "A under an alert": [.launch(app: "A", url: nil), .alert],
        "A suspended, the home screen": [.launch(app: "A", url: nil), .home],
        "A crashed, the home screen": [.launch(app: "A", url: nil), .crash(app: "A")],
        "A swiped away, the switcher open": [.launch(app: "A", url: nil), .switcherShow, .switcherKill(app: "A")],
        "B active, A suspended": [.launch(app: "A", url: nil), .launch(app: "B", url: nil)],
        "B active, A never launched": [.launch(app: "B", url: nil)],
        "the switcher open over A": [.launch(app: "A", url: nil), .switcherShow],
        "a call ringing over A": [.launch(app: "A", url: nil), .call],
        "locked, nothing running": [.lock],
        "locked over A": [.launch(app: "A", url: nil), .lock],
        "locked, A suspended": [.launch(app: "A", url: nil), .home, .lock],
    ]

    /// Sends `event` in each named state; it must be refused there.
    private func assertRefused(_ event: DeviceEvent, in names: [String], file: StaticString = #filePath, line: UInt = #line) {
        for name in names {
            guard let setup = Self.states[name] else { return XCTFail("no state named \(name)", file: file, line: line) }
            let t = makeDevice(ios: 13, apps: [.app("A"), .app("B")])
            for step in setup { t.send(step, file: file, line: line) }
            t.clearTrace()
            t.sendRefused(event, file: file, line: line)
        }
    }

    func test_home_atTheHomeScreen() {
        assertRefused(.home, in: ["the home screen, nothing running", "A suspended, the home screen",
                                  "A crashed, the home screen"])
    }

    func test_unlock_whenNotLocked() {
        assertRefused(.unlock, in: ["the home screen, nothing running", "A active", "A under an alert",
                                    "A suspended, the home screen", "A crashed, the home screen",
                                    "B active, A suspended", "the switcher open over A", "a call ringing over A"])
    }

    func test_callAccept_withNoCall() {
        assertRefused(.callAccept, in: ["the home screen, nothing running", "A active", "A under an alert",
                                        "A suspended, the home screen", "B active, A suspended",
                                        "the switcher open over A", "locked over A"])
    }

    func test_alertDismiss_withNoAlert() {
        assertRefused(.alertDismiss, in: ["the home screen, nothing running", "A active", "A suspended, the home screen",
                                          "B active, A suspended", "the switcher open over A", "a call ringing over A",
                                          "locked over A"])
    }

    func test_switcherKill_withTheSwitcherClosed() {
        assertRefused(.switcherKill(app: "A"), in: ["A active", "A under an alert", "A suspended, the home screen",
                                                    "B active, A suspended", "a call ringing over A", "locked over A",
                                                    "locked, A suspended"])
    }

    func test_launch_whileLocked() {
        assertRefused(.launch(app: "A", url: nil), in: ["locked, nothing running", "locked over A", "locked, A suspended"])
    }

    func test_crash_ofANotRunningApp() {
        assertRefused(.crash(app: "A"), in: ["the home screen, nothing running", "A crashed, the home screen",
                                             "A swiped away, the switcher open", "B active, A never launched",
                                             "locked, nothing running"])
    }

    /// The inputs that do not exist yet in a version: refused in every version before it, whatever
    /// is on screen.
    func test_overlaysAndSettings_beforeTheVersionThatHasThem() {
        let cases: [(DeviceEvent, ClosedRange<Int>)] = [
            (.notificationCenter(open: true), 3...4),
            (.controlCenter(open: true), 3...6),
            (.switcherShow, 3...3),
            (.lowPower(on: true), 3...8),
            (.refresh(on: false, app: nil), 3...6),
        ]
        for (event, versions) in cases {
            for ios in versions {
                for front in [[], [DeviceEvent.launch(app: "A", url: nil)]] {
                    let t = makeDevice(ios: ios, apps: [.app("A")])
                    for step in front { t.send(step) }
                    t.sendRefused(event)
                }
            }
        }
    }

    func test_switcherShow_withoutMultitasking() {
        for ios in [4, 7, 13] {
            let t = makeDevice(ios: ios, multitasking: false, apps: [.app("A")])
            t.sendRefused(.switcherShow)
            t.send(.launch(app: "A", url: nil))
            t.sendRefused(.switcherShow)
        }
    }
}
