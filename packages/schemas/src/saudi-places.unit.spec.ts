import { describe, expect, it } from "vitest";
import { placeKey } from "./place-key.ts";
import { citiesOf, findCity, findRegion, placeName, regionOfCity, SAUDI_REGIONS } from "./saudi-places.ts";

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

  it("finds a region as people type it: with or without منطقة / Region, any case, any alef, taa marbuta or haa", () => {
    for (const typed of ["الرياض", "منطقة الرياض", "منطقه الرياض", "Riyadh", "riyadh", "Riyadh Region", " RIYADH region "])
      expect(findRegion(typed)?.code, typed).toBe("riyadh");
    for (const typed of ["الشرقية", "المنطقة الشرقية", "الشرقيه", "Eastern", "Eastern Region"])
      expect(findRegion(typed)?.code, typed).toBe("eastern");
    for (const typed of ["القصيم", "قصيم", "Al-Qassim", "Qassim Region"]) expect(findRegion(typed)?.code, typed).toBe("qassim");
    for (const typed of ["منطقة", "Region", "", "Dubai"]) expect(findRegion(typed), typed).toBeUndefined();
  });

  it("finds a city likewise, with or without ال or an English article, diacritics and tatweel aside", () => {
    for (const typed of ["جدة", "جده", "JEDDAH"]) expect(findCity(typed)?.code, typed).toBe("jeddah");
    for (const typed of ["الأحساء", "الاحساء", "احساء", "Al-Ahsa", "al ahsa", "Ahsa"]) expect(findCity(typed)?.code, typed).toBe("ahsa");
    for (const typed of ["أبها", "ابها", "إبها", "abha"]) expect(findCity(typed)?.code, typed).toBe("abha");
    for (const typed of ["الخُبَر", "الخـبر", "خبر", "Khobar"]) expect(findCity(typed)?.code, typed).toBe("khobar");
    expect(findCity("Ar Rass")?.code).toBe("rass");
    expect(findCity("Rass")?.code).toBe("rass");
    expect(findCity("الرياض", findRegion("منطقة مكة المكرمة"))).toBeUndefined();
  });

  it("keeps every name's key to one place, of the regions and of the Kingdom's cities", () => {
    const keysOf = (places: readonly { code: string; ar: string; en: string }[], kind: "region" | "city") =>
      places.flatMap((place) => [...new Set([place.code, place.ar, place.en].map((name) => placeKey(name, kind)))]);
    for (const keys of [keysOf(SAUDI_REGIONS, "region"), keysOf(citiesOf(), "city")]) {
      expect(keys.filter((key) => key === "")).toEqual([]);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it("names a stored code in the reader's language and leaves older free text as it is", () => {
    expect(placeName("jeddah", "ar")).toBe("جدة");
    expect(placeName("eastern", "en", "region")).toBe("Eastern Province");
    expect(placeName("riyadh", "ar")).toBe("الرياض");
    expect(placeName("riyadh", "ar", "region")).toBe("منطقة الرياض");
    expect(placeName("الرياض", "en")).toBe("الرياض");
  });
});
