import Dispatch
import ProductDetailCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `product-detail`: parses the command line, runs `ProductDetailApp` on the main queue and
/// exits with its status. All behaviour lives in `ProductDetailCLI`.
@main
enum ProductDetailCommand {
    @MainActor
    static func main() {
        signal(SIGPIPE, SIG_IGN)
        let context = AppContext.process()
        let command: Command
        do {
            command = try CommandLineOptions.parse(Array(CommandLine.arguments.dropFirst()))
        } catch {
            fail(with: CommandFailure(error), to: context)
        }
        switch command {
        case .help:
            try? context.output.write(Usage.help)
            exit(ExitCode.success.rawValue)
        case .version:
            try? context.output.write(Usage.version + "\n")
            exit(ExitCode.success.rawValue)
        case .run(let options):
            let app = ProductDetailApp(options: options, context: context)
            app.start { failure in
                guard let failure else { exit(ExitCode.success.rawValue) }
                fail(with: failure, to: context)
            }
            dispatchMain()
        }
    }

    private static func fail(with failure: CommandFailure, to context: AppContext) -> Never {
        try? context.errorOutput.write(failure.stderrText)
        exit(failure.exitCode.rawValue)
    }
}
