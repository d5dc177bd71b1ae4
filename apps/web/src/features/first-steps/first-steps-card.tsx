import { Card, CloseButton, HStack, Heading, Progress, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { ArrowRight, Circle, CircleCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { trpc } from "../../lib/trpc/client.ts";
import { DirectionalIcon } from "../../ui/directional-icon.tsx";
import { RouterLink } from "../../ui/router-link.tsx";
import type { FirstStep } from "./use-first-steps.ts";

/**
 * The dashboard's checklist of a new organization's first steps: each is ticked from real data, or links to where it
 * is done, the next one first in weight. It goes once all are done, or when the user puts it away.
 */
export function FirstStepsCard({ steps, next }: { steps: FirstStep[]; next: FirstStep }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const dismiss = trpc.firstSteps.dismiss.useMutation({ onSuccess: () => utils.firstSteps.get.invalidate() });
  const done = steps.filter((step) => step.done).length;
  return (
    <Card.Root size="sm" data-testid="first-steps" borderColor="brand.muted">
      <Card.Body gap="3">
        <HStack align="start" gap="3">
          <Stack gap="0.5" flex="1">
            <Heading size="md">{t("dashboardScreen.firstSteps.title")}</Heading>
            <Text textStyle="sm" color="fg.muted" data-testid="first-steps-left">
              {t("dashboardScreen.firstSteps.left", { count: steps.length - done })}
            </Text>
          </Stack>
          <CloseButton
            size="sm"
            aria-label={t("dashboardScreen.firstSteps.dismiss")}
            data-testid="first-steps-dismiss"
            disabled={dismiss.isPending}
            onClick={() => dismiss.mutate()}
          />
        </HStack>
        <Progress.Root value={(done / steps.length) * 100} size="xs" colorPalette="green">
          <Progress.Label srOnly>{t("dashboardScreen.firstSteps.title")}</Progress.Label>
          <Progress.Track rounded="full">
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, lg: steps.length }} gap={{ base: "1", lg: "3" }}>
          {steps.map((step) => (
            <HStack as="li" key={step.key} gap="2" py="1" align="start" data-testid={`first-step-${step.key}`} data-done={step.done}>
              <Text as="span" color={step.done ? "green.fg" : "fg.subtle"} mt="0.5" flexShrink="0">
                {step.done ? <CircleCheck size={18} aria-label={t("dashboardScreen.firstSteps.done")} /> : <Circle size={18} aria-hidden />}
              </Text>
              {step.done ? (
                <Text textStyle="sm" color="fg.muted">
                  {t(`dashboardScreen.firstSteps.${step.key}`)}
                </Text>
              ) : (
                <RouterLink
                  href={step.href}
                  textStyle="sm"
                  fontWeight={step === next ? "semibold" : "normal"}
                  color={step === next ? "brand.fg" : undefined}
                  data-testid={`first-step-${step.key}-link`}
                >
                  {t(`dashboardScreen.firstSteps.${step.key}`)}
                  {step === next && (
                    <DirectionalIcon boxSize="4">
                      <ArrowRight />
                    </DirectionalIcon>
                  )}
                </RouterLink>
              )}
            </HStack>
          ))}
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
