import { PublicLayout } from "../public-layout.tsx";
import type { PricedPackage } from "../site/public-api.ts";
import type { PageProps } from "../site/public-routes.tsx";
import { CtaSection } from "./cta-section.tsx";
import { FeaturesSection } from "./features-section.tsx";
import { HeroSection } from "./hero-section.tsx";
import { PricingTeaser } from "./pricing-teaser.tsx";
import { ScreensSection } from "./screens-section.tsx";
import { StepsSection } from "./steps-section.tsx";

export function LandingPage({ data: packages }: PageProps<PricedPackage[]>) {
  return (
    <PublicLayout>
      <HeroSection />
      <FeaturesSection />
      <ScreensSection />
      <StepsSection />
      <PricingTeaser packages={packages} />
      <CtaSection />
    </PublicLayout>
  );
}
