/** Every message a schema reports is one of these catalogue keys; @amlak/i18n holds their texts. */
export type ValidationKey =
  | "field.required"
  | "field.invalid"
  | "field.maxLength"
  | "field.controlCharacters"
  | "date.format"
  | "date.invalid"
  | "date.endBeforeStart"
  | "date.outOfRange"
  | "date.contractTooLong"
  | "amount.positive"
  | "amount.twoDecimals"
  | "amount.limit"
  | "password.minLength"
  | "password.mismatch"
  | "phone.invalid"
  | "email.invalid"
  | "otp.invalid";
