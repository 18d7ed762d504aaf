import LifecycleSim

/// Everything the REPL says in its own words (replies, `:state`, `:help`, the banner and the
/// Ctrl-C question), keyed so that each has a text in every language. The lines the user
/// types, the trace's names and the diagnostics keep their own words.
package enum ReplKey: String, CaseIterable, Hashable, Sendable {
    // Starting
    case banner, notAVersion, quitQuestion
    // A typed line
    case lineNotKept, internalError, declarationMoved, traceRestarted, nothingHappened, acknowledged
    case declaredDevice, declaredApp, declaredHandler, declaredSomeHandler, declaredSetting, declaredTitle, declared
    // Commands
    case unknownCommandSuggestion, unknownCommandHelp, takesNoArgument, nothingToUndo, undone, timelineMovedUp
    case reset, saveNeedsFile, savedOneLine, savedLines, cannotWrite, explainBadArgument, explainOn, explainOff
    case help
    // :state
    case stateClock, stateClockLocked, noAppsYet
    case columnApp, columnState, columnTasks, columnRemaining, columnLaunchedBy
    case remainingUnlimited, remainingNone, prewarmed
    case reasonUser, reasonURL, reasonFetch, reasonPush, reasonLocation, reasonNotification, reasonBGTask, reasonPrewarm, reasonURLSession
    case scenes, front, frontHome, frontLockScreen, frontBehindLock, switcher, switcherEmpty, expectations
}

/// The REPL's catalogue: the English table (today's replies) and the Japanese one.
package enum ReplMessages {
    /// Both tables; `problems` lists what is missing or mismatched.
    package static let catalogue = MessageCatalogue<ReplKey>(english: english, japanese: japanese)

    /// The text of `key` in `language`, its placeholders filled by `arguments`.
    package static func text(_ key: ReplKey, in language: Language, _ arguments: [String: String] = [:]) -> String {
        catalogue.text(key, in: language, arguments)
    }

    static let english: [ReplKey: String] = [
        .banner: "lifesim repl: iOS {version}. Type declarations, then timeline lines; :help for help, :quit to leave.",
        .notAVersion: "'{version}' is not an iOS version; write a version from 3 on, such as 7, 4.2 or 17",
        .quitQuestion: "Quit? unsaved lines will be lost; :save FILE first, or press Ctrl-C again to quit",

        .lineNotKept: "(line {line} not kept)",
        .internalError: "{path}:{line}: internal error: {failure} — this is a bug in lifesim, please report it; the line was not kept",
        .declarationMoved: "(declarations come before the timeline: this line is line {line} of the session, "
            + "and the timeline now starts at line {next}; :list shows the whole file)",
        .traceRestarted: "(the trace changed from the start; all of it again:)",
        .nothingHappened: "now {time}s: nothing happened",
        .acknowledged: "ok: {what}",
        .declaredDevice: "the device runs iOS {version} ({model})",
        .declaredApp: "app {app} installed",
        .declaredHandler: "{app} handles {callback}",
        .declaredSomeHandler: "{app} handles a callback",
        .declaredSetting: "setting applied",
        .declaredTitle: "title set",
        .declared: "declared",

        .unknownCommandSuggestion: "error: unknown command '{name}'; did you mean '{suggestion}'?",
        .unknownCommandHelp: "error: unknown command '{name}'; type :help for the commands",
        .takesNoArgument: "error: '{name}' takes no argument",
        .nothingToUndo: "error: nothing to undo",
        .undone: "undone: line {line}: {text}",
        .timelineMovedUp: "(the timeline moved up one line: it starts at line {line} again)",
        .reset: "reset: a new session on iOS {version} ({device}); nothing declared",
        .saveNeedsFile: "error: ':save' needs a file name: :save FILE",
        .savedOneLine: "saved {count} line to {path}; replay it with: lifesim run {path}",
        .savedLines: "saved {count} lines to {path}; replay it with: lifesim run {path}",
        .cannotWrite: "error: cannot write {path}: {reason}",
        .explainBadArgument: "error: ':explain' takes on or off, not '{argument}'",
        .explainOn: "explain is on",
        .explainOff: "explain is off",
        .help: """
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
              :reset            start over ({device})
              :list             the session so far, as a scenario file
              :save FILE        write the session as a scenario file: lifesim run FILE replays it
              :explain on|off   say why under each transition and callback
              :help             this help
              :quit             leave (so does the end of input, Ctrl-D)
            """,

        .stateClock: "at {time}s on iOS {version}",
        .stateClockLocked: "at {time}s on iOS {version}, locked",
        .noAppsYet: "no apps yet; declare one with: app NAME",
        .columnApp: "app",
        .columnState: "state",
        .columnTasks: "tasks",
        .columnRemaining: "remaining",
        .columnLaunchedBy: "launched-by",
        .remainingUnlimited: "unlimited",
        .remainingNone: "none",
        .prewarmed: "prewarmed",
        .reasonUser: "user",
        .reasonURL: "url",
        .reasonFetch: "fetch",
        .reasonPush: "push",
        .reasonLocation: "location",
        .reasonNotification: "notification",
        .reasonBGTask: "bgtask",
        .reasonPrewarm: "prewarm",
        .reasonURLSession: "urlsession",
        .scenes: "  scenes: {list}",
        .front: "front: {app}",
        .frontHome: "front: home",
        .frontLockScreen: "front: the lock screen",
        .frontBehindLock: "front: the lock screen, {app} inactive behind it",
        .switcher: "switcher: {list}",
        .switcherEmpty: "switcher: (empty)",
        .expectations: "expectations: {count} checked, {failed} failed",
    ]
}
