import XCTest
@testable import LifecycleScenario
import LifecycleSim

/// Callbacks spelt the UIKit or Xamarin way get a did-you-mean to the short name.
final class ForeignCallbackNameTests: XCTestCase {
    private let appHint = "(scenarios use the short names; --names swift prints UIKit's)"

    private func diagnostics(_ text: String) -> [String] {
        ScenarioParser.parse(text, path: "t.scenario").diagnostics.map { DiagnosticRenderer.render($0, color: false) }
    }

    /// One error for `line`, the second line of a file under `app Mail`, with the message and caret expected.
    private func assertHandler(_ line: String, column: Int, spelling: String, short: String, hint: String,
                               file: StaticString = #filePath, at lineNumber: UInt = #line) {
        let caret = String(repeating: " ", count: column - 1) + "^" + String(repeating: "~",
                                                                          count: spelling.count - 1)
        XCTAssertEqual(diagnostics("app Mail\n\(line)\nlaunch Mail\n"), ["""
            t.scenario:2:\(column): error: unknown callback '\(spelling)'; did you mean '\(short)'? \(hint)
            \(line)
            \(caret)
            """], file: file, line: lineNumber)
    }

    func testSwiftSpellingsInHandlers() {
        assertHandler("  on applicationDidEnterBackground: begin-task x", column: 6,
                      spelling: "applicationDidEnterBackground", short: "didEnterBackground", hint: appHint)
        assertHandler("  on applicationDidEnterBackground(_:): begin-task x", column: 6,
                      spelling: "applicationDidEnterBackground(_:)", short: "didEnterBackground", hint: appHint)
        assertHandler("  on application(_:didFinishLaunchingWithOptions:): work 1s", column: 6,
                      spelling: "application(_:didFinishLaunchingWithOptions:)", short: "didFinishLaunching",
                      hint: appHint)
        assertHandler("on Mail.applicationWillResignActive(_:): work 1s", column: 9,
                      spelling: "applicationWillResignActive(_:)", short: "willResignActive", hint: appHint)
    }

    func testObjectiveCSpellingWithTheHandlersColonIsOneError() {
        assertHandler("  on applicationDidEnterBackground:: begin-task x", column: 6,
                      spelling: "applicationDidEnterBackground:", short: "didEnterBackground", hint: appHint)
        assertHandler("  on application:performFetchWithCompletionHandler:: complete-fetch new-data", column: 6,
                      spelling: "application:performFetchWithCompletionHandler:", short: "performFetch",
                      hint: appHint)
    }

    func testXamarinSpellings() {
        assertHandler("  on DidEnterBackground: begin-task x", column: 6,
                      spelling: "DidEnterBackground", short: "didEnterBackground", hint: appHint)
        assertHandler("  on OnActivated: work 1s", column: 6,
                      spelling: "OnActivated", short: "didBecomeActive", hint: appHint)
        assertHandler("  on FinishedLaunching: work 1s", column: 6,
                      spelling: "FinishedLaunching", short: "didFinishLaunching", hint: appHint)
    }

    /// Scene delegate callbacks exist; UIKit's spellings suggest their short names.
    func testSceneSpellingsSuggestTheSceneCallback() {
        let pairs = [("sceneDidBecomeActive(_:)", "sceneDidBecomeActive"),
                     ("sceneWillResignActive(_:)", "sceneWillResignActive"),
                     ("scene(_:willConnectTo:options:)", "willConnect"),
                     ("sceneDidDisconnect(_:)", "sceneDidDisconnect"),
                     ("application(_:configurationForConnecting:options:)", "configurationForConnecting")]
        for (spelling, short) in pairs {
            assertHandler("  on \(spelling): work 1s", column: 6, spelling: spelling, short: short, hint: appHint)
        }
    }

    func testSpellingsInACallbacksList() {
        let line = "expect Mail callbacks: application(_:didFinishLaunchingWithOptions:), didBecomeActive, "
            + "sceneWillResignActive(_:)"
        XCTAssertEqual(diagnostics("app Mail\nlaunch Mail\n\(line)\n"), [
            """
            t.scenario:3:24: error: unknown callback 'application(_:didFinishLaunchingWithOptions:)'; \
            did you mean 'didFinishLaunching'? \(appHint)
            \(line)
                                   ^\(String(repeating: "~", count: 44))
            """,
            """
            t.scenario:3:88: error: unknown callback 'sceneWillResignActive(_:)'; \
            did you mean 'sceneWillResignActive'? \(appHint)
            \(line)
            \(String(repeating: " ", count: 87))^\(String(repeating: "~", count: 24))
            """,
        ])
    }

    func testSendingCallbackSpeltTheUIKitWayCannotHaveAHandler() {
        let result = diagnostics("app Mail\n  on documentInteractionController:didEndSendingToApplication:: work 1s\n"
            + "launch Mail\n")
        XCTAssertEqual(result.count, 1)
        XCTAssertTrue(result.first?.hasPrefix("t.scenario:2:6: error: 'documentInteractionController:"
            + "didEndSendingToApplication:' is 'didEndSendingToApplication' in a scenario") ?? false, "\(result)")
    }

    func testKnownSpellingsMapToTheirShortNames() {
        let expected: [(String, DelegateCallback)] = [
            ("applicationWillResignActive:", .willResignActive),
            ("application:didFinishLaunchingWithOptions:", .didFinishLaunching),
            ("application(_:open:options:)", .openURL),
            ("locationManager(_:didUpdateLocations:)", .didUpdateLocations),
            ("ReceiveMemoryWarning", .didReceiveMemoryWarning),
            ("sceneWillEnterForeground(_:)", .sceneWillEnterForeground),
            ("scene(_:willConnectTo:options:)", .willConnect),
            ("WillEnterForeground", .willEnterForeground),
        ]
        for (spelling, callback) in expected {
            XCTAssertEqual(ForeignCallbackName.named(spelling)?.callback, callback, spelling)
        }
        for unknown in ["application", "sceneDidDisconnect(_:", "scene(_:willConnect:)", "didEnter"] {
            XCTAssertNil(ForeignCallbackName.named(unknown), unknown)
        }
    }

    /// No two callbacks share a spelling: every name of the `--names` table maps back to its own callback,
    /// except Xamarin's scene delegate names that are also its app delegate names (they map to the app delegate's).
    func testEveryNameOfTheTraceTableMapsBack() {
        let sharedXamarin: Set<DelegateCallback> = [.sceneWillEnterForeground, .sceneDidEnterBackground]
        for delegate in DelegateCallback.allCases {
            for style in CallbackNameStyle.allCases where style != .short {
                if style == .xamarin && sharedXamarin.contains(delegate) { continue }
                let name = style.name(of: .delegate(delegate))
                XCTAssertEqual(ForeignCallbackName.named(name)?.callback, delegate, name)
            }
        }
    }
}
