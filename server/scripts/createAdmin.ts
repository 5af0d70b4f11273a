import { stdin, stdout } from 'node:process';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import '../../src/domain/validation/locale';
import { Role } from '../../src/domain/roles';
import { UserFlag } from '../../src/domain/user';
import { email, turkishPhone } from '../../src/domain/validation/auth';
import { strongPassword } from '../../src/domain/validation/password';
import { validation as t } from '../../src/i18n/tr/validation';
import { hashPassword } from '../services/passwords';
import { fail, logFromCli, openDatabase } from './cli';

/**
 * npm run create-admin [-- --email a@b.c --password … --name … --surname … --phone 905…]
 * Creates a verified, active admin (works in production, where nothing is seeded).
 * Missing values are asked for; the password is not echoed.
 */
const FIELDS = {
  email: { prompt: 'E-posta: ', schema: email },
  password: { prompt: 'Şifre: ', schema: strongPassword, hidden: true },
  name: { prompt: 'Ad: ', schema: z.string().trim().min(1, t.firstNameRequired).max(100) },
  surname: { prompt: 'Soyad: ', schema: z.string().trim().min(1, t.lastNameRequired).max(100) },
  phone: { prompt: 'Telefon (+90 5XX XXX XX XX): ', schema: turkishPhone },
} as const;
type Field = keyof typeof FIELDS;

const { values: given } = parseArgs({
  options: Object.fromEntries(Object.keys(FIELDS).map((k) => [k, { type: 'string' as const }])) as Record<Field, { type: 'string' }>,
});

let muted = false;
const output = new Writable({
  write(chunk, encoding, done) {
    if (!muted) stdout.write(chunk, encoding);
    done();
  },
});
const asking = (Object.keys(FIELDS) as Field[]).some((f) => given[f] === undefined);
const rl = asking ? createInterface({ input: stdin, output, terminal: stdin.isTTY }) : null;
// The line iterator buffers, so answers piped in all at once are not lost between questions.
const lines = rl?.[Symbol.asyncIterator]();

/** Asks on the terminal (or reads the next piped line); a hidden answer (the password) is not echoed. */
const prompt = async (text: string, hidden: boolean): Promise<string> => {
  stdout.write(text);
  muted = hidden;
  const next = await lines!.next();
  muted = false;
  if (hidden || !stdin.isTTY) stdout.write('\n');
  if (next.done) fail('Girdi bitti; yönetici oluşturulmadı.');
  return next.value;
};

const ask = async (field: Field): Promise<string> => {
  const spec = FIELDS[field];
  for (;;) {
    const value = given[field] ?? (await prompt(spec.prompt, 'hidden' in spec && spec.hidden));
    const parsed = spec.schema.safeParse(value);
    if (parsed.success) return parsed.data;
    const message = parsed.error.issues[0]?.message ?? t.invalidInput;
    if (given[field] !== undefined) fail(`--${field}: ${message}`);
    console.error(message);
  }
};

const input = {} as Record<Field, string>;
for (const field of Object.keys(FIELDS) as Field[]) input[field] = await ask(field);
rl?.close();

const handle = await openDatabase();
try {
  const existing = await handle.db.selectFrom('users').select('id').where('email', '=', input.email).executeTakeFirst();
  if (existing) fail(`${input.email} zaten kayıtlı; yönetici yapılmadı.`);
  const user = await handle.db
    .insertInto('users')
    .values({
      name: input.name,
      surname: input.surname,
      email: input.email,
      password_hash: await hashPassword(input.password),
      role: Role.admin,
      phone_number: input.phone,
      flags: UserFlag.emailVerified | UserFlag.phoneVerified,
      status: 'active',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const userName = `${input.name} ${input.surname}`;
  await logFromCli(handle, { userId: user.id, userName, action: 'create', description: 'Yönetici hesabı komut satırından oluşturuldu', script: 'create-admin' });
  console.log(`Yönetici oluşturuldu: ${userName} <${input.email}> (id ${user.id})`);
} finally {
  await handle.close();
}
