extension RuleCatalogue {
    /// The rules of the group UI (SwiftUI scene phase) in Japanese (RuleCatalogue+SwiftUI.swift).
    static let japaneseSwiftUIRules: [RuleID: RuleTranslation] = [
        .ui1: RuleTranslation(
            title: "SwiftUI のシーンは scenePhase を報告する",
            statement: """
            iOS 14+ の `swiftui` アプリ (WindowGroup を持つ SwiftUI の `App`。`scenes` を含意します): 各シーンのビューは
            `scenePhase` を監視し、foreground-active → active、foreground-inactive → inactive、background →
            background となります。各変化は scenePhaseActive、scenePhaseInactive、scenePhaseBackground のいずれかとして
            シーンの番号とともに、それを引き起こしたシーンのコールバックの直後に記録されます (sceneWillResignActive と
            sceneWillEnterForeground → inactive、sceneDidBecomeActive → active、sceneDidEnterBackground →
            background)。iOS 13 では警告が出て、アプリはシーンベースのアプリとして動きます。フェーズのコールバックはありません。
            """,
            resolution: "確認したこと: Apple の ScenePhase のページは 3 つのフェーズを定義し、ビューは自分のシーンのフェーズを読むとしていますが、UIKit のシーンデリゲートのコールバックとの順序は示していません。scenePhase を sceneDidBecomeActive と並べて出力する公開ログは見つかりませんでした (Apple デベロッパフォーラムのスレッド 732170 はシーンデリゲートだけを記録し、Jesse Squires (2024) はそのようなログなしに ScenePhase の制限と予期しない動作を挙げています)。本ツールの解釈: SwiftUI のフェーズはシーンのアクティベーション状態に従い、UIKit はそれをシーンのコールバックの前後で変えるので、当初の仕様どおり各変化をそれを引き起こしたコールバックの直後に記録します。相対的な順序はモデル化上の選択であり、観測ではありません。"
        ),
        .ui2: RuleTranslation(
            title: "`App` の scenePhase はそのシーンの集約",
            statement: """
            `App` の中で読むと `scenePhase` は集約値です: いずれかのシーンが active なら active、active なものがなく
            いずれかが inactive なら inactive、それ以外は background。その変化は appPhaseActive、
            appPhaseInactive、appPhaseBackground のいずれかとして (シーンの番号なしで)、シーンのフェーズのコールバックの
            直後に記録されます。`expect APP phase P` は集約値を、`expect APP/N phase P` は 1 つのシーンのフェーズを確かめます。
            """,
            resolution: "Apple の ScenePhase のページ: `App` のインスタンスから読むと値は集約値であり、'The app reports a value of ScenePhase.active if any scene is active, or a value of ScenePhase.inactive when no scenes are active' とあります。ScenePhase.active は、このフェーズにあるアプリは 'contains at least one active scene instance' としています。ページは background について明記していません。本ツールは (当初の仕様と同じく)、active なシーンも inactive なシーンもないときを background と解釈します。"
        ),
        .ui3: RuleTranslation(
            title: "onChange(of: scenePhase) は変化を報告し、最初のフェーズは報告しない",
            statement: """
            シーンのフェーズのコールバックは変化だけを報告します: シーンが接続されたときのフェーズ (ユーザによる起動では
            inactive) については何も報告しないので、コールド起動では sceneDidBecomeActive の後に scenePhaseActive が
            1 回だけ出ます。`App` の集約値も同じで、その最初の値は変化として扱いません。
            """,
            resolution: "onChange(of:perform:) (iOS 14) には最初の呼び出しがありません。iOS 17 からの onChange(of:initial:_:) は `initial` が `true` のときだけ直ちに呼びます (既定は `false`。調査ノート UI-3)。公開されたウォークスルー (ByungwookAn、2023 年) は onChange(of: scenePhase) でアプリを起動したとき 'Active' だけを出力し、最初の inactive のフェーズは報告されません。これは本ルールと一致します。"
        ),
    ]
}
