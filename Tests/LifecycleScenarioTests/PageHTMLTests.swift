import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import LifecycleScenario
import LifecycleSim
import XCTest

/// `lifesim page`: the HTML parses, holds one step per trace record with its line, states
/// and cursor, embeds the timeline picture, escapes hostile text and loads nothing.
final class PageHTMLTests: XCTestCase {
    /// BG-3, BG-5, BG-2 on iOS 7: a task begun on entering the background expires 4 s before
    /// the 180 s run out, its handler ends it, and the app is suspended at 181 s. Line numbers matter.
    static let expiry = """
    scenario "Expiry on iOS 7"
    device ios 7

    app Uploader
      on didEnterBackground: begin-task upload
      on expire upload: end-task upload

    0s      launch Uploader
    +5s     home
            expect Uploader background
    +180s   expect Uploader suspended
            expect Uploader active
    """

    private struct Page {
        var html: String
        var root: SVGNode
        var records: [TraceRecord]
        var data: [String: Any]
        var steps: [[String: Any]]
    }

    private func page(_ source: String, language: Language = .en, file: StaticString = #filePath,
                      line: UInt = #line) throws -> Page {
        let parsed = ScenarioParser.parse(source, path: "lesson.scenario")
        let document = try XCTUnwrap(parsed.document, "\(parsed.diagnostics)", file: file, line: line)
        let html = PageHTML.render(document, source: source, language: language)
        let root = try SVGTreeBuilder.parse(html, file: file, line: line)
        // The trace of an independent run, as `lifesim run` would stream it.
        let runner = ScenarioRunner(document: document)
        let collector = TraceCollector()
        runner.addSink(collector)
        runner.run()
        let script = try XCTUnwrap(root.all.first { $0.attributes["id"] == "p-data" }, file: file, line: line)
        let data = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(script.text.utf8)) as? [String: Any],
                                 file: file, line: line)
        let steps = try XCTUnwrap(data["steps"] as? [[String: Any]], file: file, line: line)
        return Page(html: html, root: root, records: collector.records, data: data, steps: steps)
    }

    func testThePageParsesAndHoldsOneStepPerTraceRecordAndThePicture() throws {
        let page = try page(Self.expiry)
        XCTAssertTrue(page.html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        let items = page.root.elements(class: "step")
        XCTAssertEqual(page.records.count, 19, "launch: event, 2 transitions, 3 callbacks; home: event, 2 transitions, 2 callbacks, task begun; 3 expectations; expiry: task expired, handler, task ended, suspension")
        XCTAssertEqual(items.count, page.records.count, "one step per trace record")
        XCTAssertEqual(page.steps.count, page.records.count, "one data entry per step")
        XCTAssertEqual(page.root.elements(named: "svg").count, 1, "the timeline picture is inside")
        let svg = try XCTUnwrap(page.root.elements(named: "svg").first)
        XCTAssertEqual(svg.elements(class: "lane").count, 1, "one lane: Uploader")
        XCTAssertTrue(svg.all.contains { $0.attributes["id"] == "plot" }, "the cursor goes into the plot group")
        XCTAssertFalse(page.html.contains("<?xml"), "no XML declaration in the middle of the page")
        let subtitle = page.root.elements(class: "subtitle").first?.text
        XCTAssertEqual(subtitle, "lesson.scenario · iOS 7 · 19 records · 3 expectations, 1 failed")
    }

    func testEachStepHasItsExplanationLineStateAndCursor() throws {
        let page = try page(Self.expiry)
        let items = page.root.elements(class: "step")
        let texts = items.map { $0.elements(named: "code").first?.text ?? "" }
        let suspension = try XCTUnwrap(texts.firstIndex { $0.contains("background → suspended") })
        XCTAssertTrue(texts[suspension].hasPrefix("   181.000  Uploader"), "5 s + the 180 s budget (BG-3) - 4 s (BG-5): \(texts[suspension])")
        let why = try XCTUnwrap(items[suspension].elements(class: "why").first?.text)
        XCTAssertTrue(why.hasPrefix("why: "), why)
        XCTAssertTrue(why.hasSuffix("(BG-5, BG-2)"), "BG-5 ended the task, BG-2 suspends: \(why)")
        // The expiry happens while line 11 (`+180s expect …`) advances the clock; `home` is line 9.
        XCTAssertEqual(page.steps[suspension]["line"] as? Int, 11)
        XCTAssertEqual(page.steps.last?["line"] as? Int, 12)
        let home = try XCTUnwrap(texts.firstIndex { $0.contains("▸ home") })
        XCTAssertEqual(page.steps[home]["line"] as? Int, 9)
        XCTAssertEqual(page.steps[home + 1]["line"] as? Int, 9, "willResignActive comes from the home line")
        XCTAssertEqual(items[home].attributes["data-line"], "9")
        // States after each step: ST-2 inactive while launching, suspended at the end.
        XCTAssertEqual(page.steps[1]["states"] as? [String], ["inactive"])
        XCTAssertEqual(page.steps[suspension]["states"] as? [String], ["suspended"])
        XCTAssertEqual(page.steps[suspension - 1]["tasks"] as? [Int], [0], "the handler ended the only task")
        let begun = try XCTUnwrap(texts.firstIndex { $0.contains("'upload' begun") })
        XCTAssertEqual(page.steps[begun]["tasks"] as? [Int], [1])
        // The cursor follows virtual time across the picture.
        let xs = page.steps.compactMap { $0["x"] as? Double }
        XCTAssertEqual(xs.count, page.steps.count)
        XCTAssertEqual(xs, xs.sorted(), "the cursor never moves left as the run goes on")
        XCTAssertLessThan(xs[home], xs[suspension])
        // At a transition the cursor stands where the picture starts the new state's band.
        let svg = try XCTUnwrap(page.root.elements(named: "svg").first)
        let suspendedBand = try XCTUnwrap(svg.elements(class: "band").first { $0.attributes["data-state"] == "suspended" })
        XCTAssertEqual(try XCTUnwrap(suspendedBand.number("x")), xs[suspension], accuracy: 0.05)
        let backgroundBand = try XCTUnwrap(svg.elements(class: "band").first { $0.attributes["data-state"] == "background" })
        let entry = try XCTUnwrap(texts.firstIndex { $0.contains("inactive → background") })
        XCTAssertEqual(try XCTUnwrap(backgroundBand.number("x")), xs[entry] + TimelineStyle.passingWidth / 2, accuracy: 0.05,
                       "inactive was held for no time: its stripe is centred on the cursor, the background band starts at its edge")
        let cursor = try XCTUnwrap(page.data["cursor"] as? [String: Any])
        XCTAssertGreaterThan(try XCTUnwrap(cursor["bottom"] as? Double), 0)
        // Scenario lines that wrote records can be clicked; comments and app lines cannot.
        let lines = page.root.all.filter { $0.attributes["data-line"] != nil && $0.name == "li" && !$0.classes.contains("step") }
        XCTAssertEqual(lines.count, 12, "every line of the scenario is shown")
        XCTAssertEqual(lines.filter { $0.classes.contains("has-steps") }.map { $0.attributes["data-line"] ?? "" },
                       ["8", "9", "10", "11", "12"])
    }

    func testExpectationsAreMarkedPassOrFailOncePerExpectation() throws {
        let page = try page(Self.expiry)
        let expectations = page.root.elements(class: "expect").filter { $0.name == "li" }
        XCTAssertEqual(expectations.count, 3, "the scenario has three expectations")
        XCTAssertEqual(expectations.filter { $0.classes.contains("pass") }.count, 2)
        let failed = expectations.filter { $0.classes.contains("fail") }
        XCTAssertEqual(failed.count, 1, "a suspended app is not active")
        XCTAssertEqual(failed.first?.elements(class: "mark").first?.text, "✗")
        XCTAssertEqual(expectations.first?.elements(class: "mark").first?.text, "✓")
        XCTAssertTrue(failed.first?.elements(class: "actual").first?.text.contains("suspended") == true)
        // Each expectation is reached at the step of its own record.
        let items = page.root.elements(class: "step")
        for expectation in expectations {
            let step = try XCTUnwrap(expectation.attributes["data-step"].flatMap(Int.init))
            let text = items[step - 1].elements(named: "code").first?.text ?? ""
            XCTAssertTrue(text.contains(expectation.classes.contains("pass") ? "✓ expect" : "✗ expect"), text)
        }
    }

    func testThePageLoadsNothingFromOutside() throws {
        let page = try page(Self.expiry)
        for element in page.root.all {
            for attribute in ["src", "href", "xlink:href", "srcset", "data", "poster", "action"] {
                XCTAssertNil(element.attributes[attribute], "<\(element.name) \(attribute)=…> would load something")
            }
            XCTAssertFalse(["link", "img", "iframe", "object", "embed", "audio", "video", "image", "use", "base"]
                .contains(element.name), "<\(element.name)> loads or points somewhere")
        }
        let scripts = page.root.elements(named: "script")
        XCTAssertEqual(scripts.count, 2, "the data and the player, both inline")
        let lower = page.html.lowercased()
        XCTAssertFalse(lower.contains("@import"))
        XCTAssertFalse(lower.contains("url("))
        XCTAssertFalse(lower.contains("@font-face"))
        // The SVG namespace name is the only address in the page, and it names, it loads nothing.
        let addresses = lower.split(separator: "\"").filter { $0.contains("http://") || $0.contains("https://") }
        XCTAssertFalse(addresses.isEmpty, "the picture's namespace is there")
        XCTAssertEqual(Set(addresses), ["http://www.w3.org/2000/svg"])
    }

    func testHostileTextIsEscapedEverywhere() throws {
        let hostile = """
        scenario "</title><script>alert(1)</script>"
        app Mail
          on didBecomeActive: log "<img src=x onerror=alert(2)> & \\"quoted\\" ]]>"
        launch Mail
        log "</script><script>alert(3)</script>"
        """
        let page = try page(hostile)
        XCTAssertEqual(page.root.elements(named: "script").count, 2, "no script element came from the scenario")
        XCTAssertEqual(page.root.elements(named: "img").count, 0)
        let texts = page.root.elements(class: "step").map { $0.elements(named: "code").first?.text ?? "" }
        XCTAssertTrue(texts.contains { $0.contains("log: </script><script>alert(3)</script>") }, "\(texts)")
        XCTAssertTrue(texts.contains { $0.contains("log: <img src=x onerror=alert(2)> & \"quoted\" ]]>") }, "\(texts)")
        XCTAssertEqual(page.root.elements(named: "h1").first?.text, "</title><script>alert(1)</script>")
        let data = try XCTUnwrap(page.root.all.first { $0.attributes["id"] == "p-data" }).text
        XCTAssertFalse(data.contains("<"), "the data can never end its script element")
        let source = page.root.all.filter { $0.name == "li" && $0.attributes["data-line"] == "5" && !$0.classes.contains("step") }
        XCTAssertEqual(source.first?.elements(named: "code").first?.text, "log \"</script><script>alert(3)</script>\"")
    }

    func testJapaneseChromeAndScenesInTheSidePanel() throws {
        let scenes = """
        device ios 13
        app Notes scenes
        launch Notes
        +1s home
        """
        let page = try page(scenes, language: .ja)
        XCTAssertTrue(page.html.contains("<html lang=\"ja\">"))
        let buttons = page.root.elements(named: "button").map(\.text)
        XCTAssertEqual(buttons, ["« 最初", "← 前へ", "次へ →", "最後 »", "発表モード"], "the presenting mode's button last")
        XCTAssertEqual(page.data["stepCounter"] as? String, "ステップ {n} / {total}")
        // SC-1, SC-3: the app and its first scene each get a row; the scene has no state until it connects.
        let rows = page.root.elements(named: "tr").compactMap { $0.elements(named: "th").first?.text }
        XCTAssertEqual(rows, ["アプリ", "Notes", "Notes/1"])
        let first = try XCTUnwrap(page.steps.first?["states"] as? [Any])
        XCTAssertTrue(first.last is NSNull, "no scene before the launch connects one: \(first)")
        let last = try XCTUnwrap(page.steps.last?["states"] as? [String])
        XCTAssertEqual(last, ["suspended", "background"], "SC-5: a suspended app's scene is in the background")
    }

    /// In Japanese the page explains each record in Japanese too, with its rule ids kept.
    func testAJapanesePageExplainsInJapanese() throws {
        let page = try page(Self.expiry, language: .ja)
        let whys = page.root.elements(class: "why").map(\.text)
        let expiry = try XCTUnwrap(whys.first { $0.contains("BG-5") }, "the expiry is explained with BG-5: \(whys)")
        XCTAssertTrue(expiry.unicodeScalars.contains { (0x3040...0x30FF).contains($0.value) || (0x4E00...0x9FFF).contains($0.value) },
                      "Japanese words: \(expiry)")
    }

    /// A task count reads "1 task" / "2 tasks" (the page fills the state cells from these
    /// templates), and in Japanese 「タスク 1 件」; headings are capitalised only in English,
    /// since Japanese has no case.
    func testTaskCountsAgreeInNumberAndJapaneseHeadingsKeepTheirCase() throws {
        let english = try page(Self.expiry)
        let row = try XCTUnwrap(english.root.elements(named: "tr").first { $0.attributes["data-task-one"] != nil })
        XCTAssertEqual(row.attributes["data-task-one"], "{n} task")
        XCTAssertEqual(row.attributes["data-task-other"], "{n} tasks")
        XCTAssertTrue(english.html.contains("count.textContent = row.getAttribute(tasks === 1 ? \"data-task-one\" : \"data-task-other\")"))
        XCTAssertTrue(english.html.contains(":lang(en) h2 { text-transform: uppercase;"))
        XCTAssertFalse(english.html.contains("h2 { font-size: 20px; margin: 0 0 6px; text-transform"), "not for every language")
        let japanese = try page(Self.expiry, language: .ja)
        let japaneseRow = try XCTUnwrap(japanese.root.elements(named: "tr").first { $0.attributes["data-task-one"] != nil })
        XCTAssertEqual(japaneseRow.attributes["data-task-one"], "タスク {n} 件")
    }

    func testPageWordsHaveEveryLanguageTheCommandOffers() {
        for language in Language.allCases {
            XCTAssertEqual(PageWords.words(in: language).code, language.rawValue, "the page's lang attribute")
        }
        XCTAssertEqual(PageWords.words(in: .ja), .japanese)
    }
}
