/// The identifier of a rule of docs/RULES.md (`BG-3`): every trace record carries the one that caused it.
public enum RuleID: String, Hashable, Sendable, CaseIterable, Comparable, CustomStringConvertible {
    case pr1 = "PR-1"
    case st1 = "ST-1", st2 = "ST-2"
    case la1 = "LA-1", la2 = "LA-2", la3 = "LA-3", la4 = "LA-4"
    case fg1 = "FG-1", fg2 = "FG-2", fg3 = "FG-3", fg4 = "FG-4", fg5 = "FG-5"
    case in1 = "IN-1", in2 = "IN-2", in3 = "IN-3", in4 = "IN-4", in5 = "IN-5"
    case lk1 = "LK-1", lk2 = "LK-2", lk3 = "LK-3", lk4 = "LK-4"
    case bg1 = "BG-1", bg2 = "BG-2", bg3 = "BG-3", bg4 = "BG-4", bg5 = "BG-5"
    case bg6 = "BG-6", bg7 = "BG-7", bg8 = "BG-8", bg9 = "BG-9"
    case bm1 = "BM-1", bm2 = "BM-2", bm3 = "BM-3"
    case br1 = "BR-1", br2 = "BR-2", br3 = "BR-3", br4 = "BR-4", br5 = "BR-5"
    case te1 = "TE-1", te2 = "TE-2", te3 = "TE-3", te4 = "TE-4", te5 = "TE-5"
    case mw1 = "MW-1", mw2 = "MW-2", mw3 = "MW-3", mw4 = "MW-4"
    case vc1 = "VC-1", vc2 = "VC-2", vc3 = "VC-3", vc4 = "VC-4", vc5 = "VC-5"
    case sr1 = "SR-1", sr2 = "SR-2", sr3 = "SR-3", sr4 = "SR-4", sr5 = "SR-5"
    case doc1 = "DOC-1", doc2 = "DOC-2", doc3 = "DOC-3"
    case ps1 = "PS-1", ps2 = "PS-2", ps3 = "PS-3"
    case db1 = "DB-1"
    case sc1 = "SC-1", sc2 = "SC-2", sc3 = "SC-3", sc4 = "SC-4", sc5 = "SC-5"
    case sc6 = "SC-6", sc7 = "SC-7", sc8 = "SC-8", sc9 = "SC-9"
    case pw1 = "PW-1", pw2 = "PW-2"
    case ui1 = "UI-1", ui2 = "UI-2", ui3 = "UI-3"
    case bt1 = "BT-1", bt2 = "BT-2", bt3 = "BT-3", bt4 = "BT-4", bt5 = "BT-5", bt6 = "BT-6", bt7 = "BT-7", bt8 = "BT-8", bt9 = "BT-9"
    case nt1 = "NT-1", nt2 = "NT-2"

    public var description: String { rawValue }

    /// The rules whose kills are watchdog or assertion kills, which give no callback (TE-3: LA-3,
    /// FG-2, BG-5, BG-8, BR-3; BT-6 kills as BG-5 does). `--explain` and `run --strict` read this one list.
    public static let watchdogAndAssertionKills: Set<RuleID> = [.la3, .fg2, .bg5, .bg8, .br3, .bt6]

    public static func < (lhs: RuleID, rhs: RuleID) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    /// The case's name in Swift (`bg5` for BG-5), as a test writes it (`.bg5`).
    public var caseName: String { String(rawValue.lowercased().filter { $0 != "-" }) }
}
