import Suture
import UnrefinedInstallScopeFeature

@Injectable
final class WelcomeScreen {
    let tip: OnboardingTip

    init(tip: OnboardingTip) { self.tip = tip }
}

// The app shows onboarding but does not refine OnboardingScope, so OnboardingModule does not reach it.
@Component
protocol AppComponent {
    var welcome: WelcomeScreen { get }
}
