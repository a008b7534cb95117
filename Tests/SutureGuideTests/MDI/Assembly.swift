// The samples of Documentation/ComingFrom/MDI.md: types bound by their protocols, a component as the hub.
import Foundation
import Suture

extension MDIGuide {
    /// Which arm of an experiment this install is in.
    protocol ABTestingProtocol: AnyObject, Sendable {
        var variant: String { get }
    }

    /// Feature switches.
    protocol CodeGuardsProtocol: AnyObject, Sendable {
        func isEnabled(_ feature: String) -> Bool
    }

    /// Colours for the app.
    protocol ThemeProtocol: AnyObject, Sendable {
        var accent: String { get }
    }

    @Injectable(as: ABTestingProtocol.self, scope: .singleton)
    final class ABTesting: ABTestingProtocol {
        let variant = "B"

        init() {}
    }

    @Injectable(as: CodeGuardsProtocol.self, scope: .singleton)
    final class CodeGuards: CodeGuardsProtocol {
        init() {}

        func isEnabled(_ feature: String) -> Bool { feature == "new-accent" }
    }

    @Injectable(as: ThemeProtocol.self, scope: .singleton)
    final class Theme: ThemeProtocol {
        private let abTesting: any ABTestingProtocol
        private let codeGuards: any CodeGuardsProtocol

        init(abTesting: any ABTestingProtocol, codeGuards: any CodeGuardsProtocol) {
            self.abTesting = abTesting
            self.codeGuards = codeGuards
        }

        var accent: String {
            codeGuards.isEnabled("new-accent") ? "teal (variant \(abTesting.variant))" : "grey"
        }
    }

    /// What the app knows about the running session.
    protocol AppContextProtocol: Sendable {
        var boot: Date { get }
        var sessionId: String { get }
        var theme: any ThemeProtocol { get }
    }

    /// `boot` and `sessionId` are passed by the caller (`@Argument`); `theme` is resolved.
    @Injectable(as: AppContextProtocol.self)
    final class AppContext: AppContextProtocol {
        let boot: Date
        let sessionId: String
        let theme: any ThemeProtocol

        init(@Argument boot: Date, @Argument sessionId: String, theme: any ThemeProtocol) {
            self.boot = boot
            self.sessionId = sessionId
            self.theme = theme
        }
    }

    /// The hub: what MDI's `Dependency.resolve()` overloads gave, as entry points of a generated component.
    @Component
    protocol Dependencies {
        var theme: any ThemeProtocol { get }
        var abTesting: any ABTestingProtocol { get }
        func appContext(boot: Date, sessionId: String) -> any AppContextProtocol
    }

    /// The same bindings registered from function references, as MDI's `factory:` arguments are.
    static func factoryContainer() -> Container {
        Container {
            Register((any ABTestingProtocol).self, using: ABTesting.init)
            Register((any CodeGuardsProtocol).self, using: CodeGuards.init)
            Register((any ThemeProtocol).self, using: Theme.init(abTesting:codeGuards:))
            Register((any AppContextProtocol).self) { (r, boot: Date, sessionId: String) in
                AppContext(boot: boot, sessionId: sessionId, theme: try r.resolve())
            }
            .dependencies(Dependency((any ThemeProtocol).self))
        }
    }
}
