import LifecycleSim

/// A scenario run and drawn: the SVG of `lifesim timeline` and what the run came to.
package struct TimelinePicture: Sendable {
    /// The SVG document, without a final newline.
    package var svg: String
    package var summary: RunSummary
    /// How many apps the picture has lanes for (their scenes' lanes are not counted).
    package var apps: Int

    /// Runs `document` on a fresh device and draws its trace, its own words in `language`.
    package static func draw(_ document: ScenarioDocument, in language: Language = .en) -> TimelinePicture {
        let runner = ScenarioRunner(document: document)
        let collector = TraceCollector()
        runner.addSink(collector)
        let summary = runner.run()
        let model = TimelineModel(document: document, records: collector.records, end: summary.end, language: language)
        return TimelinePicture(svg: TimelineSVG.render(model, in: language), summary: summary, apps: model.appCount)
    }
}
