/** 001 section 9: toasts other than the dev warning and the report stay 3 s. */
export const TOAST_3S = { duration: 3000 } as const;
