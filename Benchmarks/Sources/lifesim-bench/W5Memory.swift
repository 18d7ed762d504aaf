import Foundation
import LifecycleSim

/// W5: a run of 1 M and of 10 M events (W1's cycle, ten events each, every one `Device.handle`
/// one virtual second after the last, as in W3's generated scenarios) streaming its JSON trace to /dev/null, each in a child process of this executable that
/// reads its own VmHWM from /proc/self/status at the end.
///
/// It drives the engine through its API rather than `lifesim run` on a generated file: the
/// scenario parser keeps the whole document in memory, so a run of the CLI grows with the
/// file (W3 measures that), while the engine and the trace writer must not grow with the run.
enum W5Memory {
    /// The child's work: `events` events, then one line `events records bytes seconds vmhwm_kb`.
    static func child(events: Int) -> Int32 {
        let device = Device(version: OSVersion(12))
        guard let handle = FileHandle(forWritingAtPath: "/dev/null") else { return 2 }
        let sink = JSONFileSink(handle: handle)
        device.addSink(sink)
        device.install(AppConfiguration(name: "App"))
        let cycle = W1Callbacks.cycle
        let start = Measure.nanos()
        for index in 0..<events {
            device.advance(by: .seconds(1))
            device.handle(cycle[index % cycle.count])
        }
        sink.flush()
        let seconds = Double(Measure.nanos() - start) / 1e9
        print("\(events) \(sink.records) \(sink.bytes) \(seconds) \(peakResidentKB())")
        return 0
    }

    /// The peak resident set of this process, in kB (VmHWM on Linux).
    static func peakResidentKB() -> Int { Platform.ownPeakResidentKB() }

    struct Sample {
        var events = 0
        var records = 0
        var bytes = 0
        var seconds = 0.0
        var peakKB = 0
    }

    static func sample(events: Int) -> Sample? {
        let result = ChildProcess.run(ChildProcess.ownExecutable(), ["--w5-child", String(events)], captureOutput: true)
        let fields = result.output.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
        guard result.status == 0, fields.count == 5, let e = Int(fields[0]), let r = Int(fields[1]),
              let b = Int(fields[2]), let s = Double(fields[3]), let p = Int(fields[4]) else { return nil }
        return Sample(events: e, records: r, bytes: b, seconds: s, peakKB: p)
    }

    static func run(_ report: Report, _ options: Options) {
        let small = options.quick ? 10_000 : 1_000_000
        let large = small * 10
        guard let a = sample(events: small), let b = sample(events: large) else {
            report.check("W5 child runs", false, "a child process failed")
            return
        }
        report.check("W5 child runs", true, "\(a.records) and \(b.records) records")
        report.check("W5 records grow with the events", b.records == a.records * 10,
                     "\(a.records) × 10 = \(b.records)?")
        let growth = Double(b.peakKB - a.peakKB) / Double(a.peakKB)
        report.add(Row(workload: "W5 memory", metric: "\(small / 1_000_000 > 0 ? "\(small / 1_000_000) M" : "\(small / 1_000) k") events: peak (VmHWM), \(a.records) records",
                       value: Format.megabytes(kilobytes: a.peakKB)))
        report.add(Row(workload: "W5 memory", metric: "\(large / 1_000_000 > 0 ? "\(large / 1_000_000) M" : "\(large / 1_000) k") events: peak (VmHWM), \(b.records) records, \(b.bytes / 1_000_000) MB of JSON",
                       value: Format.megabytes(kilobytes: b.peakKB), target: "≤ 64 MB", met: b.peakKB <= 64 * 1024))
        report.add(Row(workload: "W5 memory", metric: "growth of the peak from ×1 to ×10 events",
                       value: String(format: "%+.1f%%", growth * 100), target: "flat (≤ 10%)", met: growth <= 0.10))
        report.add(Row(workload: "W5 memory", metric: "events/s streaming JSON (\(large) events)",
                       value: Format.rate(Double(b.events) / b.seconds)))
    }
}

/// Writes each record as a JSON line to a file handle, through a 64 KB buffer, the way
/// `lifesim run --format json` writes them (packed entries straight into the buffer).
final class JSONFileSink: TraceSink {
    private let handle: FileHandle
    private var buffer: [UInt8] = []
    /// The lines of packed entries written so far, to copy when they come back.
    private var cache: JSONLineCache?
    private(set) var records = 0
    private(set) var bytes = 0

    init(handle: FileHandle) {
        self.handle = handle
        buffer.reserveCapacity(1 << 17)
    }

    func receive(_ record: TraceRecord) {
        TraceJSONFormatter.append(record, file: nil, to: &buffer)
        buffer.append(0x0A)
        records += 1
        if buffer.count >= 1 << 16 { flush() }
    }

    /// A batch's lines with no record made for a packed entry (the record path above
    /// writes the same bytes: TraceJSONPackedTests).
    func receive(_ batch: TraceBatch) {
        TraceJSONFormatter.appendLines(of: batch, file: nil, to: &buffer, cache: &cache)
        records += batch.count
        if buffer.count >= 1 << 16 { flush() }
    }

    func flush() {
        bytes += buffer.count
        try? handle.write(contentsOf: buffer)
        buffer.removeAll(keepingCapacity: true)
    }
}
