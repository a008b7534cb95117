// Each "Coming from …" guide keeps its samples in its own namespace, so one test module holds them all.
//
// The components of these samples (`SutureSwinjectGuideApp` for `SwinjectGuide.App`, …) are generated into
// SutureGuideGenerated.swift, because SwiftPM cannot run this package's own build plugin on its test targets.
// After changing an annotation or a component here, regenerate it (a test fails until you do):
//
//     swift run suture generate Tests/SutureGuideTests --module-name SutureGuideTests \
//         --output Tests/SutureGuideTests/SutureGuideGenerated.swift

/// The samples of Documentation/ComingFrom/StitcherMacros.md.
enum StitcherMacrosGuide {}
/// The samples of Documentation/ComingFrom/MDI.md.
enum MDIGuide {}
/// The samples of Documentation/ComingFrom/Stitch.md.
enum StitchGuide {}
/// The samples of Documentation/ComingFrom/SwiftBlade.md.
enum SwiftBladeGuide {}
/// The samples of Documentation/ComingFrom/AnnotationInject.md.
enum AnnotationInjectGuide {}
/// The samples of Documentation/ComingFrom/Swinject.md.
enum SwinjectGuide {}
/// The samples of Documentation/ComingFrom/Factory.md.
enum FactoryGuide {}
