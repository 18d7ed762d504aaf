import XCTest
@testable import LifecycleScenario
import LifecycleSim

/// Diagnostics of the device-systems part of the language: every validation, located, with did-you-mean.
final class DeviceSystemsDiagnosticTests: XCTestCase {
    private func rendered(_ result: ParseResult) -> String {
        result.diagnostics.map { DiagnosticRenderer.render($0, color: false) }.joined(separator: "\n")
    }

    private func assertRendered(_ text: String, _ expected: String, file: StaticString = #filePath,
                                line: UInt = #line) {
        let result = ScenarioParser.parse(text, path: "t.scenario")
        XCTAssertEqual(rendered(result), expected, file: file, line: line)
        XCTAssertNil(result.document, file: file, line: line)
        XCTAssertTrue(result.hasErrors, file: file, line: line)
    }

    func testHeaderValidationErrors() {
        assertRendered("""
            device ios 7 memory 256MB system 512MB
            controller Loose
            app Notes memory 1.5GB
              controller List
              controller List
              controller home
              navigation Nav root Lsit
              navigation Other root Detail
              navigation Third root Detail
              navigation Self root Self
              navigation Outer root Nav
              controller Detail
              root Detial
              root List
            app Mail restortion
            app Reader documents pdf
            app Editor exports com.example.doc public.text
            app Viewer exports com.example.doc conforms-to public.text extension .doc
            app Old version
            launch Notes
            """, """
            t.scenario:1:34: error: the system's share (512MB) is larger than the device's memory (256MB); write a smaller 'system' or a larger 'memory'
            device ios 7 memory 256MB system 512MB
                                             ^~~~~
            t.scenario:2:1: error: 'controller' declares a view controller of an app; indent it under its 'app' line
            controller Loose
            ^~~~~~~~~~
            t.scenario:3:18: error: '1.5GB' has a fraction, and sizes are whole numbers; write 1536MB
            app Notes memory 1.5GB
                             ^~~~~
            t.scenario:5:14: error: controller 'List' is already declared for 'Notes' at line 4; give this controller another name or remove this line
              controller List
                         ^~~~
            t.scenario:6:14: error: 'home' is a keyword of the language and cannot name a controller; choose another name
              controller home
                         ^~~~
            t.scenario:7:23: error: app 'Notes' has no controller 'Lsit'; did you mean 'List'?
              navigation Nav root Lsit
                                  ^~~~
            t.scenario:9:25: error: controller 'Detail' is already the root of navigation 'Other' (line 8), and a controller has one parent; give this navigation controller another root
              navigation Third root Detail
                                    ^~~~~~
            t.scenario:10:24: error: navigation 'Self' cannot be its own root; name a plain controller declared under the same app
              navigation Self root Self
                                   ^~~~
            t.scenario:11:25: error: 'Nav' is a navigation controller, and a navigation controller cannot be the child of another; name a plain controller
              navigation Outer root Nav
                                    ^~~
            t.scenario:13:8: error: app 'Notes' has no controller 'Detial'; did you mean 'Detail'?
              root Detial
                   ^~~~~~
            t.scenario:14:3: error: a second 'root' line (the first is at line 13); keep only one
              root List
              ^~~~
            t.scenario:15:10: error: unknown app option 'restortion'; did you mean 'restoration'?
            app Mail restortion
                     ^~~~~~~~~~
            t.scenario:16:22: error: 'pdf' is not a type identifier (UTI); write a dotted name such as public.text or com.example.doc
            app Reader documents pdf
                                 ^~~
            t.scenario:17:36: error: expected 'conforms-to' here, not 'public.text': exports UTI conforms-to UTI [extension EXT]
            app Editor exports com.example.doc public.text
                                               ^~~~~~~~~~~
            t.scenario:18:70: error: write the extension without the dot: extension doc
            app Viewer exports com.example.doc conforms-to public.text extension .doc
                                                                                 ^~~~
            t.scenario:19:9: error: 'version' needs a version: app NAME [id BUNDLE.ID] [process NAME] [modes MODE,MODE...] [exits-on-suspend] [memory SIZE] [restoration] [documents UTI,UTI...] [exports UTI conforms-to UTI [extension EXT]] [builtin] [version V] [scenes]
            app Old version
                    ^~~~~~~
            """)
    }

    func testTimelineAndExpectationValidationErrors() {
        assertRendered("""
            app Mail
            app Notes
              controller List
              controller Detail
              controller Sheet
              navigation Nav root List
              root Nav
            launch Notes
            Notes push Detial on Nav
            Notes push Detail on List
            Notes pop Sheet
            Notes push Nav on Nav
            Notes present Sheet from Lst
            Notes dismiss Sheeet
            Nots push Detail on Nav
            Notes psh Detail on Nav
            Notes frobnicate
            memory-warning urgnt
            memory-pressure 0MB
            memory-pressure 20
            share a.txt from Notes to Notes
            share a.txt to Mail
            expect free-memory 1.5GB
            expect Notes view List loded
            expect Notes archive gone
            expect Notes controller-callbacks: Lst.viewDidLoad, List.viewDidLod, didBecomeActive, List
            expect Notes callbacks: List.viewDidLoad, viewDidUnload
            expect Notes restored: List, Ghost
            expect open-in a.txt to Mail
            expect Notes process
            """, """
            t.scenario:9:12: error: app 'Notes' has no controller 'Detial'; did you mean 'Detail'?
            Notes push Detial on Nav
                       ^~~~~~
            t.scenario:10:22: error: 'List' is not a navigation controller of 'Notes', and push and pop need one; the navigation controllers of 'Notes' are 'Nav'
            Notes push Detail on List
                                 ^~~~
            t.scenario:11:11: error: 'Sheet' is not a navigation controller of 'Notes', and push and pop need one; the navigation controllers of 'Notes' are 'Nav'
            Notes pop Sheet
                      ^~~~~
            t.scenario:12:12: error: 'Nav' is a navigation controller and cannot be pushed; push a plain controller, or present it
            Notes push Nav on Nav
                       ^~~
            t.scenario:13:26: error: app 'Notes' has no controller 'Lst'; did you mean 'List'?
            Notes present Sheet from Lst
                                     ^~~
            t.scenario:14:15: error: app 'Notes' has no controller 'Sheeet'; did you mean 'Sheet'?
            Notes dismiss Sheeet
                          ^~~~~~
            t.scenario:15:1: error: app 'Nots' is not declared; did you mean 'Notes'?
            Nots push Detail on Nav
            ^~~~
            t.scenario:16:7: error: unknown controller action 'psh'; did you mean 'push'?
            Notes psh Detail on Nav
                  ^~~
            t.scenario:17:1: error: after the app name 'Notes' a timeline line needs push, pop, present or dismiss (such as 'Notes push CHILD on NAV'); otherwise start it with an event such as 'launch Notes', or with 'expect Notes ...'
            Notes frobnicate
            ^~~~~
            t.scenario:18:16: error: unknown memory warning level 'urgnt'; did you mean 'urgent'?
            memory-warning urgnt
                           ^~~~~
            t.scenario:19:17: error: 'memory-pressure' needs a size above 0; write a size such as 20MB, or no size to purge every suspended app
            memory-pressure 0MB
                            ^~~
            t.scenario:20:17: error: '20' has no unit; write 20MB, 20KB or 20GB
            memory-pressure 20
                            ^~
            t.scenario:21:27: error: 'Notes' cannot share a file with itself: the Open-In menu lists the other apps; name another app after 'to'
            share a.txt from Notes to Notes
                                      ^~~~~
            t.scenario:22:13: error: expected 'from' here, not 'to': share FILE from APP to APP
            share a.txt to Mail
                        ^~
            t.scenario:23:20: error: '1.5GB' has a fraction, and sizes are whole numbers; write 1536MB
            expect free-memory 1.5GB
                               ^~~~~
            t.scenario:24:24: error: unknown view state 'loded'; did you mean 'loaded'?
            expect Notes view List loded
                                   ^~~~~
            t.scenario:25:22: error: unknown archive state 'gone'; expected 'present' or 'absent'
            expect Notes archive gone
                                 ^~~~
            t.scenario:26:36: error: app 'Notes' has no controller 'Lst'; did you mean 'List'?
            expect Notes controller-callbacks: Lst.viewDidLoad, List.viewDidLod, didBecomeActive, List
                                               ^~~
            t.scenario:26:58: error: unknown controller callback 'viewDidLod'; did you mean 'viewDidLoad'?
            expect Notes controller-callbacks: Lst.viewDidLoad, List.viewDidLod, didBecomeActive, List
                                                                     ^~~~~~~~~~
            t.scenario:26:70: error: 'didBecomeActive' is an app callback; list it in 'expect APP callbacks:', and here write CONTROLLER.CALLBACK, such as Main.viewDidLoad
            expect Notes controller-callbacks: Lst.viewDidLoad, List.viewDidLod, didBecomeActive, List
                                                                                 ^~~~~~~~~~~~~~~
            t.scenario:26:87: error: 'List' is not a controller callback; write CONTROLLER.CALLBACK, such as Main.viewDidLoad
            expect Notes controller-callbacks: Lst.viewDidLoad, List.viewDidLod, didBecomeActive, List
                                                                                                  ^~~~
            t.scenario:27:25: error: 'List.viewDidLoad' is a view controller callback; list it in 'expect APP controller-callbacks:', not in 'callbacks:'
            expect Notes callbacks: List.viewDidLoad, viewDidUnload
                                    ^~~~~~~~~~~~~~~~
            t.scenario:27:43: error: 'viewDidUnload' is a view controller callback; list it in 'expect APP controller-callbacks:', not in 'callbacks:'
            expect Notes callbacks: List.viewDidLoad, viewDidUnload
                                                      ^~~~~~~~~~~~~
            t.scenario:28:30: error: app 'Notes' has no controller 'Ghost'; declare it with 'controller Ghost' under 'app Notes'
            expect Notes restored: List, Ghost
                                         ^~~~~
            t.scenario:29:22: error: expected 'from' here, not 'to': expect open-in FILE from APP: APP, APP, ...
            expect open-in a.txt to Mail
                                 ^~
            t.scenario:30:14: error: 'process' needs a process name: expect APP process NAME
            expect Notes process
                         ^~~~~~~
            """)
    }

    /// LA-1, PW-1: the code before UIApplicationMain runs before UIApplication and the main run
    /// loop exist: only what needs neither can be written there.
    func testCodeBeforeUIApplicationMainCannotUseTheApp() {
        assertRendered("""
            app Mail
              on main: log "ok"; work 1s; begin-task sync
              on main: log "later" after 1s
            launch Mail
            """, """
            t.scenario:2:31: error: 'begin-task' acts on the app that UIApplicationMain starts (UIApplication and its run loop), and 'on main' runs before it (only 'log', 'work', 'crash' and 'read-protected-file' can run there); move it to an 'on didFinishLaunching:' line
              on main: log "ok"; work 1s; begin-task sync
                                          ^~~~~~~~~~
            t.scenario:3:24: error: a timer set in 'on main' waits for the run loop that UIApplicationMain starts; remove 'after …', or move the action to an 'on didFinishLaunching:' line
              on main: log "later" after 1s
                                   ^~~~~~~~
            """)
    }

    func testHandlerCallbacksAndRefuse() {
        assertRendered("""
            app Notes restoration
              on didBecomeActive: refuse
              on shouldSaveState: refuse after 1s
              on willBeginSendingToApplication: log "x"
              on viewDidLoad: crash
              on shouldRestorState: crash
            launch Notes
            """, """
            t.scenario:2:23: error: 'refuse' is the answer false of shouldSaveState or shouldRestoreState, and means nothing in a didBecomeActive handler; move it to an 'on shouldSaveState:' or 'on shouldRestoreState:' line
              on didBecomeActive: refuse
                                  ^~~~~~
            t.scenario:3:30: error: 'refuse' takes no 'after': it is the handler's answer, given when the handler returns; remove 'after …'
              on shouldSaveState: refuse after 1s
                                         ^~~~~~~~
            t.scenario:4:6: error: 'willBeginSendingToApplication' is recorded on the sender of a shared document (DOC-2) and cannot have a handler; it may appear in an 'expect APP callbacks:' list
              on willBeginSendingToApplication: log "x"
                 ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~
            t.scenario:5:6: error: 'viewDidLoad' is a view controller callback, and handlers name app callbacks such as didBecomeActive; check it with 'expect APP controller-callbacks: CONTROLLER.viewDidLoad'
              on viewDidLoad: crash
                 ^~~~~~~~~~~
            t.scenario:6:6: error: unknown callback 'shouldRestorState'; did you mean 'shouldRestoreState'?
              on shouldRestorState: crash
                 ^~~~~~~~~~~~~~~~~
            """)
    }

    func testSizeErrors() {
        assertRendered("""
            device ios 7 memory 0GB
            app A memory 20
            app B memory 999999999999999999999999999999MB
            app C memory 20mb
            app D memory 1.5GB
            launch A
            expect free-memory 1.5
            memory-pressure 512KB
            """, """
            t.scenario:1:21: error: a device needs some memory; write a size above 0, such as 1GB
            device ios 7 memory 0GB
                                ^~~
            t.scenario:2:14: error: '20' has no unit; write 20MB, 20KB or 20GB
            app A memory 20
                         ^~
            t.scenario:3:14: error: '999999999999999999999999999999MB' is larger than 1024GB, the largest size a scenario may use; write a smaller size
            app B memory 999999999999999999999999999999MB
                         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
            t.scenario:4:14: error: in '20mb' the unit is written in capitals; write 20MB
            app C memory 20mb
                         ^~~~
            t.scenario:5:14: error: '1.5GB' has a fraction, and sizes are whole numbers; write 1536MB
            app D memory 1.5GB
                         ^~~~~
            t.scenario:7:20: error: '1.5' has no unit, and sizes are whole numbers; write a whole number with KB, MB or GB, such as 512KB or 20MB
            expect free-memory 1.5
                               ^~~
            """)
    }

    func testTheWindowRootCannotBeANavigationChild() {
        assertRendered("""
            app Notes
              controller List
              navigation Nav root List
              root List
            launch Notes
            """, """
            t.scenario:4:8: error: controller 'List' is the root of navigation 'Nav' (line 3), so it cannot also be the window's root; write 'root Nav'
              root List
                   ^~~~
            """)
    }

    func testWarnings() {
        let result = ScenarioParser.parse("""
            device ios 5
            app Notes restoration documents public.text, public.text
              controller List
              controller Unused
              root List
            app Mail
              on shouldSaveState: refuse
            app Safarii builtin
            launch Notes
            launch Mail
            """, path: "t.scenario")
        XCTAssertNotNil(result.document)
        XCTAssertFalse(result.hasErrors)
        XCTAssertEqual(rendered(result), """
            t.scenario:2:11: warning: state restoration exists from iOS 6; this option has no effect (the device runs iOS 5)
            app Notes restoration documents public.text, public.text
                      ^~~~~~~~~~~
            t.scenario:2:46: warning: type 'public.text' is listed twice; remove the repetition
            app Notes restoration documents public.text, public.text
                                                         ^~~~~~~~~~~
            t.scenario:4:14: warning: controller 'Unused' of 'Notes' is never shown: it is not the window's root nor a navigation's root, and the timeline never pushes or presents it; add 'root Unused', show it in the timeline, or remove it
              controller Unused
                         ^~~~~~
            t.scenario:7:6: warning: 'shouldSaveState' is called only for an app that opts in to state restoration, so this handler never runs; add 'restoration' to the 'app Mail' line
              on shouldSaveState: refuse
                 ^~~~~~~~~~~~~~~
            t.scenario:8:5: warning: 'Safarii' is not in the system's table of built-in apps, so its process name stays 'Safarii'; did you mean 'Safari'?
            app Safarii builtin
                ^~~~~~~
            """)
        XCTAssertEqual(result.document?.apps.map(\.documents), [["public.text"], [], []])
    }

    /// A controller shown only by the timeline is used; the warning waits for an error-free file.
    func testControllersShownByTheTimelineGiveNoWarning() {
        let shown = ScenarioParser.parse("""
            app Notes
              controller Modal
              controller Pushed
              controller List
              navigation Nav root List
              root Nav
            launch Notes
            Notes present Modal
            Notes push Pushed on Nav
            """, path: "t.scenario")
        XCTAssertEqual(rendered(shown), "")
        let withError = ScenarioParser.parse("app Notes\n  controller Modal\nlaunch Notes\nhom\n", path: "t.scenario")
        XCTAssertEqual(withError.diagnostics.map(\.message), ["unknown event 'hom'; did you mean 'home'?"])
    }

    /// Declarations of a controller statement's app are all known when the timeline starts, whatever their order.
    func testControllersMayBeNamedBeforeTheirDeclaration() {
        let result = ScenarioParser.parse("""
            app Notes
              root Nav
              navigation Nav root List
              controller List
            launch Notes
            """, path: "t.scenario")
        XCTAssertEqual(rendered(result), "")
        XCTAssertEqual(result.document?.apps.first?.rootController, "Nav")
    }

    /// Settings that do not exist on the device's version are located warnings (BR-1), not silence.
    func testSettingsBeforeTheirVersionAreWarnings() {
        let refresh = ScenarioParser.parse("device ios 6\nsetting background-refresh off\napp A\nlaunch A\n", path: "s")
        XCTAssertFalse(refresh.hasErrors)
        XCTAssertEqual(refresh.diagnostics.map { DiagnosticRenderer.render($0, color: false) }, ["""
        s:2:9: warning: Background App Refresh exists from iOS 7; this setting has no effect (the device runs iOS 6)
        setting background-refresh off
                ^~~~~~~~~~~~~~~~~~
        """])
        let lowPower = ScenarioParser.parse("setting low-power on\ndevice ios 8\napp A\nlaunch A\n", path: "s")
        XCTAssertEqual(lowPower.diagnostics.map(\.message),
                       ["Low Power Mode exists from iOS 9; this setting has no effect (the device runs iOS 8)"])
        XCTAssertTrue(ScenarioParser.parse("device ios 9\nsetting low-power on\napp A\nlaunch A\n", path: "s").diagnostics.isEmpty)
    }

    /// SR-1 … SR-3: from iOS 13 a scene-based app (`scenes`, or `swiftui`) is restored through its
    /// scenes' activities, so `restoration` has no effect and the app delegate's restoration
    /// handlers never run; on iOS 12 the scenes are ignored (SC-1) and restoration has its effect.
    func test_SR1_restorationInSceneApp_warnsFromIOS13() {
        func messages(_ source: String) -> [String] {
            ScenarioParser.parse(source, path: "s").diagnostics.map { DiagnosticRenderer.render($0, color: false) }
        }
        XCTAssertEqual(messages("device ios 17\napp Notes scenes restoration\nlaunch Notes\n"), ["""
        s:2:18: warning: 'Notes' uses scenes, and on iOS 17 UIKit restores a scene-based app through its scenes' user activities (stateRestorationActivity), never through its view controllers, so this option has no effect (SR-1); remove it, or remove 'scenes' to show view-controller restoration
        app Notes scenes restoration
                         ^~~~~~~~~~~
        """])
        XCTAssertEqual(messages("device ios 15\napp Notes restoration swiftui\nlaunch Notes\n").map { $0.contains("remove 'swiftui'") },
                       [true], "a SwiftUI app uses scenes, and the advice names the option written")
        XCTAssertEqual(messages("device ios 17\napp Notes scenes\n  on shouldSaveState: refuse\nlaunch Notes\n"), ["""
        s:3:6: warning: 'shouldSaveState' is never called for 'Notes': on iOS 17 UIKit restores a scene-based app through its scenes' user activities, never through its app delegate (SR-2, SR-3), so this handler never runs; use 'stateRestorationActivity' to see what a scene saves
          on shouldSaveState: refuse
             ^~~~~~~~~~~~~~~
        """], "not told to add 'restoration', which would have no effect either")
        XCTAssertEqual(messages("device ios 17\napp Notes restoration\nlaunch Notes\n"), [], "an app without scenes")
        XCTAssertEqual(messages("device ios 12\napp Notes scenes restoration\nlaunch Notes\n").map { $0.contains("(SC-1)") },
                       [true], "iOS 12 ignores the scenes (SC-1) and keeps restoration: that warning alone")
    }
}
