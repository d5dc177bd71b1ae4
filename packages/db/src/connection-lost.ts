/**
 * Whether an error says the database went away under a query (a restart, a failover, an administrator's
 * pg_terminate_backend) or cannot be reached, rather than that the query itself was wrong: SQLSTATE classes 08
 * (connection exception) and 57P (the server shutting down or not yet up), or the driver losing its socket.
 */
export function isConnectionLost(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && (/^(08|57P)/.test(code) || SOCKET_ERRORS.has(code))) return true;
  return DRIVER_MESSAGES.some((message) => error.message.includes(message));
}

const SOCKET_ERRORS = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH"]);

// node-postgres reports a socket it lost, or a pool that could not connect in time, as a plain Error.
const DRIVER_MESSAGES = ["Connection terminated", "Client has encountered a connection error", "timeout exceeded when trying to connect"];
