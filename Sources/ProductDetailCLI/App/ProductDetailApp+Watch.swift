extension ProductDetailApp {
    /// Has the repository look at its data files every quarter second; a changed file is
    /// parsed in the background and bad content is reported while the last good page stays.
    func startWatching() {
        repository?.startWatching()
    }
}
