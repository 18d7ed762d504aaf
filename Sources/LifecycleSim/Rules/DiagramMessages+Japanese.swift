/// The diagram's words in Japanese, in the package's terms (ホーム画面に戻る, 着信, 通知センター, App スイッチャー).
extension DiagramMessage {
    /// The words in Japanese.
    package var japanese: JapaneseText {
        switch self {
        case let .title(version):
            return """
                iOS \(version) のアプリのライフサイクル (LifecycleSim のエンジンから導出、lifesim \
                diagram --os \(version))
                """
        case let .sceneTitle(version):
            return """
                iOS \(version) のシーンのライフサイクル (UIScene.ActivationState、LifecycleSim \
                のエンジンから導出、lifesim diagram --scene --os \(version))
                """
        case let .exploredTitle(app, version, file, depth):
            return "iOS \(version) の \(app): lifesim explore が \(file) から最長 \(depth) ステップの経路で到達した状態"
        case let .afterTrigger(trigger): return "\(trigger)の後"
        case .atOnce: return "すぐに"
        case .noCallback: return "コールバックなし"
        }
    }
}

extension DiagramLabel {
    /// The words in Japanese.
    var japanese: String {
        switch self {
        case .suspensionCause: return "実行を続けさせるものがない (BG-2)"
        case .taskExpired: return "タスクの期限切れ"
        case .launch: return "起動"
        case .openURL: return "URL を開く"
        case .home: return "ホーム画面に戻る"
        case .launchAnotherApp: return "別のアプリを起動"
        case .lock: return "ロック"
        case .unlock: return "ロック解除"
        case .alert: return "アラート表示"
        case .alertDismiss: return "アラートを閉じる"
        case .call: return "着信"
        case .callAccept: return "着信に応答"
        case .callDecline: return "着信を拒否"
        case .callEnd: return "通話終了"
        case .notificationCenter: return "通知センターを開く"
        case .notificationCenterClose: return "通知センターを閉じる"
        case .controlCenter: return "コントロールセンターを開く"
        case .controlCenterClose: return "コントロールセンターを閉じる"
        case .switcher: return "App スイッチャーを表示"
        case .switcherOpen: return "App スイッチャーから開く"
        case .switcherKill: return "App スイッチャーからスワイプで閉じる"
        case .switcherClose: return "App スイッチャーを閉じる"
        case .fetch: return "バックグラウンドフェッチ"
        case .push: return "プッシュ通知"
        case .location: return "位置情報の更新"
        case .tapNotification: return "通知をタップ"
        case .debuggerAttach: return "デバッガの接続"
        case .debuggerDetach: return "デバッガの切断"
        case .debuggerKill: return "デバッガで強制終了"
        case .crash: return "クラッシュ"
        case .memoryPressure: return "メモリ不足"
        case .reboot: return "再起動"
        case .timePasses: return "時間の経過"
        case .disconnect: return "シーンの解放 (disconnect)"
        }
    }
}
