import Suture

@MainActor
@Injectable(scope: .singleton)
final class WindowController {
    init() {}
}

@MainActor
@Injectable
final class ToolbarModel {
    let window: WindowController

    init(window: WindowController) { self.window = window }
}

@Injectable
final class DocumentStore: Sendable {
    init() {}
}

@Injectable
final class Editor {
    let toolbar: ToolbarModel
    let store: DocumentStore

    init(toolbar: ToolbarModel, store: DocumentStore) {
        self.toolbar = toolbar
        self.store = store
    }
}

@Component
protocol Application {
    var editor: Editor { get }
    var window: WindowController { get }
}

@MainActor
@Component
protocol Scene {
    var toolbar: ToolbarModel { get }
    func document(_ id: DocumentID) -> DocumentScope
}

struct DocumentID: Hashable, Sendable {
    let value: Int
}

@Component(scope: .custom("document"))
protocol DocumentScope {
    var window: WindowController { get }
    var store: DocumentStore { get }
}
