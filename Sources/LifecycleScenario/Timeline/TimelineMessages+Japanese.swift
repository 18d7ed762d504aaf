import LifecycleSim

/// The timeline picture's words in Japanese, in the package's terms (タイムライン, 期待, 持ち時間: docs/GLOSSARY.ja.md).
extension TimelineMessage {
    /// The words in Japanese.
    package var japanese: JapaneseText {
        switch self {
        case let .description(path, version):
            return "シナリオ \(path) を iOS \(version) で実行したタイムラインです (lifesim timeline で作成)。"
        case let .subtitle(path, version, end, apps, expectations, failed):
            return "\(path) · iOS \(version) · \(end) 秒 · \(apps) · \(expectations)、失敗 \(failed) 件"
        case .events: return "イベント"
        case .idle: return "アイドル"
        case let .idleTitle(from, to, duration):
            return "\(from) 秒から \(to) 秒まで何も起きません (\(duration)): 縮めて描いています"
        case let .legendScene(state): return "シーン \(state)"
        case .legendBGTask: return "BGTask の launched/completed/expired"
        case .legendCallback: return "コールバック"
        case .legendTask: return "タスクの開始・終了"
        case .legendWarning: return "警告 (強制終了、破棄)"
        case .legendHeld: return "満たされた期待"
        case .legendFailed: return "満たされなかった期待"
        case .legendBudget: return "持ち時間 (残り秒数)"
        case .legendIdle: return "アイドル時間 (縮めて表示)"
        case let .expectHeldTitle(line, time, expected): return "\(line) 行目、\(time) 秒: expect \(expected) ✓"
        case let .expectFailedTitle(line, time, expected, actual):
            return "\(line) 行目、\(time) 秒: expect \(expected) ✗ 実際: \(actual)"
        case let .found(actual): return "実際: \(actual)"
        case let .bandTitle(app, state, from, to, rule): return "\(app) \(state): \(from) 秒から \(to) 秒まで\(rule)"
        case let .bandTitleToEnd(app, state, from, rule): return "\(app) \(state): \(from) 秒から最後まで\(rule)"
        case let .budgetTitleRanOut(total, from, deadline):
            return "持ち時間 \(total) 秒 (\(from) 秒から): \(deadline) 秒に使い切りました"
        case let .budgetTitleLeft(total, from, rest):
            return "持ち時間 \(total) 秒 (\(from) 秒から): アプリがバックグラウンドを離れたときの残りは \(rest) 秒"
        case let .budgetLeft(rest): return "残り \(rest) 秒"
        case let .eventDetail(line, event, time): return "\(line) 行目: \(event) (\(time) 秒)"
        case let .callbackDetail(callback, time, state, rule): return "\(callback) (\(time) 秒、\(state)) [\(rule)]"
        case let .callbackDetailNested(callback, time, state, depth, rule):
            return "\(callback) (\(time) 秒、\(state)、ネストの深さ \(depth)) [\(rule)]"
        case let .taskBegunMark(name): return "開始 \(name)"
        case let .taskEndedMark(name): return "終了 \(name)"
        case let .taskBegunDetail(id, name, time, outstanding, rule):
            return "タスク \(id) '\(name)' 開始 (\(time) 秒、未終了 \(outstanding)) [\(rule)]"
        case let .taskEndedDetail(id, name, time, outstanding, rule):
            return "タスク \(id) '\(name)' 終了 (\(time) 秒、未終了 \(outstanding)) [\(rule)]"
        case let .warningDetail(message, rule, time): return "\(message) [\(rule)] (\(time) 秒)"
        case let .logDetail(text, time): return "log: \(text) (\(time) 秒)"
        case let .bgTaskDetail(id, kind, change, time): return "bgtask \(id) (\(kind)) \(change) (\(time) 秒)"
        case let .activityDetail(text, time): return "\(text) (\(time) 秒)"
        case let .repeatsAtOneTime(count, from, detail):
            return "\(from) 秒に \(count) 回起きました。最初の 1 回: \(detail)"
        case let .repeatsOverTime(count, from, to, detail):
            return "\(from) 秒から \(to) 秒までに \(count) 回起きました。最初の 1 回: \(detail)"
        }
    }
}
