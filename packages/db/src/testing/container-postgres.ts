/** TEST_DB=container: the same suite on a testcontainers PostgreSQL 15 (the oldest version we support). */
export async function startContainerPostgres(): Promise<{ adminUrl: string; stop: () => Promise<void> }> {
  const { getContainerRuntimeClient } = await import("testcontainers");
  try {
    await getContainerRuntimeClient();
  } catch (error) {
    const reason = `TEST_DB=container: no container engine was found (${(error as Error).message.split("\n")[0]})`;
    // In CI a missing engine fails the run, as a missing poppler does; elsewhere the run ends with a printed reason.
    if (process.env.CI) throw new Error(reason);
    console.warn(`${reason}; skipped`);
    process.exit(0);
  }
  const { PostgreSqlContainer } = await import("@testcontainers/postgresql");
  const container = await new PostgreSqlContainer("postgres:15-alpine").start();
  return { adminUrl: container.getConnectionUri(), stop: async () => void (await container.stop()) };
}
