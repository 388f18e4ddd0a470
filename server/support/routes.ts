import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { REFERENCE_PATTERN } from '../../src/schemas/flowTrace';
import manifest from '../../src/schemas/flowManifest.gen.json';
import type { FlowManifest } from '../../src/schemas/flowTrace';
import {
  FILTER_KEYS,
  TraceFilterSchema,
  traceFilterProblem,
  type TraceFilter,
} from '../../src/schemas/traceFilter';
import { TRACE_LIST_MAX_OFFSET } from '../../src/schemas/traceList';
import { CaseStatusSchema, NOTES_MAX_PER_TRACE, NoteTextSchema } from '../../src/schemas/traceCase';
import * as v from 'valibot';
import { VITALS_PERIODS, type VitalsPeriod } from '../../src/schemas/vitals';
import { TRACE_MACHINES, type TraceMachine } from '../../src/schemas/flowTrace';
import { locales } from '../../src/paraglide/runtime.js';
import { dayOf } from '../db/vitalsStore';
import type { SupportClaims } from '../auth/tokens';
import type { SupportAccount } from './accountStore';
import type { AppDeps } from '../deps';
import { checkPassword } from '../auth/checkPassword';
import { isCalendarDay } from '../../src/schemas/calendarDay';
import { ApiError } from '../http/apiError';
import { bearerToken, parseOr400, readJson } from '../http/body';
import { normaliseEmail } from '../validation/email';
import { SupportLoginSchema } from '../validation/schemas';

// One answer for an unknown email and a wrong password, so accounts cannot be discovered.
const REFUSED = 'Wrong email or password.';
const SIGN_IN = 'Sign in to the support console.';
const NOT_SUPPORT = 'This account cannot use the support console.';
const LIST_DEFAULT = 50;
const LIST_MAX = 100;

type SupportVariables = { supportAccount: SupportAccount; supportToken: SupportClaims };

/**
 * Lets through only support tokens this API signed, unexpired, not signed out, whose account
 * still exists, is not disabled and has not changed password since. A valid owner token is
 * told apart (403): signed in, but not as support.
 */
export function requireSupport({
  tokens,
  supportAccounts,
  revokedTokens,
}: Pick<AppDeps, 'tokens' | 'supportAccounts' | 'revokedTokens'>) {
  return createMiddleware<{ Variables: SupportVariables }>(async (c, next) => {
    const token = bearerToken(c);
    const claims = token ? await tokens.verifySupport(token) : undefined;
    const found = claims ? await supportAccounts.findById(claims.supportAccountId) : undefined;
    const valid =
      claims && found && !found.disabled && found.tokenVersion === claims.version
        ? !(await revokedTokens.isRevoked(claims.tokenId))
        : false;
    if (!claims || !found || !valid) {
      if (token && (await tokens.verify(token))) throw new ApiError(403, NOT_SUPPORT);
      throw new ApiError(401, SIGN_IN, { 'WWW-Authenticate': 'Bearer' });
    }
    c.set('supportAccount', found);
    c.set('supportToken', claims);
    await next();
  });
}

function listLimit(raw: string | undefined): number {
  if (raw === undefined || raw === '') return LIST_DEFAULT;
  const limit = Number(raw);
  if (!Number.isInteger(limit) || limit < 1) {
    throw new ApiError(400, `The limit must be a whole number from 1 to ${LIST_MAX}.`);
  }
  return Math.min(limit, LIST_MAX);
}

function listOffset(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 0;
  const offset = Number(raw);
  if (!Number.isInteger(offset) || offset < 0 || offset > TRACE_LIST_MAX_OFFSET) {
    throw new ApiError(
      400,
      `The offset must be a whole number from 0 to ${TRACE_LIST_MAX_OFFSET}.`,
    );
  }
  return offset;
}

function vitalsPeriod(raw: string | undefined): VitalsPeriod {
  if (raw === undefined || raw === '') return 7;
  const days = VITALS_PERIODS.find((period) => String(period) === raw);
  if (days === undefined) throw new ApiError(400, 'The days must be 7 or 28.');
  return days;
}

// The longest range the insight counts over: a year.
const INSIGHT_MAX_DAYS = 366;

/** The machine, days and language an insight query asks for, or a 400 saying which is wrong. */
function insightQuery(query: (name: string) => string | undefined) {
  const machine = query('machine') ?? 'signup';
  if (!(TRACE_MACHINES as readonly string[]).includes(machine))
    throw new ApiError(400, `The machine must be one of ${TRACE_MACHINES.join(', ')}.`);
  const today = dayOf(new Date());
  const mustExist = (day: string) => {
    if (!isCalendarDay(day))
      throw new ApiError(400, 'Days are written YYYY-MM-DD, and must exist.');
    return day;
  };
  // `to` first: the default `from` is counted back from it.
  const to = mustExist(query('to') || today);
  const from = mustExist(query('from') || dayOf(new Date(`${to}T00:00:00Z`), 6));
  const span = (Date.parse(to) - Date.parse(from)) / (24 * 3600 * 1000);
  if (span < 0 || span >= INSIGHT_MAX_DAYS)
    throw new ApiError(400, `The range runs forward, over ${INSIGHT_MAX_DAYS} days at most.`);
  const locale = query('locale') || undefined;
  if (locale !== undefined && !(locales as readonly string[]).includes(locale))
    throw new ApiError(400, `The language must be one of ${locales.join(', ')}.`);
  return {
    machine: machine as TraceMachine,
    from,
    to,
    ...(locale ? { locale: locale as (typeof locales)[number] } : {}),
  };
}

// The list's filter from the query: each key once, empty ones left out, checked against the
// closed lists and the machines' states.
function traceFilter(query: (name: string) => string | undefined): TraceFilter {
  const given = Object.fromEntries(
    FILTER_KEYS.flatMap((key) => {
      const value = query(key);
      return value ? [[key, value]] : [];
    }),
  );
  const filter = parseOr400(TraceFilterSchema, given);
  const problem = traceFilterProblem(filter, manifest as FlowManifest);
  if (problem) throw new ApiError(400, problem);
  return filter;
}

const StatusBody = v.object({ status: CaseStatusSchema });
const NoteBody = v.object({ text: NoteTextSchema });

function knownReference(reference: string): string {
  if (!REFERENCE_PATTERN.test(reference))
    throw new ApiError(400, 'A reference is 8 letters and digits, like K7QM-2XDA.');
  return reference;
}

export function supportRoutes(deps: AppDeps) {
  const { supportAccounts, revokedTokens, passwords, tokens, limits, clientIp } = deps;
  const { traces, supportAudit, vitals, summaries, beacons, traceCases } = deps;
  const app = new Hono<{ Variables: SupportVariables }>();
  app.post('/support/login', async (c) => {
    const { email, password } = parseOr400(SupportLoginSchema, await readJson(c));
    // The limit counts on the very string the account is looked up by: the lookup is plain
    // equality on the unique email_key column, so every spelling that reaches an account
    // reaches it through this one key and spends this one counter, and a spelling with another
    // key finds another account or none. Normalising once here, not in each, keeps them equal.
    const key = normaliseEmail(email);
    const attempt = await limits.supportLogin.attempt({ ip: clientIp(c), email: key });
    const found = await checkPassword(
      attempt,
      passwords,
      () => supportAccounts.findByEmailKey(key),
      password,
      REFUSED,
    );
    return c.json(await tokens.issueSupport(found.id, found.tokenVersion));
  });
  app.use('/support/*', requireSupport(deps));
  // Ends the presented token only: the same person signed in elsewhere stays signed in there.
  app.post('/support/logout', async (c) => {
    const { tokenId, expiresAt } = c.get('supportToken');
    await revokedTokens.revoke(tokenId, new Date(expiresAt));
    return c.body(null, 204);
  });
  app.get('/support/traces', async (c) => {
    const limit = listLimit(c.req.query('limit'));
    const offset = listOffset(c.req.query('offset'));
    const filter = traceFilter((name) => c.req.query(name));
    return c.json({ traces: await traces.listLinked(limit, offset, filter) });
  });
  // Whole traces for tools (npm run trace:coverage): every stored one, not only those a
  // message names. The list is what support is asked about, which leans to flows that went
  // wrong; counting which transitions owners take needs the flows that went well too. A trace
  // holds only names from closed lists, so this shows nothing the single view would not; each
  // trace answered is audited as if opened. Registered before `:reference`, which would
  // otherwise take `export` for a malformed reference.
  app.get('/support/traces/export', async (c) => {
    const limit = listLimit(c.req.query('limit'));
    const offset = listOffset(c.req.query('offset'));
    const stored = await traces.listStored(limit, offset);
    await supportAudit.recordViews(
      c.get('supportAccount').id,
      stored.map((t) => t.reference),
    );
    return c.json({ traces: stored });
  });
  // Field vitals of the last 7 or 28 days: p75 and rating counts per route, per machine
  // event and per page language. Aggregates only, so nothing is audited.
  app.get('/support/vitals', async (c) => {
    return c.json(await vitals.summary(vitalsPeriod(c.req.query('days'))));
  });
  // What the flow summaries counted for one machine over a range of days, summed over its
  // versions and, unless one is asked for, both languages. Aggregates only: not audited.
  app.get('/support/insight', async (c) => {
    const query = insightQuery((name) => c.req.query(name));
    const [counts, days] = await Promise.all([
      summaries.counts(query),
      beacons.days(query.from, query.to),
    ]);
    return c.json({ ...query, counts, beacons: days });
  });
  app.get('/support/traces/:reference', async (c) => {
    const reference = knownReference(c.req.param('reference'));
    const stored = await traces.find(reference);
    if (!stored) throw new ApiError(404, 'No trace with this reference.');
    await supportAudit.recordView(c.get('supportAccount').id, reference);
    return c.json({ ...stored, case: await traceCases.read(reference) });
  });
  // Where support stands with a trace: new, in progress or resolved. Audited.
  app.put('/support/traces/:reference/status', async (c) => {
    const reference = knownReference(c.req.param('reference'));
    const { status } = parseOr400(StatusBody, await readJson(c));
    if (!(await traceCases.setStatus(reference, status, c.get('supportAccount').id)))
      throw new ApiError(404, 'No trace with this reference.');
    return c.json({ status });
  });
  // A note on a trace, plain text, with who wrote it and when. Audited.
  app.post('/support/traces/:reference/notes', async (c) => {
    const reference = knownReference(c.req.param('reference'));
    const { text } = parseOr400(NoteBody, await readJson(c));
    const note = await traceCases.addNote(reference, text, c.get('supportAccount').id);
    if (note === 'missing') throw new ApiError(404, 'No trace with this reference.');
    if (note === 'full')
      throw new ApiError(409, `A trace takes at most ${NOTES_MAX_PER_TRACE} notes.`);
    return c.json(note, 201);
  });
  return app;
}
