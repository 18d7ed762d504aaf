import Foundation
import XCTest

/// The README's two test examples are the files the suite compiles and runs, word for word
/// (less the files' doc comments), so the README cannot drift from code that works.
final class ReadmeCodeTests: XCTestCase {
    private var repository: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    private func exampleCode(_ file: String) throws -> String {
        let text = try String(contentsOf: repository.appendingPathComponent("Tests/LifecycleSimTestingTests/\(file)"),
                              encoding: .utf8)
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("///") }.joined(separator: "\n")
    }

    func testTheREADMEShowsTheXCTestAndSwiftTestingExamplesVerbatim() throws {
        let readme = try String(contentsOf: repository.appendingPathComponent("README.md"), encoding: .utf8)
        for file in ["ReadmeExampleTests.swift", "ReadmeSwiftTestingExample.swift", "ReadmeModernLifecycleExample.swift",
                     "ReadmeOwnCodeExample.swift", "ReadmeAsyncCodeExample.swift"] {
            let code = try exampleCode(file).trimmingCharacters(in: .whitespacesAndNewlines)
            XCTAssertTrue(readme.contains("```swift\n" + code + "\n```"), "README.md does not show \(file) as it is")
        }
    }
}
