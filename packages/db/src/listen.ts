import pg from "pg";

interface Listener {
  close(): Promise<void>;
}

const RECONNECT_MS = 2_000;

/**
 * LISTENs on `channel` over one dedicated connection and calls `onNotify` for each notification. A connection that
 * drops (a restart, a failover) is opened again after a pause, and `onNotify` is called once then too, since
 * notifications sent while it was away are lost.
 */
export async function listenTo(url: string, channel: string, onNotify: () => void, onError: (error: Error) => void): Promise<Listener> {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url, application_name: `amlak-listen-${channel}` });
    next.on("notification", onNotify);
    next.on("error", (error) => {
      onError(error);
      void next.end().catch(() => {});
      if (client === next) reconnectLater();
    });
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    if (closed) await next.end();
    else client = next;
  }

  function reconnectLater() {
    client = null;
    if (closed) return;
    retry = setTimeout(() => {
      connect().then(onNotify, (error: Error) => {
        onError(error);
        reconnectLater();
      });
    }, RECONNECT_MS);
  }

  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end();
      client = null;
    },
  };
}
