import XCTest
@testable import LifecycleScenario
import LifecycleSim

final class ScratchDumpTests: XCTestCase {
    func testDump() throws {
        let path = "/tmp/scratch.scenario"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        for (i, part) in text.components(separatedBy: "=====\n").enumerated() {
            print("---- case \(i)")
            let result = ScenarioParser.parse(part, path: "t.scenario")
            for d in result.diagnostics { print(DiagnosticRenderer.render(d, color: false)) }
            if let doc = result.document { print("DOC OK", doc.timeline.map { "\($0.time) \($0.statement)" }) }
        }
    }
}
