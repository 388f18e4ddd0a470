import type { SqlClient } from './sqlClient';

// Append only: a migration that has run is never edited. Both PGlite and PostgreSQL run
// exactly this SQL.
const MIGRATIONS: { id: number; name: string; sql: string }[] = [
  {
    id: 1,
    name: 'users and contact messages',
    sql: `
      CREATE TABLE users (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        first_name text NOT NULL,
        last_name text NOT NULL,
        email text NOT NULL,
        mobile_number text NOT NULL,
        password_hash text NOT NULL,
        roles text[] NOT NULL,
        business_name text NOT NULL,
        business_type_ids integer[] NOT NULL,
        website_url text NOT NULL DEFAULT '',
        longitude double precision NOT NULL,
        latitude double precision NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT users_mobile_number_key UNIQUE (mobile_number)
      );
      CREATE UNIQUE INDEX users_email_key ON users (lower(email));
      CREATE TABLE contact_messages (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        fullname text NOT NULL,
        email text NOT NULL,
        message text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
  {
    id: 2,
    name: 'token versions, used phone tokens and shared rate limits',
    sql: `
      ALTER TABLE users ADD COLUMN token_version integer NOT NULL DEFAULT 0;
      CREATE TABLE used_phone_tokens (
        token_key text PRIMARY KEY,
        expires_at timestamptz NOT NULL
      );
      CREATE INDEX used_phone_tokens_expires_at ON used_phone_tokens (expires_at);
      CREATE TABLE rate_limits (
        key text PRIMARY KEY,
        points integer NOT NULL,
        expires_at timestamptz NOT NULL
      );
      CREATE INDEX rate_limits_expires_at ON rate_limits (expires_at);
    `,
  },
  {
    id: 3,
    name: 'flow traces, support accounts and their audit',
    sql: `
      CREATE TABLE flow_traces (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        reference text NOT NULL,
        entries jsonb NOT NULL,
        entry_count integer NOT NULL,
        bytes integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX flow_traces_reference ON flow_traces (reference);
      CREATE INDEX flow_traces_created_at ON flow_traces (created_at);
      CREATE TABLE support_accounts (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        email text NOT NULL,
        password_hash text NOT NULL,
        token_version integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX support_accounts_email_key ON support_accounts (lower(email));
      CREATE TABLE support_audit (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        support_account_id integer NOT NULL REFERENCES support_accounts (id),
        reference text NOT NULL,
        viewed_at timestamptz NOT NULL DEFAULT now()
      );
      ALTER TABLE contact_messages ADD COLUMN trace_reference text;
      CREATE INDEX contact_messages_trace_reference ON contact_messages (trace_reference);
    `,
  },
  {
    id: 4,
    name: 'flow trace format version and page language',
    sql: `
      ALTER TABLE flow_traces ADD COLUMN version integer NOT NULL DEFAULT 1;
      ALTER TABLE flow_traces ADD COLUMN locale text;
    `,
  },
  {
    id: 5,
    name: 'a flow trace belongs to its first upload',
    sql: `
      -- One trace a reference: the newest upload stays, as support saw it until now.
      DELETE FROM flow_traces t
        WHERE EXISTS (SELECT 1 FROM flow_traces n WHERE n.reference = t.reference AND n.id > t.id);
      DROP INDEX flow_traces_reference;
      ALTER TABLE flow_traces ADD CONSTRAINT flow_traces_reference_key UNIQUE (reference);
      -- A hash of the secret the upload answered with: only the tab that holds the secret can
      -- link a message to the trace or upload it again. Traces from before have none, so
      -- nobody can link them again.
      ALTER TABLE flow_traces ADD COLUMN upload_token_hash text;
      -- Who uploaded, as a keyed hash of the address (its /64 for IPv6): the per-address
      -- quota of kept traces. Never the address itself.
      ALTER TABLE flow_traces ADD COLUMN uploader text;
      CREATE INDEX flow_traces_uploader ON flow_traces (uploader);
      -- A message links only to a trace that exists, and loses the link when the trace goes.
      UPDATE contact_messages m SET trace_reference = NULL
        WHERE trace_reference IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM flow_traces t WHERE t.reference = m.trace_reference);
      ALTER TABLE contact_messages ADD CONSTRAINT contact_messages_trace_reference_fkey
        FOREIGN KEY (trace_reference) REFERENCES flow_traces (reference) ON DELETE SET NULL;
    `,
  },
  {
    id: 6,
    name: 'support emails matched by one rule, disabled support accounts, revoked support tokens',
    sql: `
      -- normaliseEmail (server/validation/email.ts) of the email: the one rule for "the same
      -- account", shared with the sign-in limit. lower() follows the server's locale, so it no
      -- longer decides. Rows from before get their key when the API next starts
      -- (fillSupportEmailKeys), since SQL cannot run that rule.
      ALTER TABLE support_accounts ADD COLUMN email_key text;
      ALTER TABLE support_accounts ADD CONSTRAINT support_accounts_email_key_key UNIQUE (email_key);
      DROP INDEX support_accounts_email_key;
      -- A disabled account keeps its row: support_audit names it.
      ALTER TABLE support_accounts ADD COLUMN disabled_at timestamptz;
      -- Support tokens ended by a sign-out, each kept until it would have expired anyway.
      CREATE TABLE revoked_support_tokens (
        token_id text PRIMARY KEY,
        expires_at timestamptz NOT NULL
      );
      CREATE INDEX revoked_support_tokens_expires_at ON revoked_support_tokens (expires_at);
    `,
  },
  {
    id: 7,
    name: 'field vitals',
    sql: `
      -- One metric of one page visit: names from closed lists (src/schemas/vitals.ts), a
      -- bounded value and the day (UTC) it arrived. No address, no identifier, no time of day.
      CREATE TABLE web_vitals (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        day date NOT NULL,
        route text NOT NULL,
        locale text NOT NULL,
        metric text NOT NULL,
        value double precision NOT NULL,
        rating text NOT NULL,
        event text,
        connection text
      );
      CREATE INDEX web_vitals_day ON web_vitals (day);
    `,
  },
  {
    id: 8,
    name: 'flow summaries',
    sql: `
      -- One visit of one flow machine as it came (src/schemas/flowSummary.ts): names from
      -- closed lists, time buckets and counts, and the day. No address, no identifier.
      CREATE TABLE flow_summaries (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        day date NOT NULL,
        machine text NOT NULL,
        version text NOT NULL,
        locale text NOT NULL,
        summary jsonb NOT NULL
      );
      CREATE INDEX flow_summaries_day ON flow_summaries (day);
      -- The same visits counted per day (server/db/flowSummaryStore.ts says what each kind is).
      CREATE TABLE flow_counts (
        day date NOT NULL,
        machine text NOT NULL,
        version text NOT NULL,
        locale text NOT NULL,
        kind text NOT NULL,
        state text NOT NULL,
        detail text NOT NULL,
        n bigint NOT NULL,
        PRIMARY KEY (day, machine, version, locale, kind, state, detail)
      );
      CREATE INDEX flow_counts_machine_day ON flow_counts (machine, day);
    `,
  },
  {
    id: 9,
    name: 'trace cases: status and notes',
    sql: `
      -- Where support stands with a kept trace; no row reads as new.
      CREATE TABLE trace_cases (
        reference text PRIMARY KEY REFERENCES flow_traces (reference) ON DELETE CASCADE,
        status text NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      -- Staff notes on a trace, plain text, by whom and when.
      CREATE TABLE trace_notes (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        reference text NOT NULL REFERENCES flow_traces (reference) ON DELETE CASCADE,
        support_account_id integer NOT NULL REFERENCES support_accounts (id),
        text text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX trace_notes_reference ON trace_notes (reference, id);
      -- The audit says what was done: a view (as before), a status set, a note written.
      ALTER TABLE support_audit ADD COLUMN action text NOT NULL DEFAULT 'view';
      ALTER TABLE support_audit ADD COLUMN detail text;
    `,
  },
  {
    id: 10,
    name: 'the machine versions a trace was recorded by',
    sql: `
      -- Format 3 traces name each machine's version (a hash of its definition); earlier
      -- rows name none.
      ALTER TABLE flow_traces ADD COLUMN machine_versions jsonb;
    `,
  },
  {
    id: 11,
    name: 'what one address adds to a day, and the beacons refused or left uncounted',
    sql: `
      -- How many visits (or vitals reports) each address added to a day's counts, kept as a
      -- hash keyed with the API's secret and the day, never the address: one address adds
      -- its share a day at most (server/db/beaconShares.ts).
      CREATE TABLE beacon_shares (
        day date NOT NULL,
        kind text NOT NULL,
        source text NOT NULL,
        n integer NOT NULL,
        PRIMARY KEY (day, kind, source)
      );
      -- Per day and kind: the addresses counted, the beacons refused, the items taken but
      -- not counted (past their address's share), so the console reads a flood as one.
      CREATE TABLE beacon_days (
        day date NOT NULL,
        kind text NOT NULL,
        sources integer NOT NULL DEFAULT 0,
        refused bigint NOT NULL DEFAULT 0,
        uncounted bigint NOT NULL DEFAULT 0,
        PRIMARY KEY (day, kind)
      );
      -- Summaries are kept as their counts only: the rows as sent held nothing the counts
      -- do not, at a hundred times the bytes.
      DROP TABLE flow_summaries;
      -- Each vitals row draws a random rank; past its day's share of the row bound a day
      -- keeps the rows of lowest rank, a uniform sample of that day whatever came later, and
      -- no day's rows ever make room for another's.
      ALTER TABLE web_vitals ADD COLUMN rank double precision NOT NULL DEFAULT random();
      CREATE INDEX web_vitals_day_rank ON web_vitals (day, rank);
    `,
  },
  {
    id: 12,
    name: 'account deletions',
    sql: `
      -- One row per deleted account and nothing personal: a hash of the phone keyed with
      -- the API's secret (so a deletion can be confirmed to whoever proves that phone again)
      -- and the day. Each row cost an account and a phone code, so the table grows no faster
      -- than accounts are made.
      CREATE TABLE account_deletions (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        phone_key text NOT NULL,
        day date NOT NULL
      );
      -- A deletion takes the contact messages sent with the account's email, in any case.
      CREATE INDEX contact_messages_email ON contact_messages (lower(email));
    `,
  },
];

/**
 * Key of the advisory lock held while migrating (a bigint). Any fixed number works as long as
 * nothing else on the server uses it; never change it, or an older and a newer version
 * starting together would not wait for each other.
 */
const MIGRATION_LOCK_KEY = '5132873208153094201';

/**
 * Applies the migrations not applied yet, all in one transaction that first takes an
 * advisory lock: instances starting together on one PostgreSQL server queue there, the
 * first applies what is missing, the next ones find it applied. DDL is transactional in
 * PostgreSQL (PGlite too), so a failed migration leaves nothing half-applied, and the lock
 * ends with the transaction. A migration that cannot run inside a transaction (CREATE INDEX
 * CONCURRENTLY) has no place here.
 */
export async function migrate(db: SqlClient): Promise<void> {
  await db.transaction(async (tx) => {
    // Read committed: each statement after the lock sees what the previous holder committed.
    await tx.exec('SET TRANSACTION ISOLATION LEVEL READ COMMITTED');
    await tx.query(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await tx.exec(`
      CREATE TABLE IF NOT EXISTS schema_migrations (
        id integer PRIMARY KEY,
        name text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
    const done = await tx.query<{ id: number }>('SELECT id FROM schema_migrations');
    const applied = new Set(done.map((row) => row.id));
    for (const migration of MIGRATIONS) {
      if (applied.has(migration.id)) continue;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (id, name) VALUES ($1, $2)', [
        migration.id,
        migration.name,
      ]);
    }
  });
}
