import Dispatch
import ProductDetail

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension InteractivePresenter {
    /// The key help on the last line of the screen, as much as its width allows.
    var keyHelp: String {
        guard let screen else { return "" }
        return KeyHelp.text(
            for: host?.userType ?? .normal, columns: screen.columns, widthModel: screen.widthModel)
    }

    /// Reads keys on the main queue, starting with `typedAhead` (typed while the width-model
    /// probe listened).
    func startReadingKeys(typedAhead: [UInt8]) {
        let keyboard = DispatchSource.makeReadSource(fileDescriptor: context.inputDescriptor, queue: .main)
        let descriptor = context.inputDescriptor
        keyboard.setEventHandler { [weak self] in
            var buffer = [UInt8](repeating: 0, count: 64)
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            let failure = errno
            MainActor.assumeIsolated {
                guard let self else { return }
                if count < 0, failure == EINTR || failure == EAGAIN { return }
                // A raw terminal reads at least one byte: nothing (or an error) means it hung up.
                if count <= 0 {
                    self.host?.finish(ProductDetailApp.failure(forSignal: SIGHUP), keepsLastFrame: false)
                    return
                }
                self.handle(bytes: buffer.prefix(count))
            }
        }
        keyboard.resume()
        self.keyboard = keyboard
        if !typedAhead.isEmpty {
            DispatchQueue.main.async { [weak self] in
                MainActor.assumeIsolated { self?.handle(bytes: typedAhead) }
            }
        }
    }

    private func handle(bytes: some Sequence<UInt8>) {
        for key in keyDecoder.decode(bytes) {
            // A key that ended the run (q, Ctrl-C) leaves the rest unread.
            guard keyboard?.isCancelled == false else { return }
            handle(key)
        }
    }

    func handle(_ key: Key) {
        guard let host, let viewModel = host.viewModel else { return }
        if screen?.status != nil, key != .character("r") {
            // A key is the reader's acknowledgement of the message.
            screen?.status = nil
            awaitsReload = false
            redraw()
        }
        switch key {
        case .up, .down:
            viewModel.moveFocus(by: key == .up ? -1 : 1)
            revealsFocus = true
        case .left: viewModel.scrollFocusedSection(by: -1)
        case .right: viewModel.scrollFocusedSection(by: 1)
        case .pageUp, .pageDown:
            scrollPage(by: key == .pageUp ? -1 : 1, of: viewModel)
        case .home, .end:
            // Focus the first or last section and show the top or the bottom of the page.
            viewModel.moveFocus(
                by: key == .home ? -viewModel.sectionTypes.count : viewModel.sectionTypes.count)
            screen?.offset = key == .home ? 0 : lastPage?.height ?? 0
            revealsFocus = true
        case .enter:
            guard let id = viewModel.selectedRelatedProductID else { return }
            pageStack.append(
                PageStackEntry(
                    productID: viewModel.productID, state: viewModel.pageState, offset: screen?.offset ?? 0))
            host.open(productID: id, restoring: nil)
        case .backspace:
            _ = goBack()
        case .character("p"):
            switchUserType(of: viewModel)
        case .character("r"):
            host.reload()
            // Said at once; a reload that finds bad data says so when it does.
            awaitsReload = true
            screen?.status = catalogProblem ?? "reloaded \(context.timeOfDay)"
            redraw()
        case .character("q"):
            host.finish(nil, keepsLastFrame: true)
        case .interrupt:
            host.finish(ProductDetailApp.failure(forSignal: SIGINT), keepsLastFrame: false)
        case .quit:
            host.finish(ProductDetailApp.failure(forSignal: SIGQUIT), keepsLastFrame: false)
        case .suspend:
            host.suspend()
        case .character, .escape:
            return
        }
    }

    /// Switches between the normal and the premium layout, keeping the focus; a section only
    /// one layout shows (member offers) gets the focus back when `p` brings it back.
    private func switchUserType(of viewModel: ProductDetailViewModel) {
        let focused = viewModel.focusedSection
        host?.setUserType(viewModel.userType == .normal ? .premium : .normal)
        // Unless the reader moved the focus since the section went away.
        if let (saved, fallback) = focusBeforeUserSwitch, fallback == focused,
            viewModel.sectionTypes.contains(saved)
        {
            // Focus only: the carousels keep where they were scrolled since.
            viewModel.restore(ProductDetailViewModel.PageState(focusedSection: saved, selectedIndices: [:]))
        }
        focusBeforeUserSwitch =
            viewModel.sectionTypes.contains(focused) ? nil : (focused, viewModel.focusedSection)
        revealsFocus = true
    }

    /// Scrolls the screen by `pages` screens; when the focused section leaves the screen,
    /// focus moves to the section now nearest the direction of travel, so it stays in view.
    private func scrollPage(by pages: Int, of viewModel: ProductDetailViewModel) {
        guard var screen, let lastPage else { return }
        let height = lastPage.height
        screen.scroll(pages: pages, pageHeight: height)
        self.screen = screen
        let visible = screen.visibleRows(pageHeight: height)
        let frames = viewModel.sectionTypes.compactMap { type in
            lastPage.section(type.rawValue).map { (type, $0.frame.lines) }
        }
        let isFocusedVisible = frames.contains { type, lines in
            type == viewModel.focusedSection && lines.overlaps(visible)
        }
        let onScreen = frames.filter { $0.1.overlaps(visible) }.map(\.0)
        if !isFocusedVisible, let target = pages > 0 ? onScreen.first : onScreen.last,
            let from = viewModel.sectionTypes.firstIndex(of: viewModel.focusedSection),
            let to = viewModel.sectionTypes.firstIndex(of: target)
        {
            viewModel.moveFocus(by: to - from)
        }
        redraw()
    }
}
