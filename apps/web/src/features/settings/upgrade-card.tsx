import { Button, Card, HStack, Stack, Text } from "@chakra-ui/react";
import { maySubscribe } from "@amlak/domain";
import { Lock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useSignedInUser } from "../../lib/session/use-signed-in-user.ts";

interface Props {
  title: string;
  upgradeText: string;
  testId: string;
}

/** A settings feature outside the package (SPEC §6): what it would give and Upgrade Now to /profile?tab=Subscription. */
export function UpgradeCard({ title, upgradeText, testId }: Props) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  return (
    <Card.Root variant="subtle" size="sm" data-testid={testId}>
      <Card.Body>
        <HStack gap="3" align="flex-start" justify="space-between" wrap="wrap">
          <HStack gap="3" align="flex-start">
            <Lock size={18} />
            <Stack gap="1">
              <Text fontWeight="semibold">{title}</Text>
              <Text textStyle="sm" color="fg.muted">
                {upgradeText}
              </Text>
            </Stack>
          </HStack>
          {user && maySubscribe(user.type) && (
            <Button asChild size="sm" colorPalette="brand" data-testid="upgrade-now">
              <Link href="/profile?tab=Subscription">{t("banner.upgradeNow")}</Link>
            </Button>
          )}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
