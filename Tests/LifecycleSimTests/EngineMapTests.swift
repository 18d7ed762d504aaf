import Foundation
import LifecycleSim
import XCTest

/// docs/ENGINE.md tells a newcomer where each rule is decided; it must name every rule of the
/// catalogue once, and every function and file it names must exist, so the page cannot drift
/// from the code without failing here.
final class EngineMapTests: XCTestCase {
    private var repository: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// The rows of the page's rule table: the rule id and the "where" column.
    private func rows() throws -> [(id: String, whereDecided: String)] {
        let page = try String(contentsOf: repository.appendingPathComponent("docs/ENGINE.md"), encoding: .utf8)
        return page.split(separator: "\n").compactMap { line in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 5, RuleID(rawValue: cells[1]) != nil else { return nil }
            return (cells[1], cells[3])
        }
    }

    func testEveryRuleOfTheCatalogueHasOneRow() throws {
        XCTAssertEqual(try rows().map(\.id), RuleCatalogue.all.map(\.id.rawValue))
    }

    /// Every `name` the table cites (a function, property or type, `Type.member` or `name(labels:)`)
    /// is declared somewhere in Sources, and every `File.swift` it cites exists.
    func testEveryNameTheTableCitesExists() throws {
        let sources = try swiftSources()
        let declared = try declaredNames(in: sources)
        let files = Set(sources.map(\.lastPathComponent))
        for row in try rows() {
            for file in row.whereDecided.matches(of: /([A-Za-z+]+\.swift)/).map({ String($0.1) }) {
                XCTAssertTrue(files.contains(file), "\(row.id): no file \(file)")
            }
            for cited in row.whereDecided.matches(of: /`([^`]+)`/).map({ String($0.1) }) {
                guard let name = citedName(cited) else { continue }
                XCTAssertTrue(declared.contains(name), "\(row.id): `\(cited)` names nothing declared in Sources")
            }
        }
    }

    /// The declared name a citation stands for: the member of `Type.member`, without an argument
    /// list; nil for a citation that is an expression (`action == .run`, `.vc5`).
    private func citedName(_ cited: String) -> String? {
        guard !cited.contains(" "), !cited.hasPrefix(".") else { return nil }
        let name = cited.split(separator: "(").first.map(String.init) ?? cited
        return name.split(separator: ".").last.map(String.init)
    }

    private func swiftSources() throws -> [URL] {
        let root = repository.appendingPathComponent("Sources")
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
        return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
    }

    /// Every name declared by `func`, `var`, `let`, `case`, `enum`, `struct`, `class`, `protocol` or `typealias` in `files`.
    private func declaredNames(in files: [URL]) throws -> Set<String> {
        var names = Set<String>()
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in text.matches(of: /(?:func|var|let|case|enum|struct|class|protocol|typealias)\s+([A-Za-z_][A-Za-z0-9_]*)/) {
                names.insert(String(match.1))
            }
        }
        return names
    }
}
