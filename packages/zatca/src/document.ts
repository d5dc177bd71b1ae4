/** A Saudi national address; ZATCA asks for all of it from the seller and from a buyer in Saudi Arabia. */
export interface NationalAddress {
  street: string;
  /** Four digits. */
  buildingNumber: string;
  district: string;
  city: string;
  /** Five digits. */
  postalCode: string;
}

export interface ZatcaSeller {
  /** The registered name, as it appears on the VAT certificate. */
  name: string;
  /** Fifteen digits, the first and last a 3. */
  vatNumber: string;
  /** Commercial registration number. */
  crn: string;
  address: NationalAddress;
}

/** Scheme of a buyer's identification (BT-46-1): national id, iqama, commercial registration, passport, … */
type BuyerIdScheme = "NAT" | "IQA" | "CRN" | "PAS" | "GCC" | "TIN" | "MOM" | "MLS" | "700" | "SAG" | "OTH";

export interface ZatcaBuyer {
  name: string;
  vatNumber?: string;
  id?: { scheme: BuyerIdScheme; value: string };
  address?: NationalAddress;
}

/** Exemption reasons of category E (exempt); residential rent is VATEX-SA-30, a real estate transaction of Article 30. */
export type ExemptReason = "VATEX-SA-29" | "VATEX-SA-29-7" | "VATEX-SA-30";

/** Reasons of category Z (zero rated) that need nothing more of the buyer (EDU and HEA need a national id). */
export type ZeroRatedReason =
  | "VATEX-SA-32"
  | "VATEX-SA-33"
  | "VATEX-SA-34-1"
  | "VATEX-SA-34-2"
  | "VATEX-SA-34-3"
  | "VATEX-SA-34-4"
  | "VATEX-SA-34-5"
  | "VATEX-SA-35"
  | "VATEX-SA-36"
  | "VATEX-SA-MLTRY";

/** A line's VAT: standard rated at a rate in percent ("15"), exempt, zero rated, or outside the scope of VAT. */
export type ZatcaVat =
  | { category: "S"; rate: string }
  | { category: "E"; reason: ExemptReason }
  | { category: "Z"; reason: ZeroRatedReason }
  | { category: "O"; reason: string };

export interface ZatcaLine {
  name: string;
  /** Decimal strings; the price is net of VAT, at most two decimals. */
  quantity: string;
  unitPrice: string;
  vat: ZatcaVat;
}

/** UN/ECE 4461 codes ZATCA accepts: 10 cash, 30 credit transfer, 42 payment to bank account, 48 bank card, 1 not defined. */
type PaymentMeansCode = "1" | "10" | "30" | "42" | "48";

interface DocumentBase {
  /** The organization's invoice number (BT-1). */
  number: string;
  uuid: string;
  issuedAt: Date;
  /** Invoice counter value (KSA-16): the organization's count of documents, never reset. */
  icv: number;
  /** Previous invoice hash (KSA-13), base64; INITIAL_PIH for the first document. */
  pih: string;
  seller: ZatcaSeller;
  paymentMeans: PaymentMeansCode;
  lines: ZatcaLine[];
}

type Kind =
  | { kind: "standard"; buyer: ZatcaBuyer & { address: NationalAddress }; /** Supply date (KSA-5), YYYY-MM-DD. */ supplyDate: string }
  | { kind: "simplified"; buyer?: ZatcaBuyer; supplyDate?: string };

type Type =
  | { type: "invoice" }
  | {
      type: "credit" | "debit";
      /** The number of the invoice the note corrects (BT-25). */
      billingReference: string;
      /** Why the note is issued (KSA-10). */
      reason: string;
    };

/** What a ZATCA phase-2 tax invoice, credit note or debit note says. */
export type ZatcaDocument = DocumentBase & Kind & Type;
