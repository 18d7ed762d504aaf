import Foundation
import LifecycleApplication

/// The app's photo uploads, one at a time, written as production code: it knows UIKit only
/// through `LifecycleApplication` (`UIApplication.shared` in the app), BackgroundTasks through
/// `LifecycleTaskScheduler` (`BGTaskScheduler.shared`), the disk through `LifecycleDefaults`
/// (`UserDefaults.standard`), hears the lifecycle on the `NotificationCenter` it is handed
/// (`.default` in the app), and waits on the clock it is handed (`ContinuousClock()` in the app).
/// The app builds one when its process starts, as it builds its app delegate.
///
/// - What is left to upload is kept in the defaults, after each upload and when the app is about
///   to leave the foreground (willResignActive): a queue built by a later process (after a kill,
///   a crash, a reboot) carries on from there.
/// - A photo added in the foreground starts the uploads at once, under a background task, so they
///   go on if the user leaves; entering the background with photos left starts them too. The task
///   ends when none is left, or when the system's time runs out (the expiration handler saves first).
/// - A failed upload is tried again after `retryDelay`, up to `attempts` times.
/// - It asks for an app refresh while photos are left, and uploads them when the system runs it.
@MainActor
public final class UploadQueue<Application: LifecycleApplication, Scheduler: LifecycleTaskScheduler,
                               WaitClock: Clock<Duration>, Defaults: LifecycleDefaults> {
    /// The refresh task's identifier (in the app's `BGTaskSchedulerPermittedIdentifiers`).
    public static var refreshIdentifier: String { "com.example.photouploader.refresh" }
    /// The key of the photos left to upload in the defaults.
    public static var pendingKey: String { "PhotoUploader.pending" }

    /// The photos still to upload, oldest first.
    public private(set) var pending: [String]
    /// The photos this queue uploaded, in order.
    public private(set) var uploaded: [String] = []

    let retryDelay: Duration
    let attempts: Int
    private let application: Application
    private let scheduler: Scheduler
    private let clock: WaitClock
    private let service: any PhotoService
    private let defaults: Defaults
    private var backgroundTask: Application.BackgroundTaskIdentifier
    private var uploading: Task<Void, Never>?
    private var observers: [any NSObjectProtocol] = []

    public init(application: Application, scheduler: Scheduler, clock: WaitClock, center: NotificationCenter,
                service: any PhotoService, defaults: Defaults,
                retryDelay: Duration = .seconds(5), attempts: Int = 3) {
        self.application = application
        self.scheduler = scheduler
        self.clock = clock
        self.service = service
        self.defaults = defaults
        self.retryDelay = retryDelay
        self.attempts = attempts
        pending = defaults.stringArray(forKey: Self.pendingKey) ?? []
        backgroundTask = application.invalidBackgroundTask
        observe("UIApplicationWillResignActiveNotification", on: center) { $0.savePending() }
        observe("UIApplicationDidEnterBackgroundNotification", on: center) { $0.didEnterBackground() }
    }

    /// Adds a photo to upload, and starts the uploads if they are not under way.
    public func add(_ photo: String) {
        pending.append(photo)
        savePending()
        startUploads()
    }

    /// Registers the refresh task's launch handler: call it from
    /// `application(_:didFinishLaunchingWithOptions:)`, as BackgroundTasks requires.
    public func registerRefresh() {
        _ = scheduler.register(forTaskWithIdentifier: Self.refreshIdentifier, using: .main) { [weak self] task in
            MainActor.assumeIsolated { self?.refresh(task) }
        }
    }

    /// Uploads what is pending, one photo at a time, until none is left or one fails `attempts`
    /// times in a row; a second caller waits for the uploads under way.
    public func uploadPending() async {
        if let uploading { return await uploading.value }
        let work = Task { await uploadEach() }
        uploading = work
        await work.value
        uploading = nil
    }

    private func uploadEach() async {
        while let photo = pending.first {
            guard await upload(photo) else { return }
            pending.removeFirst()
            uploaded.append(photo)
            savePending()
        }
    }

    private func upload(_ photo: String) async -> Bool {
        for attempt in 1...attempts {
            do {
                try await service.upload(photo)
                return true
            } catch {
                guard attempt < attempts else { return false }
                do { try await clock.sleep(for: retryDelay) } catch { return false }
            }
        }
        return false
    }

    private func didEnterBackground() {
        guard !pending.isEmpty else { return }
        try? scheduler.submit(scheduler.appRefreshRequest(identifier: Self.refreshIdentifier))
        startUploads()
    }

    /// Uploads what is pending under a background task, unless one is under way already.
    private func startUploads() {
        guard backgroundTask == application.invalidBackgroundTask else { return }
        backgroundTask = application.beginBackgroundTask(withName: "PhotoUpload") { [weak self] in
            guard let self else { return }
            savePending()
            endBackgroundTask()
        }
        Task {
            await uploadPending()
            savePending()
            endBackgroundTask()
        }
    }

    private func endBackgroundTask() {
        guard backgroundTask != application.invalidBackgroundTask else { return }
        application.endBackgroundTask(backgroundTask)
        backgroundTask = application.invalidBackgroundTask
    }

    private func refresh(_ task: Scheduler.Task) {
        task.expirationHandler = { [weak self] in
            MainActor.assumeIsolated { self?.savePending() }
            task.setTaskCompleted(success: false)
        }
        Task {
            await uploadPending()
            savePending()
            task.setTaskCompleted(success: pending.isEmpty)
        }
    }

    private func savePending() {
        defaults.set(pending, forKey: Self.pendingKey)
    }

    private func observe(_ name: String, on center: NotificationCenter,
                         _ body: @escaping @MainActor (UploadQueue) -> Void) {
        // This process's application object posts them, as UIApplication.shared does in the app.
        observers.append(center.addObserver(forName: Notification.Name(name), object: application, queue: nil) { [weak self] _ in
            MainActor.assumeIsolated {
                if let self { body(self) }
            }
        })
    }
}
