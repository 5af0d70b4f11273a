import type { FastifyBaseLogger } from 'fastify';
import { UserFlag } from '../../src/domain/user';
import { hashPassword } from '../services/passwords';
import type { Db } from './connect';
import { seedDemoJobs } from './seed/demoJobs';
import { seedDemoPayments } from './seed/demoPayments';
import { seedDemoProjects } from './seed/demoProjects';
import { seedDemoProcedures } from './seed/demoProcedures';
import { seedDemoMaterials } from './seed/demoMaterials';
import { seedDemoOffers } from './seed/demoOffers';
import { seedDemoPins } from './seed/demoPins';

export const DEMO_PASSWORD = 'Demo123!';

/** The demo accounts of ARCHITECTURE.md: every role, phones verified, e-mails verified. */
export const DEMO_USERS = [
  { email: 'admin@example.com', role: 3, name: 'Ayşe', surname: 'Yönetici', phone: '905550000003' },
  { email: 'usta@example.com', role: 4, name: 'Mehmet', surname: 'Usta', phone: '905550000004' },
  { email: 'calisan@example.com', role: 2, name: 'Ali', surname: 'Çalışkan', phone: '905550000002' },
  { email: 'tedarikci@example.com', role: 1, name: 'Zeynep', surname: 'Tedarik', phone: '905550000001', company: { name: 'Örnek Metal Ltd.', taxNumber: '1234567890' } },
  { email: 'musteri@example.com', role: 0, name: 'Can', surname: 'Müşteri', phone: '905550000000' },
] as const;

const DEMO_COUNTERS = ['CNC Torna 1', 'CNC Freze 2', 'Taşlama 3', 'Kaynak 4'];

export const seedDemoUsers = async (db: Db): Promise<void> => {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db
    .insertInto('users')
    .values(
      DEMO_USERS.map((u) => ({
        name: u.name,
        surname: u.surname,
        email: u.email,
        password_hash: passwordHash,
        role: u.role,
        phone_number: u.phone,
        company: 'company' in u ? JSON.stringify(u.company) : null,
        flags: UserFlag.emailVerified | UserFlag.phoneVerified,
        status: 'active' as const,
      })),
    )
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
};

/** On an empty database outside production: the demo accounts and a few benches. Whether it seeded. */
export const seedDemoIfEmpty = async (db: Db, log?: FastifyBaseLogger): Promise<boolean> => {
  const any = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (any) return false;
  await seedDemoUsers(db);
  await seedDemoPins(db);
  await db.insertInto('counters').values(DEMO_COUNTERS.map((name, i) => ({ name, status: i === 3 ? 0 : 1 }))).execute();
  await seedDemoJobs(db);
  await seedDemoPayments(db);
  await seedDemoProjects(db);
  await seedDemoProcedures(db);
  await seedDemoMaterials(db);
  await seedDemoOffers(db);
  log?.info('demo data seeded (password %s)', DEMO_PASSWORD);
  return true;
};
