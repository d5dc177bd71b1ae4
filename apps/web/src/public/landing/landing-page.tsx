import { PublicLayout } from "../public-layout.tsx";
import { CtaSection } from "./cta-section.tsx";
import { FeaturesSection } from "./features-section.tsx";
import { HeroSection } from "./hero-section.tsx";
import { PricingTeaser } from "./pricing-teaser.tsx";
import { StepsSection } from "./steps-section.tsx";

export function LandingPage() {
  return (
    <PublicLayout>
      <HeroSection />
      <FeaturesSection />
      <StepsSection />
      <PricingTeaser />
      <CtaSection />
    </PublicLayout>
  );
}
