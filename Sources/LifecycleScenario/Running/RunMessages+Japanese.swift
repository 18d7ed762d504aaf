import LifecycleSim

/// The run report's words in Japanese, in the package's terms (期待, シナリオ, ルール, 仮想時計: docs/GLOSSARY.ja.md).
extension RunMessage {
    /// The words in Japanese.
    package var japanese: JapaneseText {
        switch self {
        case let .scenarios(count): return "シナリオ \(count) 件"
        case let .expectations(count): return "期待 \(count) 件"
        case let .strictFailures(count): return "--strict による失敗 \(count) 件"
        case let .internalErrors(count): return "内部エラー \(count) 件"
        case let .apps(count): return "アプリ \(count) 個"
        case let .steps(count): return "ステップ \(count) 個"
        case let .expectationFailed(path, line, expected, actual):
            return "\(path):\(line): 期待が満たされませんでした: expect \(expected) (実際: \(actual))"
        case let .strictIncident(path, line, kind, time, message, rule):
            return "\(path):\(line): --strict: \(time) 秒に\(kind): \(message) [\(rule)]"
        case .refusal: return "イベントの拒否"
        case .watchdogKill: return "ウォッチドッグによる強制終了"
        case .assertionKill: return "アサーションによる強制終了"
        case .pass: return "合格"
        case .fail: return "不合格"
        case let .verdict(verdict, path, expectations, failed, end):
            return "\(verdict)  \(path): \(expectations)、失敗 \(failed) 件 (仮想時計で \(end) 秒)"
        case let .verdictStrict(verdict, path, expectations, failed, strictFailures, end):
            return "\(verdict)  \(path): \(expectations)、失敗 \(failed) 件、\(strictFailures) (仮想時計で \(end) 秒)"
        case let .tallyHead(scenarios, passed): return "\(scenarios): 合格 \(passed) 件"
        case let .tallyFailed(count): return "、不合格 \(count) 件"
        case let .tallyBroken(internalErrors): return "、\(internalErrors)"
        case let .appKilled(app): return "\(app) はシステムによって強制終了されました"
        case let .appKilledBecause(killed, warning): return "\(killed) (\(warning))"
        case let .internalError(location, failure):
            return "\(location): 内部エラー: \(failure) — lifesim の不具合です。報告してください"
        case let .checkValid(scenarios): return "\(scenarios): すべて有効"
        case let .coverageTitle(scenarios): return "\(scenarios)のカバレッジ"
        case .coverageRules: return "ルール"
        case .coverageTransitions: return "遷移 (ST-2)"
        case .coverageCallbacks: return "コールバック"
        case let .coveragePart(title, exercised, total, percent):
            return "\(title): \(total) 件中 \(exercised) 件 (\(percent)%)"
        case let .coverageBelow(percent, required):
            return "lifesim: ルールのカバレッジ \(percent)% が必要な \(required)% に届いていません"
        case let .timelineWrote(destination, apps, end, expectations, failed):
            return "\(destination) に書き出しました: \(apps)、\(end) 秒、\(expectations)、失敗 \(failed) 件"
        case let .timelineWroteStandardOutput(apps, end, expectations, failed):
            return "標準出力に書き出しました: \(apps)、\(end) 秒、\(expectations)、失敗 \(failed) 件"
        case let .pageWrote(destination, steps, expectations, failed):
            return "\(destination) に書き出しました: \(steps)、\(expectations)、失敗 \(failed) 件"
        case let .pageWroteStandardOutput(steps, expectations, failed):
            return "標準出力に書き出しました: \(steps)、\(expectations)、失敗 \(failed) 件"
        case let .exportWrote(destination, framework, file):
            return "\(destination) に書き出しました: \(file) の \(framework) テスト"
        case let .exportWroteStandardOutput(framework, file):
            return "標準出力に書き出しました: \(file) の \(framework) テスト"
        case let .walkHeld(steps, scenarios, first, last):
            return """
                ランダムウォーク: \(scenarios) (シード \(first)…\(last)) で\(steps)を実行し、\
                すべての不変条件が成り立ちました
                """
        case let .walkViolation(seed, violation): return "lifesim walk: シード \(seed): \(violation)"
        case let .exploreHead(path, version, model, steps, depth):
            return "explore \(path) (iOS \(version)、\(model)):\n各状態から\(steps)を試し、最長で\(depth)の経路を探索します"
        case let .exploreStates(states, transitions, depth):
            return "状態 \(states) 個、遷移 \(transitions) 個、深さ \(depth) まで到達"
        case .exploreExhausted: return "これらのステップで到達できる状態をすべて探索しました"
        case .exploreStoppedEarly: return "すべての性質が破られたので探索を止めました"
        case let .exploreCapped(states):
            return "保持する状態の上限 \(states) 個 (--max-states) に達したので探索を止めました。最後の深さは一部だけを探索しました"
        case let .exploreNeverTaken(steps): return "探索したどの経路でも一度も実行されなかったステップ: \(steps)"
        case let .exploreBroken(property, steps): return "✗ \(property): \(steps)で破られます"
        case let .exploreBrokenByTimeline(property): return "✗ \(property): ファイル自身のタイムラインで破られます"
        case let .exploreObserved(observed): return "    観測: \(observed)"
        case let .exploreHeld(property): return "✓ \(property): すべての経路で成り立ちました"
        case let .exploreCheckHeld(check): return "✓ \(check): すべての経路で成り立ちました"
        case let .exploreCheckBroken(check, property, steps): return "✗ \(check): \(property)、\(steps)で"
        case .exploreCheckCrash: return "クラッシュなし"
        case .exploreCheckWatchdog: return "ウォッチドッグやアサーションによる強制終了なし"
        case .exploreCheckWarning: return "UIKit の警告なし"
        case let .exploreWrote(path): return "    最短の経路をシナリオとして: \(path)"
        case let .counterexampleOfTimeline(path, property):
            return """
                lifesim explore が \(path) で見つけました: ファイル自身のタイムラインが次の性質を破ります
                  \(property)
                このファイルを `lifesim run` で実行すると、破った行でこの性質が失敗します。
                """
        case let .counterexampleOfPath(path, count, property, steps):
            return """
                lifesim explore が \(path) で見つけました: 次の性質を破る最短の経路 (ステップ \(count) 個)
                  \(property)
                経路はファイルのタイムラインの後の \(steps) です。
                このファイルを `lifesim run` で実行すると、最後の行でこの性質が失敗します。
                """
        case let .exploreRate(states, seconds, rate): return "状態 \(states) 個を \(seconds) 秒で探索しました (毎秒 \(rate) 状態)"
        case let .exploreTimelineFailed(count): return "警告: ファイルのタイムラインの\(count)が満たされませんでした"
        case .exploredPaths: return "探索した経路"
        case let .exploreMerged(count): return "\(count) 個の分担をまとめました: 2 つの分担が到達した状態はそれぞれで数えます"
        case let .walkMinimalScenario(path): return "lifesim walk: これを再現する最小のシナリオ: \(path)"
        }
    }
}
