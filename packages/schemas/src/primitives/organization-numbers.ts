/** ZATCA VAT registration number: 15 digits starting with 3. */
export function isVatNo(text: string): boolean {
  return /^3\d{14}$/.test(text);
}

/** Ministry of Commerce commercial registration number: 10 digits not starting with 0. */
export function isCommercialRegistrationNo(text: string): boolean {
  return /^[1-9]\d{9}$/.test(text);
}
