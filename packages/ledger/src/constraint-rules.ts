import { AppError } from "@amlak/domain";

/**
 * The rule behind a database constraint that refused a command's write, as the deciders would have refused it.
 * The handlers check these rules first, under a lock, with the details a person needs (the dates of the lease
 * holding the unit); the constraints are the guarantee that holds even if a handler forgets, and this mapping is
 * what a caller sees then instead of an internal error. PostgreSQL withholds the conflicting row's values from a
 * role under row-level security, so these carry no details.
 */
export function ruleOfViolation(error: unknown): AppError | null {
  switch ((error as { constraint?: string }).constraint) {
    case "contracts_one_lease_per_unit":
      return new AppError("contract.unitOccupied", { start: "", end: "" });
    case "receipts_one_per_payment":
      return new AppError("receipt.alreadyIssued", { number: "" });
    default:
      return null;
  }
}
