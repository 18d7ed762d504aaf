import LifecycleSim

extension ParserSession {
    // MARK: Declarations

    /// `controller NAME [restoration-id ID]`, `navigation NAME root CHILD [restoration-id ID]` or `root NAME`,
    /// indented under an `app` line.
    mutating func readControllerDeclaration(_ cursor: inout TokenCursor, keyword: Token, indented: Bool,
                                            line: SourceLine) {
        if !indented { currentApp = nil }
        guard indented, let app = currentApp else {
            error(DiagnosticMessages.controllerDeclarationOutsideApp(keyword.text, indented: indented), line: line,
                  token: keyword)
            return
        }
        if keyword.text == "root" {
            readRoot(&cursor, app: app, keyword: keyword, line: line)
            return
        }
        let usage = keyword.text == "controller" ? DiagnosticMessages.Usage.controller
            : DiagnosticMessages.Usage.navigation
        guard let nameToken = cursor.next() else {
            error(DiagnosticMessages.missing(.aName, after: keyword.text, usage: usage), line: line, token: keyword)
            return
        }
        guard nameToken.kind == .word, Vocabulary.isIdentifier(nameToken.text) else {
            error(DiagnosticText.notAnIdentifier(spelling: nameToken.spelling, what: .controllerName), line: line,
                  token: nameToken)
            return
        }
        let name = nameToken.text
        if let previous = controller(name, of: app) {
            error(DiagnosticText.duplicateController(name: name, app: app, line: previous.line.number), line: line,
                  token: nameToken)
            return
        }
        if Vocabulary.keywords.contains(name) {
            error(DiagnosticText.keywordAsName(name: name, what: .aController), line: line, token: nameToken)
        }
        var pending = PendingController(
            app: app, definition: ControllerDefinition(name: name, kind: keyword.text == "controller" ? .plain
                : .navigation(root: "")),
            line: line, nameToken: nameToken, rootToken: nil)
        // The controller is declared even when the rest of the line is wrong, so its name raises no further errors.
        defer {
            controllerIndex[app, default: [:]][name] = controllers.count
            controllerNames[app, default: []].append(name)
            controllers.append(pending)
        }
        if keyword.text == "navigation" {
            guard let rootKeyword = cursor.next() else {
                error(DiagnosticMessages.missing(.rootChild, after: "navigation " + name, usage: usage),
                      line: line, token: nameToken)
                return
            }
            guard rootKeyword.isWord("root") else {
                error(DiagnosticMessages.expectedWord("root", found: rootKeyword.spelling, usage: usage), line: line,
                      token: rootKeyword)
                return
            }
            guard let child = readDeclaredName(&cursor, after: rootKeyword, line: line, usage: usage) else { return }
            pending.definition.kind = .navigation(root: child.text)
            pending.rootToken = child
        }
        if let idKeyword = cursor.skip(word: "restoration-id") {
            guard let id = cursor.nextGlued() else {
                error(DiagnosticMessages.missing(.aRestorationIdentifier, after: "restoration-id", usage: usage),
                      line: line, token: idKeyword)
                return
            }
            pending.definition.restorationID = id.text
        }
        expectEnd(cursor, line: line, usage: usage)
    }

    /// `root NAME` after `root`.
    private mutating func readRoot(_ cursor: inout TokenCursor, app: String, keyword: Token, line: SourceLine) {
        let usage = DiagnosticMessages.Usage.root
        if let previous = roots[app] {
            error(DiagnosticText.duplicateDeclaration(keyword: "root", line: previous.line.number), line: line,
                  token: keyword)
            return
        }
        guard let token = readDeclaredName(&cursor, after: keyword, line: line, usage: usage) else { return }
        roots[app] = PendingRoot(app: app, line: line, token: token)
        expectEnd(cursor, line: line, usage: usage)
    }

    /// A controller name in a declaration, checked against the app's controllers at the end.
    private mutating func readDeclaredName(_ cursor: inout TokenCursor, after keyword: Token, line: SourceLine,
                                           usage: String) -> Token? {
        guard let token = cursor.next() else {
            error(DiagnosticMessages.missing(.controllerName, after: keyword.text, usage: usage), line: line,
                  token: keyword)
            return nil
        }
        guard token.kind == .word, Vocabulary.isIdentifier(token.text) else {
            error(DiagnosticText.notAnIdentifier(spelling: token.spelling, what: .controllerName), line: line,
                  token: token)
            return nil
        }
        return token
    }

    // MARK: Timeline

    /// `APP push CHILD on NAV`, `APP pop NAV`, `APP present CONTROLLER [from CONTROLLER]`, `APP dismiss CONTROLLER`;
    /// `command` (already read) is one of `Vocabulary.controllerCommands`.
    mutating func readControllerCommand(_ cursor: inout TokenCursor, appToken: Token, command: Token,
                                        line: SourceLine) -> DeviceEvent? {
        let app = appToken.text
        noteAppReference(app, line: line, token: appToken)
        let usage = DiagnosticMessages.Usage.controllerCommand(command.text)
        let event: DeviceEvent
        switch command.text {
        case "push":
            let childToken = cursor.peek()
            guard let child = readControllerName(&cursor, app: app, line: line, after: command, usage: usage)
            else { return nil }
            guard let onKeyword = cursor.next() else {
                error(DiagnosticMessages.missing(.onNav, after: "push " + child, usage: usage), line: line,
                      token: cursor.peek(-1) ?? command)
                return nil
            }
            guard onKeyword.isWord("on") else {
                error(DiagnosticMessages.expectedWord("on", found: onKeyword.spelling, usage: usage), line: line,
                      token: onKeyword)
                return nil
            }
            if let declared = controller(child, of: app), case .navigation = declared.definition.kind,
               let childToken {
                error(DiagnosticText.cannotPushNavigation(name: child), line: line, token: childToken)
                return nil
            }
            guard let navigation = readNavigationName(&cursor, app: app, line: line, after: onKeyword, usage: usage)
            else { return nil }
            controllersShownByTimeline[app, default: []].insert(child)
            event = .pushController(app: app, child: child, navigation: navigation)
        case "pop":
            guard let navigation = readNavigationName(&cursor, app: app, line: line, after: command, usage: usage)
            else { return nil }
            event = .popController(app: app, navigation: navigation)
        case "present":
            guard let presented = readControllerName(&cursor, app: app, line: line, after: command, usage: usage)
            else { return nil }
            var presenter: String?
            if let fromKeyword = cursor.skip(word: "from") {
                guard let from = readControllerName(&cursor, app: app, line: line, after: fromKeyword, usage: usage)
                else { return nil }
                presenter = from
            }
            controllersShownByTimeline[app, default: []].insert(presented)
            event = .presentController(app: app, controller: presented, from: presenter)
        default:
            guard let dismissed = readControllerName(&cursor, app: app, line: line, after: command, usage: usage)
            else { return nil }
            event = .dismissController(app: app, controller: dismissed)
        }
        guard expectEnd(cursor, line: line, usage: usage) else { return nil }
        noteReachedApps(event)
        return event
    }

    /// A controller name of `app` that must be a navigation controller.
    private mutating func readNavigationName(_ cursor: inout TokenCursor, app: String, line: SourceLine,
                                             after keyword: Token, usage: String) -> String? {
        let token = cursor.peek()
        guard let name = readControllerName(&cursor, app: app, line: line, after: keyword, usage: usage) else {
            return nil
        }
        if let declared = controller(name, of: app), let token {
            guard case .navigation = declared.definition.kind else {
                let isNavigation: (PendingController) -> Bool = {
                    if case .navigation = $0.definition.kind { return true }
                    return false
                }
                let navigations = (controllerNames[app] ?? []).prefix(ParserSession.maximumSuggestedNames)
                    .filter { controller($0, of: app).map(isNavigation) ?? false }
                error(DiagnosticMessages.notANavigation(name, app: app,
                                                        suggestion: suggestController(for: name, of: app,
                                                                                      where: isNavigation),
                                                        navigations: navigations),
                      line: line, token: token)
                return nil
            }
        }
        return name
    }

    /// `APP.NAME` split at its first dot into two located tokens, or nil when `token` has no dot.
    static func splitAtDot(_ token: Token) -> (head: Token, tail: Token)? {
        let scalars = token.text.unicodeScalars
        guard token.kind == .word, let dot = scalars.firstIndex(of: ".") else { return nil }
        let headText = String(scalars[..<dot])
        let tailText = String(scalars[scalars.index(after: dot)...])
        let headLength = headText.unicodeScalars.count
        let head = Token(kind: .word, text: headText, column: token.column, length: max(1, headLength),
                         spaceBefore: token.spaceBefore)
        let tail = Token(kind: .word, text: tailText, column: token.column + headLength + 1,
                         length: max(1, tailText.unicodeScalars.count), spaceBefore: false)
        return (head, tail)
    }

    // MARK: Checks at the end

    /// Navigation roots and `root` lines name declared controllers of their app, each with one parent.
    mutating func checkControllerDeclarations() {
        for pending in controllers where appIndex[pending.app] != nil {
            guard case .navigation(let child) = pending.definition.kind, let token = pending.rootToken else { continue }
            let app = pending.app
            if child == pending.definition.name {
                error(DiagnosticText.navigationRootIsItself(name: child), line: pending.line, token: token)
                continue
            }
            guard let declared = controller(child, of: app) else {
                let suggestion = suggestController(for: child, of: app) {
                    if case .plain = $0.definition.kind { return true }
                    return false
                }
                error(DiagnosticMessages.undeclaredController(child, app: app, suggestion: suggestion),
                      line: pending.line, token: token)
                continue
            }
            if case .navigation = declared.definition.kind {
                error(DiagnosticText.navigationInsideNavigation(child: child), line: pending.line, token: token)
                continue
            }
            if let previous = navigationParents[app]?[child], let first = controller(previous, of: app) {
                error(DiagnosticText.controllerAlreadyRoot(child: child, navigation: previous, line: first.line.number),
                      line: pending.line, token: token)
                continue
            }
            navigationParents[app, default: [:]][child] = pending.definition.name
        }
        for root in roots.values.sorted(by: { $0.line.number < $1.line.number }) where appIndex[root.app] != nil {
            guard checkControllerName(root.token, app: root.app, line: root.line) else { continue }
            if let navigation = navigationParents[root.app]?[root.token.text],
               let parent = controller(navigation, of: root.app) {
                error(DiagnosticText.windowRootInsideNavigation(name: root.token.text, navigation: navigation, line: parent.line.number),
                      line: root.line, token: root.token)
            }
        }
    }

    /// Puts each app's controllers and root into its declaration.
    mutating func attachControllers() {
        for pending in controllers {
            if let index = appIndex[pending.app] { apps[index].controllers.append(pending.definition) }
        }
        for root in roots.values {
            if let index = appIndex[root.app] { apps[index].rootController = root.token.text }
        }
    }
}
