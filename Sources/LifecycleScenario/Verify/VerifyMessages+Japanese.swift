/// `lifesim verify`'s words in Japanese, in the package's terms (コールバック, シミュレーション, ルール).
extension VerifyMessage {
    static let japanese: [VerifyMessage: String] = [
        .callbackOne: "コールバック {count} 個",
        .callbackOther: "コールバック {count} 個",
        .intervalOne: "間隔 {count} 個",
        .intervalOther: "間隔 {count} 個",
        .seconds: "{value} 秒",
        .differAt: "{index} 番目のコールバック{where}で食い違います: デバイスとシミュレーションはここで分かれます",
        .atLogLine: " (ログの {line} 行目) ",
        .rulesSayWhy: "シミュレーションがこうなる理由は 'lifesim rules {rule}' で確かめられます。",
        .deviceColumn: "デバイス ({log})",
        .simulatedColumn: "シミュレーション",
        .inTheSameOrder: "{callbacks}が同じ順序",
        .agree: "一致: {callbacks}",
        .agreeWithIntervals: "一致: {callbacks}です。システムが決めた{intervals}も {tolerance}以内に収まっています",
        .differInTiming: "タイミングが食い違います: {callbacks}ですが、システムが決めた間隔の一部が {tolerance}以内に収まっていません",
        .timing: "タイミング: {app} {from} → {to}: デバイスでは {device}、シミュレーションでは {simulated} [{rule}] (許容誤差 {tolerance})",
    ]
}
