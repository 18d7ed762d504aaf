// libFuzzer entry point: parse any bytes as a scenario and, when they parse, run them with the
// invariant checker. A crash, a hang, an unlocated diagnostic or a broken invariant is a finding.
// Built by Fuzz/run.sh, outside the package's default products (-sanitize=fuzzer does not link
// in a plain `swift build`).
import LifecycleScenario
import LifecycleSim

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScenario(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let parsed = ScenarioParser.parse(bytes, path: "fuzz")
    for diagnostic in parsed.diagnostics where diagnostic.location.line < 1 || diagnostic.location.column < 1 {
        fatalError("unlocated diagnostic: \(diagnostic)")
    }
    guard let document = parsed.document, document.timeline.count <= 2_000 else { return 0 }
    if let violation = RandomWalk.firstViolation(in: document) {
        fatalError("invariant broken: \(violation)")
    }
    return 0
}
