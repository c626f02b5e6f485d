import Testing

@testable import ProductDetailCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Serialized: it changes the process's SIGPIPE disposition for the length of the test.
@Suite(.serialized) struct OutputWriterBrokenPipeTests {
    @Test func closedReaderIsASystemErrorNotACrash() {
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previous) }
        let pipe = Pipe()
        pipe.closeReadEnd()
        let writer = OutputWriter(fileDescriptor: pipe.writeEnd)
        #expect(throws: SystemError("write", code: EPIPE)) {
            try writer.write("lost\n")
        }
        #expect(writer.bytesWritten == 0)
    }
}
