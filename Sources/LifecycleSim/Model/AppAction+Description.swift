extension AppAction: CustomStringConvertible {
    /// The action as the scenario language writes it (`begin-task upload`, `work 2s`).
    public var description: String {
        switch self {
        case .beginTask(let name): return "begin-task \(name)"
        case .endTask(let name): return "end-task \(name)"
        case .endAllTasks: return "end-all-tasks"
        case .work(let duration): return "work \(duration)"
        case .completeFetch(let result): return "complete-fetch \(result.rawValue)"
        case .startAudio: return "start-audio"
        case .stopAudio: return "stop-audio"
        case .startLocation: return "start-location"
        case .stopLocation: return "stop-location"
        case .crash: return "crash"
        case .log(let text): return "log \(text.quotedForScenario)"
        case .logRemaining: return "log-remaining"
        case .logState: return "log-state"
        case .readProtectedFile: return "read-protected-file"
        case .setDefault(let key, let value): return "set-default \(key) \"\(value)\""
        case .logDefault(let key): return "log-default \(key)"
        case .startTransfer: return "start-transfer"
        case .completeEvents: return "complete-events"
        case .refuse: return "refuse"
        case .bgRegister(let id): return "bg-register \(id)"
        case .bgSubmit(let request): return "bg-submit \(request.description)"
        case .bgCancel(let id): return id.map { "bg-cancel \($0)" } ?? "bg-cancel-all"
        case .requestScene: return "request-scene"
        case .bgComplete(let id, let success): return "bg-complete \(id) \(success ? "success" : "failure")"
        }
    }
}

extension String {
    /// The string as a scenario-language string literal, with `\"` and `\\` escapes.
    package var quotedForScenario: String {
        var out = "\""
        for character in self {
            if character == "\"" || character == "\\" { out.append("\\") }
            out.append(character)
        }
        return out + "\""
    }
}
