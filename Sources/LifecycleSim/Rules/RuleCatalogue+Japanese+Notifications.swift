extension RuleCatalogue {
    /// The rules of the group NT (UIKit's lifecycle notifications) in Japanese (RuleCatalogue+Notifications.swift).
    static let japaneseNotificationRules: [RuleID: RuleTranslation] = [
        .nt1: RuleTranslation(
            title: "ライフサイクルの各メソッドの後に通知が続く",
            versions: "すべて (UIScene の通知は iOS 13 以降)",
            statement: """
            UIKit はライフサイクルのメソッドを呼び、そのメソッドから戻った直後に、対応する通知をアプリの NotificationCenter へ
            同期的にポストします。このときすべてのオブザーバがアプリのコードとして、メソッドと同じウォッチドッグの制限時間の中で実行されます。
            名前は UIKit のものです:
            \(LifecycleNotification.methodTable)
            メソッドのない UIApplicationBackgroundRefreshStatusDidChangeNotification は、スイッチ (`refresh`、
            `low-power`) が実行中のアプリの backgroundRefreshStatus を変えたときに届きます (BR-1)。サスペンド中の
            アプリはコードを実行しないので何も受け取りません。アプリがメソッドを実装していなくても、通知はポストされます。シーンを使わないアプリのコールド起動では
            willEnterForeground の通知はポストされません (バックグラウンドを出たわけではないためです)。メモリ警告の通知は、
            ビューコントローラが警告を受け取る前に届きます (MW-2)。トレースに通知が表示されるのは、求めたとき
            (`setting notifications on`、`lifesim run --notifications`) だけです。
            """,
            resolution: "Apple のメソッドのページは一致していません。applicationWillResignActive(_:) と applicationDidBecomeActive(_:) は、メソッドを呼んだ後に UIKit が通知をポストするとしています。applicationDidEnterBackground(_:) は 'around the same time' とし、以前の applicationWillEnterForeground(_:) のページは通知が 'shortly before' に来るとしていました。SDK のヘッダは通知が 'are sent out after the equivalent delegate message is called' と述べ、openradar 49817144 は iOS 12 でメソッドが通知より先に来ることを記録しています。本ツールはヘッダとこの記録に従い、どの組でもメソッドが先、通知が後とします。まだモデル化していないのは significantTimeChange です。保護されたデータの通知 (UIApplicationProtectedDataWillBecomeUnavailable、UIApplicationProtectedDataDidBecomeAvailable) は、パスコードロック (LK-4、`setting passcode on`) でポストされます。UIApplication.backgroundRefreshStatusDidChangeNotification の Apple のページは \"The system sends this notification when the backgroundRefreshStatus property of the app object changes.\" とだけ述べています。サスペンド中のアプリが次に実行されたときに変化について何を受け取るかを示す資料はなく、本ツールでは何も届けません。シーンを使わないアプリは、本ツールでは UIScene の通知を受け取りません。iOS 13 からは UIKit がそのようなアプリを自ら作ったウインドウシーンで動かし、公開されたログが 1 件 (Batch SDK のヘッダ、iOS 14)、通知からのウォーム起動で UISceneWillEnterForegroundNotification と UISceneDidActivateNotification がそれぞれ UIApplication の通知の前にポストされることを示していますが、コールド起動では 1 つも示していません。このログは省略されており、そのようなアプリがシーンのどの通知を受け取るかを述べる資料はほかにないため、1 つもポストしません: シーンを使わないアプリで UIScene の通知を監視するコードは、受け取ることも受け取らないことも当てにしないでください。"
        ),
        .nt2: RuleTranslation(
            title: "シーンベースのアプリの UIApplication の通知はシーンに従う",
            statement: """
            シーンベースのアプリでは、applicationWillEnterForeground、applicationDidBecomeActive、
            applicationWillResignActive、applicationDidEnterBackground は呼ばれませんが、UIKit はそれらの通知を、
            シーン全体から見たアプリの状態 (SC-5) についてポストします。どれも、その状態を変えたシーンのコールバック
            (とその UIScene の通知、NT-1) の後です:
                UIApplicationWillEnterForegroundNotification  最初のシーンの sceneWillEnterForeground の後
                                                              (フォアグラウンドへの起動では、アプリが inactive
                                                              になったとき、SC-5: iOS 13 では
                                                              sceneWillEnterForeground の後、iOS 14 以降は
                                                              sceneDidBecomeActive の後)
                UIApplicationDidBecomeActiveNotification      アプリが active になったとき: sceneDidBecomeActive の後
                UIApplicationWillResignActiveNotification     最後の active なシーンの sceneWillResignActive の後
                UIApplicationDidEnterBackgroundNotification   最後のシーンの sceneDidEnterBackground の後
                                                              (didEnterBackground の 10 秒 (FG-2) の中でポストされます)
            アプリがフォアグラウンドにとどまったまま別のシーンが画面に来たり去ったりしても、何もポストされません。
            didFinishLaunching、willTerminate、didReceiveMemoryWarning はアプリデリゲートのままで、それぞれの通知が
            続きます (NT-1)。UIApplication の通知のオブジェクトはアプリのオブジェクト、UIScene の通知のオブジェクトはシーンです
            (Swift の API ではプロセスのオブジェクトです)。DOC、OBS。
            """,
            resolution: "Apple のドキュメントによれば、UIKit はアプリがシーンを使うかどうかにかかわらず ('regardless of whether your app uses scenes') これらの通知をポストします。UIApplication.willEnterForegroundNotification はすべてのシーンを合わせたアプリの状態を表し (\"reflects your app's aggregate state across all of its scenes\")、その状態がバックグラウンドからフォアグラウンドに移るとき ('moves from background to foreground') と、アプリが直接フォアグラウンドに起動するとき ('launches directly into the foreground') にポストされます。シーンのコールバックとの順序を示す Apple のページはありません。公開されたデバイスのログが 1 つあります: Batch iOS SDK のライフサイクルのログ (BAApplicationLifecycle.h) は、iOS 14 でのシーンベースのアプリのコールド起動を UISceneWillEnterForegroundNotification、UISceneDidActivateNotification ('State: Background')、UIApplicationWillEnterForegroundNotification ('State: Inactive')、UIApplicationDidBecomeActiveNotification の順に記録し、iOS 13 では UIApplicationWillEnterForegroundNotification ('State: Inactive - Scene: Foreground Inactive') を UISceneDidActivateNotification の前に記録しています。起動時の通知は、アプリが background と読めなくなったとき (SC-5) に来ており、それは iOS 14 以降では sceneDidBecomeActive の後です。本ツールはこれに従います (それまでこのルールは、どのバージョンでも sceneWillEnterForeground の後に置いていました)。起動時にポストされる通知の組み合わせは、公開された SDK のコードが裏付けます。amplitude/Amplitude-Swift のライフサイクルの監視は、シーンを持たないアプリでだけ didBecomeActive を待ちます ('Pre SceneDelegate apps wil not fire a willEnterForeground notification on app launch')。bugsnag/bugsnag-cocoa (プルリクエスト 1180、2021 年) は、UIScene のライフサイクルを採用しないアプリは起動中に willEnterForegroundNotification を受け取らず、代わりに didBecomeActiveNotification を受け取ると書いています。どちらも iOS のバージョンを示しておらず、iOS 13 とそれ以降を区別する資料も見つからなかったため、ポストされる通知の組み合わせは iOS 13 以降で同じです (バージョンで異なるのは、上に述べた起動時の順序だけです)。そのほかの場合の順序についての本ツールの解釈: アプリの状態はシーンの変化を通じて変わる (SC-5) ので、アプリの通知はその変化を起こしたシーンのコールバックの後に来ます。シーンが複数あるときは、状態を変えた最後のものの後です。"
        ),
    ]
}
