import { createSystem, defaultConfig } from "@chakra-ui/react";
import { brand } from "./brand.ts";

export const system = createSystem(defaultConfig, brand);
