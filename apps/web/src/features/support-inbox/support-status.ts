/** A message waiting for an answer stands out; one answered is settled; a closed one steps back. */
export const SUPPORT_STATUS_PALETTE = { new: "orange", answered: "green", closed: "gray" } as const;
