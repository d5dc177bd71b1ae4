import { Box, Card, HStack, Skeleton, Stat } from "@chakra-ui/react";
import type { LucideIcon } from "lucide-react";

interface Props {
  icon: LucideIcon;
  label: string;
  value: number | undefined;
  hint: string;
  palette: string;
  testId: string;
}

export function StatCard({ icon: Icon, label, value, hint, palette, testId }: Props) {
  return (
    <Card.Root data-testid={testId} size="sm">
      <Card.Body>
        <HStack gap="4" align="flex-start">
          <Box p="2.5" rounded="lg" bg={`${palette}.subtle`} color={`${palette}.fg`}>
            <Icon size={22} />
          </Box>
          <Stat.Root>
            <Stat.Label>{label}</Stat.Label>
            {value === undefined ? (
              <Skeleton height="8" width="16" />
            ) : (
              <Stat.ValueText fontSize="3xl" data-testid={`${testId}-value`}>
                {value.toLocaleString("en-US")}
              </Stat.ValueText>
            )}
            <Stat.HelpText>{hint}</Stat.HelpText>
          </Stat.Root>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
