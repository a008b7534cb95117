import Suture

/// What the components that show onboarding refine: its modules install themselves here.
public protocol OnboardingScope {}

public struct OnboardingTip: Sendable {
    public let text: String
}

@Module(installIn: [OnboardingScope.self])
public enum OnboardingModule {
    @Provides
    public static func tip() -> OnboardingTip { OnboardingTip(text: "Swipe to see more") }
}
