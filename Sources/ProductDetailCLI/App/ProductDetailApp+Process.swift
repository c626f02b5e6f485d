import Relay

extension ProductDetailApp {
    /// Sets up what a run needs of the whole process, once, before anything else: the
    /// allocator gives freed memory back as it is freed, so a live run that let go of a big
    /// catalog shrinks to what it holds (see `BackgroundRelease.returnsFreedMemoryPromptly()`).
    public static func prepareProcess() {
        BackgroundRelease.returnsFreedMemoryPromptly()
    }
}
