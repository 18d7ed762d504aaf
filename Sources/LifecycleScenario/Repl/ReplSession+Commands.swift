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
            reply.out(say(.reset(version: options.version, device: initial.device)))
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
            if let nearest = Suggestion.nearest(to: name, in: Self.commands) {
                reply.err(say(.unknownCommandSuggestion(name: name, suggestion: nearest)))
            } else {
                reply.err(say(.unknownCommandHelp(name: name)))
            }
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
            reply.err(say(.takesNoArgument(name: name)))
            return false
        }
        return true
    }

    private func undo(_ reply: inout ReplReply) {
        guard let dropped = dropLast() else {
            reply.err(say(.nothingToUndo))
            return
        }
        reply.out(say(.undone(line: "\(dropped.line)", text: String(Self.trimmed(dropped.text)))))
        if dropped.movedTimeline {
            reply.out(say(.timelineMovedUp(line: "\(snapshot.lastLine(of: .header) + 1)")))
        }
        reply.out(stateSummary())
    }

    private func save(to path: String, _ reply: inout ReplReply) {
        guard !path.isEmpty else {
            reply.err(say(.saveNeedsFile))
            return
        }
        do {
            try writeFile(path, scenarioText)
            let count = snapshot.lines.count
            reply.out(say(count == 1 ? .savedOneLine(count: "\(count)", path: path) : .savedLines(count: "\(count)", path: path)))
        } catch {
            reply.err(say(.cannotWrite(path: path, reason: "\(error)")))
        }
    }

    private func setExplain(_ argument: String, _ reply: inout ReplReply) {
        switch argument {
        case "on": explain = true
        case "off": explain = false
        case "": break
        default:
            reply.err(say(.explainBadArgument(argument: argument)))
            return
        }
        reply.out(say(explain ? .explainOn : .explainOff))
    }

    /// `:help`: what to type, with examples.
    var help: [String] {
        say(.help(device: initial.device)).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}

fileprivate extension String {
    /// The string without leading and trailing spaces and tabs.
    var trimmingBlanks: String { String(ReplSession.trimmed(self)) }
}
