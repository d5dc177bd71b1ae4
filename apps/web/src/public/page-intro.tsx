import { Box, Container, Heading, Stack, Text } from "@chakra-ui/react";

interface Props {
  title: string;
  subtitle: string;
  children?: React.ReactNode;
}

/** The opening band of a marketing page. */
export function PageIntro({ title, subtitle, children }: Props) {
  return (
    <Box bgGradient="to-b" gradientFrom="brand.50" gradientTo="bg" pt={{ base: "12", md: "16" }} pb="10">
      <Container maxW="4xl">
        <Stack gap="4" align="center" textAlign="center">
          <Heading as="h1" size="4xl" data-testid="page-title">
            {title}
          </Heading>
          <Text color="fg.muted" fontSize="lg" maxW="2xl">
            {subtitle}
          </Text>
          {children}
        </Stack>
      </Container>
    </Box>
  );
}
