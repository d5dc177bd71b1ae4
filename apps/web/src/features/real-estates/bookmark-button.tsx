import { IconButton } from "@chakra-ui/react";
import { Star } from "lucide-react";
import { useTranslation } from "react-i18next";
import { trpc } from "../../lib/trpc/client.ts";
import { LockedAction, usePackageAllows } from "../../ui/package-gate.tsx";

/** Marks a property for the bookmarked view (BOOKMARK); locked with the upgrade message where the package lacks it. */
export function BookmarkButton({ id, bookmarked, name }: { id: string; bookmarked: boolean; name: string }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const allowed = usePackageAllows("REALESTATES", "BOOKMARK");
  // A refusal is toasted by the feedback link, as every call's is.
  const toggle = trpc.realEstates.bookmark.useMutation({ onSuccess: () => void utils.realEstates.invalidate() });
  const label = t(bookmarked ? "propertiesScreen.unbookmark" : "propertiesScreen.bookmarkThis", { name });
  if (!allowed) {
    return (
      <LockedAction
        label=""
        aria-label={label}
        variant="ghost"
        upgradeText={t("propertiesScreen.bookmarkLocked")}
        askOwnerText={t("propertiesScreen.bookmarkLockedAskOwner")}
        icon={<Star />}
      />
    );
  }
  return (
    <IconButton
      size="sm"
      variant="ghost"
      aria-label={label}
      aria-pressed={bookmarked}
      loading={toggle.isPending}
      color={bookmarked ? "orange.500" : "fg.muted"}
      onClick={() => toggle.mutate({ id, bookmarked: !bookmarked })}
      data-testid="estate-bookmark"
    >
      <Star fill={bookmarked ? "currentColor" : "none"} />
    </IconButton>
  );
}
