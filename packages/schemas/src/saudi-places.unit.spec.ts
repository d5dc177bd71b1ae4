import { describe, expect, it } from "vitest";
import { findCity, findRegion, placeName, regionOfCity, SAUDI_REGIONS } from "./saudi-places.ts";

describe("the Saudi places lookup", () => {
  it("has the 13 regions, each with cities, and unique codes", () => {
    expect(SAUDI_REGIONS).toHaveLength(13);
    expect(new Set(SAUDI_REGIONS.map((region) => region.code)).size).toBe(13);
    const cities = SAUDI_REGIONS.flatMap((region) => region.cities.map((city) => city.code));
    expect(new Set(cities).size).toBe(cities.length);
    for (const region of SAUDI_REGIONS) expect(region.cities.length).toBeGreaterThan(2);
  });

  it("finds a region or city by code, Arabic or English name", () => {
    expect(findRegion("منطقة الرياض")?.code).toBe("riyadh");
    expect(findRegion("eastern province")?.code).toBe("eastern");
    expect(findCity("جدة")?.code).toBe("jeddah");
    expect(findCity("Al Khobar", findRegion("eastern"))?.code).toBe("khobar");
    expect(findCity("jeddah", findRegion("riyadh"))).toBeUndefined();
    expect(regionOfCity("khobar")?.code).toBe("eastern");
  });

  it("names a stored code in the reader's language and leaves older free text as it is", () => {
    expect(placeName("jeddah", "ar")).toBe("جدة");
    expect(placeName("eastern", "en", "region")).toBe("Eastern Province");
    expect(placeName("riyadh", "ar")).toBe("الرياض");
    expect(placeName("riyadh", "ar", "region")).toBe("منطقة الرياض");
    expect(placeName("الرياض", "en")).toBe("الرياض");
  });
});
