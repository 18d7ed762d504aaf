import LifecycleSim

/// Writes `lifesim page`: one self-contained HTML file that steps through a run — the
/// timeline picture with a cursor, the scenario, the trace with each record's explanation,
/// the states of every app and scene, and the expectations as they are reached.
///
/// The file loads nothing (no `src`, no `href`, no fonts, no `@import`): style, script,
/// picture and data are all inside it. It is also well-formed XML, so tests can parse it
/// with an XML parser: void elements are self-closed, the script is in a CDATA section,
/// and every piece of text is escaped (`SVGText.escape`).
package enum PageHTML {
    /// The page for `document`, whose text is `source`, with the chrome in `words`.
    package static func render(_ document: ScenarioDocument, source: String, language: Language = .en) -> String {
        render(PageSteps(document: document, source: source, language: language), words: .words(in: language))
    }

    /// The page for steps already built.
    package static func render(_ steps: PageSteps, words: PageWords) -> String {
        var html = """
        <!DOCTYPE html>
        <html lang="\(words.code)">
        <head>
        <meta charset="utf-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <meta name="generator" content="lifesim page"/>
        <title>\(text(steps.title)) — lifesim</title>
        <style>
        \(PageStyle.css)</style>
        </head>
        <body>

        """
        html += header(steps, words: words)
        html += "<section id=\"p-timeline\" aria-label=\"\(text(words.timeline))\">\n<div class=\"picture\">\n"
        html += steps.svg + "\n</div>\n</section>\n<main>\n"
        html += scenario(steps, words: words)
        html += trace(steps, words: words)
        html += side(steps, words: words)
        html += "</main>\n"
        html += "<script type=\"application/json\" id=\"p-data\">" + PageData.json(steps, words: words) + "</script>\n"
        html += "<script>//<![CDATA[\n" + PageScript.source + "\n//]]></script>\n</body>\n</html>\n"
        return html
    }

    /// Text escaped for element content and quoted attributes.
    static func text(_ value: String) -> String { SVGText.escape(value) }

    /// Text escaped, its words kept whole: a browser breaks it only between words
    /// (`PageLineBreaks`).
    static func unbroken(_ value: String) -> String { PageLineBreaks.marked(value) }

    /// ` lang="ja"` for text with Japanese in it on a page in another language (a lesson's title,
    /// its comments), so that the browser breaks it between phrases as Japanese, not between any
    /// two characters; nothing otherwise.
    static func lang(_ value: String) -> String {
        value.unicodeScalars.contains(where: isJapanese) ? " lang=\"ja\"" : ""
    }

    /// Kana, kanji and the CJK punctuation and full-width forms.
    static func isJapanese(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3000...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF00...0xFFEF: return true
        default: return false
        }
    }

    /// `{name}` placeholders of `template` replaced by `values`.
    static func filled(_ template: String, _ values: [(String, String)]) -> String {
        values.reduce(template) { $0.replacing("{\($1.0)}", with: $1.1) }
    }

    private static func header(_ steps: PageSteps, words: PageWords) -> String {
        func count(_ n: Int, _ one: String, _ many: String) -> String { filled(n == 1 ? one : many, [("n", String(n))]) }
        let subtitle = filled(words.subtitle, [
            ("path", steps.path), ("version", steps.version),
            ("records", count(steps.steps.count, words.oneRecord, words.records)),
            ("expectations", count(steps.summary.expectations, words.oneExpectation, words.expectationCount)),
            ("failed", String(steps.summary.failed)),
        ])
        let empty = steps.steps.isEmpty ? "<p class=\"notice\">\(text(words.noRecords))</p>\n" : ""
        return """
        <header>
        <div class="titles">
        <h1 class="shortenable" title="\(text(steps.title))"\(lang(steps.title))>\(text(steps.title))</h1>
        <p class="subtitle shortenable" title="\(text(subtitle))"\(lang(subtitle))>\(text(subtitle))</p>
        </div>
        <nav aria-label="\(text(words.trace))">
        <button type="button" id="p-first">\(text(words.first))</button>
        <button type="button" id="p-previous">\(text(words.previous))</button>
        <button type="button" id="p-next">\(text(words.next))</button>
        <button type="button" id="p-last">\(text(words.last))</button>
        <span id="p-counter" aria-live="polite"></span>
        <button type="button" id="p-present" aria-pressed="false" title="\(text(words.presentHint))">\(text(words.present))</button>
        </nav>
        <p class="keys">\(unbroken(words.keys))</p>
        \(empty)<noscript><p class="notice">\(text(words.needsScript))</p></noscript>
        </header>

        """
    }

    /// The scenario's lines; those that wrote records can be clicked.
    private static func scenario(_ steps: PageSteps, words: PageWords) -> String {
        let active = Set(steps.steps.compactMap(\.line))
        var html = "<section id=\"p-scenario\" aria-label=\"\(text(words.scenario))\">\n<h2>\(text(words.scenario))</h2>\n"
        html += "<ol id=\"p-source\" class=\"scroll\">\n"
        for (offset, line) in steps.sourceLines.enumerated() {
            let number = offset + 1
            let clickable = active.contains(number) ? " class=\"has-steps\"" : ""
            html += "<li data-line=\"\(number)\"\(clickable)\(lang(line))><span class=\"num\">\(number)</span><code>\(unbroken(line))</code></li>\n"
        }
        return html + "</ol>\n</section>\n"
    }

    /// The "now" box and the trace, one item per record, each with its explanation.
    private static func trace(_ steps: PageSteps, words: PageWords) -> String {
        var html = "<section id=\"p-trace-panel\" aria-label=\"\(text(words.trace))\">\n<h2 id=\"p-now-heading\">\(text(words.now))</h2>\n"
        html += "<div id=\"p-now\"><pre id=\"p-now-text\"></pre><p id=\"p-now-why\"></p></div>\n"
        html += "<h2 id=\"p-trace-heading\">\(text(words.trace))</h2>\n<ol id=\"p-trace\" class=\"scroll\">\n"
        for (index, step) in steps.steps.enumerated() {
            let line = step.line.map { " data-line=\"\($0)\"" } ?? ""
            let why = step.why.map { "<span class=\"why\">\(unbroken($0))</span>" } ?? ""
            html += "<li class=\"step\" id=\"p-step-\(index + 1)\"\(line)><code>\(unbroken(step.text))</code>\(why)</li>\n"
        }
        return html + "</ol>\n</section>\n"
    }

    /// The states table (filled by the script at each step) and the expectations.
    private static func side(_ steps: PageSteps, words: PageWords) -> String {
        var html = "<aside id=\"p-side\">\n<h2>\(text(words.states))</h2>\n<div class=\"scroll\">\n<table id=\"p-states\">\n"
        html += "<thead><tr><th>\(text(words.app))</th><th>\(text(words.state))</th></tr></thead>\n<tbody>\n"
        for subject in steps.subjects {
            let scene = subject.isScene ? " class=\"scene\"" : ""
            html += "<tr\(scene) data-task-one=\"\(text(words.oneTask))\" data-task-other=\"\(text(words.taskCount))\">"
                + "<th>\(text(subject.name))</th><td></td></tr>\n"
        }
        html += "</tbody>\n</table>\n<h2>\(text(words.expectations))</h2>\n<ol id=\"p-expectations\">\n"
        for (index, step) in steps.steps.enumerated() {
            guard let expectation = step.expectation else { continue }
            let verdict = expectation.ok ? "pass" : "fail"
            let where_ = expectation.line > 0 ? filled(words.line, [("n", String(expectation.line))]) : ""
            html += "<li class=\"expect \(verdict)\" data-step=\"\(index + 1)\"\(lang(expectation.expected))>"
            html += "<span class=\"mark\">\(expectation.ok ? "✓" : "✗")</span>"
            html += "<span class=\"what\">\(unbroken(expectation.expected))"
            html += " <span class=\"actual\">(\(text(words.actual)): \(unbroken(expectation.actual(in: Language(rawValue: words.code) ?? .en))))</span>"
            html += " <span class=\"pending\">— \(text(words.notYetReached))</span></span>"
            html += "<span class=\"where\">\(text(where_))</span></li>\n"
        }
        return html + "</ol>\n</div>\n</aside>\n"
    }
}
