/// `lifesim verify`'s words in Japanese, in the package's terms (コールバック, シミュレーション, ルール).
extension VerifyMessage {
    static let japanese: [VerifyMessage: String] = [
        .callbackOne: "コールバック {count} 個",
        .callbackOther: "コールバック {count} 個",
        .intervalOne: "間隔 {count} 個",
        .intervalOther: "間隔 {count} 個",
        .seconds: "{value} 秒",
        .differAt: "{index} 番目のコールバック{where}で食い違う: デバイスとシミュレーションはここで分かれる",
        .atLogLine: " (ログの {line} 行目) ",
        .rulesSayWhy: "シミュレーションがこうなる理由は 'lifesim rules {rule}' で確かめられる。",
        .deviceColumn: "デバイス ({log})",
        .simulatedColumn: "シミュレーション",
        .inTheSameOrder: "{callbacks}が同じ順序",
        .agree: "一致: {callbacks}",
        .agreeWithIntervals: "一致: {callbacks}。システムが決めた{intervals}も {tolerance}以内",
        .differInTiming: "タイミングが食い違う: {callbacks}だが、システムが決めた間隔のすべてが {tolerance}以内ではない",
        .timing: "タイミング: {app} {from} → {to}: デバイスでは {device}、シミュレーションでは {simulated} [{rule}] (許容誤差 {tolerance})",
    ]
}
