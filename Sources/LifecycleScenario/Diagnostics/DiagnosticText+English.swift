import LifecycleSim

/// The parser's diagnostics in English: each says what is wrong and how to fix it.
extension DiagnosticText {
    /// The message in English.
    package var english: EnglishText {
        switch self {
        case let .verbatim(text): return "\(text)"
        case .errorLabel: return "error"
        case .warningLabel: return "warning"
        case .listSeparator: return ", "
        case let .listWithLast(rest, last): return "\(rest) or \(last)"
        case .listOfNothing: return "nothing"
        case .nulByte: return "NUL byte 0x00 in the file; save the file as UTF-8 text"
        case let .invalidUTF8(hex): return "invalid UTF-8 byte 0x\(hex); save the file as UTF-8"
        case .unterminatedString: return "unterminated string; add the closing '\"'"
        case let .unknownEscape(escape):
            return """
                unknown escape '\\\(escape)' in a string; only \\" and \\\\ are escapes (write \\\\ \
                for a backslash)
                """
        case let .unknownWordSuggestion(what, word, suggestion):
            return "unknown \(what) '\(word)'; did you mean '\(suggestion)'?"
        case let .unknownWordChoices(what, word, choices): return "unknown \(what) '\(word)'; expected \(choices)"
        case let .unknownDeclarationSuggestion(word, suggestion):
            return "unknown declaration '\(word)'; did you mean '\(suggestion)'?"
        case let .unknownDeclaration(word):
            return "unknown declaration '\(word)'; a header line starts with scenario, device, setting, app or on"
        case let .missing(keyword, what, usage): return "'\(keyword)' needs \(what): \(usage)"
        case let .missingChoiceA(keyword, what, usage): return "'\(keyword)' needs a \(what): \(usage)"
        case let .missingChoiceAn(keyword, what, usage): return "'\(keyword)' needs an \(what): \(usage)"
        case let .unexpected(spelling, usage): return "unexpected '\(spelling)'; write \(usage)"
        case let .expectedWord(word, spelling, usage): return "expected '\(word)' here, not '\(spelling)': \(usage)"
        case let .missingColon(word, usage): return "expected ':' after '\(word)': \(usage)"
        case .emptyListItem: return "empty item in the list; remove the extra ','"
        case let .notAnAppName(spelling, usage):
            return """
                '\(spelling)' is not an app name; app names are written bare, a letter then \
                letters, digits, '_' or '-': \(usage)
                """
        case let .notATaskName(spelling):
            return """
                '\(spelling)' is not a task name; write a letter, then letters, digits, '_' or '-', \
                and not a keyword of the language
                """
        case let .notAnIdentifier(spelling, what):
            return "'\(spelling)' is not \(what); write a letter, then letters, digits, '_' or '-'"
        case let .keywordAsName(name, what):
            return "'\(name)' is a keyword of the language and cannot name \(what); choose another name"
        case let .duplicateApp(name, line):
            return "app '\(name)' is already declared at line \(line); give this app another name or remove this line"
        case let .undeclaredAppSuggestion(name, suggestion):
            return "app '\(name)' is not declared; did you mean '\(suggestion)'?"
        case let .undeclaredApp(name): return "app '\(name)' is not declared; add 'app \(name)' to the header"
        case let .duplicateDeclaration(keyword, line):
            return "a second '\(keyword)' line (the first is at line \(line)); keep only one"
        case .titleNeedsQuotes: return "the title must be a string in double quotes: scenario \"TITLE\""
        case let .badVersion(spelling):
            return """
                '\(spelling)' is not an iOS version lifesim models; write a version from 3 to \
                \(OSProfile.newestKnownVersion), such as 7, 4.2 or 17
                """
        case let .duplicateOption(option): return "option '\(option)' is given twice; keep only one"
        case let .duplicateMode(mode): return "mode '\(mode)' is listed twice; remove the repetition"
        case .restrictedIsGlobal:
            return "'restricted' (parental controls) applies only to the global switch; remove 'for APP' or use on|off"
        case let .notABGTaskIdentifier(text):
            return """
                '\(text)' is not a task identifier; write a reverse-DNS word of letters, digits, \
                '.', '_' and '-' (com.example.refresh)
                """
        case let .bgTaskHandlerNeverRunsSuggestion(app, id, suggestion):
            return """
                \(app) does not list '\(id)' in its bgtasks, so this handler never runs (BT-1); did \
                you mean '\(suggestion)'?
                """
        case let .bgTaskHandlerNeverRuns(app, id):
            return """
                \(app) does not list '\(id)' in its bgtasks, so this handler never runs (BT-1); add \
                it to the app line: bgtasks \(id)
                """
        case .notificationsNotRecorded:
            return """
                no notification is recorded without 'setting notifications on', so this expectation \
                sees none (NT-1); add that line to the header, or run with --notifications
                """
        case let .appDelegateMethodOfSceneApp(app, method, sceneMethod, version):
            return """
                \(app) is scene-based, so on iOS \(version) UIKit calls its scene delegate's \
                \(sceneMethod), never the app delegate's \(method): this handler never runs, and \
                nothing it begins is begun (SC-1); write 'on \(sceneMethod):' instead
                """
        case let .bgTaskRegisteredAfterLaunch(app, callback):
            return """
                \(callback)'s bg-register runs after \(app) has finished launching: iOS raises \
                "All launch handlers must be registered before application finishes launching" and the \
                app crashes (BT-1); register in didFinishLaunching, without 'after'
                """
        case let .performFetchDisabledByBGTasks(app, version):
            return """
                \(app) declares bgtasks (BGTaskSchedulerPermittedIdentifiers), which disables \
                performFetch from iOS 13, so this handler never runs on iOS \(version) (BT-8); do \
                the work in a BGAppRefreshTask (on bgtask ID, bg-submit ID refresh)
                """
        case let .indentedHandlerWithoutApp(callback):
            return """
                this indented 'on' line has no 'app' line above it; indent it under its 'app' line, \
                or write 'on APP.\(callback):' unindented
                """
        case let .unindentedHandlerNeedsApp(app, callback):
            return """
                this 'on' line is not indented, so it names no app; indent it under its 'app' line, \
                or write 'on \(app).\(callback):'
                """
        case let .handlerAppNeedsDot(app, callback):
            return """
                an unindented 'on' line joins its app and callback with a '.', without spaces: \
                write 'on \(app).\(callback):'
                """
        case let .handlerAfterTimelineNamingApp(start):
            return """
                handlers are declarations and come before the timeline, which starts at line \
                \(start); move this line above line \(start)
                """
        case let .handlerAfterTimeline(start, app, callback):
            return """
                handlers are declarations and come before the timeline, which starts at line \
                \(start); move this line above line \(start) and indent it under its 'app' line, or \
                write 'on \(app).\(callback):' there
                """
        case let .appLineAt(app, line): return "'app \(app)' (line \(line))"
        case let .strayAction(word, appLine):
            return """
                '\(word)' is an action, and actions go after the ':' of an 'on' line: join it to \
                its 'on' line under \(appLine), after a ';'
                """
        case let .strayAppOption(word, appLine):
            return "'\(word)' is an option of the 'app' line; write it on the line \(appLine), after the name"
        case let .strayLine(word, appLine):
            return """
                '\(word)' cannot start a line indented under \(appLine): there only 'on', \
                'controller', 'navigation' and 'root' lines go; write timeline lines unindented
                """
        case .noActionAfterColon: return "no action after ':'; write at least one action, such as begin-task NAME"
        case .emptyActionAfterSemicolon: return "empty action after ';'; write an action there or remove the ';'"
        case .workCannotBeDelayed:
            return "'work' takes no 'after': it keeps the callback busy right away; remove 'after …'"
        case .logNeedsQuotes: return "the text of 'log' must be a string in double quotes: log \"TEXT\""
        case .defaultValueNeedsQuotes:
            return "the value of 'set-default' must be a string in double quotes: set-default KEY \"VALUE\""
        case let .durationMalformed(text):
            return "'\(text)' is not a duration; write a number with a unit, such as 250ms, 5s, 2.5s or 1h30m"
        case let .durationMissingUnit(text):
            return "'\(text)' has no unit; write \(text)s or \(text)ms (units: d, h, m, s, ms)"
        case let .durationUnitOrder(text, unit):
            return """
                in '\(text)' the unit '\(unit)' is out of order; write units from the largest to \
                the smallest, each at most once, such as 1h30m
                """
        case let .durationFractionNotLast(text):
            return "in '\(text)' only the last unit may have a fraction; write whole numbers before it, such as 1m30.5s"
        case let .durationFinerThanMillisecond(text):
            return "'\(text)' is finer than a millisecond; the clock counts whole milliseconds, so round it"
        case let .durationTooLarge(text):
            return """
                '\(text)' is longer than 10000 days, the longest duration a scenario may use; write \
                a shorter duration
                """
        case let .timeRunsBackwards(text, now):
            return """
                time '\(text)' is earlier than \(now), the time of the line before; time never runs \
                backwards: write \(now) or later, or a relative time such as +5s
                """
        case let .negativeTime(text, now):
            return """
                time '\(text)' is negative, but a time counts from the start of the run (0s); write \
                \(now) or later, or a relative time such as +5s
                """
        case .timelineTooLong:
            return "this time takes the timeline past 10000 days, the longest a scenario may run; write a smaller time"
        case let .notAStatement(spelling):
            return "expected an event, 'expect' or 'log', not '\(spelling)'; a timeline line is [TIME] STATEMENT"
        case let .notAnExploreStep(spelling):
            return "'\(spelling)' is not a step: --events takes events as a timeline line writes them, 'wait' and '+DURATION'"
        case let .exploreStepWithTime(time, rest):
            return "a step of --events has no time: write '\(rest)' (time passes with the steps 'wait' and '+DURATION'), not '\(time) \(rest)'"
        case let .declarationAfterTimeline(word, start):
            return """
                '\(word)' is a declaration, and declarations must come before the timeline, which \
                starts at line \(start); move this line above line \(start)
                """
        case let .appDeclarationAfterTimeline(word, start):
            return """
                '\(word)' is a declaration, and declarations must come before the timeline, which \
                starts at line \(start); move this line and the lines indented under it above line \
                \(start)
                """
        case let .statementStartsWithApp(app):
            return """
                after the app name '\(app)' a timeline line needs push, pop, present or dismiss \
                (such as '\(app) push CHILD on NAV'); otherwise start it with an event such as \
                'launch \(app)', or with 'expect \(app) ...'
                """
        case let .badCount(spelling, what):
            return "'\(spelling)' is not a number of \(what); write a whole number from 0 to 999999"
        case let .sizeMalformed(text):
            return "'\(text)' is not a size; write a whole number with KB, MB or GB, such as 512KB, 20MB or 1GB"
        case let .sizeMissingUnitFraction(text):
            return """
                '\(text)' has no unit, and sizes are whole numbers; write a whole number with KB, \
                MB or GB, such as 512KB or 20MB
                """
        case let .sizeMissingUnit(text): return "'\(text)' has no unit; write \(text)MB, \(text)KB or \(text)GB"
        case let .sizeUnitCase(text, digits, unit):
            return "in '\(text)' the unit is written in capitals; write \(digits)\(unit)"
        case let .sizeFractionExact(text, exactly):
            return "'\(text)' has a fraction, and sizes are whole numbers; write \(exactly)"
        case let .sizeFraction(text):
            return "'\(text)' has a fraction, and sizes are whole numbers; write a whole number of KB, MB or GB"
        case let .sizeTooLarge(text, maximum):
            return "'\(text)' is larger than \(maximum), the largest size a scenario may use; write a smaller size"
        case let .defaultMemory(memory): return "\(memory), the default"
        case let .systemLargerThanMemory(system, memory):
            return """
                the system's share (\(system)) is larger than the device's memory (\(memory)); \
                write a smaller 'system' or a larger 'memory'
                """
        case .zeroDeviceMemory: return "a device needs some memory; write a size above 0, such as 1GB"
        case .zeroMemoryPressure:
            return """
                'memory-pressure' needs a size above 0; write a size such as 20MB, or no size to \
                purge every suspended app
                """
        case let .notATypeIdentifier(spelling):
            return """
                '\(spelling)' is not a type identifier (UTI); write a dotted name such as \
                public.text or com.example.doc
                """
        case let .duplicateDocumentType(type): return "type '\(type)' is listed twice; remove the repetition"
        case let .duplicateExport(type): return "type '\(type)' is already exported by this app; export each type once"
        case let .extensionWithDot(bare): return "write the extension without the dot: extension \(bare)"
        case let .notAFileExtension(spelling):
            return """
                '\(spelling)' is not a file extension; write letters and digits without the dot, \
                such as txt or sdoc
                """
        case let .indentedControllerWithoutApp(keyword):
            return "this indented '\(keyword)' line has no 'app' line above it; put it under its app"
        case let .controllerOutsideApp(keyword):
            return "'\(keyword)' declares a view controller of an app; indent it under its 'app' line"
        case let .duplicateController(name, app, line):
            return """
                controller '\(name)' is already declared for '\(app)' at line \(line); give this \
                controller another name or remove this line
                """
        case let .undeclaredControllerSuggestion(app, name, suggestion):
            return "app '\(app)' has no controller '\(name)'; did you mean '\(suggestion)'?"
        case let .undeclaredController(app, name):
            return "app '\(app)' has no controller '\(name)'; declare it with 'controller \(name)' under 'app \(app)'"
        case let .navigationRootIsItself(name):
            return "navigation '\(name)' cannot be its own root; name a plain controller declared under the same app"
        case let .navigationInsideNavigation(child):
            return """
                '\(child)' is a navigation controller, and a navigation controller cannot be the \
                child of another; name a plain controller
                """
        case let .controllerAlreadyRoot(child, navigation, line):
            return """
                controller '\(child)' is already the root of navigation '\(navigation)' (line \
                \(line)), and a controller has one parent; give this navigation controller another \
                root
                """
        case let .windowRootInsideNavigation(name, navigation, line):
            return """
                controller '\(name)' is the root of navigation '\(navigation)' (line \(line)), so \
                it cannot also be the window's root; write 'root \(navigation)'
                """
        case let .notANavigationSuggestion(name, app, suggestion):
            return """
                '\(name)' is not a navigation controller of '\(app)', and push and pop need one; \
                did you mean '\(suggestion)'?
                """
        case let .notANavigationNone(name, app):
            return """
                '\(name)' is not a navigation controller of '\(app)', and push and pop need one; \
                declare one with 'navigation NAME root CHILD' under 'app \(app)'
                """
        case let .notANavigationList(name, app, navigations):
            return """
                '\(name)' is not a navigation controller of '\(app)', and push and pop need one; \
                the navigation controllers of '\(app)' are \(navigations)
                """
        case let .unknownControllerCommandSuggestion(word, suggestion):
            return "unknown controller action '\(word)'; did you mean '\(suggestion)'?"
        case let .unknownControllerCommand(word):
            return "unknown controller action '\(word)'; after an app name write push, pop, present or dismiss"
        case let .cannotPushNavigation(name):
            return "'\(name)' is a navigation controller and cannot be pushed; push a plain controller, or present it"
        case let .shareWithItself(app):
            return """
                '\(app)' cannot share a file with itself: the Open-In menu lists the other apps; \
                name another app after 'to'
                """
        case let .sendingCallbackInHandler(callback):
            return """
                '\(callback)' is recorded on the sender of a shared document (DOC-2) and cannot \
                have a handler; it may appear in an 'expect APP callbacks:' list
                """
        case let .controllerCallbackInHandler(callback):
            return """
                '\(callback)' is a view controller callback, and handlers name app callbacks such \
                as didBecomeActive; check it with 'expect APP controller-callbacks: \
                CONTROLLER.\(callback)'
                """
        case let .controllerCallbackInAppList(item):
            return """
                '\(item)' is a view controller callback; list it in 'expect APP \
                controller-callbacks:', not in 'callbacks:'
                """
        case let .appCallbackInControllerList(spelling):
            return """
                '\(spelling)' is an app callback; list it in 'expect APP callbacks:', and here \
                write CONTROLLER.CALLBACK, such as Main.viewDidLoad
                """
        case let .notAControllerCallback(spelling):
            return "'\(spelling)' is not a controller callback; write CONTROLLER.CALLBACK, such as Main.viewDidLoad"
        case let .foreignCallback(spelling, callback):
            return """
                unknown callback '\(spelling)'; did you mean '\(callback)'? (scenarios use the \
                short names; --names swift prints UIKit's)
                """
        case let .foreignSendingCallbackInHandler(spelling, callback):
            return """
                '\(spelling)' is '\(callback)' in a scenario, which is recorded on the sender of a \
                shared document (DOC-2) and cannot have a handler; it may appear in an 'expect APP \
                callbacks:' list
                """
        case let .refuseOutsideStateHandler(callback):
            return """
                'refuse' is the answer false of shouldSaveState or shouldRestoreState, and means \
                nothing in a \(callback) handler; move it to an 'on shouldSaveState:' or 'on \
                shouldRestoreState:' line
                """
        case .refuseCannotBeDelayed:
            return """
                'refuse' takes no 'after': it is the handler's answer, given when the handler \
                returns; remove 'after …'
                """
        case let .actionBeforeUIApplicationMain(action):
            return """
                '\(action)' acts on the app that UIApplicationMain starts (UIApplication and its \
                run loop), and 'on main' runs before it (only 'log', 'work', 'crash' and \
                'read-protected-file' can run there); move it to an 'on didFinishLaunching:' line
                """
        case .timerBeforeUIApplicationMain:
            return """
                a timer set in 'on main' waits for the run loop that UIApplicationMain starts; \
                remove 'after …', or move the action to an 'on didFinishLaunching:' line
                """
        case let .endOfTaskNeverBegunSuggestion(app, task, suggestion):
            return """
                no handler of '\(app)' does 'begin-task \(task)', so this end-task ends nothing; \
                did you mean '\(suggestion)'?
                """
        case let .endOfTaskNeverBegun(app, task):
            return """
                no handler of '\(app)' does 'begin-task \(task)', so this end-task ends nothing; \
                add 'begin-task \(task)' to a handler or correct the name
                """
        case let .expiryOfTaskNeverBegunSuggestion(app, task, suggestion):
            return """
                no handler of '\(app)' does 'begin-task \(task)', so this expiration handler never \
                runs; did you mean '\(suggestion)'?
                """
        case let .expiryOfTaskNeverBegun(app, task):
            return """
                no handler of '\(app)' does 'begin-task \(task)', so this expiration handler never \
                runs; add 'begin-task \(task)' to a handler or correct the name
                """
        case let .handlersNeverRun(app):
            return """
                the handlers of '\(app)' never run: the timeline never launches '\(app)' or sends \
                it an event; add 'launch \(app)' (or another event for it) to the timeline
                """
        case let .settingBeforeItsVersion(feature, since, version):
            return "\(feature) exists from iOS \(since); this setting has no effect (the device runs iOS \(version))"
        case let .restorationBeforeIOS6(version):
            return "state restoration exists from iOS 6; this option has no effect (the device runs iOS \(version))"
        case let .restorationInSceneApp(app, option, version):
            return """
                '\(app)' uses scenes, and on iOS \(version) UIKit restores a scene-based app through its \
                scenes' user activities (stateRestorationActivity), never through its view controllers, \
                so this option has no effect (SR-1); remove it, or remove '\(option)' to show \
                view-controller restoration
                """
        case let .restorationHandlerInSceneApp(callback, app, version):
            return """
                '\(callback)' is never called for '\(app)': on iOS \(version) UIKit restores a scene-based \
                app through its scenes' user activities, never through its app delegate (SR-2, SR-3), so \
                this handler never runs; use 'stateRestorationActivity' to see what a scene saves
                """
        case let .restorationHandlerWithoutOption(callback, app):
            return """
                '\(callback)' is called only for an app that opts in to state restoration, so this \
                handler never runs; add 'restoration' to the 'app \(app)' line
                """
        case let .unknownBuiltinSuggestion(name, suggestion):
            return """
                '\(name)' is not in the system's table of built-in apps, so its process name stays \
                '\(name)'; did you mean '\(suggestion)'?
                """
        case let .unknownBuiltin(name, builtins):
            return """
                '\(name)' is not in the system's table of built-in apps, so its process name stays \
                '\(name)'; the system's table knows \(builtins)
                """
        case let .controllerNeverShown(name, app):
            return """
                controller '\(name)' of '\(app)' is never shown: it is not the window's root nor a \
                navigation's root, and the timeline never pushes or presents it; add 'root \
                \(name)', show it in the timeline, or remove it
                """
        case let .notASceneName(spelling, usage):
            return """
                '\(spelling)' is not a scene; write the app's name, a slash and the scene's number \
                from 1, such as Notes/1: \(usage)
                """
        case let .scenesBeforeIOS13(version):
            return """
                scenes exist from iOS 13; on iOS \(version) this option is accepted and ignored, \
                and the app delegate gets the UI callbacks (SC-1)
                """
        case let .phaseUseWithoutSwiftUI(word, app):
            return """
                '\(word)' needs a SwiftUI app, and \(app) is not one, so this never happens; add \
                'swiftui' to the 'app \(app)' line (UI-1)
                """
        case let .sceneUseWithoutOption(word, app):
            return """
                '\(word)' needs a scene-based app, and \(app) has no scenes, so this never happens; \
                add 'scenes' to the 'app \(app)' line
                """
        case let .splitWithItself(scene):
            return """
                Split View shows two different scenes: \(scene) cannot be beside itself (SC-7); \
                write split APP/N APP/M
                """
        case let .multipleScenesOffIPad(model, app):
            return """
                more than one window needs an iPad: on an \(model) \(app) shows one scene at a \
                time, so open-window and request-scene are refused; write 'model ipad' on the \
                device line (SC-6)
                """
        case let .windowUseWithoutMultiple(word, app):
            return """
                '\(word)' needs an app that supports multiple scenes, and \(app) does not, so it is \
                refused; add 'scenes multiple' to the 'app \(app)' line (SC-6)
                """
        case .usageSplit: return "\(DiagnosticMessages.Usage.event("split"))"
        case .usageHandler: return "\(DiagnosticMessages.Usage.handler)"
        case .usageRefuse: return "\(DiagnosticMessages.Usage.action("refuse"))"
        case .usageExpect: return "\(DiagnosticMessages.Usage.expect)"
        case .usageExpectScene: return "\(DiagnosticMessages.Usage.expectScene)"
        case .usageSwitcher: return "\(DiagnosticMessages.Usage.event("switcher"))"
        case .usageCall: return "\(DiagnosticMessages.Usage.event("call"))"
        case .usageAlert: return "\(DiagnosticMessages.Usage.event("alert"))"
        }
    }
}
