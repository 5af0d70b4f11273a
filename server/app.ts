import path from 'node:path';
import { existsSync } from 'node:fs';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import '../src/domain/validation/locale';
import { api as apiTexts } from '../src/i18n/tr/api';
import type { Config } from './config';
import type { Db } from './db/connect';
import type { Listen } from './db/notifications';
import type { UserWriteWatch } from './db/userWrites';
import { databaseRateLimitStore } from './services/rateLimitStore';
import { authPlugin } from './plugins/auth';
import { docsGuard } from './plugins/docsGuard';
import { housekeepingPlugin } from './plugins/housekeeping';
import { importRecoveryPlugin } from './plugins/importRecovery';
import { listTotalsPlugin } from './plugins/listTotals';
import { liveEventsPlugin } from './plugins/liveEvents';
import { securityHeadersPlugin } from './plugins/securityHeaders';
import { dbPlugin } from './plugins/db';
import { errorHandlerPlugin } from './plugins/errorHandler';
import { servicesPlugin } from './plugins/services';
import { storagePlugin } from './plugins/storage';
import { textGuardPlugin } from './plugins/textGuard';
import { apiRoutes } from './routes';
import { replySerializerCompiler } from './routes/replySerializer';

/** Values never written to logs. */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.code',
  '*.token',
  '*.accessToken',
];

export interface BuildOptions {
  config: Config;
  /** Share one database between apps (bench, tests). */
  db?: Db;
  /** That database's NOTIFY channels: without them the app keeps no user in memory. */
  listen?: Listen;
  /** That database's watch on this process's own user writes. */
  userWrites?: UserWriteWatch;
}

const hopsTrusted = (hops: number) => (_address: string, hop: number) => hop < hops;

/** Assembles the server: infrastructure plugins, then /v1 routes, then the front. */
/**
 * The 3D model worker's own policy (a dedicated worker runs under the policy its script came
 * with). occt-import-js's embind glue builds its call wrappers with new Function, so this one
 * script may evaluate code; it has no DOM, reads no input into that code, and may only talk to
 * this origin. The page keeps 'unsafe-eval' out.
 */
const MODEL_WORKER_SCRIPT = /^\/assets\/modelWorker-[\w-]+\.js$/;
const MODEL_WORKER_CSP = "default-src 'none'; script-src 'self' 'wasm-unsafe-eval' 'unsafe-eval'; connect-src 'self'";

export const buildApp = async ({ config, db, listen, userWrites }: BuildOptions): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: { level: config.logLevel, redact: { paths: REDACT, censor: '[gizli]' } },
    // A whole request may take long (a 200 MB model over a slow uplink: 30 s cut those off); a
    // connection quiet for a minute is closed, and its headers must come within Node's minute.
    requestTimeout: 15 * 60_000,
    connectionTimeout: 60_000,
    // Opening PGlite and migrating can take a while on a loaded machine.
    pluginTimeout: 60_000,
    // A JSON body's limit; api.bodyTooLarge names it (uploads stream past it with their own limits).
    bodyLimit: 1024 * 1024,
    // A hop count trusts that many proxies next to us (the nearest first), as proxy-addr does.
    trustProxy: typeof config.trustProxy === 'number' ? hopsTrusted(config.trustProxy) : config.trustProxy,
  });
  app.setValidatorCompiler(validatorCompiler);
  // Replies go out through fast-json-stringify compiled from each route's zod reply schema;
  // the API tests have every reply also checked against its schema.
  app.setSerializerCompiler(replySerializerCompiler({ check: config.checkReplies }));

  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        // Attachments are fetched with the session and previewed from object URLs (a PDF in the
        // browser's own viewer inside the activity dialog).
        frameSrc: ["'self'", 'blob:'],
        upgradeInsecureRequests: config.production ? [] : null,
      },
    },
    hsts: config.production,
  });
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: config.uploadMaxMb * 1024 * 1024, files: 20, fields: 20 } });
  await app.register(dbPlugin, { databaseUrl: config.databaseUrl, dataDir: config.dataDir, db, listen, userWrites });
  // On PostgreSQL the counts live in the database, so every process (WORKERS) shares each limit.
  await app.register(rateLimit, { global: false, ...(app.dbEngine === 'postgres' ? { store: databaseRateLimitStore(app.db), skipOnError: true } : {}) });
  await app.register(servicesPlugin, { config });
  await app.register(storagePlugin, { filesDir: config.filesDir, uploadsInFlight: config.uploadsInFlight });
  await app.register(authPlugin, { jwtSecret: config.jwtSecret });
  await app.register(listTotalsPlugin);
  await app.register(liveEventsPlugin);
  await app.register(housekeepingPlugin, { enabled: config.housekeeping, orphanHours: config.orphanHours });
  await app.register(importRecoveryPlugin);
  await app.register(textGuardPlugin);
  await app.register(swagger, {
    openapi: { info: { title: 'Atölye API', version: '1' }, components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/v1/docs', uiHooks: { onRequest: docsGuard(config.docs) } });
  await app.register(apiRoutes, { prefix: '/v1' });

  const dist = config.frontDir;
  const spa = config.serveFront && existsSync(path.join(dist, 'index.html'));
  // wildcard: files are looked up per request, so a rebuild under a running server is served at once.
  // preCompressed: the build wrote .br and .gz beside each asset (scripts/vite/precompress.ts).
  if (spa)
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: true,
      index: false,
      maxAge: '1y',
      immutable: true,
      preCompressed: true,
    });
  app.addHook('onSend', async (req, reply) => {
    if (MODEL_WORKER_SCRIPT.test(req.url)) reply.header('content-security-policy', MODEL_WORKER_CSP);
  });
  // Every non-API path is the single-page app; its router decides (its 404 page included).
  const sendApp = (reply: FastifyReply) => reply.header('cache-control', 'no-cache').sendFile('index.html', { maxAge: 0, immutable: false });
  if (spa) app.get('/', (_req, reply) => sendApp(reply));
  app.setNotFoundHandler((req, reply) => {
    if (!spa || req.url.startsWith('/v1') || req.url.startsWith('/assets/')) return reply.status(404).send({ success: false, message: apiTexts.notFound, code: 'NOT_FOUND' });
    return sendApp(reply);
  });
  return app;
};
