import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { type Express } from 'express';
import helmet from 'helmet';
import type { AnyOperation } from '@shared/api/operation';
import type { AppServices } from './composition';
import type { AppConfig } from './config/env';
import { chooseEncoding } from './lib/content-encoding';
import { clientDistDir, publicPagesDistDir } from './lib/project-paths';
import type { Logger } from './lib/logger';
import { errorHandler, notFoundApi } from './middleware/error-handler';
import {
  encodingHeaders,
  findPrecompressed,
  precompressedSuffix,
  servePrecompressed,
} from './middleware/precompressed';
import { refuseSourceMaps } from './middleware/refuse-source-maps';
import { requestId } from './middleware/request-id';
import { BUILT_ASSETS_PATH, securityHeaders } from './middleware/security-headers';
import { createApiRouter } from './http/api-router';
import { certificatePreviewTags } from './http/certificate-preview';
import { createSharePreview, linkLanguage, withHeadTags } from './http/share-preview';
import { loadPublicPages, publicPagesRouter } from './http/public-pages';
import { openApiRoutes } from './openapi/openapi.routes';
import { isSpaRoute } from '@shared/spa-routes';
import { adminRoutes } from './routes/admin.routes';
import { notificationRoutes } from './routes/notification.routes';
import { accountRoutes } from './routes/account.routes';
import { authRoutes } from './routes/auth.routes';
import { betaRoutes } from './routes/beta.routes';
import { certificateRoutes } from './routes/certificate.routes';
import { classroomRoutes } from './routes/classroom.routes';
import { credentialRoutes, DID_DOCUMENT_PATH } from './routes/credential.routes';
import { benchmarkRoutes } from './routes/benchmarks.routes';
import { bitcoinRoutes } from './routes/bitcoin.routes';
import { dcaRoutes } from './routes/dca.routes';
import { shareRoutes } from './routes/share.routes';
import { stripeWebhookRoutes } from './routes/stripe-webhook.routes';
import { subscriptionRoutes } from './routes/subscription.routes';
import { eventsRoutes } from './routes/events.routes';
import { progressRoutes } from './routes/progress.routes';
import { quizRoutes } from './routes/quiz.routes';
import { examRoutes } from './routes/exam.routes';
import { reviewRoutes } from './routes/review.routes';
import { treasuryRoutes } from './routes/treasury.routes';
import { operationsRoutes } from './routes/operations.routes';
import { usageRoutes } from './routes/usage.routes';

export interface AppDeps {
  config: AppConfig;
  logger: Logger;
  /** Built by the composition root (buildServices). */
  services: AppServices;
  /** Serve the built SPA from here (default dist/client when it exists). */
  clientDir?: string | null;
  /**
   * The public pages rendered at build time (decision 061): default dist/public-pages with the
   * default clientDir, none otherwise. Served only with the client.
   */
  publicPagesDir?: string | null;
}

/**
 * CSP sources ('sha256-...') for the inline scripts of the SPA's index.html (the theme set before
 * the first paint), so the policy allows exactly those and never 'unsafe-inline'.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = '', text = '']) => !/\bsrc\s*=/i.test(attributes) && text.trim() !== '')
    .map(([, , text = '']) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
}

const operationsByApp = new WeakMap<Express, readonly AnyOperation[]>();

/** The operations an app built by createApp registered, in registration order. */
export function registeredOperations(app: Express): readonly AnyOperation[] {
  return operationsByApp.get(app) ?? [];
}

/** The whole HTTP app without listening, so tests can drive it with supertest. */
export function createApp(deps: AppDeps): Express {
  const { auth, account, limiter, prices, quotes, usage, treasury, dca, subscriptions, billingEvents } = deps.services;
  const { admin, feedback, analytics, quiz, progress } = deps.services;
  const clientDir = deps.clientDir === undefined ? clientDistDir : deps.clientDir;
  const indexHtml = clientDir ? path.join(clientDir, 'index.html') : null;
  const servesClient = indexHtml !== null && existsSync(indexHtml);
  const scriptHashes = servesClient ? inlineScriptHashes(readFileSync(indexHtml, 'utf8')) : [];
  const app = express();
  app.disable('x-powered-by');
  // Which peers may name the client in X-Forwarded-For and the scheme in X-Forwarded-Proto
  // (TRUST_PROXY; default: none, not even loopback).
  app.set('trust proxy', deps.config.trustProxy);
  app.use(requestId);
  app.use(
    securityHeaders(
      helmet({
        // Sent by securityHeaders itself, and only over https.
        strictTransportSecurity: false,
        contentSecurityPolicy: {
          directives: {
            // The SPA talks only to its own origin; the market-data provider is called by the server.
            'connect-src': ["'self'"],
            'script-src': ["'self'", ...scriptHashes],
            'img-src': ["'self'", 'data:'],
            // Only when the app is really served over https (not on http://localhost by default).
            'upgrade-insecure-requests':
              deps.config.isProduction && deps.config.appUrl.startsWith('https:') ? [] : null,
          },
        },
      }),
    ),
  );

  // Every /api route is an operation declared in shared/api, registered here through an ApiRouter:
  // its access check, body reader (JSON, text or raw, with its size limit) and input parsing come
  // from the declaration. Each registration lands in `registry` (the contract test compares it
  // with the declarations).
  const registry: AnyOperation[] = [];
  const apiRouter = () => createApiRouter({ auth, admin, checkAnswers: !deps.config.isProduction, registry });

  // The market data operations send answers kept serialised and compressed in memory (decision
  // 016): registered before the compression wrapper, which they do not need.
  const market = apiRouter();
  bitcoinRoutes(market, { quotes, prices });
  app.use(market.router);
  // Other API answers over 1 KB go out compressed (brotli or gzip, as the client accepts). A
  // client that names no encoding gets the answer as it is, as the wrapper would send it: without
  // the wrapper's negotiation, which cost a third of a 2 KB answer's time (decision 054).
  const compress = compression({ threshold: 1024 });
  app.use('/api', (req, res, next) => (req.headers['accept-encoding'] ? compress(req, res, next) : next()));

  const api = apiRouter();
  operationsRoutes(api, {
    checkDatabase: deps.services.checkDatabase,
    lifecycle: deps.services.lifecycle,
    logger: deps.logger,
  });
  openApiRoutes(api, { serveReferencePage: !deps.config.isProduction });
  authRoutes(api, { authentication: auth, account, limiter, devConveniences: deps.config.devConveniences });
  accountRoutes(api, { account, limiter });
  dcaRoutes(api, { dca, limiter });
  shareRoutes(api, { dca, prices, limiter });
  benchmarkRoutes(api, { benchmarks: deps.services.benchmarks });
  usageRoutes(api, { usage });
  subscriptionRoutes(api, { subscriptions, limiter });
  stripeWebhookRoutes(api, { billingEvents });
  treasuryRoutes(api, { treasury });
  quizRoutes(api, { quiz });
  examRoutes(api, { exam: deps.services.exam, now: deps.services.now, testClock: deps.config.nodeEnv === 'test' });
  progressRoutes(api, { progress });
  certificateRoutes(api, { certificates: deps.services.certificates, limiter });
  credentialRoutes(api, { credentials: deps.services.credentials });
  reviewRoutes(api, {
    review: deps.services.review,
    sevenCures: deps.services.sevenCures,
    now: deps.services.now,
    testClock: deps.config.nodeEnv === 'test',
  });
  classroomRoutes(api, { classroom: deps.services.classroom, limiter });
  betaRoutes(api, { beta: deps.config.beta, feedback, limiter });
  adminRoutes(api, {
    admin,
    feedback,
    analytics,
    refunds: deps.services.refunds,
    queue: deps.services.queue,
    learningStats: deps.services.learningStats,
    now: deps.services.now,
  });
  notificationRoutes(api, {
    notifications: deps.services.notifications,
    account: deps.services.account,
    emailConfigured: Boolean(deps.config.smtpUrl),
  });
  eventsRoutes(api, { analytics, limiter });
  app.use(api.router);
  app.use('/api', notFoundApi);
  operationsByApp.set(app, registry);

  // The key credentials are signed with, where a did:web resolver looks for it (decision 056); the
  // same document as GET /api/credentials/issuer.
  app.get(DID_DOCUMENT_PATH, (_req, res) => {
    res.set({ 'Cache-Control': 'public, max-age=300', 'Access-Control-Allow-Origin': '*' });
    res.json(deps.services.credentials.didDocument());
  });

  if (clientDir && servesClient) {
    // Source maps carry the full sources: the build moves them out of clientDir, and production
    // refuses any left there, by its decoded name.
    if (deps.config.isProduction) app.use(refuseSourceMaps);
    // The public pages, sitemap.xml and robots.txt naming it, before the files at the root.
    const publicPagesDir =
      deps.publicPagesDir === undefined
        ? deps.clientDir === undefined
          ? publicPagesDistDir
          : null
        : deps.publicPagesDir;
    const robotsFile = path.join(clientDir, 'robots.txt');
    const publicPages = publicPagesDir
      ? loadPublicPages(
          publicPagesDir,
          deps.config.appUrl,
          existsSync(robotsFile) ? readFileSync(robotsFile, 'utf8') : '',
        )
      : null;
    if (publicPages) app.use(publicPagesRouter(publicPages));
    const precompressed = findPrecompressed(clientDir);
    app.use(servePrecompressed(precompressed));
    // Hashed names: a changed file is a new URL, so there is nothing to revalidate (no ETag or
    // Last-Modified) and nothing to fetch in ranges.
    app.use(
      BUILT_ASSETS_PATH,
      express.static(path.join(clientDir, 'assets'), {
        immutable: true,
        maxAge: '1y',
        fallthrough: false,
        etag: false,
        lastModified: false,
        acceptRanges: false,
      }),
    );
    app.use(express.static(clientDir, { index: false, maxAge: 0 }));
    // Every other GET gets the SPA page: 200 on one of its routes, 404 elsewhere (the page then
    // shows its 'Page Not Found'); shared/spa-routes.ts is the list both sides use.
    const indexEncodings = precompressed.get('/index.html');
    const indexText = readFileSync(indexHtml, 'utf8');
    const appUrl = deps.config.appUrl;
    // A shared calculator link gets its preview tags (Open Graph, Twitter card), kept in a bounded
    // cache and computed within RATE_LIMIT_SHARE_PREVIEW_ADDRESS (generic tags past it); any other
    // page goes on to the file as it is, with no database work.
    const sharePreview = createSharePreview({ dca, prices, limiter, appUrl });
    app.get('/', async (req, res, next) => {
      const preview = await sharePreview.tagsFor(req);
      if (!preview) return next();
      res.setHeader('Cache-Control', 'no-cache');
      res.type('html').send(withHeadTags(indexText, preview.tags));
    });
    // A certificate's page carries its preview tags; an unknown or revoked one is the SPA's page
    // with 404 (the page then says it is not there).
    app.get('/certificate/:id', async (req, res, next) => {
      const page = await certificatePreviewTags(
        req.params.id,
        { certificates: deps.services.certificates, appUrl },
        linkLanguage(req),
      );
      if (!page) {
        res.status(404);
        return next();
      }
      res.setHeader('Cache-Control', 'no-cache');
      res.type('html').send(withHeadTags(indexText, page.head).replace(/<body>/i, `<body>${page.noscript}`));
    });
    app.get(/.*/, (req, res) => {
      res.setHeader('Cache-Control', 'no-cache');
      if (!isSpaRoute(req.path)) res.status(404);
      const encoding = indexEncodings ? chooseEncoding(req.get('accept-encoding'), indexEncodings) : null;
      if (indexEncodings) res.vary('Accept-Encoding');
      if (!encoding) return res.sendFile(path.join(clientDir, 'index.html'));
      res.sendFile(path.join(clientDir, `index.html${precompressedSuffix(encoding)}`), {
        headers: encodingHeaders('/index.html', encoding),
      });
    });
  }

  app.use(errorHandler(deps.logger));
  return app;
}
