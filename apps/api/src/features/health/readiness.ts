import type { FastifyInstance } from 'fastify';

/**
 * Whether this process still takes new work. Shutdown flips it first, so `/api/health/ready`
 * answers 503 and the load balancer stops sending requests while those in flight finish.
 */
export type Readiness = {
  readonly shuttingDown: boolean;
  beginShutdown: () => void;
};

function createReadiness(): Readiness {
  let shuttingDown = false;
  return {
    get shuttingDown() {
      return shuttingDown;
    },
    beginShutdown() {
      shuttingDown = true;
    },
  };
}

/**
 * The app's readiness (`app.readiness`): not ready from the first moment of `app.close()` (or
 * earlier, when server.ts begins its shutdown). A response sent while shutting down carries
 * `Connection: close`: a keep-alive connection busy when closing began would otherwise stay open
 * after its answer and hold the close for the whole keep-alive timeout.
 */
export function registerReadiness(app: FastifyInstance): Readiness {
  const readiness = createReadiness();
  app.decorate('readiness', readiness);
  app.addHook('preClose', async () => readiness.beginShutdown());
  app.addHook('onSend', async (_request, reply, payload) => {
    if (readiness.shuttingDown) reply.header('connection', 'close');
    return payload;
  });
  return readiness;
}
