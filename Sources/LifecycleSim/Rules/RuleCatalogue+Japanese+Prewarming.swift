extension RuleCatalogue {
    /// The rules of the group PW in Japanese (RuleCatalogue+Prewarming.swift).
    static let japanesePrewarmingRules: [RuleID: RuleTranslation] = [
        .pw1: RuleTranslation(
            title: "プリウォームは UIApplicationMain の手前で止まるプロセスを開始する",
            statement: """
            `prewarm APP` は実行されていないアプリのプロセスを開始し、`UIApplicationMain` の手前まで (それを含まずに)
            実行する: アプリやシーンのコールバックはなく、UIKit から見てアプリは `not-running` のままで、App スイッチャーに
            カードはない。プロセスはメモリを消費し (PS-2、`free-memory`)、`ps` では `not-running (prewarmed)` と
            表示される。ロックされたデバイスでも起こる。ユーザによるものでもシステムによるものでも、次の起動はそこから
            起動を完了し、そのときにその起動のコールバックが呼ばれる (ユーザによる起動: LA-1、`launched-by user`。
            バックグラウンドイベント: BR-3)。メモリ不足では、プリウォームされたプロセスはサスペンド状態のプロセスと同じく
            何も知らせずに回収される (MW-1: サスペンド状態のアプリとともに、大きいものから)。
            `expect APP prewarmed` は、プロセスがプリウォームで開始され、まだ `UIApplicationMain` を実行していない間
            成り立つ。警告とともに拒否されるのは: iOS 15 より前、実行中またはすでにプリウォーム済みのアプリ、そして
            アプリが空きメモリに収まらないとき。DOC, OBS。
            """,
            resolution: "Apple の記事はプリウォームが `UIApplicationMain` の前で止まるとしている。iOS 15.0 について公開されたログ (Stack Overflow、Apple のフォーラム) ではプリウォーム中に `didFinishLaunching` が呼ばれることがあり、それらのスレッドは iOS 15.4 でそれがなくなったと報告している。本ツールはドキュメントに従う: プリウォーム中はコールバックなし。記事によれば、システムはプリウォームされたアプリをメモリから取り除く (\"from memory to reclaim resources\"): MW-1 はそれをサスペンド状態のアプリとともに大きいものから回収する (順序は本ツールが決めた)。出典が何も述べていないところは本ツールが選んだ: プリウォームされたプロセスにはカードがない (ユーザは起動していない)。再起動と `crash` は何も知らせずにそれを終わらせる。以前の起動から残ったカードをスワイプで消してもそれは終わる (TE-2 の強制終了の印は通常どおり付く)。`debugger kill` は拒否される (UIKit から見てアプリは実行されていない)。プリウォームされたアプリへのバックグラウンドイベント (`fetch`、`push content-available`、`location`) は BR-3 のバックグラウンドへの起動で、プリウォームされたプロセスの起動を完了する (`launched-by fetch` …): 記事は \"the user, or system, fully launches the app\" までの時間について述べており、システムがイベントを破棄したり遅らせたりするとはどこにも書かれていない。システムはデバイスの状況に応じて (\"depending on device conditions\") プリウォームするので、プリウォームが場所を空けるために別のアプリを終わらせることはない: アプリが収まらないときは拒否される。"
        ),
    ]
}
