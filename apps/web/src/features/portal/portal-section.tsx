import { Heading, Stack } from "@chakra-ui/react";

/** One part of a portal page under its heading. */
export function PortalSection({ title, testId, children }: { title: string; testId: string; children: React.ReactNode }) {
  return (
    <Stack as="section" gap="3" data-testid={testId}>
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
