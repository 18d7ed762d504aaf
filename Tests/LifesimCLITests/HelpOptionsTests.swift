import Foundation
import XCTest
@testable import lifesim
import LifecycleSim

/// Every command's `--help`, in English and in Japanese, lists under OPTIONS each option the command
/// accepts (`CommandOptions`, the declaration `Arguments` parses with, `--lang` included), and no
/// option it does not accept.
final class HelpOptionsTests: XCTestCase {
    /// The OPTIONS section of `help`: from its heading to the next heading (a line at the margin).
    private func optionsSection(_ help: String, heading: String) -> String? {
        let lines = help.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: heading) else { return nil }
        let rest = lines[(start + 1)...]
        let end = rest.firstIndex { !$0.isEmpty && !$0.hasPrefix(" ") } ?? lines.endIndex
        return lines[(start + 1)..<end].joined(separator: "\n")
    }

    /// The option names an OPTIONS section describes: those at the start of its entries (`--format
    /// text|json`, `-o, --output PATH`).
    private func described(in section: String) -> Set<String> {
        var names: Set<String> = []
        for line in section.components(separatedBy: "\n") {
            let entry = line.drop { $0 == " " }
            guard entry.hasPrefix("-"), line.count - entry.count == 2 else { continue }
            for word in entry.split(separator: " ") {
                let name = word.trimmingCharacters(in: CharacterSet(charactersIn: ","))
                guard name.hasPrefix("-") else { break }
                names.insert(name.components(separatedBy: "=")[0])
                if !word.hasSuffix(",") { break }
            }
        }
        return names
    }

    func testEveryCommandsHelpListsExactlyTheOptionsItAccepts() throws {
        XCTAssertEqual(Set(CommandOptions.byCommand.keys), Set(HelpKey.allCases).subtracting([.main]))
        for (key, options) in CommandOptions.byCommand {
            for (language, heading) in [(Language.en, "OPTIONS"), (.ja, "オプション")] {
                let help = try XCTUnwrap(HelpText.forCommand(key.rawValue, in: language))
                guard let section = optionsSection(help, heading: heading) else {
                    XCTFail("\(key) (\(language)) has no \(heading) section")
                    continue
                }
                XCTAssertEqual(described(in: section).subtracting(["-h", "--help"]), Set(options.names),
                               "\(key) --help (\(language))")
            }
        }
    }

    /// The audit's case: `check` takes `--color` and `--lang`, and its help says so.
    func testCheckHelpNamesColorAndLang() throws {
        let result = try CLI.run(["check", "--help"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.stdout.contains("\nOPTIONS\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("  --color auto|always|never"), result.stdout)
        XCTAssertTrue(result.stdout.contains("  --lang en|ja"), result.stdout)
    }
}

/// The examples of every help page name files that exist (verify's once named a log that did not).
final class HelpExampleFilesTests: XCTestCase {
    func testEveryScenariosPathInTheHelpExists() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        var checked = 0
        for key in HelpKey.allCases {
            for language in Language.allCases {
                let help = HelpText.text(key, in: language)
                let regex = try NSRegularExpression(pattern: "Scenarios/[A-Za-z0-9_./-]+")
                for match in regex.matches(in: help, range: NSRange(help.startIndex..., in: help)) {
                    let path = String(help[Range(match.range, in: help)!])
                    XCTAssertTrue(FileManager.default.fileExists(atPath: repository.appendingPathComponent(path).path),
                                  "\(key) (\(language)) names \(path)")
                    checked += 1
                }
            }
        }
        XCTAssertGreaterThan(checked, 10)
    }
}
