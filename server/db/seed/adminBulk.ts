import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { UserFlag } from '../../../src/domain/user';
import { hashPassword } from '../../services/passwords';
import type { Db } from '../connect';

const NAMES = ['Ahmet', 'Ayşe', 'Mehmet', 'Fatma', 'Mustafa', 'Emine', 'Ali', 'Hatice', 'Hüseyin', 'Zeynep', 'İbrahim', 'Elif', 'Osman', 'Şule', 'Ömer', 'Gül', 'Murat', 'Özlem', 'Cem', 'Ilgın'];
const SURNAMES = [
  'Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Yıldız', 'Yıldırım', 'Öztürk', 'Aydın', 'Özdemir', 'Arslan', 'Doğan', 'Kılıç', 'Aslan', 'Çetin',
  'Kara', 'Koç', 'Kurt', 'Özkan', 'Şimşek', 'Polat', 'Erdoğan', 'Güneş', 'Akın', 'Bulut', 'Ünal', 'Korkmaz', 'Tekin', 'Işık', 'Güler',
];

/** Shares of the roles in the bulk population (customers most, a few admins), in percent ranges. */
const ROLE_OF = sql`case when g % 100 < 45 then 0 when g % 100 < 60 then 1 when g % 100 < 88 then 2 when g % 100 < 97 then 4 else 3 end`;

/**
 * The bench's users: many accounts of every role inserted in one statement (generate_series),
 * then VACUUM ANALYZE (PGlite never autovacuums). Half signed in within 30 days; some
 * employees and suppliers wait for approval, a few are disabled. All share one password hash
 * (the demo password). Adds to what is there: e-mails carry a batch tag, ids are not assumed.
 */
export const seedUsersBulk = async (db: Db, options: { users: number }): Promise<{ users: number }> => {
  const batch = randomBytes(3).toString('hex');
  const passwordHash = await hashPassword('Demo123!');
  await sql`
    insert into users (name, surname, email, password_hash, role, phone_number, company, flags, status, last_login, created_at, updated_at)
    select n.name, n.surname,
           lower(translate(n.name, 'ÇĞİIÖŞÜçğıöşü', 'CGIIOSUcgiosu')) || '.' || g || '.' || ${batch} || '@example.com',
           ${passwordHash}, r.role, '905' || lpad((100000000 + g)::text, 9, '0'),
           case when r.role in (0, 1) then jsonb_build_object('name', n.surname || ' Makina ' || g, 'taxNumber', lpad(g::text, 10, '0'), 'phone', '0212' || lpad(g::text, 7, '0')) end,
           ${UserFlag.emailVerified | UserFlag.phoneVerified},
           case when g % 50 = 7 then 'disabled' when r.role in (1, 2) and g % 20 = 3 then 'pending' else 'active' end,
           case when g % 10 = 9 then null else now() - make_interval(days => g % 60, mins => g % 1440) end,
           now() - make_interval(days => g % 900), now()
    from generate_series(1, ${options.users}::int) g
    cross join lateral (select ${ROLE_OF} as role) r
    cross join lateral (select (${sql.val(NAMES)}::text[])[1 + g % ${NAMES.length}] as name,
                               (${sql.val(SURNAMES)}::text[])[1 + (g / ${NAMES.length}) % ${SURNAMES.length}] as surname) n
  `.execute(db);
  await sql`vacuum analyze users`.execute(db);
  return { users: options.users };
};

/** Actions of the bulk log with their share (out of 20) and description. */
const ACTIONS = sql`(array['login','login','login','login','login','login','logout','logout','create','create','create','create',
  'update','update','update','update','update','delete','profile_update','phone_verified'])[1 + g % 20]`;

/**
 * The bench's activity log: rows spread back in time (one every 30 s), by the users that exist
 * (each row names its user as the server would), in one statement, then VACUUM ANALYZE so the
 * list's index-only scans see an all-visible table.
 */
export const seedLogsBulk = async (db: Db, options: { logs: number }): Promise<{ logs: number }> => {
  const users = (await db.selectFrom('users').select('id').orderBy('id').execute()).map((u) => u.id);
  if (!users.length) throw new Error('seedLogsBulk needs users: seed them first');
  await sql`
    insert into activity_logs (user_id, user_name, action, resource, resource_id, description, ip, user_agent, created_at)
    select u.id, u.name || ' ' || u.surname, a.action, res.resource, res.resource_id,
           case a.action
             when 'login' then 'Giriş yapıldı'
             when 'logout' then 'Çıkış yapıldı'
             when 'profile_update' then 'Profil güncellendi'
             when 'phone_verified' then 'Telefon numarası doğrulandı'
             else initcap(res.resource) || ' #' || res.resource_id || ' ' ||
                  (case a.action when 'create' then 'eklendi' when 'update' then 'güncellendi' else 'silindi' end)
           end,
           '10.' || (g % 7) || '.' || (g % 251) || '.' || (g % 13),
           (array['Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/130.0', 'Mozilla/5.0 (Macintosh) Safari/605.1',
                  'Mozilla/5.0 (X11; Linux x86_64) Firefox/132.0', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile/15E148'])[1 + g % 4],
           now() - make_interval(secs => g * 30)
    from generate_series(1, ${options.logs}::int) g
    cross join lateral (select ${ACTIONS} as action) a
    cross join lateral (select case when a.action in ('login', 'logout') then 'auth' when a.action in ('profile_update', 'phone_verified') then 'user'
                                    else (array['job', 'counter', 'operation', 'user'])[1 + (g / 20) % 4] end as resource,
                               ((g * 7) % 5000)::text as resource_id) res
    join users u on u.id = (${sql.val(users)}::int[])[1 + (g * 31) % ${users.length}]
  `.execute(db);
  await sql`vacuum analyze activity_logs`.execute(db);
  return { logs: options.logs };
};
