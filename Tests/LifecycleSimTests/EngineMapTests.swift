import Foundation
import LifecycleSim
import XCTest

/// docs/ENGINE.md tells a newcomer where each rule is decided; it must name every rule of the
/// catalogue once, name for each the one function that decides it (or say in one sentence why the
/// rule is a sequence), and every function and file it names must exist, so the page cannot drift
/// from the code without failing here.
final class EngineMapTests: XCTestCase {
    private var repository: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// One row of the page's rule table: `| Rule | Title | Where it is decided | Around it |`.
    private struct Row {
        let id: String
        let decided: String
        let around: String
    }

    /// What a "Where it is decided" cell must begin with when no one function decides the rule.
    private static let sequenceMarker = "A sequence:"

    /// The rows of the page's rule table, in page order. A line whose first cell is a rule id but
    /// that does not have the table's four columns fails here, rather than being left out.
    private func rows() throws -> [Row] {
        let page = try String(contentsOf: repository.appendingPathComponent("docs/ENGINE.md"), encoding: .utf8)
        return page.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("|") else { return nil }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count > 1, RuleID(rawValue: cells[1]) != nil else { return nil }
            guard cells.count == 6 else {
                XCTFail("""
                    \(cells[1]): its row in docs/ENGINE.md has \(cells.count - 2) columns; give it the table's four: \
                    | Rule | Title | Where it is decided | Around it |
                    """)
                return nil
            }
            return Row(id: cells[1], decided: cells[3], around: cells[4])
        }
    }

    func testEveryRuleOfTheCatalogueHasOneRow() throws {
        XCTAssertEqual(try rows().map(\.id), RuleCatalogue.all.map(\.id.rawValue))
    }

    /// Every `name` the table cites in either column (a function, property or type, `Type.member`
    /// or `name(labels:)`) is declared somewhere in Sources, and every `File.swift` it cites exists.
    func testEveryNameTheTableCitesExists() throws {
        let sources = try swiftSources()
        let declared = try declaredNames(in: sources)
        let files = Set(sources.map(\.lastPathComponent))
        for row in try rows() {
            for (column, cell) in [("Where it is decided", row.decided), ("Around it", row.around)] {
                for file in cell.matches(of: /([A-Za-z+]+\.swift)/).map({ String($0.1) }) {
                    XCTAssertTrue(files.contains(file), "\(row.id), \(column): no file \(file) in Sources")
                }
                for cited in cell.matches(of: /`([^`]+)`/).map({ String($0.1) }) {
                    guard let name = citedName(cited) else { continue }
                    XCTAssertTrue(declared.contains(name), "\(row.id), \(column): `\(cited)` names nothing declared in Sources")
                }
            }
        }
    }

    /// Each row's "Where it is decided" is either one file and the one function of it that decides
    /// the rule, ``Device+Tasks.swift `keepsRunning` `` (a folder before the file may say which
    /// one), declared in that file; or one sentence beginning "A sequence:" that says why no one
    /// function decides it.
    func testEachRowNamesOneDecidingFunctionOrSaysWhyItIsASequence() throws {
        let sources = try swiftSources()
        for row in try rows() {
            if row.decided.hasPrefix(Self.sequenceMarker) {
                checkSequenceSentence(row)
                continue
            }
            guard let match = row.decided.wholeMatch(of: /((?:[A-Za-z]+\/)*[A-Za-z+]+\.swift) `([^`]+)`/) else {
                XCTFail("""
                    \(row.id): "Where it is decided" is "\(row.decided)"; write the one file and function that \
                    decide the rule, as Device+Tasks.swift `keepsRunning` (callers, gates and where it is carried \
                    out go in "Around it"), or one sentence beginning "\(Self.sequenceMarker)" saying why no one \
                    function decides it
                    """)
                continue
            }
            let path = String(match.1)
            let cited = String(match.2)
            guard let name = citedName(cited) else {
                XCTFail("\(row.id): \"Where it is decided\" cites `\(cited)`, which is not a name; cite the function, as `keepsRunning` or `remaining(of:)`")
                continue
            }
            let candidates = sources.filter { $0.path.hasSuffix("/" + path) }
            guard candidates.count == 1, let file = candidates.first else {
                XCTFail(candidates.isEmpty
                    ? "\(row.id): \"Where it is decided\" names \(path), which is not a file in Sources; name the file that declares `\(cited)`"
                    : "\(row.id): \"Where it is decided\" names \(path), which is \(candidates.count) files in Sources; put its folder before it (Profile/OSProfile.swift)")
                continue
            }
            let declared = try declaredNames(in: [file])
            XCTAssertTrue(declared.contains(name), """
                \(row.id): "Where it is decided" names `\(cited)` in \(path), which does not declare it; name the file \
                that declares it, or the function of \(path) that decides the rule
                """)
        }
    }

    /// A sequence's reason is one sentence: no sentence ends inside it (a full stop followed by a
    /// capital), it ends with at most one full stop, and it says something after the marker.
    private func checkSequenceSentence(_ row: Row) {
        let reason = row.decided.dropFirst(Self.sequenceMarker.count).trimmingCharacters(in: .whitespaces)
        let body = reason.hasSuffix(".") ? String(reason.dropLast()) : reason
        XCTAssertFalse(body.trimmingCharacters(in: .whitespaces).isEmpty, """
            \(row.id): "Where it is decided" is "\(Self.sequenceMarker)" alone; say in one sentence why no one \
            function decides the rule
            """)
        XCTAssertFalse(body.hasSuffix("."), """
            \(row.id): "Where it is decided" ends with more than one full stop; end its sentence with one
            """)
        XCTAssertFalse(body.contains(/\.\s+[A-Z]/), """
            \(row.id): "Where it is decided" says "\(Self.sequenceMarker)" in more than one sentence; say why \
            the rule is a sequence in one, and move the rest to "Around it"
            """)
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
