import Foundation

/// One line of the results table.
struct Row {
    var workload: String
    var metric: String
    var value: String
    /// The issue's target for this figure, or "" when the figure is informative only.
    var target: String = ""
    /// Whether the target is met; nil when there is no target.
    var met: Bool? = nil
}

/// A count the benchmark checks (these, not timings, decide the exit status).
struct Check {
    var name: String
    var ok: Bool
    var detail: String
}

/// Collects rows and checks, prints the table and writes it as JSON (by hand, so keys keep
/// their order and numbers print as written).
final class Report {
    private(set) var rows: [Row] = []
    private(set) var checks: [Check] = []
    let mode: String

    init(mode: String) { self.mode = mode }

    func add(_ row: Row) { rows.append(row) }

    func check(_ name: String, _ ok: Bool, _ detail: String) {
        checks.append(Check(name: name, ok: ok, detail: detail))
    }

    var allChecksPassed: Bool { checks.allSatisfy(\.ok) }

    /// The table, as Markdown (it reads well in a terminal too).
    func table() -> String {
        let header = ["Workload", "Metric", "Value", "Target", "Met"]
        let body = rows.map { [$0.workload, $0.metric, $0.value, $0.target, metCell($0.met)] }
        var widths = header.map(\.count)
        for line in body {
            for (column, cell) in line.enumerated() { widths[column] = max(widths[column], cell.count) }
        }
        func render(_ cells: [String]) -> String {
            "| " + cells.enumerated().map { $1.padding(toLength: widths[$0], withPad: " ", startingAt: 0) }
                .joined(separator: " | ") + " |"
        }
        var lines = [render(header), "|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|"]
        lines += body.map(render)
        return lines.joined(separator: "\n")
    }

    /// Whether a target was met: quick mode runs debug-sized counts, whose times say nothing
    /// against targets set for release builds of the full workloads.
    private func metCell(_ met: Bool?) -> String {
        guard let met else { return "" }
        return mode == "quick" ? "n/a (quick)" : (met ? "yes" : "NO")
    }

    /// The checks, one line each.
    func checkLines() -> String {
        checks.map { "\($0.ok ? "ok  " : "FAIL") \($0.name): \($0.detail)" }.joined(separator: "\n")
    }

    /// The table and the checks as one JSON document.
    func json(date: String, machine: String) -> String {
        func quote(_ text: String) -> String {
            var out = "\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                default:
                    if scalar.value < 0x20 {
                        out += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                            + String(scalar.value, radix: 16)
                    } else {
                        out.unicodeScalars.append(scalar)
                    }
                }
            }
            return out + "\""
        }
        let rowText = rows.map { row in
            "    {\"workload\": \(quote(row.workload)), \"metric\": \(quote(row.metric)), \"value\": \(quote(row.value)), "
                + "\"target\": \(quote(row.target)), \"met\": \(row.met.map { $0 ? "true" : "false" } ?? "null")}"
        }
        let checkText = checks.map {
            "    {\"check\": \(quote($0.name)), \"ok\": \($0.ok), \"detail\": \(quote($0.detail))}"
        }
        return """
        {
          "date": \(quote(date)),
          "machine": \(quote(machine)),
          "mode": \(quote(mode)),
          "rows": [
        \(rowText.joined(separator: ",\n"))
          ],
          "checks": [
        \(checkText.joined(separator: ",\n"))
          ]
        }

        """
    }
}

/// Number formatting for the table.
enum Format {
    /// `12345678` → `12.3 M`.
    static func rate(_ perSecond: Double) -> String {
        if perSecond >= 1e6 { return String(format: "%.2f M/s", perSecond / 1e6) }
        if perSecond >= 1e3 { return String(format: "%.1f k/s", perSecond / 1e3) }
        return String(format: "%.1f /s", perSecond)
    }

    static func seconds(_ value: Double) -> String {
        value < 0.01 ? String(format: "%.2f ms", value * 1000) : String(format: "%.3f s", value)
    }

    /// Three decimals, or two significant digits below 0.01 (a Python peer's ratio to a
    /// hand-written baseline is some 0.0005, which three decimals would print as 0.000).
    static func ratio(_ value: Double) -> String {
        value > 0 && value < 0.01 ? String(format: "%.2g", value) : String(format: "%.3f", value)
    }

    static func megabytes(kilobytes: Int) -> String { String(format: "%.1f MB", Double(kilobytes) / 1024) }
}

/// The machine, for the table's heading: cores and CPU model from /proc/cpuinfo.
enum Machine {
    static func describe() -> String {
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let model = cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
            .flatMap { $0.split(separator: ":", maxSplits: 1).last }
            .map { $0.trimmingCharacters(in: .whitespaces) } ?? "unknown CPU"
        return "\(ProcessInfo.processInfo.activeProcessorCount) cores, \(model)"
    }

    static func today() -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm 'UTC'"
        return formatter.string(from: Date())
    }
}
