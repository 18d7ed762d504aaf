import LifecycleSim

/// Everything the REPL says in its own words (replies, `:state`, `:help`, the banner and the
/// Ctrl-C question): one case per reply with the values it names, and one switch per language.
/// The lines the user types, the trace's names and the diagnostics keep their own words.
package enum ReplMessage: Hashable, Sendable, LocalizedMessage {
    // Starting
    case banner(version: String)
    case notAVersion(version: String)
    case quitQuestion
    // A typed line
    case lineNotKept(line: String)
    case internalError(path: String, line: String, failure: String)
    case declarationMoved(line: String, next: String)
    case traceRestarted
    case nothingHappened(time: String)
    case acknowledged(what: String)
    case declaredDevice(version: String, model: String)
    case declaredApp(app: String)
    case declaredHandler(app: String, callback: String)
    case declaredSomeHandler(app: String)
    case declaredSetting
    case declaredTitle
    case declared
    // Commands
    case unknownCommandSuggestion(name: String, suggestion: String)
    case unknownCommandHelp(name: String)
    case takesNoArgument(name: String)
    case nothingToUndo
    case undone(line: String, text: String)
    case timelineMovedUp(line: String)
    case reset(version: String, device: String)
    case saveNeedsFile
    case savedOneLine(count: String, path: String)
    case savedLines(count: String, path: String)
    case cannotWrite(path: String, reason: String)
    case explainBadArgument(argument: String)
    case explainOn
    case explainOff
    case help(device: String)
    // :state
    case stateClock(time: String, version: String)
    case stateClockLocked(time: String, version: String)
    case noAppsYet
    case columnApp
    case columnState
    case columnTasks
    case columnRemaining
    case columnLaunchedBy
    case remainingUnlimited
    case remainingNone
    case prewarmed
    case reasonUser
    case reasonURL
    case reasonFetch
    case reasonPush
    case reasonLocation
    case reasonNotification
    case reasonBGTask
    case reasonPrewarm
    case reasonURLSession
    case scenes(list: String)
    case front(app: String)
    case frontHome
    case frontLockScreen
    case frontBehindLock(app: String)
    case switcher(list: String)
    case switcherEmpty
    case expectations(count: String, failed: String)

    /// The words in `language`.
    package func text(in language: Language) -> String { words(in: language) }

    /// The words in English.
    package var english: EnglishText {
        switch self {
        case let .banner(version):
            return """
                lifesim repl: iOS \(version). Type declarations, then timeline lines; :help for \
                help, :quit to leave.
                """
        case let .notAVersion(version):
            return """
                '\(version)' is not an iOS version lifesim models; write a version from 3 to \
                \(OSProfile.newestKnownVersion), such as 7, 4.2 or 17
                """
        case .quitQuestion: return "Quit? unsaved lines will be lost; :save FILE first, or press Ctrl-C again to quit"
        case let .lineNotKept(line): return "(line \(line) not kept)"
        case let .internalError(path, line, failure):
            return """
                \(path):\(line): internal error: \(failure) — this is a bug in lifesim, please \
                report it; the line was not kept
                """
        case let .declarationMoved(line, next):
            return """
                (declarations come before the timeline: this line is line \(line) of the session, \
                and the timeline now starts at line \(next); :list shows the whole file)
                """
        case .traceRestarted: return "(the trace changed from the start; all of it again:)"
        case let .nothingHappened(time): return "now \(time)s: nothing happened"
        case let .acknowledged(what): return "ok: \(what)"
        case let .declaredDevice(version, model): return "the device runs iOS \(version) (\(model))"
        case let .declaredApp(app): return "app \(app) installed"
        case let .declaredHandler(app, callback): return "\(app) handles \(callback)"
        case let .declaredSomeHandler(app): return "\(app) handles a callback"
        case .declaredSetting: return "setting applied"
        case .declaredTitle: return "title set"
        case .declared: return "declared"
        case let .unknownCommandSuggestion(name, suggestion):
            return "error: unknown command '\(name)'; did you mean '\(suggestion)'?"
        case let .unknownCommandHelp(name): return "error: unknown command '\(name)'; type :help for the commands"
        case let .takesNoArgument(name): return "error: '\(name)' takes no argument"
        case .nothingToUndo: return "error: nothing to undo"
        case let .undone(line, text): return "undone: line \(line): \(text)"
        case let .timelineMovedUp(line): return "(the timeline moved up one line: it starts at line \(line) again)"
        case let .reset(version, device): return "reset: a new session on iOS \(version) (\(device)); nothing declared"
        case .saveNeedsFile: return "error: ':save' needs a file name: :save FILE"
        case let .savedOneLine(count, path):
            return "saved \(count) line to \(path); replay it with: lifesim run \(path)"
        case let .savedLines(count, path): return "saved \(count) lines to \(path); replay it with: lifesim run \(path)"
        case let .cannotWrite(path, reason): return "error: cannot write \(path): \(reason)"
        case let .explainBadArgument(argument): return "error: ':explain' takes on or off, not '\(argument)'"
        case .explainOn: return "explain is on"
        case .explainOff: return "explain is off"
        case let .help(device):
            return """
                Type a scenario one line at a time: each line runs at once and its trace is printed.
                First the declarations, then the timeline (docs/LANGUAGE.md in the repository):

                  app Mail                                 install an app
                    on didEnterBackground: begin-task sync   indented: what its code does in a callback
                    on expire sync: end-task sync          the task's expiration handler
                  setting background-refresh off          a setting
                  launch Mail                              a timeline line without a time: happens now
                  +5s home                                 5 seconds later
                  expect Mail background                   check something (✓ or ✗ with the actual value)
                  +3m                                      only let time pass
                  30s lock                                 an absolute time

                A line with an error is shown with its diagnostic and not kept. Line numbers, in the
                trace and in errors, are those of the file :save writes. A declaration typed after the
                timeline has begun is placed at the end of the declarations, before the timeline (the
                timeline's lines move down one; :list shows where everything is).

                Keys on a terminal: ←/→, Home/End (Ctrl-A/Ctrl-E), Backspace/Delete, ↑/↓ for the lines
                typed before, Ctrl-K/Ctrl-U cut to the end/start. Ctrl-C discards the line being typed;
                on an empty line it asks first, and a second Ctrl-C quits (without saving: :save FILE
                first). Ctrl-D on an empty line leaves.

                Commands:
                  :state            every app's state, tasks, remaining time, launch reason; front app; switcher
                  :undo             drop the last accepted line and show the state
                  :reset            start over (\(device))
                  :list             the session so far, as a scenario file
                  :save FILE        write the session as a scenario file: lifesim run FILE replays it
                  :explain on|off   say why under each transition and callback
                  :help             this help
                  :quit             leave (so does the end of input, Ctrl-D)
                """
        case let .stateClock(time, version): return "at \(time)s on iOS \(version)"
        case let .stateClockLocked(time, version): return "at \(time)s on iOS \(version), locked"
        case .noAppsYet: return "no apps yet; declare one with: app NAME"
        case .columnApp: return "app"
        case .columnState: return "state"
        case .columnTasks: return "tasks"
        case .columnRemaining: return "remaining"
        case .columnLaunchedBy: return "launched-by"
        case .remainingUnlimited: return "unlimited"
        case .remainingNone: return "none"
        case .prewarmed: return "prewarmed"
        case .reasonUser: return "user"
        case .reasonURL: return "url"
        case .reasonFetch: return "fetch"
        case .reasonPush: return "push"
        case .reasonLocation: return "location"
        case .reasonNotification: return "notification"
        case .reasonBGTask: return "bgtask"
        case .reasonPrewarm: return "prewarm"
        case .reasonURLSession: return "urlsession"
        case let .scenes(list): return "  scenes: \(list)"
        case let .front(app): return "front: \(app)"
        case .frontHome: return "front: home"
        case .frontLockScreen: return "front: the lock screen"
        case let .frontBehindLock(app): return "front: the lock screen, \(app) inactive behind it"
        case let .switcher(list): return "switcher: \(list)"
        case .switcherEmpty: return "switcher: (empty)"
        case let .expectations(count, failed): return "expectations: \(count) checked, \(failed) failed"
        }
    }
}
