/** Redirect delays of 000 section 9. */
export const REDIRECT_MS = {
  afterRegister: 1200,
  afterSmsVerified: 1200,
  afterReset: 1500,
} as const;

/** The e-mail verification success screen counts down this many one-second ticks. */
export const VERIFY_COUNTDOWN_SECONDS = 5;
