import type { ExemptReason, ZatcaVat, ZeroRatedReason } from "./document.ts";

/** The reason texts of the XML Implementation Standard (§11.2.4); BR-KSA-83 accepts only these for their codes. */
const REASON_TEXTS: Record<ExemptReason | ZeroRatedReason, string> = {
  "VATEX-SA-29": "Financial services mentioned in Article 29 of the VAT Regulations",
  "VATEX-SA-29-7": "Life insurance services mentioned in Article 29 of the VAT Regulations",
  "VATEX-SA-30": "Real estate transactions mentioned in Article 30 of the VAT Regulations",
  "VATEX-SA-32": "Export of goods",
  "VATEX-SA-33": "Export of services",
  "VATEX-SA-34-1": "The international transport of Goods",
  "VATEX-SA-34-2": "international transport of passengers",
  "VATEX-SA-34-3": "services directly connected and incidental to a Supply of international passenger transport",
  "VATEX-SA-34-4": "Supply of a qualifying means of transport",
  "VATEX-SA-34-5": "Any services relating to Goods or passenger transportation, as defined in article twenty five of these Regulations",
  "VATEX-SA-35": "Medicines and medical equipment",
  "VATEX-SA-36": "Qualifying metals",
  "VATEX-SA-MLTRY": "supply of qualified military goods",
};

/** The rate in percent; only standard-rated supplies carry one. */
export function ratePercent(vat: ZatcaVat): string {
  return vat.category === "S" ? vat.rate : "0";
}

/** The exemption (or exception) reason code and text a VAT breakdown of this category must carry, if any. */
export function exemption(vat: ZatcaVat): { code: string; text: string } | undefined {
  switch (vat.category) {
    case "S":
      return undefined;
    case "E":
    case "Z":
      return { code: vat.reason, text: REASON_TEXTS[vat.reason] };
    case "O":
      return { code: "VATEX-SA-OOS", text: vat.reason };
    default: {
      const _exhaustive: never = vat;
      return _exhaustive;
    }
  }
}
