import LifecycleSim

/// `lifesim verify`'s words in Japanese, in the package's terms (コールバック, シミュレーション, ルール).
extension VerifyMessage {
    /// The words in Japanese.
    package var japanese: JapaneseText {
        switch self {
        case let .callbacks(count): return "コールバック \(count) 個"
        case let .callbacksAndNotifications(callbacks, notifications):
            return "コールバック \(callbacks) 個と通知 \(notifications) 個"
        case let .entries(count): return "項目 \(count) 個"
        case let .intervals(count): return "間隔 \(count) 個"
        case let .seconds(value): return "\(value) 秒"
        case let .differAt(index, logLine):
            return "\(index) 番目のコールバック\(logLine)で食い違います: デバイスとシミュレーションはここで分かれます"
        case let .entryDifferAt(index, logLine):
            return "\(index) 番目の項目\(logLine)で食い違います: デバイスとシミュレーションはここで分かれます"
        case let .missingFromLog(index, logLine, entry):
            return "\(index) 番目の項目\(logLine)に \(entry) がありません: シミュレーションにはここにあり、ログにはありません"
        case let .extraInLog(index, logLine, entry):
            return "\(index) 番目の項目\(logLine)の \(entry) が余分です: ログにはここにあり、シミュレーションにはありません"
        case let .sceneCallbacksNeedScenes(example):
            return """
                ログにはシーンデリゲートのコールバック (\(example)) があり、これを受け取るのはシーンベースの\
                アプリだけです。シナリオの 'app' の行に 'scenes' を加え、'device ios 13' 以降にしてください (SC-1)。
                """
        case let .atLogLine(line): return " (ログの \(line) 行目) "
        case let .rulesSayWhy(rule):
            return "シミュレーションがこうなる理由は 'lifesim rules \(rule)' で確かめられます。"
        case let .deviceColumn(log): return "デバイス (\(log))"
        case .simulatedColumn: return "シミュレーション"
        case let .inTheSameOrder(callbacks): return "\(callbacks)が同じ順序"
        case let .agree(callbacks): return "一致: \(callbacks)"
        case let .agreeWithIntervals(callbacks, intervals, tolerance):
            return "一致: \(callbacks)です。システムが決めた\(intervals)も \(tolerance)以内に収まっています"
        case let .differInTiming(callbacks, tolerance):
            return """
                タイミングが食い違います: \(callbacks)ですが、システムが決めた間隔の一部が \
                \(tolerance)以内に収まっていません
                """
        case let .timing(app, from, to, device, simulated, rule, tolerance):
            return """
                タイミング: \(app) \(from) → \(to): デバイスでは \(device)、シミュレーションでは \
                \(simulated) [\(rule)] (許容誤差 \(tolerance))
                """
        }
    }
}
