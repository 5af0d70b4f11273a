/** Texts of the live change stream, GET /v1/events (issue 26). */
export const live = {
  tooManyStreams: 'Aynı anda çok fazla canlı bağlantı açtınız. Lütfen kullanmadığınız sekmeleri kapatıp tekrar deneyin.',
  unavailable: 'Canlı güncellemeler şu anda kullanılamıyor. Lütfen birazdan tekrar deneyin.',
} as const;
