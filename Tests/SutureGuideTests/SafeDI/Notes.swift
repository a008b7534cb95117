import Suture

// The samples of Documentation/ComingFrom/SafeDI.md: what SafeDI's @Instantiable, @Instantiated, @Received and
// @Forwarded say, in Suture.

extension SafeDIGuide {
    /// A protocol a type fulfils, as `fulfillingAdditionalTypes:` said.
    protocol NoteStoring: AnyObject, Sendable {
        func save(_ note: String) -> String
    }

    /// One per app, received by whoever needs it.
    @Injectable(as: NoteStoring.self, scope: .singleton)
    final class DiskNoteStore: NoteStoring {
        init() {}

        func save(_ note: String) -> String { "saved: \(note)" }
    }

    /// A screen made with a forwarded value (the note's title) and a received one (the store).
    @Injectable
    final class NoteEditor: Sendable {
        let title: String
        let store: any NoteStoring

        init(@Argument title: String, store: any NoteStoring) {
            self.title = title
            self.store = store
        }
    }

    /// A screen that receives the store; it opens editors through the component's factory entry point.
    @Injectable
    final class NoteList: Sendable {
        let store: any NoteStoring

        init(store: any NoteStoring) {
            self.store = store
        }
    }

    /// The root: what `@Instantiable(isRoot: true)` was. `editor(title:)` is what an `Instantiator<NoteEditor>`
    /// was: each call builds one, forwarding the title. SutureBuildPlugin generates `SutureSafeDIGuideNotesApp`.
    @Component
    protocol NotesApp {
        var list: NoteList { get }
        func editor(title: String) -> NoteEditor
    }
}
