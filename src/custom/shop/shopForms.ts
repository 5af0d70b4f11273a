import { z } from 'zod';
import { finishBody } from '../../domain/shop';
import { shopScreens as t } from '../../i18n/tr/shopScreens';

/** A count typed on the tablet: digits only, then the server's own bound (finishBody). */
const count = z.string().trim().regex(/^\d{1,9}$/, t.finish.wholeNumber).transform(Number).pipe(finishBody.shape.goodQuantity);

/** Finish: the good and scrap quantities (POST .../finish). */
export const finishForm = z.object({ goodQuantity: count, scrapQuantity: count });
export type FinishFormInput = z.input<typeof finishForm>;
export type FinishFormValues = z.output<typeof finishForm>;

/** A master's start past the sequence: the reason the server logs (3..500 characters). */
export const overrideForm = z.object({ reason: z.string().trim().min(3, t.override.tooShort).max(500, t.override.tooLong) });
export type OverrideFormValues = z.infer<typeof overrideForm>;

/** A PIN: 4 to 6 digits. */
export const PIN_PATTERN = /^\d{4,6}$/;

/** The profile's PIN setting (PUT /v1/users/me/pin). */
export const pinSettingForm = z.object({
  pin: z.string().regex(PIN_PATTERN, t.pinSetting.pinFormat),
  currentPassword: z.string().min(1, t.pinSetting.passwordRequired),
});
export type PinSettingValues = z.infer<typeof pinSettingForm>;

/** An admin setting a user's PIN (PUT /v1/users/admin/:id/pin): no password of theirs is asked. */
export const adminPinForm = pinSettingForm.pick({ pin: true });
export type AdminPinValues = z.infer<typeof adminPinForm>;

/** Operator switch on a shared tablet: who, and their PIN. */
export const operatorSwitchForm = z.object({
  userId: z.number({ error: t.operatorSwitch.pickName }).int().positive(t.operatorSwitch.pickName),
  pin: z.string().regex(PIN_PATTERN, t.operatorSwitch.pinLength),
});
export type OperatorSwitchValues = z.infer<typeof operatorSwitchForm>;
