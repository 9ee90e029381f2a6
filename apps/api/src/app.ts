import '@gazda/contracts/zod';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { Config } from './config';
import type { Db } from './db/database';
import type { Deps } from './deps';
import { adminBookingsRoutes } from './features/admin-bookings/admin-bookings-routes';
import { adminListingsRoutes } from './features/admin-listings/admin-listings-routes';
import { adminTvRoutes } from './features/admin-tv/admin-tv-routes';
import { adminUsersRoutes } from './features/admin-users/admin-users-routes';
import { publicConfigRoutes } from './features/public-config/public-config-routes';
import {
  accountDeletionRoutes,
  adminAccountDeletionRoutes,
} from './features/account-deletion/account-deletion-routes';
import { adminGovernmentIdsRoutes } from './features/government-id/admin-government-ids-routes';
import { governmentIdRoutes } from './features/government-id/government-id-routes';
import { authRoutes } from './features/auth/auth-routes';
import { loginSettingsRoutes } from './features/auth/login-settings-routes';
import { findLogin } from './features/auth/session-service';
import { bookingsRoutes } from './features/bookings/bookings-routes';
import { tripsRoutes } from './features/bookings/trips-routes';
import { calendarRoutes } from './features/calendar/calendar-routes';
import { calendarRulesRoutes } from './features/calendar/calendar-rules-routes';
import { multiCalendarRoutes } from './features/calendar/multi-calendar-routes';
import { dashboardRoutes } from './features/dashboard/dashboard-routes';
import { insightsRoutes } from './features/insights/insights-routes';
import { healthRoutes } from './features/health/health-routes';
import { hostReservationsRoutes } from './features/host-bookings/host-reservations-routes';
import { guestRegistrationRoutes } from './features/guest-registration/guest-registration-routes';
import { icalExportRoutes } from './features/ical-sync/ical-export-routes';
import { icalSyncRoutes } from './features/ical-sync/ical-sync-routes';
import { inquiriesRoutes } from './features/host-bookings/inquiries-routes';
import { adminMessagesRoutes, messagesRoutes } from './features/messages/messages-routes';
import { messagePhotosRoutes } from './features/messages/message-photos-routes';
import { messageTemplatesRoutes } from './features/messages/message-templates-routes';
import { savedRepliesRoutes } from './features/messages/saved-replies-routes';
import { listingStatusRoutes } from './features/listings/listing-status-routes';
import { listingsRoutes } from './features/listings/listings-routes';
import {
  adminPaymentsRoutes,
  hostPayoutsRoutes,
  tripPaymentRoutes,
} from './features/payments/payments-routes';
import { payoutsRoutes } from './features/payouts/payouts-routes';
import { touristTaxRoutes } from './features/tourist-tax/tourist-tax-routes';
import { pushRoutes } from './features/push/push-routes';
import { photoRoutes } from './features/listings/listing-photos-routes';
import { publicPagePreload } from './features/public-listings/public-page-preload';
import { publicListingsRoutes } from './features/public-listings/public-listings-routes';
import { uploadsRoutes } from './features/photos/uploads-routes';
import { referenceDataRoutes } from './features/reference-data/reference-data-routes';
import { calendarBookingsRoutes } from './features/reservations/calendar-bookings-routes';
import { accountRoutes } from './features/account/account-routes';
import { emailChangeRoutes } from './features/account/email-change-routes';
import { socialCallbackRoutes } from './features/social-login/social-callback-routes';
import { socialLoginRoutes } from './features/social-login/social-login-routes';
import { userSettingsRoutes } from './features/account/user-settings-routes';
import { userEventsFor } from './features/realtime/redis-user-events';
import { registerReadiness, type Readiness } from './features/health/readiness';
import { activityLogRoutes } from './features/activity-log/activity-log-routes';
import { broadcastingRoutes } from './features/realtime/broadcasting-routes';
import { attachRealtime } from './features/realtime/realtime-server';
import { createLogger } from './logger';
import type { Mailer } from './mail/mailer';
import { createMailQueue } from './mail/mail-queue';
import { registerCompression } from './plugins/compression';
import { frameworkErrors, registerErrorHandler } from './plugins/error-handler';
import { registerInputText } from './plugins/input-text';
import { registerJsonBody } from './plugins/json-body';
import { registerOpenApi } from './plugins/openapi';
import { registerPanel } from './plugins/panel';
import { registerRequestContext } from './plugins/request-context';
import { registerSecurityHeaders } from './plugins/security-headers';
import { storageFor } from './storage/storage-for';
import { createTasks } from './tasks';

type AppOptions = {
  config: Config;
  db: Db;
  mailer: Mailer;
  logger?: Logger;
  /** The built panel's folder; apps/web/dist by default. */
  panelDir?: string;
  now?: () => Date;
  /** Where uploads live; by default storageFor(config) (DATA_DIR, or S3_BUCKET). */
  storage?: Deps['storage'];
  /** Tests only: seams of the iCal fetcher (a stub resolver); never set by server.ts. */
  icalFetch?: Deps['icalFetch'];
};

/** The app; `app.deps` gives tests and scripts the services' dependencies. */
type App = FastifyInstance;

/**
 * The whole HTTP application, not yet listening: plugins (headers, body parsing, language, auth,
 * validation, errors, OpenAPI), then the /api routes, then the panel. The caller owns the
 * database and the mailer and closes them after `app.close()`.
 */
export async function buildApp(options: AppOptions): Promise<App> {
  const { config, db, mailer } = options;
  const app = Fastify({
    loggerInstance: (options.logger ?? createLogger(config)) as FastifyBaseLogger,
    trustProxy: config.trustProxy,
    // Closing waits for requests in flight and drops idle keep-alive connections.
    forceCloseConnections: 'idle',
    bodyLimit: 1024 * 1024,
    frameworkErrors,
  });

  const now = options.now ?? (() => new Date());
  const deps: Deps = {
    config,
    db,
    // Every mail is queued in the database before it is sent, and retried (mail/mail-queue.ts).
    mailer: createMailQueue(db, mailer, app.log, now),
    log: app.log,
    tasks: createTasks(app.log),
    // In-process, or over Redis pub/sub with REDIS_URL (features/realtime/README.md).
    userEvents: userEventsFor(config, app.log),
    now,
    storage: options.storage ?? storageFor(config),
    icalFetch: options.icalFetch,
  };
  app.decorate('deps', deps);
  // Mails still being written finish before the process lets go of the database.
  app.addHook('onClose', async () => deps.tasks.idle());
  // Readiness answers 503 from the first moment of shutdown (server.ts, docs/deploy.md).
  const readiness = registerReadiness(app);
  app.addHook('onClose', async () => deps.userEvents.close?.());
  app.addHook('onClose', async () => deps.storage.close?.());

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerJsonBody(app);
  registerInputText(app);
  await registerCompression(app);
  await registerSecurityHeaders(app, config.supportChatScriptUrl);
  registerRequestContext(app, findLogin(deps));
  await registerOpenApi(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { deps, readiness });
      await api.register(authRoutes, { deps });
      await api.register(userSettingsRoutes, { deps });
      await api.register(loginSettingsRoutes, { deps });
      await api.register(accountRoutes, { deps });
      await api.register(emailChangeRoutes, { deps });
      await api.register(payoutsRoutes, { deps });
      // Calendar (issue 4): the host's calendar, rules, iCal imports, manual reservations.
      await api.register(calendarRoutes, { deps });
      await api.register(calendarRulesRoutes, { deps });
      await api.register(multiCalendarRoutes, { deps });
      await api.register(calendarBookingsRoutes, { deps });
      await api.register(icalSyncRoutes, { deps });
      await api.register(icalExportRoutes, { deps });
      await api.register(referenceDataRoutes, { deps });
      await api.register(listingsRoutes, { deps });
      await api.register(listingStatusRoutes, { deps });
      await api.register(photoRoutes, { deps });
      await api.register(adminListingsRoutes, { deps });
      // Booking (issue 5): the public site, bookings, inquiries, reservations, trips, operator.
      await api.register(publicListingsRoutes, { deps });
      await api.register(bookingsRoutes, { deps });
      await api.register(inquiriesRoutes, { deps });
      await api.register(hostReservationsRoutes, { deps });
      await api.register(tripsRoutes, { deps });
      await api.register(adminBookingsRoutes, { deps });
      // Payments (issue #29): the advance's IPS QR, EUR→RSD rates, payments recorded.
      await api.register(tripPaymentRoutes, { deps });
      await api.register(guestRegistrationRoutes, { deps });
      await api.register(adminPaymentsRoutes, { deps });
      await api.register(hostPayoutsRoutes, { deps });
      // The tourist tax (issue #30 item 1): the operator's rates and the host's monthly report.
      await api.register(touristTaxRoutes, { deps });
      // Account (issue 6): government ID and its review, account deletion.
      await api.register(governmentIdRoutes, { deps });
      await api.register(adminGovernmentIdsRoutes, { deps });
      await api.register(accountDeletionRoutes, { deps });
      await api.register(adminAccountDeletionRoutes, { deps });
      // Operators (issue 7): the TV screens and the user search.
      await api.register(adminTvRoutes, { deps });
      await api.register(adminUsersRoutes, { deps });
      await api.register(publicConfigRoutes, { deps });
      // Account (issue 6): realtime channel auth and the user's activity log.
      await api.register(broadcastingRoutes, { deps });
      await api.register(activityLogRoutes, { deps });
      // Dashboard (issue 8): the host's summary on `/`.
      await api.register(dashboardRoutes, { deps });
      // Insights and the reservations exports (issue #31).
      await api.register(insightsRoutes, { deps });
      // Social login with Google and Apple (issue 8).
      await api.register(socialLoginRoutes, { deps });
      // Messages between host and guest (issue #28).
      await api.register(messagesRoutes, { deps });
      await api.register(adminMessagesRoutes, { deps });
      await api.register(messagePhotosRoutes, { deps });
      await api.register(savedRepliesRoutes, { deps });
      await api.register(messageTemplatesRoutes, { deps });
      // Push notifications: the caller's browsers and app tokens (issue #28 item 5).
      await api.register(pushRoutes, { deps });
    },
    { prefix: '/api' },
  );

  // Listing photos and avatars (storage key uploads/…), outside /api: public, cached.
  await app.register(uploadsRoutes, { deps });
  // Apple's form_post return, turned into the panel's GET callback (issue 8).
  await app.register(socialCallbackRoutes);
  // The public listing page's answer names its first photo (Link: preload), issue #9.
  await registerPanel(app, options.panelDir, [publicPagePreload(deps)]);
  // Socket.IO on the same HTTP server, path /socket.io (features/realtime/README.md).
  attachRealtime(app, deps);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
    readiness: Readiness;
  }
}
