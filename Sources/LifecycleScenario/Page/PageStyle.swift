import LifecycleSim

/// The page's style sheet: made for a projector — large type, black on white, the current
/// step in strong yellow — and laid out to fit one screen: header, picture, then three
/// columns (scenario, trace, states) that scroll on their own.
///
/// Only system fonts (no web fonts, no `@import`, no `url(…)`); state colours are the
/// timeline picture's own (`TimelineStyle`), so a chip in the side panel matches its band.
enum PageStyle {
    static var css: String { layout + stateColours }

    private static let layout = """
    :root { --current: #FFE14D; --ink: #000000; --muted: #4D4D4D; --rule: #BDBDBD; --cursor: #E6007E; }
    * { box-sizing: border-box; }
    html, body { margin: 0; height: 100%; background: #FFFFFF; color: var(--ink); }
    body { font: 22px/1.35 system-ui, -apple-system, "Segoe UI", "Noto Sans", "Noto Sans CJK JP", "Hiragino Sans", "Yu Gothic", sans-serif;
           display: grid; grid-template-rows: auto minmax(0, 40vh) minmax(0, 1fr); }
    body > * { min-width: 0; }
    code, pre, .mono { font-family: ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, "Liberation Mono", monospace; }
    h1 { font-size: 30px; margin: 0; }
    h2 { font-size: 20px; margin: 0 0 6px; color: var(--muted); }
    /* Capitals for Latin headings only: Japanese has no case, and spaced-out kana read badly. */
    :lang(en) h2 { text-transform: uppercase; letter-spacing: 0.06em; }
    header { padding: 10px 20px 8px; border-bottom: 3px solid var(--ink); display: flex; flex-wrap: wrap; align-items: center; gap: 6px 24px; }
    header .titles { flex: 1 1 30em; min-width: 0; }
    .subtitle { margin: 2px 0 0; color: var(--muted); font-size: 18px; }
    .keys { margin: 0; width: 100%; color: var(--muted); font-size: 17px; }
    nav { display: flex; align-items: center; gap: 10px; }
    button { font: inherit; font-size: 22px; font-weight: 700; padding: 6px 16px; color: var(--ink); background: #FFFFFF;
             border: 3px solid var(--ink); border-radius: 8px; cursor: pointer; }
    button:hover:not(:disabled) { background: var(--current); }
    button:focus-visible, li:focus-visible { outline: 4px solid var(--cursor); outline-offset: 2px; }
    button:disabled { color: #8C8C8C; border-color: #8C8C8C; cursor: default; }
    #p-counter { font-size: 24px; font-weight: 700; min-width: 8em; text-align: right; font-variant-numeric: tabular-nums; }
    #p-timeline { padding: 6px 20px 0; border-bottom: 3px solid var(--ink); min-height: 0; display: flex; flex-direction: column; }
    #p-timeline .picture { flex: 1; min-height: 0; min-width: 0; overflow: auto; }
    /* The picture at 1.6 times its size, in a window that follows the cursor: its smallest
       text (9 units) reads at 14 px or more on any screen, a projector's included; a full-HD
       screen shows it bigger still. */
    #p-timeline svg { display: block; zoom: 1.6; }
    @media (min-width: 1600px) and (min-height: 900px) { #p-timeline svg { zoom: 2.2; } }
    #p-timeline .lane-name, #p-timeline .row-name { paint-order: stroke; stroke: #FFFFFF; stroke-width: 5px; }
    main { display: grid; grid-template-columns: minmax(0, 0.9fr) minmax(0, 1.7fr) minmax(0, 1.1fr); min-height: 0; }
    main > section, main > aside { display: flex; flex-direction: column; min-height: 0; overflow-y: auto; padding: 10px 16px; border-right: 2px solid var(--rule); }
    main > aside { border-right: none; }
    .scroll { flex: 1; min-height: 0; overflow-x: hidden; overflow-y: auto; position: relative; margin: 0; padding: 0; list-style: none; }
    #p-source li { display: flex; gap: 10px; padding: 1px 6px; font-size: 19px; white-space: pre-wrap; color: var(--muted); }
    #p-source li.has-steps { color: var(--ink); cursor: pointer; }
    #p-source li.has-steps:hover { text-decoration: underline; }
    #p-source .num { min-width: 2.2em; text-align: right; color: var(--muted); user-select: none; }
    #p-source code { flex: 1; min-width: 0; overflow-wrap: break-word; }
    li.current { background: var(--current); box-shadow: inset 6px 0 0 var(--ink); font-weight: 700; }
    #p-now { border: 3px solid var(--ink); border-radius: 8px; padding: 8px 12px; margin-bottom: 12px; background: #FFFBE0; }
    #p-now-text { margin: 0; font-size: 21px; font-weight: 700; white-space: pre-wrap; overflow-wrap: break-word; }
    #p-now-why { margin: 6px 0 0; font-size: 22px; }
    #p-trace li { padding: 2px 8px; cursor: pointer; }
    #p-trace code { display: block; font-size: 18px; white-space: pre-wrap; overflow-wrap: break-word; }
    #p-trace .why { display: none; font-size: 18px; padding: 2px 0 4px 2em; font-weight: 400; }
    #p-trace li.current .why { display: block; }
    #p-trace li.after { color: #7A7A7A; }
    table { border-collapse: collapse; width: 100%; margin-bottom: 14px; }
    th, td { text-align: left; padding: 4px 8px; border-bottom: 1px solid var(--rule); font-size: 21px; }
    thead th { font-size: 17px; color: var(--muted); }
    tr.scene th { padding-left: 1.6em; font-weight: 400; }
    td .chip { display: inline-block; white-space: nowrap; padding: 1px 10px; border-radius: 6px; border: 2px solid var(--ink); font-weight: 700; }
    td .tasks { margin-left: 8px; font-size: 18px; }
    #p-expectations li { display: flex; flex-wrap: wrap; gap: 0 10px; padding: 3px 6px; font-size: 19px; color: #8C8C8C; }
    #p-expectations .mark { font-size: 24px; font-weight: 700; width: 1.2em; flex: none; text-align: center; }
    #p-expectations li:not(.reached) .mark { visibility: hidden; }
    #p-expectations li.reached { color: var(--ink); }
    #p-expectations li.reached.pass .mark { color: #007A5A; }
    #p-expectations li.reached.fail .mark { color: #C8102E; }
    #p-expectations li.reached.fail { background: #FDE2E6; }
    /* At least 14em for the words: "line N" moves under them rather than squeezing a word apart. */
    #p-expectations .what { flex: 1 1 14em; min-width: 0; overflow-wrap: break-word; }
    #p-expectations .where { flex: none; color: var(--muted); white-space: nowrap; }
    .nobreak { white-space: nowrap; }
    #p-expectations .actual { display: none; }
    #p-expectations li.reached.fail .actual { display: inline; }
    .pending { font-size: 16px; }
    #p-expectations li.reached .pending { display: none; }
    /* A row of the states table wraps its chip under the name when the panel is narrow. */
    #p-states tbody tr { display: flex; flex-wrap: wrap; align-items: baseline; column-gap: 4px;
                         border-bottom: 1px solid var(--rule); }
    #p-states tbody th, #p-states tbody td { border-bottom: none; }
    #p-states thead { display: none; }
    @media (max-width: 1400px) {
      /* More room for the side panel, whose callback names are long words. */
      main { grid-template-columns: minmax(0, 0.8fr) minmax(0, 1.5fr) minmax(0, 1.3fr); }
      th, td { font-size: 18px; }
      td .chip { font-size: 17px; padding: 1px 6px; }
      #p-expectations li, #p-source li { font-size: 17px; }
      /* "line N" under the words, so that they have the rest of the panel's width. */
      #p-expectations .what { flex: 1 1 0; }
      #p-expectations .where { flex-basis: 100%; padding-left: calc(1.2em + 10px); }
    }
    /* A short screen (a 4:3 projector): a tighter header leaves the panels their room. */
    @media (max-height: 820px) {
      h1 { font-size: 24px; }
      header { padding: 6px 20px 4px; gap: 4px 20px; }
      .subtitle { font-size: 16px; }
      .keys { font-size: 15px; }
      button { font-size: 18px; padding: 3px 12px; }
      #p-counter { font-size: 20px; }
      main > section, main > aside { padding: 6px 14px; }
    }
    @media (max-width: 900px) { body { display: block; height: auto; } main { display: block; } .scroll { max-height: 60vh; } }

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
