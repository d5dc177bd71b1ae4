/** How a payment came to be: cut from `splitFrom`, or none; and its due day (a part moved to another day is its own instalment). */
export interface SplitLink {
  id: string;
  splitFrom: string | null;
  dueDate: string;
}

/**
 * The instalment each payment belongs to: the payment it was cut from, followed back while the due day stays the
 * same (a voucher's partial payment cuts the instalment, then perhaps its rest again). A part split off to another
 * due day starts its own instalment; a payment never split is its own.
 */
export function instalmentOf(links: readonly SplitLink[]): (id: string) => string {
  const byId = new Map(links.map((link) => [link.id, link]));
  const root = (id: string): string => {
    const link = byId.get(id);
    const parent = link?.splitFrom ? byId.get(link.splitFrom) : undefined;
    return link && parent && parent.dueDate === link.dueDate ? root(parent.id) : id;
  };
  return root;
}
