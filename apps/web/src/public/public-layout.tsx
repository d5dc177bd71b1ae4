import { Flex } from "@chakra-ui/react";
import { SiteFooter } from "../shell/site-footer.tsx";
import { PublicHeader } from "./public-header.tsx";

/** The frame of the marketing, legal and sign-in pages. */
export function PublicLayout({ children }: { children: React.ReactNode }) {
  return (
    <Flex direction="column" minH="100vh" bg="bg">
      <PublicHeader />
      <Flex as="main" direction="column" flex="1">
        {children}
      </Flex>
      <SiteFooter />
    </Flex>
  );
}
