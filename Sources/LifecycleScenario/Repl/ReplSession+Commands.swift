import LifecycleSim

/// The REPL's `:commands`.
extension ReplSession {
    /// The commands, as `:help` and did-you-mean name them.
    static let commands = [":help", ":state", ":undo", ":reset", ":list", ":save", ":explain", ":quit"]

    /// Runs a `:command` line.
    func command(_ line: Substring) -> ReplReply {
        let name = String(line.prefix { !Self.isBlank($0) })
        let argument = Self.withoutComment(line.dropFirst(name.count)).trimmingBlanks
        var reply = ReplReply()
        switch name {
        case ":help", ":h", ":?":
            reply.out(help)
        case ":state", ":s":
            guard noArgument(name, argument, &reply) else { break }
            reply.out(stateSummary())
        case ":undo", ":u":
            guard noArgument(name, argument, &reply) else { break }
            undo(&reply)
        case ":reset":
            guard noArgument(name, argument, &reply) else { break }
            startOver()
            reply.out("reset: a new session on iOS \(options.version) (\(initial.device)); nothing declared")
        case ":list", ":l":
            guard noArgument(name, argument, &reply) else { break }
            reply.out(scenarioText.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init))
        case ":save", ":w":
            save(to: argument, &reply)
        case ":explain":
            setExplain(argument, &reply)
        case ":quit", ":q", ":exit":
            reply.quit = true
        default:
            let hint = Suggestion.nearest(to: name, in: Self.commands).map { "did you mean '\($0)'?" }
                ?? "type :help for the commands"
            reply.err("error: unknown command '\(name)'; \(hint)")
        }
        return reply
    }

    /// The text before a `#` comment, as in a scenario line (`:state   # every app`).
    static func withoutComment(_ text: Substring) -> String {
        var previousIsBlank = true
        for index in text.indices {
            if text[index] == "#" && previousIsBlank { return String(text[..<index]) }
            previousIsBlank = isBlank(text[index])
        }
        return String(text)
    }

    private func noArgument(_ name: String, _ argument: String, _ reply: inout ReplReply) -> Bool {
        guard argument.isEmpty else {
            reply.err("error: '\(name)' takes no argument")
            return false
        }
        return true
    }

    private func undo(_ reply: inout ReplReply) {
        guard let dropped = dropLast() else {
            reply.err("error: nothing to undo")
            return
        }
        reply.out("undone: line \(dropped.line): \(Self.trimmed(dropped.text))")
        if dropped.movedTimeline {
            reply.out("(the timeline moved up one line: it starts at line \(snapshot.lastLine(of: .header) + 1) again)")
        }
        reply.out(stateSummary())
    }

    private func save(to path: String, _ reply: inout ReplReply) {
        guard !path.isEmpty else {
            reply.err("error: ':save' needs a file name: :save FILE")
            return
        }
        do {
            try writeFile(path, scenarioText)
            let count = snapshot.lines.count
            reply.out("saved \(count) line\(count == 1 ? "" : "s") to \(path); replay it with: lifesim run \(path)")
        } catch {
            reply.err("error: cannot write \(path): \(error)")
        }
    }

    private func setExplain(_ argument: String, _ reply: inout ReplReply) {
        switch argument {
        case "on": explain = true
        case "off": explain = false
        case "": break
        default:
            reply.err("error: ':explain' takes on or off, not '\(argument)'")
            return
        }
        reply.out("explain is \(explain ? "on" : "off")")
    }

    /// `:help`: what to type, with examples.
    var help: [String] {
        """
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
          :reset            start over (\(initial.device))
          :list             the session so far, as a scenario file
          :save FILE        write the session as a scenario file: lifesim run FILE replays it
          :explain on|off   say why under each transition and callback
          :help             this help
          :quit             leave (so does the end of input, Ctrl-D)
        """.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}

fileprivate extension String {
    /// The string without leading and trailing spaces and tabs.
    var trimmingBlanks: String { String(ReplSession.trimmed(self)) }
}
