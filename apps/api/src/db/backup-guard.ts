/**
 * PGlite is one process's database: a backup or restore while the server has it open would read
 * or write it under the server's feet. When something answers Gazda's liveness probe on PORT,
 * refuse with a clear line (the check cannot see a server on another port: the docs say so).
 */
export async function refuseWhileServing(port: number): Promise<void> {
  const answered = await fetch(`http://127.0.0.1:${port}/api/health/live`, {
    signal: AbortSignal.timeout(1000),
  }).then(
    (response) => response.ok,
    () => false,
  );
  if (!answered) return;
  process.stderr.write(
    `A Gazda server is running on port ${port}: stop it first (the embedded database belongs to one process)\n`,
  );
  process.exit(1);
}
