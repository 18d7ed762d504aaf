/// The English texts of the parser's diagnostics: each says what is wrong and how to fix it.
extension DiagnosticCatalogue {
    static let englishMessages: [DiagnosticKey: String] = [
        .verbatim: "{text}",
        .errorLabel: "error", .warningLabel: "warning",
        .listSeparator: ", ", .listWithLast: "{rest} or {last}", .listOfNothing: "nothing",

        .nulByte: "NUL byte 0x00 in the file; save the file as UTF-8 text",
        .invalidUTF8: "invalid UTF-8 byte 0x{hex}; save the file as UTF-8",
        .unterminatedString: "unterminated string; add the closing '\"'",
        .unknownEscape: #"unknown escape '\{escape}' in a string; only \" and \\ are escapes (write \\ for a backslash)"#,

        .unknownWordSuggestion: "unknown {what} '{word}'; did you mean '{suggestion}'?",
        .unknownWordChoices: "unknown {what} '{word}'; expected {choices}",
        .unknownDeclarationSuggestion: "unknown declaration '{word}'; did you mean '{suggestion}'?",
        .unknownDeclaration:
            "unknown declaration '{word}'; a header line starts with scenario, device, setting, app or on",
        .missing: "'{keyword}' needs {what}: {usage}",
        .missingChoiceA: "'{keyword}' needs a {what}: {usage}",
        .missingChoiceAn: "'{keyword}' needs an {what}: {usage}",
        .unexpected: "unexpected '{spelling}'; write {usage}",
        .expectedWord: "expected '{word}' here, not '{spelling}': {usage}",
        .missingColon: "expected ':' after '{word}': {usage}",
        .emptyListItem: "empty item in the list; remove the extra ','",

        .notAnAppName: "'{spelling}' is not an app name; app names are written bare, a letter then letters, "
            + "digits, '_' or '-': {usage}",
        .notATaskName: "'{spelling}' is not a task name; write a letter, then letters, digits, '_' or '-', "
            + "and not a keyword of the language",
        .notAnIdentifier: "'{spelling}' is not {what}; write a letter, then letters, digits, '_' or '-'",
        .keywordAsName: "'{name}' is a keyword of the language and cannot name {what}; choose another name",
        .duplicateApp: "app '{name}' is already declared at line {line}; give this app another name or remove this line",
        .undeclaredAppSuggestion: "app '{name}' is not declared; did you mean '{suggestion}'?",
        .undeclaredApp: "app '{name}' is not declared; add 'app {name}' to the header",

        .duplicateDeclaration: "a second '{keyword}' line (the first is at line {line}); keep only one",
        .titleNeedsQuotes: "the title must be a string in double quotes: scenario \"TITLE\"",
        .badVersion: "'{spelling}' is not an iOS version; write a version from 3 on, such as 7, 4.2 or 17",
        .duplicateOption: "option '{option}' is given twice; keep only one",
        .duplicateMode: "mode '{mode}' is listed twice; remove the repetition",
        .restrictedIsGlobal:
            "'restricted' (parental controls) applies only to the global switch; remove 'for APP' or use on|off",
        .notABGTaskIdentifier: "'{text}' is not a task identifier; write a reverse-DNS word of letters, digits, "
            + "'.', '_' and '-' (com.example.refresh)",
        .bgTaskHandlerNeverRunsSuggestion:
            "{app} does not list '{id}' in its bgtasks, so this handler never runs (BT-1); did you mean '{suggestion}'?",
        .bgTaskHandlerNeverRuns: "{app} does not list '{id}' in its bgtasks, so this handler never runs (BT-1); "
            + "add it to the app line: bgtasks {id}",
        .notificationsNotRecorded: "no notification is recorded without 'setting notifications on', so this "
            + "expectation sees none (NT-1); add that line to the header, or run with --notifications",
        .performFetchDisabledByBGTasks: "{app} declares bgtasks (BGTaskSchedulerPermittedIdentifiers), which disables "
            + "performFetch from iOS 13, so this handler never runs on iOS {version} (BT-8); do the work in a "
            + "BGAppRefreshTask (on bgtask ID, bg-submit ID refresh)",

        .indentedHandlerWithoutApp: "this indented 'on' line has no 'app' line above it; indent it under its "
            + "'app' line, or write 'on APP.{callback}:' unindented",
        .unindentedHandlerNeedsApp: "this 'on' line is not indented, so it names no app; indent it under its "
            + "'app' line, or write 'on {app}.{callback}:'",
        .handlerAppNeedsDot: "an unindented 'on' line joins its app and callback with a '.', without spaces: "
            + "write 'on {app}.{callback}:'",
        .handlerAfterTimelineNamingApp: "handlers are declarations and come before the timeline, which starts at "
            + "line {start}; move this line above line {start}",
        .handlerAfterTimeline: "handlers are declarations and come before the timeline, which starts at line "
            + "{start}; move this line above line {start} and indent it under its 'app' line, "
            + "or write 'on {app}.{callback}:' there",
        .appLineAt: "'app {app}' (line {line})",
        .strayAction: "'{word}' is an action, and actions go after the ':' of an 'on' line: join it to its 'on' "
            + "line under {appLine}, after a ';'",
        .strayAppOption: "'{word}' is an option of the 'app' line; write it on the line {appLine}, after the name",
        .strayLine: "'{word}' cannot start a line indented under {appLine}: there only 'on', 'controller', "
            + "'navigation' and 'root' lines go; write timeline lines unindented",
        .noActionAfterColon: "no action after ':'; write at least one action, such as begin-task NAME",
        .emptyActionAfterSemicolon: "empty action after ';'; write an action there or remove the ';'",
        .workCannotBeDelayed: "'work' takes no 'after': it keeps the callback busy right away; remove 'after …'",
        .logNeedsQuotes: "the text of 'log' must be a string in double quotes: log \"TEXT\"",

        .durationMalformed: "'{text}' is not a duration; write a number with a unit, such as 250ms, 5s, 2.5s or 1h30m",
        .durationMissingUnit: "'{text}' has no unit; write {text}s or {text}ms (units: d, h, m, s, ms)",
        .durationUnitOrder: "in '{text}' the unit '{unit}' is out of order; write units from the largest to the "
            + "smallest, each at most once, such as 1h30m",
        .durationFractionNotLast: "in '{text}' only the last unit may have a fraction; write whole numbers before "
            + "it, such as 1m30.5s",
        .durationFinerThanMillisecond:
            "'{text}' is finer than a millisecond; the clock counts whole milliseconds, so round it",
        .durationTooLarge: "'{text}' is longer than 10000 days, the longest duration a scenario may use; "
            + "write a shorter duration",
        .timeRunsBackwards: "time '{text}' is earlier than {now}, the time of the line before; time never runs "
            + "backwards: write {now} or later, or a relative time such as +5s",
        .negativeTime: "time '{text}' is negative, but a time counts from the start of the run (0s); "
            + "write {now} or later, or a relative time such as +5s",
        .timelineTooLong:
            "this time takes the timeline past 10000 days, the longest a scenario may run; write a smaller time",
        .notAStatement: "expected an event, 'expect' or 'log', not '{spelling}'; a timeline line is [TIME] STATEMENT",
        .declarationAfterTimeline: "'{word}' is a declaration, and declarations must come before the timeline, "
            + "which starts at line {start}; move this line above line {start}",
        .appDeclarationAfterTimeline: "'{word}' is a declaration, and declarations must come before the timeline, "
            + "which starts at line {start}; move this line and the lines indented under it above line {start}",
        .statementStartsWithApp: "after the app name '{app}' a timeline line needs push, pop, present or dismiss "
            + "(such as '{app} push CHILD on NAV'); otherwise start it with an event such as 'launch {app}', "
            + "or with 'expect {app} ...'",
        .badCount: "'{spelling}' is not a number of {what}; write a whole number from 0 to 999999",

        .sizeMalformed:
            "'{text}' is not a size; write a whole number with KB, MB or GB, such as 512KB, 20MB or 1GB",
        .sizeMissingUnitFraction: "'{text}' has no unit, and sizes are whole numbers; write a whole number with "
            + "KB, MB or GB, such as 512KB or 20MB",
        .sizeMissingUnit: "'{text}' has no unit; write {text}MB, {text}KB or {text}GB",
        .sizeUnitCase: "in '{text}' the unit is written in capitals; write {digits}{unit}",
        .sizeFractionExact: "'{text}' has a fraction, and sizes are whole numbers; write {exactly}",
        .sizeFraction:
            "'{text}' has a fraction, and sizes are whole numbers; write a whole number of KB, MB or GB",
        .sizeTooLarge:
            "'{text}' is larger than {maximum}, the largest size a scenario may use; write a smaller size",
        .defaultMemory: "{memory}, the default",
        .systemLargerThanMemory: "the system's share ({system}) is larger than the device's memory ({memory}); "
            + "write a smaller 'system' or a larger 'memory'",
        .zeroDeviceMemory: "a device needs some memory; write a size above 0, such as 1GB",
        .zeroMemoryPressure: "'memory-pressure' needs a size above 0; write a size such as 20MB, or no size to "
            + "purge every suspended app",

        .notATypeIdentifier:
            "'{spelling}' is not a type identifier (UTI); write a dotted name such as public.text or com.example.doc",
        .duplicateDocumentType: "type '{type}' is listed twice; remove the repetition",
        .duplicateExport: "type '{type}' is already exported by this app; export each type once",
        .extensionWithDot: "write the extension without the dot: extension {bare}",
        .notAFileExtension:
            "'{spelling}' is not a file extension; write letters and digits without the dot, such as txt or sdoc",

        .indentedControllerWithoutApp: "this indented '{keyword}' line has no 'app' line above it; put it under its app",
        .controllerOutsideApp: "'{keyword}' declares a view controller of an app; indent it under its 'app' line",
        .duplicateController: "controller '{name}' is already declared for '{app}' at line {line}; "
            + "give this controller another name or remove this line",
        .undeclaredControllerSuggestion: "app '{app}' has no controller '{name}'; did you mean '{suggestion}'?",
        .undeclaredController:
            "app '{app}' has no controller '{name}'; declare it with 'controller {name}' under 'app {app}'",
        .navigationRootIsItself:
            "navigation '{name}' cannot be its own root; name a plain controller declared under the same app",
        .navigationInsideNavigation: "'{child}' is a navigation controller, and a navigation controller cannot be "
            + "the child of another; name a plain controller",
        .controllerAlreadyRoot: "controller '{child}' is already the root of navigation '{navigation}' (line "
            + "{line}), and a controller has one parent; give this navigation controller another root",
        .windowRootInsideNavigation: "controller '{name}' is the root of navigation '{navigation}' (line {line}), "
            + "so it cannot also be the window's root; write 'root {navigation}'",
        .notANavigationSuggestion: "'{name}' is not a navigation controller of '{app}', and push and pop need one; "
            + "did you mean '{suggestion}'?",
        .notANavigationNone: "'{name}' is not a navigation controller of '{app}', and push and pop need one; "
            + "declare one with 'navigation NAME root CHILD' under 'app {app}'",
        .notANavigationList: "'{name}' is not a navigation controller of '{app}', and push and pop need one; "
            + "the navigation controllers of '{app}' are {navigations}",
        .unknownControllerCommandSuggestion: "unknown controller action '{word}'; did you mean '{suggestion}'?",
        .unknownControllerCommand:
            "unknown controller action '{word}'; after an app name write push, pop, present or dismiss",
        .cannotPushNavigation:
            "'{name}' is a navigation controller and cannot be pushed; push a plain controller, or present it",
        .shareWithItself: "'{app}' cannot share a file with itself: the Open-In menu lists the other apps; "
            + "name another app after 'to'",

        .sendingCallbackInHandler: "'{callback}' is recorded on the sender of a shared document (DOC-2) and cannot "
            + "have a handler; it may appear in an 'expect APP callbacks:' list",
        .controllerCallbackInHandler: "'{callback}' is a view controller callback, and handlers name app callbacks "
            + "such as didBecomeActive; check it with 'expect APP controller-callbacks: CONTROLLER.{callback}'",
        .controllerCallbackInAppList: "'{item}' is a view controller callback; list it in "
            + "'expect APP controller-callbacks:', not in 'callbacks:'",
        .appCallbackInControllerList: "'{spelling}' is an app callback; list it in 'expect APP callbacks:', and "
            + "here write CONTROLLER.CALLBACK, such as Main.viewDidLoad",
        .notAControllerCallback:
            "'{spelling}' is not a controller callback; write CONTROLLER.CALLBACK, such as Main.viewDidLoad",
        .foreignCallback: "unknown callback '{spelling}'; did you mean '{callback}'? "
            + "(scenarios use the short names; --names swift prints UIKit's)",
        .foreignSendingCallbackInHandler: "'{spelling}' is '{callback}' in a scenario, which is recorded on the "
            + "sender of a shared document (DOC-2) and cannot have a handler; it may appear in an "
            + "'expect APP callbacks:' list",
        .refuseOutsideStateHandler: "'refuse' is the answer false of shouldSaveState or shouldRestoreState, and "
            + "means nothing in a {callback} handler; move it to an 'on shouldSaveState:' or "
            + "'on shouldRestoreState:' line",
        .refuseCannotBeDelayed: "'refuse' takes no 'after': it is the handler's answer, given when the handler "
            + "returns; remove 'after …'",
        .actionBeforeUIApplicationMain: "'{action}' acts on the app that UIApplicationMain starts (UIApplication "
            + "and its run loop), and 'on main' runs before it (only 'log', 'work', 'crash' and 'read-protected-file' can run there); move "
            + "it to an 'on didFinishLaunching:' line",
        .timerBeforeUIApplicationMain: "a timer set in 'on main' waits for the run loop that UIApplicationMain "
            + "starts; remove 'after …', or move the action to an 'on didFinishLaunching:' line",

        .endOfTaskNeverBegunSuggestion: "no handler of '{app}' does 'begin-task {task}', so this end-task ends "
            + "nothing; did you mean '{suggestion}'?",
        .endOfTaskNeverBegun: "no handler of '{app}' does 'begin-task {task}', so this end-task ends nothing; "
            + "add 'begin-task {task}' to a handler or correct the name",
        .expiryOfTaskNeverBegunSuggestion: "no handler of '{app}' does 'begin-task {task}', so this expiration "
            + "handler never runs; did you mean '{suggestion}'?",
        .expiryOfTaskNeverBegun: "no handler of '{app}' does 'begin-task {task}', so this expiration handler "
            + "never runs; add 'begin-task {task}' to a handler or correct the name",
        .handlersNeverRun: "the handlers of '{app}' never run: the timeline never launches '{app}' or sends it an "
            + "event; add 'launch {app}' (or another event for it) to the timeline",
        .settingBeforeItsVersion:
            "{feature} exists from iOS {since}; this setting has no effect (the device runs iOS {version})",
        .restorationBeforeIOS6:
            "state restoration exists from iOS 6; this option has no effect (the device runs iOS {version})",
        .restorationHandlerWithoutOption: "'{callback}' is called only for an app that opts in to state "
            + "restoration, so this handler never runs; add 'restoration' to the 'app {app}' line",
        .unknownBuiltinSuggestion: "'{name}' is not in the system's table of built-in apps, so its process name "
            + "stays '{name}'; did you mean '{suggestion}'?",
        .unknownBuiltin: "'{name}' is not in the system's table of built-in apps, so its process name stays "
            + "'{name}'; the system's table knows {builtins}",
        .controllerNeverShown: "controller '{name}' of '{app}' is never shown: it is not the window's root nor a "
            + "navigation's root, and the timeline never pushes or presents it; add 'root {name}', show it in the "
            + "timeline, or remove it",

        .notASceneName: "'{spelling}' is not a scene; write the app's name, a slash and the scene's number from 1, "
            + "such as Notes/1: {usage}",
        .scenesBeforeIOS13: "scenes exist from iOS 13; on iOS {version} this option is accepted and ignored, and "
            + "the app delegate gets the UI callbacks (SC-1)",
        .phaseUseWithoutSwiftUI: "'{word}' needs a SwiftUI app, and {app} is not one, so this never happens; "
            + "add 'swiftui' to the 'app {app}' line (UI-1)",
        .sceneUseWithoutOption: "'{word}' needs a scene-based app, and {app} has no scenes, so this never "
            + "happens; add 'scenes' to the 'app {app}' line",
        .splitWithItself:
            "Split View shows two different scenes: {scene} cannot be beside itself (SC-7); write split APP/N APP/M",
        .multipleScenesOffIPad: "more than one window needs an iPad: on an {model} {app} shows one scene at a time, "
            + "so open-window and request-scene are refused; write 'model ipad' on the device line (SC-6)",
        .windowUseWithoutMultiple: "'{word}' needs an app that supports multiple scenes, and {app} does not, so it "
            + "is refused; add 'scenes multiple' to the 'app {app}' line (SC-6)",

        .usageSplit: DiagnosticMessages.Usage.event("split"), .usageHandler: DiagnosticMessages.Usage.handler,
        .usageRefuse: DiagnosticMessages.Usage.action("refuse"), .usageExpect: DiagnosticMessages.Usage.expect,
        .usageExpectScene: DiagnosticMessages.Usage.expectScene,
        .usageSwitcher: DiagnosticMessages.Usage.event("switcher"), .usageCall: DiagnosticMessages.Usage.event("call"),
        .usageAlert: DiagnosticMessages.Usage.event("alert"),
    ]
}
