// The tests of Documentation/ComingFrom/SafeDI.md.
import Suture
import Testing

extension SafeDIGuide {
    @Suite struct NotesTests {
        @Test func factoryEntryPoint_forwardsTheTitle_andReceivesTheStore() {
            let app = SutureSafeDIGuideNotesApp()
            let editor = app.editor(title: "Groceries")
            #expect(editor.title == "Groceries")
            #expect(editor.store.save(editor.title) == "saved: Groceries")
            #expect(editor.store === app.list.store)
        }

        @Test func factoryEntryPoint_buildsOnEveryCall_fromTheSameStore() {
            let app = SutureSafeDIGuideNotesApp()
            let first = app.editor(title: "One")
            let second = app.editor(title: "Two")
            #expect(first !== second)
            #expect(first.store === second.store)
        }
    }
}
