const KEY = 'shop.bench';

/** The bench this tablet last showed: the bench chooser offers it first. */
export const rememberBench = (benchId: string): void => {
  try {
    if (benchId && localStorage.getItem(KEY) !== benchId) localStorage.setItem(KEY, benchId);
  } catch {
    // Private mode without storage: the chooser simply offers no bench first.
  }
};

export const lastBench = (): string | null => {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
};
