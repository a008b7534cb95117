/// What a published word owns, whatever the instance's type: the instance itself, tagged, or the box holding it.
enum PublishedInstance {
    /// Gives up what `word` owns: one release of the tagged object or of the box.
    static func release(_ word: UnsafeRawPointer) {
        let bits = UInt(bitPattern: word)
        // Releasing needs no static type: the object's own metadata finds its deinit.
        let object = bits & 1 != 0 ? UnsafeRawPointer(bitPattern: bits & ~1) ?? word : word
        Unmanaged<AnyObject>.fromOpaque(object).release()
    }
}
