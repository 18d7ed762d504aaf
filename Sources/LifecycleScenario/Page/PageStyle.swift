import LifecycleSim

/// The page's style sheet: made for a projector — large type, black on white, the current
/// step in strong yellow — and laid out to fit one screen by its shape. On a 4:3 screen
/// (1024×768): the header, the whole picture across the width, then two columns: the scenario
/// over the states and expectations, and the trace with the current record. On a wide one
/// (16:9, 1280×720, and at least 1200 px wide):
/// the trace with the current record down the right, the picture and the other two columns
/// to its left. The picture's size is set by the page's script (`PageScript`), which fits every
/// lane, the expectations and the axis in the window at a size whose text reads.
///
/// Words are never broken inside: code wraps only between words (hanging indent), Japanese
/// only between phrases (`PageLineBreaks`), a state's hyphenated name not at all; a
/// column is never narrower than its longest word (`minmax(min-content, …)`).
///
/// Only system fonts (no web fonts, no `@import`, no `url(…)`); state colours are the
/// timeline picture's own (`TimelineStyle`), so a chip in the side panel matches its band.
enum PageStyle {
    static var css: String { layout + shapes + stateColours }

    private static let layout = """
    :root { --current: #FFE14D; --ink: #000000; --muted: #4D4D4D; --rule: #BDBDBD; --cursor: #E6007E; }
    * { box-sizing: border-box; overflow-wrap: normal; }
    /* Japanese breaks only where the page marks a phrase's end (PageLineBreaks), at spaces, after 、。 */
    :lang(ja) { word-break: keep-all; line-break: strict; }
    html, body { margin: 0; height: 100%; background: #FFFFFF; color: var(--ink); }
    body { font: 22px/1.35 system-ui, -apple-system, "Segoe UI", "Noto Sans", "Noto Sans CJK JP", "Hiragino Sans", "Yu Gothic", sans-serif;
           display: grid; overflow: hidden;
           grid-template-columns: minmax(min-content, 1fr) minmax(min-content, 1.2fr);
           grid-template-rows: auto auto minmax(0, 1.2fr) minmax(0, 1fr);
           grid-template-areas: "header header" "picture picture" "scenario trace" "side trace"; }
    main { display: contents; }
    header { grid-area: header; }
    #p-timeline { grid-area: picture; }
    #p-scenario { grid-area: scenario; }
    #p-trace-panel { grid-area: trace; }
    #p-side { grid-area: side; }
    code, pre, .mono { font-family: ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, "Liberation Mono", monospace; }
    h1 { font-size: 28px; margin: 0; line-height: 1.2; }
    h2 { font-size: 18px; margin: 0 0 4px; color: var(--muted); }
    /* Capitals for Latin headings only: Japanese has no case, and spaced-out kana read badly. */
    :lang(en) h2 { text-transform: uppercase; letter-spacing: 0.06em; }
    /* The title on its own line; the subtitle beside the buttons. Either is shortened with "…"
       when the window is too narrow, its whole text on hover (its title) and on focus. */
    header { padding: 6px 20px 6px; border-bottom: 3px solid var(--ink); display: grid; align-items: center; gap: 2px 20px;
             grid-template-columns: minmax(0, 1fr) auto; grid-template-areas: "title title" "subtitle nav" "keys keys"; }
    header .titles { display: contents; }
    header h1 { grid-area: title; }
    .subtitle { grid-area: subtitle; margin: 0; color: var(--muted); font-size: 17px; }
    .shortenable { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
    .shortenable:focus { white-space: normal; overflow: visible; }
    .keys { grid-area: keys; margin: 0; color: var(--muted); font-size: 16px; }
    #p-tip { position: fixed; z-index: 10; max-width: 70vw; padding: 4px 10px; font-size: 18px; background: #FFFBE0;
             border: 2px solid var(--ink); border-radius: 6px; }
    /* What the page says instead of playing (no records, no script): never hidden. */
    .notice { grid-column: 1 / -1; margin: 0; font-size: 20px; font-weight: 700; }
    nav { grid-area: nav; display: flex; align-items: center; gap: 8px; }
    button { font: inherit; font-size: 20px; font-weight: 700; padding: 4px 14px; color: var(--ink); background: #FFFFFF;
             border: 3px solid var(--ink); border-radius: 8px; cursor: pointer; white-space: nowrap; }
    button:hover:not(:disabled) { background: var(--current); }
    button[aria-pressed="true"] { background: var(--ink); color: #FFFFFF; }
    button:focus-visible, li:focus-visible, #p-timeline [tabindex]:focus-visible { outline: 4px solid var(--cursor); outline-offset: 2px; }
    button:disabled { color: #8C8C8C; border-color: #8C8C8C; cursor: default; }
    /* As wide as its widest count (set by the script), so the buttons never move while stepping. */
    #p-counter { display: inline-block; text-align: right; font-size: 22px; font-weight: 700; white-space: nowrap;
                 font-variant-numeric: tabular-nums; }
    /* Neither the header nor the picture widens the columns: they take the width the panes leave. */
    header, #p-timeline { contain: inline-size; }
    #p-timeline { padding: 4px 6px 4px; border-bottom: 3px solid var(--ink); min-width: 0; overflow: hidden; }
    #p-timeline .picture { overflow: hidden; }
    #p-timeline svg { display: block; }
    #p-timeline .lane-name, #p-timeline .row-name { paint-order: stroke; stroke: #FFFFFF; stroke-width: 5px; }
    /* The whole run in a strip, with the part the picture shows framed: only when the picture
       shows a window of time (a run too long for the screen at a size that reads). */
    #p-overview { display: block; width: 100%; height: 30px; margin-top: 4px; border: 1px solid var(--rule); }
    main > section, main > aside { display: flex; flex-direction: column; min-height: 0; min-width: 0; overflow: hidden;
                                   padding: 8px 14px; border-right: 2px solid var(--rule); }
    #p-side { border-top: 2px solid var(--rule); }
    #p-trace-panel { border-right: none; }
    .scroll { flex: 1; min-height: 0; overflow-x: hidden; overflow-y: auto; position: relative; margin: 0; padding: 0; list-style: none; }
    #p-source li { display: flex; gap: 10px; padding: 1px 6px; font-size: 17px; color: var(--muted); }
    #p-source li.has-steps { color: var(--ink); cursor: pointer; }
    #p-source li.has-steps:hover { text-decoration: underline; }
    #p-source .num { min-width: 2.2em; text-align: right; color: var(--muted); user-select: none; flex: none; }
    #p-source code { flex: 1; min-width: min-content; }
    /* Code and records wrap only between words, each continuation indented under the first line. */
    #p-source code, #p-now-text, #p-trace code { white-space: pre-wrap; padding-left: 2ch; text-indent: -2ch; }
    li.current { background: var(--current); box-shadow: inset 6px 0 0 var(--ink); font-weight: 700; }
    #p-now { border: 3px solid var(--ink); border-radius: 8px; padding: 6px 12px; margin-bottom: 10px; background: #FFFBE0; flex: none; }
    #p-now-text { margin: 0; font-size: 20px; font-weight: 700; }
    #p-now-why { margin: 6px 0 0; font-size: 20px; }
    #p-trace li { padding: 2px 8px; cursor: pointer; }
    #p-trace code { display: block; font-size: 17px; }
    #p-trace .why { display: none; font-size: 17px; padding: 2px 0 4px 2em; font-weight: 400; }
    #p-trace li.current .why { display: block; }
    #p-trace li.after { color: #7A7A7A; }
    table { border-collapse: collapse; width: 100%; margin-bottom: 12px; }
    th, td { text-align: left; padding: 3px 8px; border-bottom: 1px solid var(--rule); font-size: 19px; }
    tr.scene th { padding-left: 1.6em; font-weight: 400; }
    td .chip { display: inline-block; white-space: nowrap; padding: 1px 8px; border-radius: 6px; border: 2px solid var(--ink); font-weight: 700; font-size: 18px; }
    td .tasks { margin-left: 8px; font-size: 17px; white-space: nowrap; }
    #p-expectations li { display: flex; flex-wrap: wrap; gap: 0 10px; padding: 3px 6px; font-size: 17px; color: #8C8C8C; }
    #p-expectations .mark { font-size: 22px; font-weight: 700; width: 1.2em; flex: none; text-align: center; }
    #p-expectations li:not(.reached) .mark { visibility: hidden; }
    #p-expectations li.reached { color: var(--ink); }
    #p-expectations li.reached.pass .mark { color: #007A5A; }
    #p-expectations li.reached.fail .mark { color: #C8102E; }
    #p-expectations li.reached.fail { background: #FDE2E6; }
    #p-expectations .what { flex: 1 1 0; min-width: min-content; }
    /* "line N" under the words, so that they have the rest of the panel's width. */
    #p-expectations .where { flex-basis: 100%; padding-left: calc(1.2em + 10px); color: var(--muted); white-space: nowrap; }
    .nobreak { white-space: nowrap; }
    #p-expectations .actual { display: none; }
    #p-expectations li.reached.fail .actual { display: inline; }
    .pending { font-size: 15px; }
    #p-expectations li.reached .pending { display: none; }
    /* A row of the states table wraps its chip under the name when the panel is narrow. */
    #p-states tbody tr { display: flex; flex-wrap: wrap; align-items: baseline; column-gap: 4px;
                         border-bottom: 1px solid var(--rule); }
    #p-states tbody th, #p-states tbody td { border-bottom: none; }
    #p-states thead { display: none; }
    /* Presenting: the picture and the current record, large; the rest waits. */
    body.presenting { grid-template-columns: minmax(0, 1fr); grid-template-rows: auto auto minmax(0, 1fr);
                      grid-template-areas: "header" "picture" "trace"; }
    body.presenting header { grid-template-areas: "title nav"; }
    body.presenting .subtitle { display: none; }
    body.presenting #p-scenario, body.presenting #p-side, body.presenting #p-trace,
    body.presenting #p-trace-heading, body.presenting #p-now-heading, body.presenting .keys { display: none; }
    body.presenting #p-now { margin: 0; }
    body.presenting #p-now-text { font-size: 26px; }
    body.presenting #p-now-why { font-size: 24px; }

    """

    /// The arrangement by the window's shape: a short screen tightens the header; a wide one
    /// puts the trace down the right; a narrow one (a phone) stacks everything and scrolls.
    private static let shapes = """
    @media (max-height: 820px) {
      h1 { font-size: 24px; }
      .subtitle { font-size: 16px; }
      header { padding: 4px 16px; }
      .keys { display: none; }
      button { font-size: 18px; padding: 2px 10px; }
      #p-counter { font-size: 20px; }
      main > section, main > aside { padding: 4px 12px; }
    }
    @media (min-aspect-ratio: 3/2) and (min-width: 1200px) {
      body:not(.presenting) { grid-template-columns: minmax(min-content, 1fr) minmax(min-content, 1fr) minmax(min-content, 0.95fr);
             grid-template-rows: auto auto minmax(0, 1fr);
             grid-template-areas: "header header header" "picture picture trace" "scenario side trace"; }
      body:not(.presenting) #p-trace-panel { border-left: 3px solid var(--ink); }
      body:not(.presenting) #p-side { border-top: none; border-right: none; }
    }
    @media (max-width: 900px) {
      body { display: block; height: auto; overflow: visible; }
      main { display: block; }
      .scroll { max-height: 60vh; }
      header, body.presenting header { grid-template-columns: minmax(0, 1fr); grid-template-areas: "title" "subtitle" "nav" "keys"; }
      nav { flex-wrap: wrap; }
    }

    """

    /// One class per state (`s-active`, `s-foreground-inactive`, …) in the picture's colours,
    /// with black or white text, whichever reads better on a projector.
    private static var stateColours: String {
        var css = ""
        func add(_ name: String, _ state: AppState) {
            let ink = state == .suspended ? "#FFFFFF" : "#000000"
            css += ".s-\(name) { background: \(TimelineStyle.fill(state)); color: \(ink); }\n"
        }
        for state in AppState.allCases { add(state.rawValue, state) }
        for scene in SceneActivationState.allCases where AppState(rawValue: scene.rawValue) == nil {
            add(scene.rawValue, appState(looking: scene))
        }
        return css
    }

    /// The app state whose colour a scene state borrows.
    private static func appState(looking scene: SceneActivationState) -> AppState {
        switch scene {
        case .unattached, .disconnected: return .notRunning
        case .foregroundInactive: return .inactive
        case .foregroundActive: return .active
        case .background: return .background
        }
    }
}
