/** Touch targets of the shop floor: 56 px high (above the 48 px minimum), big type, for gloved hands on a tablet. */
export const TAP_SX = { minHeight: 56, minWidth: 120, fontSize: 18, fontWeight: 700, borderRadius: 2 } as const;
