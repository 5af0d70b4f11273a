import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { UserFlag, hasFlag } from '../../../src/domain/user';
import { changePhoneBody, sendSmsBody, verifySmsBody } from '../../../src/domain/validation/auth';
import { api } from '../../../src/i18n/tr/api';
import type { UserRow } from '../../db/schema';
import { conflict } from '../../errors';
import { sendPhoneCode } from '../../services/accountMessages';
import { addUserFlag, changePhoneNumber, findUserByPhone, toApiUser } from '../../services/accounts';
import { writeActivity } from '../../services/activityLog';
import { checkPhoneCode } from '../../services/phoneCodes';
import { signedInRow } from '../signedInUser';
import { z } from 'zod';
import { apiUser, replies, reply } from '../replies';
import { perIp } from './rateLimits';

/**
 * Phone verification for the signed-in user. Codes always go to the account's own number: a
 * phoneNumber in the body is accepted for the client's sake and not used, so these calls
 * cannot send SMS to arbitrary numbers. Another number goes through change-phone-number.
 */
export const phoneRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'signedIn', rateLimit: perIp(app, 10) } as const;

  const unverified = async (req: FastifyRequest): Promise<UserRow> => {
    const row = await signedInRow(app, req);
    if (hasFlag(row.flags, UserFlag.phoneVerified)) throw conflict(api.phoneAlreadyVerified);
    return row;
  };

  r.post('/auth/send-sms-verification', { config, schema: { tags: ['auth'], body: sendSmsBody, response: replies({ 200: reply({ message: z.string(), smsTimeestamp: z.number() }) }) } }, async (req) => {
    const user = await unverified(req);
    const sentAt = await sendPhoneCode(app, user);
    await writeActivity(app.db, req, { action: 'phone_code_sent', resource: 'auth', resourceId: user.id, description: api.log.phoneCodeSent });
    return { success: true, message: api.smsSent, smsTimeestamp: sentAt.getTime() };
  });

  r.post('/auth/verify-sms-code', { config, schema: { tags: ['auth'], body: verifySmsBody, response: replies({ 200: reply({ message: z.string(), user: apiUser }) }) } }, async (req) => {
    const user = await unverified(req);
    await checkPhoneCode(app.db, user, req.body.code);
    const verified = await addUserFlag(app.db, user.id, UserFlag.phoneVerified);
    await writeActivity(app.db, req, { action: 'phone_verify', resource: 'auth', resourceId: user.id, description: api.log.phoneVerified });
    return { success: true, message: api.phoneVerified, user: toApiUser(verified) };
  });

  // The code goes out before the number is saved: refused by the cooldown or failed, nothing changes.
  r.post('/auth/change-phone-number', { config, schema: { tags: ['auth'], body: changePhoneBody, response: replies({ 200: reply({ message: z.string(), requiresVerification: z.boolean(), smsTimeestamp: z.number() }) }) } }, async (req) => {
    const user = await signedInRow(app, req);
    const phone = req.body.newPhoneNumber;
    const owner = await findUserByPhone(app.db, phone);
    if (owner && owner.id !== user.id) throw conflict(api.phoneTaken);
    const sentAt = await sendPhoneCode(app, user, phone);
    await changePhoneNumber(app.db, user.id, phone);
    await writeActivity(app.db, req, { action: 'phone_change', resource: 'auth', resourceId: user.id, description: api.log.phoneChanged });
    return { success: true, message: api.phoneChanged, requiresVerification: true, smsTimeestamp: sentAt.getTime() };
  });
};
