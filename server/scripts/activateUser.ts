import { fullNameOf } from '../../src/domain/user';
import { fail, logFromCli, openDatabase } from './cli';

/**
 * npm run activate-user -- email@example.com
 * Approves a self-registered employee or supplier (status 'active'), until the admin's users
 * page does it; also re-activates a disabled account.
 */
const email = process.argv[2]?.trim().toLowerCase();
if (!email) fail('Kullanım: npm run activate-user -- e-posta@adresi');

const handle = await openDatabase();
try {
  const user = await handle.db
    .updateTable('users')
    .set({ status: 'active', updated_at: new Date() })
    .where('email', '=', email)
    .returning(['id', 'name', 'surname', 'email'])
    .executeTakeFirst();
  if (!user) fail(`${email} ile kayıtlı kullanıcı yok.`);
  await logFromCli(handle, { userId: user.id, userName: fullNameOf(user), action: 'activate', description: 'Hesap komut satırından etkinleştirildi', script: 'activate-user' });
  console.log(`Etkinleştirildi: ${fullNameOf(user)} <${user.email}>`);
} finally {
  await handle.close();
}
