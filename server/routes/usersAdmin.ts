import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Role, type RoleNumber } from '../../src/domain/roles';
import { USER_STATUSES, fullNameOf, type UserStatus } from '../../src/domain/user';
import { createUserBody, updateUserBody, userStatusBody } from '../../src/domain/validation/adminUsers';
import { admin as texts } from '../../src/i18n/tr/admin';
import { shell } from '../../src/i18n/tr/shell';
import type { UserRow } from '../db/schema';
import { requireUser } from '../plugins/auth';
import { toApiUser } from '../services/accounts';
import { writeActivity } from '../services/activityLog';
import { fill } from '../../src/i18n/fill';
import { createUserByAdmin, deleteUserByAdmin, setUserStatus, updateUserByAdmin } from '../services/userAdmin';
import { USER_SORTS, listUsers, type UserScope, type UserSort } from '../services/userLists';
import { countPeople, peopleCsv } from '../services/peopleExport';
import { csvAttachment, CSV_CONTENT_TYPE } from '../services/csv/csvWriter';
import { EXPORT_COUNT_HEADER } from '../../src/domain/exportCount';
import type { Permission } from '../../src/domain/permissions';
import { Readable } from 'node:stream';
import { idParam } from './params';
import { apiUser, fileReply, messageReply, openObject, replies, reply, timestamp } from './replies';
import { wholeNumber } from '../../src/domain/validation/wholeNumbers';

const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

/** react-admin's list state: page, limit, sort, order, q and the field filters. */
const usersQuery = z.object({
  page: wholeNumber(undefined, 1, 100_000).default(1),
  limit: wholeNumber(undefined, 1, 100).default(20),
  // An unknown sort falls back to the default order rather than failing the page.
  sort: z
    .string()
    .max(32)
    .optional()
    .transform((s): UserSort => (s && Object.hasOwn(USER_SORTS, s) ? (s as UserSort) : 'createdAt')),
  order: z.preprocess((v) => (typeof v === 'string' ? v.toLowerCase() : v), z.enum(['asc', 'desc']).default('desc')),
  q: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
  /** One role or a comma list (the project-member picker asks for 2,3,4). */
  role: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[0-4](,[0-4]){0,4}$/)
      .transform((s) => s.split(',').map(Number) as RoleNumber[])
      .optional(),
  ),
  status: z.preprocess(blankToUndefined, z.enum(USER_STATUSES).optional()),
  /** Login activity: active = signed in within 30 days (the customers' and suppliers' filter). */
  activity: z.preprocess(blankToUndefined, z.enum(['active', 'passive']).optional()),
});
type UsersQuery = z.infer<typeof usersQuery>;

const count = z.number();
const byRole = z.record(z.string(), count);
/** A users list row in its wire shape (services/userLists): the picker's rows carry only the first keys and companyName. */
const userRow = openObject({
  id: z.number(),
  name: z.string(),
  surname: z.string(),
  role: z.number(),
  email: z.string().optional(),
  phoneNumber: z.string().optional(),
  /** jsonb: an object, null, or on older rows a JSON string of one. */
  company: z.unknown().optional(),
  flags: z.number().optional(),
  status: z.string().optional(),
  lastLogin: timestamp.nullable().optional(),
  createdAt: timestamp.optional(),
  assignedProjects: count.optional(),
  companyName: z.string().nullable().optional(),
});
const userListReply = replies({
  200: reply({
    users: z.array(userRow),
    total: count,
    stats: openObject({
      total: count,
      active: count,
      passive: count,
      byRole,
      byStatus: z.record(z.string(), count),
      newLast30Days: openObject({ total: count, byRole }),
    }),
    page: count,
    limit: count,
    message: z.string().optional(),
  }),
});
const adminUser = apiUser.extend({ assignedProjects: count });
const userChanged = replies({ 200: reply({ message: z.string(), user: adminUser }) });

const withProjects = (row: UserRow) => ({ ...toApiUser(row), assignedProjects: 0 });
const logVars = (u: UserRow) => ({ name: fullNameOf(u), email: u.email, role: shell.roles[u.role as RoleNumber] ?? String(u.role) });

/**
 * Administration of accounts: the users, customers and suppliers pages, edit, approve or
 * deactivate, delete, and the admin's create-user call.
 */
export const usersAdminRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const list = async (scope: UserScope, q: UsersQuery, picker = false) => {
    const { role, ...rest } = q;
    const page = await listUsers(app.db, scope, { ...rest, roles: role, picker });
    return { success: true, ...page, page: q.page, limit: q.limit };
  };

  r.get('/users/admin/all', { config: { access: 'canAccessUsers' }, schema: { tags: ['users'], querystring: usersQuery, response: userListReply } }, async (req) => ({
    ...(await list({}, req.query)),
    message: texts.users.listed,
  }));

  // The job screens of roles 2 and 4 pick customers here too (001: "others load the customers
  // endpoint"), so the route needs canAccessJobs, which every holder of canAccessCustomers
  // (the admin) also has. Callers without canAccessCustomers get the picker's columns only.
  r.get('/users/customers', { config: { access: 'canAccessJobs' }, schema: { tags: ['users'], querystring: usersQuery, response: userListReply } }, async (req) => {
    const picker = !requireUser(req).permissions.includes('canAccessCustomers');
    return list({ roles: [Role.customer] }, req.query, picker);
  });

  // Suppliers hold canAccessSuppliers for their own record only; the admin sees them all.
  r.get('/users/suppliers', { config: { access: 'canAccessSuppliers' }, schema: { tags: ['users'], querystring: usersQuery, response: userListReply } }, async (req) => {
    const user = requireUser(req);
    const scope: UserScope = { roles: [Role.supplier], ...(!user.permissions.includes('canAccessUsers') && { onlyId: user.id }) };
    return list(scope, req.query);
  });

  // 'Dışa aktar' of the three people pages: the page's search and filters, every matching row.
  // Only the page's full readers export (a supplier reading their own card, an employee's
  // customer picker do not), so the suppliers' export asks for canAccessUsers.
  const exportQuery = usersQuery.omit({ page: true, limit: true });
  const exportReplies = replies({ 200: fileReply('CSV: UTF-8 with BOM, `;` between cells', 'text/csv') });
  const peopleExport = (path: string, access: Permission, scope: UserScope, name: keyof typeof texts.peopleExport.fileNames) =>
    r.get(`${path}/export`, { config: { access }, schema: { tags: ['users'], querystring: exportQuery, response: exportReplies } }, async (req, reply) => {
      const { role, ...rest } = req.query;
      const params = { ...rest, roles: role, now: new Date() };
      const total = await countPeople(app.db, scope, params);
      return reply
        .header('content-type', CSV_CONTENT_TYPE)
        .header(EXPORT_COUNT_HEADER, String(total))
        .header('content-disposition', csvAttachment(texts.peopleExport.fileNames[name]))
        .header('cache-control', 'no-store')
        .send(Readable.from(peopleCsv(app.db, scope, params)));
    });
  peopleExport('/users/admin/all', 'canAccessUsers', {}, 'users');
  peopleExport('/users/customers', 'canAccessCustomers', { roles: [Role.customer] }, 'customers');
  peopleExport('/users/suppliers', 'canAccessUsers', { roles: [Role.supplier] }, 'suppliers');

  r.put('/users/admin/:id', { config: { access: 'canEditUsers' }, schema: { tags: ['users'], params: idParam, body: updateUserBody, response: userChanged } }, async (req) => {
    const { before, after } = await updateUserByAdmin(app.db, requireUser(req).id, req.params.id, req.body);
    await logStatusOrUpdate(req, before, after);
    return { success: true, message: texts.users.updated, user: withProjects(after) };
  });

  r.put(
    '/users/admin/:id/status',
    { config: { access: 'canEditUsers' }, schema: { tags: ['users'], params: idParam, body: userStatusBody, response: userChanged } },
    async (req) => {
      const { before, after } = await setUserStatus(app.db, requireUser(req).id, req.params.id, req.body.status);
      await logStatusOrUpdate(req, before, after);
      const message = { active: texts.users.approved, disabled: texts.users.deactivated, pending: texts.users.statusChanged }[after.status];
      return { success: true, message, user: withProjects(after) };
    },
  );

  r.delete('/users/admin/:id', { config: { access: 'canDeleteUsers' }, schema: { tags: ['users'], params: idParam, response: replies({ 200: messageReply }) } }, async (req) => {
    const deleted = await deleteUserByAdmin(app.db, requireUser(req).id, req.params.id);
    await writeActivity(app.db, req, { action: 'delete', resource: 'user', resourceId: deleted.id, description: fill(texts.log.userDeleted, logVars(deleted)) });
    return { success: true, message: texts.users.deleted };
  });

  r.post('/auth/admin/create-user', { config: { access: 'canAccessUsers' }, schema: { tags: ['users'], body: createUserBody, response: replies({ 201: reply({ message: z.string(), user: adminUser, delivery: openObject({ email: z.boolean(), sms: z.boolean() }) }) }) } }, async (req, reply) => {
    const created = await createUserByAdmin(app.db, req.body);
    await writeActivity(app.db, req, { action: 'create', resource: 'user', resourceId: created.id, description: fill(texts.log.userCreated, logVars(created)) });
    const delivery = await sendWelcome(app, created);
    const message = delivery.email && delivery.sms ? texts.users.created : texts.users.createdMessageFailed;
    return reply.status(201).send({ success: true, message, user: withProjects(created), delivery });
  });

  /** A status change is logged as approval or deactivation; anything else as an update. */
  const logStatusOrUpdate = (req: FastifyRequest, before: UserRow, after: UserRow) => {
    const statusLog: Record<UserStatus, [string, string]> = {
      active: ['approve', texts.log.userApproved],
      disabled: ['deactivate', texts.log.userDeactivated],
      pending: ['update', texts.log.userPending],
    };
    const [action, template] = before.status !== after.status ? statusLog[after.status] : ['update', texts.log.userUpdated];
    return writeActivity(app.db, req, { action, resource: 'user', resourceId: after.id, description: fill(template, logVars(after)) });
  };
};

/**
 * The welcome e-mail and SMS of a new account (outbox outside production). The account exists
 * whatever happens here: a failed delivery is logged and reported, not thrown.
 */
const sendWelcome = async (app: FastifyInstance, user: UserRow) => {
  const vars = { ...logVars(user), link: `${app.appUrl}/auth/login` };
  const [email, sms] = await Promise.allSettled([
    app.mailer.send({ to: user.email, subject: texts.mail.welcomeSubject, text: fill(texts.mail.welcomeText, vars) }),
    app.sms.send(user.phone_number, fill(texts.sms.welcome, vars)),
  ]);
  for (const [kind, result] of [['email', email], ['sms', sms]] as const)
    if (result.status === 'rejected') app.log.error({ kind, userId: user.id, reason: (result.reason as Error).message }, 'welcome message failed');
  return { email: email.status === 'fulfilled', sms: sms.status === 'fulfilled' };
};
