import Relay
import Testing

@testable import SectionKit

@Suite struct LongestIncreasingSubsequenceTests {
    @Test func membersAreIncreasingAndAsManyAsTheLongestSubsequence() {
        var generator = SplitMix64(seed: 0x115)
        for _ in 0..<2_000 {
            let count = Int.random(in: 0...40, using: &generator)
            let values = (0..<count).map { _ in Int.random(in: -5...30, using: &generator) }
            let (members, memberCount) = longestIncreasingSubsequenceMembers(of: values)
            let chosen = values.indices.filter { members[$0] }.map { values[$0] }
            #expect(chosen.allSatisfy { $0 >= 0 }, "\(values)")
            #expect(zip(chosen, chosen.dropFirst()).allSatisfy { $0 < $1 }, "\(values)")
            let longest = BatchUpdateChecker.longestIncreasingSubsequenceLength(values.filter { $0 >= 0 })
            #expect(chosen.count == longest, "\(values)")
            #expect(memberCount == longest, "\(values)")
        }
    }

    @Test func emptyOrUnmatchedInputHasNoMembers() {
        #expect(longestIncreasingSubsequenceMembers(of: []) == ([], 0))
        #expect(longestIncreasingSubsequenceMembers(of: [-1, -1]) == ([false, false], 0))
    }
}
