import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * The channel migrations 0020 and 0021's triggers notify on when a learner's cached rows change (decision
 * 054): the learner's id, or '*' for every learner (a TRUNCATE).
 */
export const LEARNER_CHANGED_CHANNEL = 'arkad_learner_changed';

/** What a subscriber to learner changes is told. */
export interface LearnerChangeListener {
  /** The rows of this learner changed; null: of any learner. */
  changed(userId: number | null): void;
  /**
   * true: every change is heard from now on (and a change written through this handle is heard
   * before the writing statement's promise settles); false: changes may go unheard until the
   * next true.
   */
  live(isLive: boolean): void;
}

/** Changes to learners' rows, as heard by one database handle (decision 054). */
export interface LearnerChanges {
  /**
   * true: while live, every write to the database is heard before its statement's promise settles
   * (PGlite: one process holds the database), so a value dropped on each heard change is never
   * stale. false (Postgres): other instances write too, and their changes arrive late or never.
   */
  readonly complete: boolean;
  /** Starts hearing changes; the function returned stops it. */
  subscribe(listener: LearnerChangeListener): () => void;
}

function learnerOf(payload: string | undefined): number | null {
  const id = Number(payload);
  return Number.isSafeInteger(id) && payload !== '' ? id : null;
}

/**
 * PGlite runs in this process, one session for every statement: a notification is heard while the
 * statement that committed it is answered (PGlite queues the callbacks before it resolves the
 * statement's promise), and none is ever missed.
 */
export function pgliteLearnerChanges(client: PGlite): LearnerChanges {
  return {
    complete: true,
    subscribe(listener) {
      let stopped = false;
      const started = client.listen(LEARNER_CHANGED_CHANNEL, (payload) => listener.changed(learnerOf(payload)));
      started.then(
        () => {
          if (!stopped) listener.live(true);
        },
        () => undefined,
      );
      return () => {
        if (stopped) return;
        stopped = true;
        listener.live(false);
        started.then((unlisten) => unlisten()).catch(() => undefined);
      };
    },
  };
}

export interface PostgresChangeOptions {
  connectTimeoutMs: number;
  /** How often the listening connection is asked `select 1` (default PING_INTERVAL_MS); tests shorten it. */
  pingIntervalMs?: number;
  /** Told when the listening connection fails. */
  onConnectionError?: (error: Error) => void;
}

/** How the dedicated listening connection names itself in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'arkad_learner_changes';
/** The listening connection is asked `select 1` this often; unanswered within the same time, it is replaced. */
const PING_INTERVAL_MS = 5_000;
const RETRY_FIRST_MS = 100;
const RETRY_MAX_MS = 5_000;

/**
 * On Postgres the changes arrive on two kinds of connection. Every pool connection LISTENs from
 * before the pool first hands it out (`listenOnPoolClient`): Postgres delivers a session's own notifications
 * before it answers its COMMIT, so a write through this instance is heard before its promise
 * settles. Notifications from other instances arrive, whenever they commit, on one dedicated
 * connection, opened on the first subscription: live while it listens and answers a `select 1`
 * every PING_INTERVAL_MS; lost (live false) as soon as it fails or goes unanswered, then opened
 * again with a growing pause (100 ms to 5 s).
 */
export function postgresLearnerChanges(connectionString: string, options: PostgresChangeOptions) {
  const listeners = new Set<LearnerChangeListener>();
  // Named in pg_stat_activity (in the URL: pg lets the URL's parameters win over the config's).
  const url = new URL(connectionString);
  url.searchParams.set('application_name', LISTENER_APPLICATION_NAME);
  const listenerUrl = url.toString();
  const pingMs = options.pingIntervalMs ?? PING_INTERVAL_MS;
  let listening: pg.Client | null = null;
  let isLive = false;
  let closed = false;
  let retryMs = RETRY_FIRST_MS;
  let retry: NodeJS.Timeout | undefined;
  let ping: NodeJS.Timeout | undefined;

  const heard = (message: pg.Notification) => {
    if (message.channel !== LEARNER_CHANGED_CHANNEL) return;
    const userId = learnerOf(message.payload);
    for (const listener of listeners) listener.changed(userId);
  };

  const setLive = (value: boolean) => {
    if (isLive === value) return;
    isLive = value;
    for (const listener of listeners) listener.live(value);
  };

  /** The dedicated connection failed or stopped answering: not live until a new one listens. */
  const lost = (client: pg.Client, error?: Error) => {
    if (listening !== client) return;
    listening = null;
    clearInterval(ping);
    setLive(false);
    if (error) options.onConnectionError?.(error);
    client.end().catch(() => undefined);
    scheduleOpen();
  };

  const scheduleOpen = () => {
    if (closed || listeners.size === 0 || listening || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void open();
    }, retryMs);
    retry.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  const open = async () => {
    const client = new pg.Client({
      connectionString: listenerUrl,
      connectionTimeoutMillis: options.connectTimeoutMs,
      keepAlive: true,
    });
    listening = client;
    client.on('notification', heard);
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${LEARNER_CHANGED_CHANNEL}`);
    } catch (error) {
      lost(client, error instanceof Error ? error : new Error(String(error)));
      return;
    }
    // Closed (or lost) meanwhile: this connection is not wanted.
    if (listening !== client) {
      await client.end().catch(() => undefined);
      return;
    }
    retryMs = RETRY_FIRST_MS;
    ping = setInterval(() => {
      client
        .query({ text: 'select 1', query_timeout: pingMs } as pg.QueryConfig)
        .catch((error: unknown) => lost(client, error instanceof Error ? error : new Error(String(error))));
    }, pingMs);
    ping.unref();
    setLive(true);
  };

  return {
    changes: {
      complete: false,
      subscribe(listener: LearnerChangeListener) {
        listeners.add(listener);
        if (isLive) listener.live(true);
        else if (!listening) {
          clearTimeout(retry);
          retry = undefined;
          if (!closed) void open();
        }
        return () => {
          if (!listeners.delete(listener)) return;
          listener.live(false);
        };
      },
    } satisfies LearnerChanges,

    /** A new pool connection LISTENs (and tells what it hears) before the pool hands it out. */
    async listenOnPoolClient(client: pg.ClientBase): Promise<void> {
      client.on('notification', heard);
      await client.query(`LISTEN ${LEARNER_CHANGED_CHANNEL}`);
    },

    async close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(ping);
      const client = listening;
      listening = null;
      setLive(false);
      listeners.clear();
      await client?.end().catch(() => undefined);
    },
  };
}
