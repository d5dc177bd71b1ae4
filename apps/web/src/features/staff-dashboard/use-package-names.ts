import { useTranslation } from "react-i18next";
import { trpc } from "../../lib/trpc/client.ts";

/** The packages in their order, and each code's name in the page's language. */
export function usePackageNames() {
  const { i18n } = useTranslation();
  const packages = trpc.subscriptions.packages.useQuery();
  const names = new Map(packages.data?.map((plan) => [plan.code as string, i18n.language === "ar" ? plan.nameAr : plan.nameEn]));
  return { codes: packages.data?.map((plan) => plan.code as string), nameOf: (code: string) => names.get(code) ?? code };
}
