import Suture
import Testing

/// Modules that install themselves (`@Module(installIn:)`) in a generated component: each component that refines
/// the named protocol has their bindings, and those of the modules they include, without listing them.
struct InstallationTests {
    @Test func aRootComponent_hasTheModulesInstalledInWhatItRefines_andWhatTheyInclude() {
        let atelier = SutureAtelier()
        #expect(atelier.easel.height == 180)
        #expect(atelier.easel.height == atelier.visit.easel.height)
        #expect(atelier.canvas.size == "A2")
        #expect(atelier.medium.name == "chalk")
    }

    @Test func aSubcomponent_hasTheModulesInstalledInItsOwnScope_onePalettePerVisit() {
        let atelier = SutureAtelier()
        let visit = atelier.visit
        #expect(visit.palette === visit.brush.palette)
        #expect(visit.palette !== atelier.visit.palette)
        #expect(visit.brush.palette.colours == ["ochre", "umber"])
        #expect(visit.brush.medium.name == "chalk")
    }

    @Test func aComponentThatOmitsAnInstalledModule_usesTheOneItLists() {
        let sketch = SutureSketchAtelier()
        #expect(sketch.medium.name == "charcoal")
        #expect(sketch.canvas.size == "A2")
    }
}
