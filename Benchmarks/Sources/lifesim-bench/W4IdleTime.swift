import LifecycleSim

/// W4: three apps, 120 events an (average) month apart, ten virtual years, against the same
/// events within one virtual minute; the trace of each is formatted as JSON. Idle time should
/// cost nothing: the clock jumps from one scheduled item to the next.
enum W4IdleTime {
    static let events: [DeviceEvent] = [
        .launch(app: "A", url: nil), .launch(app: "B", url: nil), .launch(app: "C", url: nil),
        .call, .callAccept, .callEnd, .home,
        .switcherShow, .switcherKill(app: "A"), .switcherClose,
    ]
    static let count = 120
    /// Ten years of 365.2425 days, in 120 steps.
    static let month: Int64 = 10 * 31_556_952_000 / 120
    /// One minute, in 120 steps.
    static let halfSecond: Int64 = 60_000 / 120

    /// Runs the 120 events `repeats` times on fresh devices, `step` milliseconds apart: the
    /// JSON bytes written and the callback names of the last run.
    static func run(step: Int64, repeats: Int) -> (bytes: Int, callbacks: [String]) {
        var bytes = 0
        var callbacks: [String] = []
        for _ in 0..<repeats {
            let device = Device(version: OSVersion(12))
            let sink = CountingJSONSink()
            device.addSink(sink)
            for name in ["A", "B", "C"] { device.install(AppConfiguration(name: name)) }
            for index in 0..<count {
                device.advance(to: VirtualTime(milliseconds: Int64(index + 1) * step))
                device.handle(events[index % events.count])
            }
            bytes += sink.bytes
            callbacks = sink.callbacks
        }
        return (bytes, callbacks)
    }

    static func run(_ report: Report, _ options: Options) {
        let repeats = options.quick ? 20 : 5_000
        let years = run(step: month, repeats: 1)
        let minute = run(step: halfSecond, repeats: 1)
        report.check("W4 same callbacks over ten years and one minute", years.callbacks == minute.callbacks && !years.callbacks.isEmpty,
                     "\(years.callbacks.count) and \(minute.callbacks.count) callbacks")
        _ = run(step: month, repeats: repeats / 10)
        _ = run(step: halfSecond, repeats: repeats / 10)
        var yearTimes: [Double] = []
        var minuteTimes: [Double] = []
        for _ in 0..<options.runs {
            yearTimes.append(Measure.time { run(step: month, repeats: repeats) }.seconds)
            minuteTimes.append(Measure.time { run(step: halfSecond, repeats: repeats) }.seconds)
        }
        let ratio = Measure.median(yearTimes) / Measure.median(minuteTimes)
        let perRun = 1e6 / Double(repeats)
        report.add(Row(workload: "W4 idle time", metric: "ten years, 120 events (µs per run)",
                       value: String(format: "%.1f µs", Measure.median(yearTimes) * perRun)))
        report.add(Row(workload: "W4 idle time", metric: "one minute, 120 events (µs per run)",
                       value: String(format: "%.1f µs", Measure.median(minuteTimes) * perRun)))
        report.add(Row(workload: "W4 idle time", metric: "ratio ten years / one minute", value: Format.ratio(ratio),
                       target: "≤ 1.5", met: ratio <= 1.5))
    }
}

/// Formats every record as JSON and counts the bytes; keeps the callback names.
final class CountingJSONSink: TraceSink {
    private(set) var bytes = 0
    private(set) var callbacks: [String] = []

    func receive(_ record: TraceRecord) {
        bytes += TraceJSONFormatter.line(for: record).utf8.count + 1
        if case .callback(let callback) = record { callbacks.append("\(callback.app) \(callback.callback)") }
    }
}
