import { isOperatorRole } from '../../../src/domain/shop';
import { hashPin } from '../../services/shop/operatorPins';
import type { Db } from '../connect';
import { DEMO_USERS } from '../seed';

/** The demo operators' tablet PIN (README's demo accounts): a first-time user can switch operator at once. */
export const DEMO_PIN = '1234';

/** Gives the demo employee and master the demo PIN; nobody else has one (only operators switch by PIN). */
export const seedDemoPins = async (db: Db): Promise<void> => {
  const emails = DEMO_USERS.filter((u) => isOperatorRole(u.role)).map((u) => u.email);
  await db.updateTable('users').set({ pin_hash: await hashPin(DEMO_PIN) }).where('email', 'in', emails).where('pin_hash', 'is', null).execute();
};
