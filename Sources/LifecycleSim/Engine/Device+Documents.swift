/// Documents: the Open-In menu (DOC-1), sending a file (DOC-2) and the Inbox (DOC-3).
extension Device {
    /// A few system-declared types and what they conform to, so common files work out of the box.
    static let systemTypes: [(identifier: String, conformsTo: String?, fileExtensions: [String])] = [
        ("public.item", nil, []),
        ("public.data", "public.item", []),
        ("public.content", "public.item", []),
        ("public.text", "public.data", []),
        ("public.plain-text", "public.text", ["txt", "text"]),
        ("public.html", "public.text", ["html", "htm"]),
        ("public.image", "public.data", []),
        ("public.jpeg", "public.image", ["jpg", "jpeg"]),
        ("public.png", "public.image", ["png"]),
        ("com.adobe.pdf", "public.data", ["pdf"]),
    ]

    /// The type of a file by its extension: an app's exported declaration first, then the system's;
    /// an unknown extension is plain `public.data`.
    func uniformType(of file: String) -> String {
        let ext = file.split(separator: ".").last.map { String($0).lowercased() } ?? ""
        for app in apps {
            if let declared = app.config.exports.first(where: { $0.fileExtension?.lowercased() == ext }) {
                return declared.identifier
            }
        }
        return Self.systemTypes.first { $0.fileExtensions.contains(ext) }?.identifier ?? "public.data"
    }

    /// The type and everything it conforms to, nearest first.
    func conformance(of type: String) -> [String] {
        var chain: [String] = []
        var next: String? = type
        while let current = next, !chain.contains(current) {
            chain.append(current)
            let exported = apps.lazy.compactMap { $0.config.exports.first { $0.identifier == current } }.first
            next = exported?.conformsTo ?? Self.systemTypes.first { $0.identifier == current }?.conformsTo
        }
        return chain
    }

    /// DOC-1: the other installed apps, in home-screen order, that open the file's type or a type
    /// it conforms to. Conformance reaching only `public.item` (the root of every type) lists nobody.
    public func openInMenu(for file: String, from sender: String) -> [String] {
        let types = Set(conformance(of: uniformType(of: file)).filter { $0 != "public.item" })
        return apps.filter { $0.name != sender && $0.config.documents.contains(where: types.contains) }.map(\.name)
    }

    /// DOC-2: the sender gets willBeginSendingToApplication; the file is copied into the receiver's
    /// Inbox; the sender leaves the foreground (FG-3) and gets didEndSendingToApplication, only then
    /// may BG-2 suspend it; the receiver launches or returns with the file's URL (LA-2).
    func share(_ file: String, from sender: InstalledApp, to receiver: InstalledApp) -> EventOutcome {
        guard front == sender.index, sender.state == .active, !foregroundBlocked else {
            return refuse(WarningText.openInSenderNotActive(app: sender.name), .doc2, app: sender)
        }
        guard openInMenu(for: file, from: sender.name).contains(receiver.name) else {
            return refuse(WarningText.openInReceiverCannotOpen(app: receiver.name, file: file, type: "\(uniformType(of: file))"), .doc1, app: receiver)
        }
        guard let generation = sender.process?.generation else { return .applied }
        deliver(.willBeginSendingToApplication, to: sender, .doc2)
        let copy = inboxName(for: file, in: receiver)
        receiver.inbox.insert(copy)
        guard isAlive(sender, generation), let process = sender.process else { return .applied }
        process.sendingDocument = true
        // Only the sender leaves (FG-3); an app beside it in Split View stays (SC-7).
        leaveScreen(keeping: screenScenes.filter { $0.app != sender.index }, unsettled: sender)
        if isAlive(sender, generation) {
            deliver(.didEndSendingToApplication, to: sender, .doc2)
            sender.process?.sendingDocument = false
            settle(sender)
        }
        bringToForeground(receiver, .url)
        return .applied
    }

    /// A name clash in the Inbox gets a numbered copy: `name-1.ext`, `name-2.ext` …
    private func inboxName(for file: String, in app: InstalledApp) -> String {
        guard app.inbox.contains(file) else { return file }
        let dot = file.lastIndex(of: ".")
        let stem = dot.map { String(file[..<$0]) } ?? file
        let ext = dot.map { String(file[$0...]) } ?? ""
        var number = 1
        while app.inbox.contains("\(stem)-\(number)\(ext)") { number += 1 }
        return "\(stem)-\(number)\(ext)"
    }

    /// DOC-3: the files in the app's `Documents/Inbox`, sorted by name.
    public func inbox(of name: String) -> [String] { app(named: name)?.inbox.sorted() ?? [] }
}
