/**
 * Validation texts for rules the spec gives no words for (a schema rule without its own message):
 * what zod would say, in Turkish throughout (zod's own Turkish kept English type names: 'beklenen
 * object, alınan array').
 */
export const zodIssues = {
  wrongType: 'Geçersiz değer: %{expected} olmalı, %{received} gönderildi',
  types: {
    string: 'metin',
    number: 'sayı',
    int: 'tam sayı',
    bigint: 'tam sayı',
    boolean: 'evet/hayır',
    object: 'nesne',
    array: 'liste',
    date: 'tarih',
    null: 'boş değer',
    nan: 'geçersiz sayı',
    file: 'dosya',
    other: 'başka bir değer',
  },
  textTooLong: 'En fazla %{n} karakter olmalı',
  textTooShort: 'En az %{n} karakter olmalı',
  textEmpty: 'Boş bırakılamaz',
  itemsTooMany: 'En fazla %{n} öğe olmalı',
  itemsTooFew: 'En az %{n} öğe olmalı',
  atMost: 'En fazla %{n} olmalı',
  below: '%{n} değerinden küçük olmalı',
  atLeast: 'En az %{n} olmalı',
  above: '%{n} değerinden büyük olmalı',
  tooBig: 'Değer çok büyük',
  tooSmall: 'Değer çok küçük',
  email: 'Geçerli bir e-posta adresi girin',
  url: 'Geçerli bir bağlantı adresi girin',
  dateText: 'Geçerli bir tarih girin',
  format: 'Geçersiz biçim',
  multipleOf: '%{n} ve katları olmalı',
  oneValue: 'Geçersiz değer: %{value} olmalı',
  choice: 'Geçersiz seçim: şunlardan biri olmalı: %{values}',
  unknownKeys: 'Tanınmayan alan: %{keys}',
  invalidKey: 'Geçersiz anahtar',
  invalidElement: 'Listede geçersiz değer',
  invalid: 'Geçersiz değer',
} as const;
