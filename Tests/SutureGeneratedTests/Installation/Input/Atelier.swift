import Suture

/// What the atelier's root components refine: a module installed here joins each of them without being listed.
protocol AtelierScope {}

/// What a visit's subcomponent refines.
protocol AtelierVisitScope {}

struct Easel: Sendable {
    let height: Int
}

struct Canvas: Sendable {
    let size: String
}

struct Medium: Sendable {
    let name: String
}

final class Palette: Sendable {
    let colours: [String]

    init(colours: [String]) { self.colours = colours }
}

@Injectable
final class Brush: Sendable {
    let palette: Palette
    let medium: Medium

    init(palette: Palette, medium: Medium) {
        self.palette = palette
        self.medium = medium
    }
}

// Installed in every component that refines AtelierScope, with the module it includes.
@Module(includes: [CanvasModule.self], installIn: [AtelierScope.self])
enum EaselModule {
    @Provides(scope: .singleton)
    static func easel() -> Easel { Easel(height: 180) }
}

@Module
enum CanvasModule {
    @Provides
    static func canvas() -> Canvas { Canvas(size: "A2") }
}

@Module(installIn: [AtelierScope.self])
enum ChalkModule {
    @Provides
    static func chalk() -> Medium { Medium(name: "chalk") }
}

// Installed in each visit: one palette per visit.
@Module(installIn: [AtelierVisitScope.self])
enum PaletteModule {
    @Provides(scope: .custom("visit"))
    static func palette() -> Palette { Palette(colours: ["ochre", "umber"]) }
}

@Component(scope: .custom("visit"))
protocol AtelierVisit: AtelierVisitScope, Sendable {
    var palette: Palette { get }
    var brush: Brush { get }
    var easel: Easel { get }
}

@Component
protocol Atelier: AtelierScope, Sendable {
    var easel: Easel { get }
    var canvas: Canvas { get }
    var medium: Medium { get }
    var visit: any AtelierVisit { get }
}

@Module
enum CharcoalModule {
    @Provides
    static func charcoal() -> Medium { Medium(name: "charcoal") }
}

// A sketching atelier leaves the installed chalk out and lists charcoal in its place.
@Component(modules: [CharcoalModule.self], omitting: [ChalkModule.self])
protocol SketchAtelier: AtelierScope, Sendable {
    var medium: Medium { get }
    var canvas: Canvas { get }
}
