// Each "Coming from …" guide keeps its samples in its own namespace, so one test module holds them all.

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
