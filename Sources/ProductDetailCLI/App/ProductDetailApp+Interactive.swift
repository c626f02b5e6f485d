import CellKit
import Dispatch
import Foundation
import ProductDetail
import Relay

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension ProductDetailApp {
    /// The key help under the page in `--interactive`.
    var footer: [StyledLine] {
        guard options.isInteractive else { return [] }
        let user = userType == .premium ? "premium" : "normal"
        let help = "↑↓ section  ←→ scroll  ⏎ open  ⌫ back  p user  r reload  q quit"
        let text = clip("\(user) · \(help)")
        return [
            "",
            StyledLine(
                text: text, runs: text.isEmpty ? [] : [StyleRun(start: 0, count: text.count, style: .dim)]),
        ]
    }

    /// Takes over the terminal: raw mode, hidden cursor, keys read on the main queue. The
    /// terminal is restored on exit, on Ctrl-C, on SIGTERM and on errors.
    func startInteractive() throws {
        let restorer = TerminalRestorer(
            rawMode: try RawMode(fileDescriptor: context.inputDescriptor),
            output: context.output,
            onSignal: { _ in
                MainActor.assumeIsolated {
                    self.finish(CommandFailure(exitCode: .interrupted, message: "interrupted"))
                }
            },
            notifications: [SIGWINCH],
            onNotification: { _ in MainActor.assumeIsolated { self.terminalResized() } })
        try restorer.activate()
        self.restorer = restorer
        let keyboard = DispatchSource.makeReadSource(fileDescriptor: context.inputDescriptor, queue: .main)
        let descriptor = context.inputDescriptor
        keyboard.setEventHandler { [weak self] in
            var buffer = [UInt8](repeating: 0, count: 64)
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            MainActor.assumeIsolated {
                guard let self else { return }
                if count <= 0 { return self.finish(nil) }
                for key in self.keyDecoder.decode(buffer.prefix(count)) { self.handle(key) }
            }
        }
        keyboard.resume()
        self.keyboard = keyboard
    }

    func handle(_ key: Key) {
        guard let viewModel else { return }
        switch key {
        case .up: viewModel.moveFocus(by: -1)
        case .down: viewModel.moveFocus(by: 1)
        case .left: viewModel.scrollFocusedSection(by: -1)
        case .right: viewModel.scrollFocusedSection(by: 1)
        case .enter:
            guard let id = viewModel.selectedRelatedProductID else { return }
            history.append(productID)
            show(productID: id)
        case .backspace:
            guard let previous = history.popLast() else { return }
            show(productID: previous)
        case .character("p"):
            userType = userType == .normal ? .premium : .normal
            viewModel.setUserType(userType)
        case .character("r"):
            viewModel.reload()
        case .character("q"):
            finish(nil)
        case .interrupt:
            finish(CommandFailure(exitCode: .interrupted, message: "interrupted"))
        case .character, .escape:
            return
        }
    }

    private func clip(_ line: String) -> String {
        var result = ""
        var columns = 0
        for character in line {
            let width = DisplayWidth.of(character)
            if columns + width > self.width { break }
            columns += width
            result.append(character)
        }
        return result
    }
}
