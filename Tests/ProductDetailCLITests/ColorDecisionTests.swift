import Testing

@testable import ProductDetailCLI

@Suite struct ColorDecisionTests {
    @Test(
        arguments: [
            // mode, terminal, NO_COLOR, expected
            (ColorMode.auto, true, nil, true),
            (.auto, true, "1", false),
            (.auto, true, "", true),
            (.auto, false, nil, false),
            (.auto, false, "1", false),
            (.always, false, nil, true),
            (.always, true, "1", true),
            (.always, false, "1", true),
            (.never, true, nil, false),
            (.never, false, nil, false),
            (.never, true, "1", false),
        ] as [(ColorMode, Bool, String?, Bool)])
    func decidesColourFromModeTerminalAndNoColor(
        mode: ColorMode, isTerminal: Bool, noColor: String?, expected: Bool
    ) {
        let environment = noColor.map { ["NO_COLOR": $0] } ?? [:]
        #expect(
            ColorDecision.usesColor(mode: mode, outputIsTerminal: isTerminal, environment: environment)
                == expected)
    }
}
