/* The few parts of oidc-provider (no published types) that the test's provider uses. */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  type Ctx = { path: string; req: IncomingMessage; res: ServerResponse };
  type InteractionDetails = {
    prompt: { name: string };
    params: Record<string, unknown>;
    session?: { accountId?: string };
  };
  type Grant = {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  };

  export class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    Grant: new (options: { accountId?: string; clientId: unknown }) => Grant;
    use(middleware: (ctx: Ctx, next: () => Promise<void>) => Promise<void>): void;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }
  export default Provider;
}
