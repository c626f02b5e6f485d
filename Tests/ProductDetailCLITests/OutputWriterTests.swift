import Foundation
import Relay
import Testing

@testable import ProductDetailCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite(.timeLimit(.minutes(3))) struct OutputWriterTests {
    @Test func writesTextAndCountsItsUTF8Bytes() {
        let pipe = Pipe()
        let writer = OutputWriter(fileDescriptor: pipe.writeEnd)
        #expect(throws: Never.self) {
            try writer.write("price ¥9,800\n")
            try writer.write([0x6F, 0x6B, 0x0A])
        }
        #expect(writer.bytesWritten == 14 + 3, "¥ is two bytes in UTF-8")
        #expect(pipe.readAllText() == "price ¥9,800\nok\n")
    }

    @Test func eachWriteReachesTheReaderBeforeTheNextOne() throws {
        let pipe = Pipe()
        let writer = OutputWriter(fileDescriptor: pipe.writeEnd)
        try writer.write("{\"type\":\"page\"}\n")
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = buffer.withUnsafeMutableBytes { read(pipe.readEnd, $0.baseAddress, $0.count) }
        #expect(String(decoding: buffer[..<max(0, count)], as: UTF8.self) == "{\"type\":\"page\"}\n")
    }

    @Test func aWriteWaitingForItsReaderGivesUpWhenTheInterruptionIsReadable() throws {
        let pipe = Pipe()
        // One page: the first write fills the pipe, and the rest must wait for a reader.
        try #require(pipe.holdOnePage())
        let interruption = Pipe()
        let writer = OutputWriter(fileDescriptor: pipe.writeEnd)
        writer.interrupt(whenReadable: interruption.readEnd)
        let failure = Locked<SystemError?>(nil)
        let done = DispatchSemaphore(value: 0)
        Thread {
            do {
                try writer.write([UInt8](repeating: 0x2A, count: 100_000))
            } catch let error as SystemError {
                failure.withLock { $0 = error }
            } catch {}
            done.signal()
        }.start()
        #expect(done.wait(timeout: .now() + 0.2) == .timedOut, "the write waits for a reader")
        var byte: UInt8 = 15
        #expect(write(interruption.writeEnd, &byte, 1) == 1)
        try #require(done.wait(timeout: .now() + 10) == .success, "the write never gave up")
        #expect(failure.withLock { $0 }?.code == EINTR)
        #expect(writer.bytesWritten == 4_096, "what the pipe took before it was full")
    }

    @Test func afterNeverWaitAWriteThatWouldWaitFailsAtOnce() throws {
        let pipe = Pipe()
        try #require(pipe.holdOnePage())
        let writer = OutputWriter(fileDescriptor: pipe.writeEnd)
        writer.neverWait()
        let error = try #require(throws: SystemError.self) {
            try writer.write([UInt8](repeating: 0x2A, count: 10_000))
        }
        #expect(error.code == EAGAIN)
        #expect(writer.bytesWritten == 4_096)
    }

    @Test func writesMoreThanThePipeHoldsWhileAReaderDrainsIt() throws {
        try expectWholePayloadArrives(nonBlocking: false)
    }

    @Test func nonBlockingDescriptorGetsEveryByteThroughPartialWrites() throws {
        try expectWholePayloadArrives(nonBlocking: true)
    }

    /// Writes 300 kB, several times what a pipe holds, while another thread drains it: the
    /// writer must continue after partial writes (and, non-blocking, after `EAGAIN`).
    private func expectWholePayloadArrives(nonBlocking: Bool) throws {
        let pipe = Pipe()
        if nonBlocking {
            try #require(fcntl(pipe.writeEnd, F_SETFL, fcntl(pipe.writeEnd, F_GETFL) | O_NONBLOCK) == 0)
        }
        let writer = OutputWriter(fileDescriptor: pipe.writeEnd)
        let payload = [UInt8]((0..<300_000).map { UInt8(truncatingIfNeeded: $0 % 251) })
        let received = Locked<[UInt8]>([])
        let done = DispatchSemaphore(value: 0)
        let readEnd = pipe.readEnd
        let reader = Thread {
            received.withLock { $0 = Self.readUntilEndOfFile(readEnd) }
            done.signal()
        }
        reader.start()
        try writer.write(payload)
        pipe.closeWriteEnd()
        #expect(done.wait(timeout: .now() + 10) == .success)
        #expect(writer.bytesWritten == payload.count)
        #expect(received.withLock { $0 } == payload)
    }

    /// Four threads, started together, each write 100 lines of 20,000 bytes: longer than a
    /// pipe writes at once (so each line goes out in several write calls while a reader drains
    /// the pipe), yet every line arrives whole, none interleaved with another writer's bytes.
    @Test func concurrentWritesNeverInterleave() throws {
        let pipe = Pipe()
        let writer = OutputWriter(fileDescriptor: pipe.writeEnd)
        let received = Locked<[UInt8]>([])
        let done = DispatchSemaphore(value: 0)
        let readEnd = pipe.readEnd
        Thread {
            received.withLock { $0 = Self.readUntilEndOfFile(readEnd) }
            done.signal()
        }.start()
        let writers = 4
        let lines = 100
        let length = 20_000
        let start = DispatchSemaphore(value: 0)
        let finished = DispatchGroup()
        for index in 0..<writers {
            finished.enter()
            Thread {
                start.wait()
                let line = String(repeating: Character(String(index)), count: length - 1) + "\n"
                for _ in 0..<lines { try? writer.write(line) }
                finished.leave()
            }.start()
        }
        for _ in 0..<writers { start.signal() }
        #expect(finished.wait(timeout: .now() + 30) == .success)
        pipe.closeWriteEnd()
        #expect(done.wait(timeout: .now() + 10) == .success)
        let text = String(decoding: received.withLock { $0 }, as: UTF8.self)
        let receivedLines = text.split(separator: "\n")
        #expect(receivedLines.count == writers * lines)
        #expect(receivedLines.allSatisfy { $0.count == length - 1 && Set($0).count == 1 })
        #expect(writer.bytesWritten == writers * lines * length)
    }

    private static func readUntilEndOfFile(_ descriptor: Int32) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { return bytes }
            bytes.append(contentsOf: chunk[..<count])
        }
    }

    @Test func emptyWriteWritesNothing() throws {
        let pipe = Pipe()
        let writer = OutputWriter(fileDescriptor: pipe.writeEnd)
        try writer.write("")
        try writer.write([])
        #expect(writer.bytesWritten == 0)
    }
}
