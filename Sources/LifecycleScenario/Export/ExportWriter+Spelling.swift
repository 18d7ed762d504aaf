import LifecycleSim

/// How values are spelled in Swift source: durations, sizes, enum cases, string literals.
extension ExportWriter {
    func durationLiteral(_ duration: VirtualDuration) -> String {
        // Swift's Duration, as the test API takes it: seconds where they are whole.
        let ms = duration.milliseconds
        if ms % 1000 == 0 { return ".seconds(\(ms / 1000))" }
        return ".milliseconds(\(ms))"
    }

    func stateCase(_ state: AppState) -> String { state == .notRunning ? "notRunning" : state.rawValue }

    /// The Swift case of a hyphenated raw value (`foreground-active` → `foregroundActive`).
    func caseName(_ rawValue: String) -> String { lowerFirst(TestExporter.upperCamel(rawValue)) }

    /// `.gigabytes(2)`, `.megabytes(300)`, `.kilobytes(512)`: the largest unit that states the size exactly.
    func memoryLiteral(_ size: MemorySize) -> String {
        for (unit, bytes) in [("gigabytes", Int64(1) << 30), ("megabytes", Int64(1) << 20), ("kilobytes", Int64(1) << 10)]
        where size.bytes != 0 && size.bytes % bytes == 0 {
            return ".\(unit)(\(size.bytes / bytes))"
        }
        return size.bytes == 0 ? ".zero" : "MemorySize(bytes: \(size.bytes))"
    }

    /// `BGTaskRequest(identifier: "com.example.refresh", kind: .refresh, earliest: .minutes(15))`.
    func requestLiteral(_ request: BGTaskRequest) -> String {
        var arguments = "identifier: \(swiftString(request.identifier)), kind: .\(request.kind.rawValue)"
        if let earliest = request.earliestDelay { arguments += ", earliest: \(durationLiteral(earliest))" }
        if request.requiresNetwork { arguments += ", requiresNetwork: true" }
        if request.requiresPower { arguments += ", requiresPower: true" }
        return "BGTaskRequest(\(arguments))"
    }

    /// `["a", "b"]`.
    func stringList(_ items: [String]) -> String { "[" + items.map(swiftString).joined(separator: ", ") + "]" }

    func fetchCase(_ result: FetchResult) -> String {
        switch result {
        case .newData: return "newData"
        case .noData: return "noData"
        case .failed: return "failed"
        }
    }

    func modeCase(_ mode: BackgroundMode) -> String { lowerFirst(TestExporter.upperCamel(mode.rawValue)) }

    func lowerFirst(_ text: String) -> String {
        // `IOS7Tests` → `iOS7Tests`; a leading acronym keeps all but its first letter upper-case.
        guard let first = text.first else { return text }
        return first.lowercased() + text.dropFirst()
    }

    func swiftString(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    static let swiftKeywords: Set<String> = ["class", "struct", "enum", "func", "let", "var", "if", "else", "for", "in", "while",
                                             "return", "switch", "case", "default", "do", "try", "throw", "self", "true", "false",
                                             "nil", "import", "protocol", "extension", "static", "public", "private", "internal",
                                             "guard", "where", "is", "as", "break", "continue", "repeat", "defer", "operator", "init"]
}
