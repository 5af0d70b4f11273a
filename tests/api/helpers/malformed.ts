import fc from 'fast-check';
import { DEMO_USERS } from '../../../server/db/seed';

/** A request body as sent on the wire: raw text with its content type. */
export interface RawBody {
  payload: string;
  contentType: string;
}

/**
 * Percent-encodes anything, lone surrogates included (encodeURIComponent throws on them): as the
 * bytes a careless client writes for them (WTF-8), which the server must refuse, not choke on.
 */
export const encodeAny = (text: string): string =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]|[^]/gu, (ch) => {
    const c = ch.charCodeAt(0);
    if (ch.length === 1 && c >= 0xd800 && c <= 0xdfff) return ['%ED', 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)].map((b, i) => (i ? `%${b.toString(16).toUpperCase()}` : b)).join('');
    return encodeURIComponent(ch);
  });

/** Dates a broken or hostile client sends: years 0 and ±275760 (JavaScript's last), impossible days, odd forms. */
export const extremeDate = fc.oneof(
  fc.constantFrom(
    '0000-01-01', '0001-01-01', '1899-12-31', '2201-01-01', '9999-12-31', '+275760-09-13', '-271821-04-20', '275760-09-13T00:00:00.000Z',
    '2026-02-30', '2026-13-01', '2026-00-10', '2026-11-25T25:61:00Z', '25.11.2026', '11/25/2026', '2026-11-25T10:00:00+99:00', 'not-a-date', '',
  ),
  fc.integer({ min: -300_000, max: 300_000 }).map((y) => `${y < 0 ? '-' : ''}${String(Math.abs(y)).padStart(4, '0')}-06-15`),
  fc.date({ min: new Date(-8.64e15), max: new Date(8.64e15), noInvalidDate: true }).map((d) => d.toISOString()),
);
const DATE_FIELDS = ['startDate', 'endDate', 'deadline', 'from', 'to', 'date', 'createdAt', 'dueDate'];

/** Field names our forms and routes use, so generated objects reach past "unknown key" checks. */
const FIELD_NAMES = [
  'name', 'surname', 'firstName', 'lastName', 'email', 'password', 'newPassword', 'currentPassword',
  'confirmPassword', 'phoneNumber', 'newPhoneNumber', 'code', 'role', 'status', 'company', 'taxNumber',
  'id', '_id', 'token', 'page', 'limit', 'description', 'title',
  // The shop floor's, the saved views' and the activities' own (issue 26, 25).
  'dayHours', 'jobIds', 'pin', 'userId', 'state', 'publishedRole', 'metadata', 'materials', 'quantity', 'cost',
];
const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString', 'valueOf'];

const nastyString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.emailAddress(),
  fc.constantFrom(...DEMO_USERS.map((u) => u.email), ...DEMO_USERS.map((u) => u.phone), 'Demo123!'),
  fc.constantFrom(
    '', ' ', '   ', 'null', 'undefined', 'NaN', '-1', '0', '1e309', '905551234567', '+90 555 123 45 67', '123456',
    "' OR 1=1 --", '"; drop table users; --', '<script>alert(1)</script>', '../../../etc/passwd', '\u0000', '%00',
    '\uFEFF', '\u202E', 'İıŞşĞğÜüÖöÇç', '😀'.repeat(64), 'a'.repeat(300),
    // NUL inside text, lone surrogates, right-to-left marks (issue 12).
    'ad\u0000soyad', 'x\u0000', '\uD800', 'a\uDC00b', '\u200F\u202Eabc', '\u2066x\u2069',
    // Numbers written as strings, and ids that parseInt and Number read differently.
    ' 1', '1 ', '+1', '0x10', '0b11', '0o7', '1_000', '١', '1e3', '-0', '9007199254740993', '-9007199254740993',
  ),
  extremeDate,
  // Long strings below the body limit reach validation and the database.
  fc.integer({ min: 10_000, max: 200_000 }).map((n) => 'x'.repeat(n)),
);

const fieldKey = fc.oneof(fc.constantFrom(...DATE_FIELDS),fc.constantFrom(...FIELD_NAMES), fc.constantFrom(...POLLUTION_KEYS), fc.string({ maxLength: 12 }));

/** Any JSON value, with objects keyed mostly by our field names. */
export const jsonValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    nastyString,
    fc.integer(),
    fc.double(),
    // 0.001 and 5e-324 are above 0 yet round to 0 in a numeric(4,2) column.
    fc.constantFrom(0, -1, 2147483648, Number.MAX_SAFE_INTEGER, 1e308, -0, 0.001, 5e-324),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(fieldKey, tie('value'), { maxKeys: 6 }),
  ),
})).value;

/** JSON texts that JSON.stringify never produces: syntax errors, pollution keys, deep nesting. */
const rawJson = fc.oneof(
  fc.constantFrom(
    '{', '}', '{"a":}', '[1,2', 'nul', '{"a":1}garbage', "{'a':1}", '{"a":1,}', '\u0000', '"unterminated',
    '{"__proto__":{"polluted":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    '{"name":"Tezgah","__proto__":{"role":3,"polluted":true}}',
    '{"email":"admin@example.com","password":"x","__proto__":{"isAdmin":true}}',
    '[' .repeat(5000) + ']'.repeat(5000),
    '{"a":'.repeat(2000) + '1' + '}'.repeat(2000),
  ),
  fc.string({ maxLength: 60 }),
  fc.tuple(fc.constantFrom(...FIELD_NAMES), nastyString).map(([k, v]) => `{"${k}":${JSON.stringify(v)},"__proto__":{"polluted":true}}`),
);

/** Bodies a broken or hostile client sends: odd JSON values, broken JSON, wrong or lying content types, too large. */
export const malformedBody: fc.Arbitrary<RawBody> = fc.oneof(
  { arbitrary: jsonValue.map((v) => ({ payload: JSON.stringify(v) ?? 'null', contentType: 'application/json' })), weight: 6 },
  { arbitrary: rawJson.map((payload) => ({ payload, contentType: 'application/json' })), weight: 3 },
  {
    arbitrary: fc.tuple(fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'application/json; charset=latin1'), fc.string({ maxLength: 60 })).map(([contentType, payload]) => ({ payload, contentType })),
    weight: 2,
  },
  { arbitrary: fc.constant({ payload: JSON.stringify({ name: 'x'.repeat(1_100_000) }), contentType: 'application/json' }), weight: 1 },
);

const queryPart = fc.oneof(
  fc.tuple(fc.oneof(fc.constantFrom('page', 'limit', 'sort', 'order', 'q', 'status', 'search', 'action', 'resource', 'id', 'projectId', 'workstationId', 'userId', 'kind', 'ids', 'shown', 'months', 'list'), fieldKey), nastyString.filter((s) => s.length < 5000)).map(
    ([k, v]) => `${encodeAny(k)}=${encodeAny(v)}`,
  ),
  fc.constantFrom(
    '%', '%E0%A4%A', '%zz', 'a[b][c]=1', '__proto__[polluted]=1', 'constructor[prototype][polluted]=1', 'page=-1', 'page=0',
    'limit=1e309', 'limit=99999999999', 'sort=;drop table users', 'sort=__proto__', 'order=sideways', '&&&===', 'q=%00', 'page=1&page=2',
    // Ten digits a pattern passes beyond an integer id; the people pickers' and the board's own parameters.
    'ids=9999999999', 'kind=staff&ids=9999999999', 'kind=customers&ids=2147483648,1', 'shown=1e20', 'shown=-1', 'months=-1', 'months=1e308', 'list=__proto__',
  ),
);

/** A query string (without '?') of up to five odd parts. */
export const malformedQuery: fc.Arbitrary<string> = fc.array(queryPart, { minLength: 1, maxLength: 5 }).map((parts) => parts.join('&'));

/** Path parameter values that are not a valid id: encoded, so they reach the route as one segment. */
export const malformedId: fc.Arbitrary<string> = fc
  .oneof(
    // ' 1', '+1', '0x1', '0b1' are what Number() reads as the admin's id: the server refuses them.
    fc.constantFrom('-1', '0', '1.5', '1e3', '0x10', '1_0', ' 1', '1 ', '+1', '0x1', '0b1', '1e0', '01', '\u0000', '1\u0000', '\uD800', '99999999999999999999', '2147483648', 'NaN', 'Infinity', 'abc', 'null', '１２', '😀', '٣', "1' OR '1'='1", '%00', '..', 'x'.repeat(3000)),
    fc.integer({ max: 0 }).map(String),
    fc.bigInt({ min: 2n ** 31n, max: 2n ** 80n }).map(String),
    // Plain small numbers are valid ids (the demo admin is 1): never sent here.
    fc.string({ minLength: 1, maxLength: 30 }).filter((s) => !/^\d{1,9}$/.test(s)),
  )
  .map(encodeAny);
