/// The nouns of diagnostics in English and Japanese (#13; Japanese words from the shared glossary).
///
/// A Japanese noun that starts or ends with ASCII carries a space there, so a message that joins
/// it to Japanese words keeps the half-width space between the two.
extension DiagnosticCatalogue {
    static let englishNouns: [DiagnosticNoun: String] = [
        .switchPosition: "switch position", .controllerName: "a controller name", .aController: "a controller",
        .alertAction: "alert action", .appName: "an app name", .anApp: "an app", .archiveState: "archive state",
        .bgtaskAction: "bgtask action", .callAction: "call action", .debuggerAction: "debugger action",
        .debuggerSetting: "debugger setting", .deviceModel: "device model", .fetchResult: "fetch result",
        .launchReason: "launch reason", .memoryWarningLevel: "memory warning level",
        .multitaskingSetting: "multitasking setting", .notificationKind: "notification kind",
        .overlayAction: "overlay action", .phase: "phase", .refreshStatus: "refresh status",
        .requestKind: "request kind", .switcherAction: "switcher action", .taskResult: "task result",
        .taskStatus: "task status", .viewState: "view state", .event: "event",
        .controllerCallback: "controller callback", .callback: "callback", .expectation: "expectation",
        .sceneExpectation: "scene expectation", .operatingSystem: "operating system", .setting: "setting",
        .backgroundMode: "background mode", .action: "action", .appOption: "app option",
        .deviceOption: "device option",
        .fromAppToApp: "'from APP to APP'", .toApp: "'to APP'", .fromAppList: "'from APP: APP, ...'",
        .conformsToUTI: "'conforms-to UTI'", .forApp: "'for APP'", .inApp: "'in APP'",
        .iosAndVersion: "'ios' and a version", .onNav: "'on NAV'", .rootChild: "'root CHILD'", .aURL: "a URL",
        .aBackgroundMode: "a background mode", .aBundleIdentifier: "a bundle identifier", .aCallback: "a callback",
        .aDuration: "a duration", .aFileExtension: "a file extension", .aFileName: "a file name", .aName: "a name",
        .aNumber: "a number", .aProcessName: "a process name", .aRestorationIdentifier: "a restoration identifier",
        .aScene: "a scene, APP/N", .aSetting: "a setting", .aSize: "a size", .aTaskIdentifier: "a task identifier",
        .aTaskName: "a task name", .aText: "a text in double quotes", .aTitle: "a title in double quotes",
        .aTypeIdentifier: "a type identifier", .aVersion: "a version", .whatToExpect: "what to expect",
        .backgroundAppRefresh: "Background App Refresh", .lowPowerMode: "Low Power Mode",
        .scenesOption: "scenes option",
    ]

    static let japaneseNouns: [DiagnosticNoun: String] = [
        .switchPosition: "スイッチの値", .controllerName: "コントローラ名", .aController: "コントローラ",
        .alertAction: "アラートの操作", .appName: "アプリ名", .anApp: "アプリ", .archiveState: "アーカイブの状態",
        .bgtaskAction: "バックグラウンドタスクの操作", .callAction: "着信の操作", .debuggerAction: "デバッガの操作",
        .debuggerSetting: "デバッガの設定", .deviceModel: "デバイスの機種", .fetchResult: "フェッチの結果",
        .launchReason: "起動の理由", .memoryWarningLevel: "メモリ警告のレベル",
        .multitaskingSetting: "マルチタスクの設定", .notificationKind: "通知の種類",
        .overlayAction: "オーバーレイの操作", .phase: "フェーズ", .refreshStatus: "バックグラウンド更新の状態",
        .requestKind: "リクエストの種類", .switcherAction: "スイッチャーの操作", .taskResult: "タスクの結果",
        .taskStatus: "タスクの状態", .viewState: "ビューの状態", .event: "イベント",
        .controllerCallback: "コントローラのコールバック", .callback: "コールバック", .expectation: "期待値",
        .sceneExpectation: "シーンの期待値", .operatingSystem: "オペレーティングシステム", .setting: "設定",
        .backgroundMode: "バックグラウンドモード", .action: "アクション", .appOption: "アプリのオプション",
        .deviceOption: "デバイスのオプション",
        .fromAppToApp: " 'from APP to APP' ", .toApp: " 'to APP' ", .fromAppList: " 'from APP: APP, ...' ",
        .conformsToUTI: " 'conforms-to UTI' ", .forApp: " 'for APP' ", .inApp: " 'in APP' ",
        .iosAndVersion: " 'ios' とバージョン", .onNav: " 'on NAV' ", .rootChild: " 'root CHILD' ", .aURL: " URL ",
        .aBackgroundMode: "バックグラウンドモード", .aBundleIdentifier: "バンドル ID", .aCallback: "コールバック",
        .aDuration: "時間", .aFileExtension: "ファイル拡張子", .aFileName: "ファイル名", .aName: "名前",
        .aNumber: "数", .aProcessName: "プロセス名", .aRestorationIdentifier: "復元 ID",
        .aScene: "シーン (APP/N)", .aSetting: "設定", .aSize: "サイズ", .aTaskIdentifier: "タスク ID",
        .aTaskName: "タスク名", .aText: "ダブルクォートで囲んだテキスト", .aTitle: "ダブルクォートで囲んだタイトル",
        .aTypeIdentifier: "タイプ識別子 (UTI)", .aVersion: "バージョン", .whatToExpect: "期待する内容",
        .backgroundAppRefresh: "Appのバックグラウンド更新", .lowPowerMode: "低電力モード",
        .scenesOption: "シーンのオプション",
    ]
}
