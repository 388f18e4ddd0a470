import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import type { AppDeps } from './deps';
import { ApiError } from './http/apiError';
import { limitBody } from './http/limitBody';
import { accountDeletionRoutes } from './routes/accountDeletion';
import { contactRoutes } from './routes/contact';
import { flowTraceRoutes, FLOW_TRACES_PATH, UPLOAD_TOKEN_HEADER } from './routes/flowTraces';
import { healthRoutes } from './routes/health';
import { loginRoutes } from './routes/login';
import { meRoutes } from './routes/me';
import { passwordResetRoutes } from './routes/passwordReset';
import { registerRoutes } from './routes/register';
import { supportRoutes } from './support/routes';
import { testSupportRoutes } from './routes/testSupport';
import { vitalsRoutes, VITALS_PATH } from './routes/vitals';
import { flowSummaryRoutes, FLOW_SUMMARIES_PATH } from './routes/flowSummaries';

/** The reference API as a Hono app: no I/O of its own, so tests can call `app.request`. */
export function createApp(deps: AppDeps): Hono {
  const app = new Hono();

  app.use(async (c, next) => {
    const started = Date.now();
    await next();
    // Paths are logged without the phone; bodies (passwords, tokens) never are.
    const path = c.req.path.replace(/^\/auth\/users\/[^/]+/, '/auth/users/:phone');
    deps.log(`${c.req.method} ${path} ${c.res.status} ${Date.now() - started}ms`);
  });
  app.use(
    secureHeaders({
      contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    }),
  );
  app.use(
    cors({
      origin: deps.siteOrigins,
      allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      allowHeaders: [
        'Content-Type',
        'Accept',
        'Accept-Language',
        'Authorization',
        UPLOAD_TOKEN_HEADER,
      ],
      exposeHeaders: ['Retry-After'],
      maxAge: 600,
    }),
  );
  const bodyLimit = limitBody(deps.bodyLimitBytes);
  // Trace uploads, vitals and summaries have their own limits, checked after their rate
  // limits.
  const ownLimit = new Set([FLOW_TRACES_PATH, VITALS_PATH, FLOW_SUMMARIES_PATH]);
  app.use((c, next) => (ownLimit.has(c.req.path) ? next() : bodyLimit(c, next)));
  // Answers about accounts and sessions, and owners' traces, must never sit in a browser or
  // proxy cache.
  for (const path of ['/auth/*', '/support/*', FLOW_TRACES_PATH]) {
    app.use(path, async (c, next) => {
      await next();
      c.res.headers.set('Cache-Control', 'no-store');
    });
  }

  app.route('/', healthRoutes());
  app.route('/', registerRoutes(deps));
  app.route('/', loginRoutes(deps));
  app.route('/', meRoutes(deps));
  app.route('/', passwordResetRoutes(deps));
  app.route('/', accountDeletionRoutes(deps));
  app.route('/', contactRoutes(deps));
  app.route('/', flowTraceRoutes(deps));
  app.route('/', vitalsRoutes(deps));
  app.route('/', flowSummaryRoutes(deps));
  app.route('/', supportRoutes(deps));
  if (deps.testRoutes) app.route('/', testSupportRoutes(deps));

  app.notFound((c) => c.json({ message: 'Not found.' }, 404));
  app.onError((error, c) => {
    if (error instanceof ApiError) {
      return c.json({ message: error.message }, error.status, error.headers);
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ message: error.message || 'Bad request.' }, error.status);
    }
    deps.log(`error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return c.json({ message: 'Internal server error' }, 500);
  });
  return app;
}
