import Testing

@testable import ProductDetailCLI

@Suite(.timeLimit(.minutes(3))) struct AppModeTests {
    private func mode(_ arguments: [String]) throws -> AppMode {
        guard case .run(let options) = try CommandLineOptions.parse(arguments) else {
            Issue.record("\(arguments) is not a run")
            return .oneFrame
        }
        return AppMode(options)
    }

    @Test func eachCombinationOfFlagsIsOneMode() throws {
        #expect(try mode([]) == .oneFrame)
        #expect(try mode(["--watch"]) == .watch)
        #expect(try mode(["--simulate"]) == .simulate(watchesFiles: false))
        #expect(try mode(["--simulate", "--watch"]) == .simulate(watchesFiles: true))
        #expect(try mode(["--interactive"]) == .interactive(watchesFiles: false, simulates: false))
        #expect(
            try mode(["--interactive", "--watch", "--simulate"])
                == .interactive(watchesFiles: true, simulates: true))
        #expect(try mode(["--changes", "-"]) == .replay, "a feed alone is a replay")
        #expect(try mode(["--changes", "-", "--watch"]) == .watch, "a mode that keeps running follows it")
        #expect(try mode(["--changes", "f", "--simulate"]) == .simulate(watchesFiles: false))
    }

    @Test func whatEachModeDoes() {
        #expect(!AppMode.oneFrame.keepsRunning)
        #expect(AppMode.replay.keepsRunning && !AppMode.replay.watchesFiles && !AppMode.replay.simulates)
        #expect(AppMode.watch.keepsRunning && AppMode.watch.watchesFiles && !AppMode.watch.simulates)
        let simulate = AppMode.simulate(watchesFiles: false)
        #expect(simulate.simulates && !simulate.watchesFiles && !simulate.isInteractive)
        let interactive = AppMode.interactive(watchesFiles: true, simulates: false)
        #expect(interactive.isInteractive && interactive.watchesFiles && !interactive.simulates)
    }
}
