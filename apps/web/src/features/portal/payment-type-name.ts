import { useTranslation } from "react-i18next";

/**
 * A payment type's name in the reader's language. The member app names them from the organization's categories
 * (lookups, a member call); the portal names the schedule's own types and shows another category by its code.
 */
export function usePaymentTypeName(): (type: string) => string {
  const { t } = useTranslation();
  return (type) => t(`booksScreen.paymentType.${type}`, { defaultValue: type });
}
