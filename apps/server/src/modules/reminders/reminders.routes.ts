import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorBodySchema,
  MailPreferencesSchema,
  NudgeParamsSchema,
  NudgeResponseSchema,
  REMINDER_PATHS,
  ReminderStatsSchema,
  UnsubscribeResponseSchema,
  UpdateMailPreferencesBodySchema,
} from '@zetelpoule/shared';
import type { Config } from '../../config';
import { escapeHtml } from '../../lib/escape-html';
import { currentUser } from '../../plugins/auth';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import {
  INVALID_TOKEN_MESSAGE,
  InvalidUnsubscribeTokenError,
  getPreferences,
  readUnsubscribeToken,
  reminderStats,
  unsubscribe,
  updatePreferences,
  type RemindersContext,
} from './reminders.service';
import { nudgeMember } from './nudges.service';

/** The reminders' calls (docs/decisions/032-reminder-emails.md), each in its own scope below. */
export const remindersRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, opts) => {
  const ctx: RemindersContext = {
    db: app.db,
    mailer: app.mailer,
    publicUrl: opts.config.publicUrl,
    secret: opts.config.jwtSecret,
    offsetsMs: opts.config.reminderOffsetsMs,
    log: app.log,
  };
  const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema };
  const tags = ['reminders'];

  /* The signed-in player: their switches, and a creator's nudge. */
  await app.register(async (player) => {
    // onRequest, before the body is read: an anonymous caller gets 401, never a 400.
    player.addHook('onRequest', player.requireUser);
    const p = player.withTypeProvider<ZodTypeProvider>();

    p.get(
      REMINDER_PATHS.preferences,
      { schema: { tags, response: { 200: MailPreferencesSchema, ...errors } } },
      (request) => getPreferences(ctx, currentUser(request)),
    );

    p.patch(
      REMINDER_PATHS.preferences,
      {
        schema: {
          tags,
          body: UpdateMailPreferencesBodySchema,
          response: { 200: MailPreferencesSchema, ...errors },
        },
      },
      (request) => updatePreferences(ctx, currentUser(request), request.body),
    );

    p.post(
      REMINDER_PATHS.nudge,
      {
        schema: {
          tags,
          params: NudgeParamsSchema,
          response: {
            200: NudgeResponseSchema,
            403: ErrorBodySchema,
            404: ErrorBodySchema,
            409: ErrorBodySchema,
            423: ErrorBodySchema,
            503: ErrorBodySchema,
            ...errors,
          },
        },
      },
      (request) => nudgeMember(ctx, currentUser(request), request.params.id, request.params.userId),
    );
  });

  /* The admin: how many of each kind were sent. */
  await app.register(async (admin) => {
    admin.addHook('onRequest', admin.requireAdmin);
    const a = admin.withTypeProvider<ZodTypeProvider>();
    a.get(
      REMINDER_PATHS.adminStats,
      {
        schema: {
          tags: ['admin'],
          response: { 200: ReminderStatsSchema, 403: ErrorBodySchema, ...errors },
        },
      },
      () => reminderStats(ctx),
    );
  });

  /*
   * The one-click unsubscribe of RFC 8058: no sign-in (the token is the proof). A mail client
   * POSTs `List-Unsubscribe=One-Click` as a form; a person who opens the link gets a page
   * with a button (a GET changes nothing, so a link scanner cannot unsubscribe anyone).
   */
  await app.register(async (open) => {
    // The form body says nothing we need: accepted (up to 1 KB) and ignored.
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
      open.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 1024 }, (_req, _body, done) =>
        done(null, {}),
      );
    }
    const o = open.withTypeProvider<ZodTypeProvider>();
    const params = z.object({ token: z.string().max(200) });

    o.get(
      REMINDER_PATHS.unsubscribe,
      { config: { rateLimit: RATE_LIMITS.emailToken }, schema: { hide: true, params } },
      async (request, reply) => {
        try {
          const { what } = readUnsubscribeToken(ctx, request.params.token);
          return sendPage(reply, 200, {
            title: 'Afmelden',
            body: `<p>Wil je geen ${escapeHtml(what)} meer ontvangen?</p>
<form method="post" action="${escapeHtml(request.url)}">
<button type="submit">Afmelden</button>
</form>
<p class="muted">Je kunt je mails ook aanpassen op je <a href="/profile">profiel</a>.</p>`,
          });
        } catch (err) {
          if (err instanceof InvalidUnsubscribeTokenError) return invalidPage(reply);
          throw err;
        }
      },
    );

    o.post(
      REMINDER_PATHS.unsubscribe,
      {
        config: { rateLimit: RATE_LIMITS.emailToken },
        schema: {
          tags,
          params,
          response: { 200: UnsubscribeResponseSchema, 400: ErrorBodySchema },
        },
      },
      async (request, reply) => {
        try {
          const result = await unsubscribe(ctx, request.params.token);
          if (!wantsHtml(request)) return result;
          return sendPage(reply, 200, {
            title: 'Afgemeld',
            body: `<p>${escapeHtml(result.message)}</p>
<p class="muted">Toch weer mails? Zet ze aan op je <a href="/profile">profiel</a>.</p>`,
          });
        } catch (err) {
          if (err instanceof InvalidUnsubscribeTokenError && wantsHtml(request)) {
            return invalidPage(reply);
          }
          throw err;
        }
      },
    );
  });
};

function wantsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

function invalidPage(reply: FastifyReply) {
  return sendPage(reply, 400, {
    title: 'Ongeldige afmeldlink',
    body: `<p>${escapeHtml(INVALID_TOKEN_MESSAGE)}</p>`,
  });
}

/** A small page of its own: it must work without the web app and without JavaScript. */
function sendPage(reply: FastifyReply, status: number, page: { title: string; body: string }) {
  const html = `<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)} · Zetelpoule</title>
<style>
body { font-family: system-ui, Arial, sans-serif; color: #1f2937; line-height: 1.5; margin: 0; padding: 24px 16px; }
main { max-width: 28rem; margin: 0 auto; }
h1 { font-size: 1.5rem; }
button { font: inherit; min-height: 44px; padding: 10px 20px; border: 0; border-radius: 8px; background: #1d4ed8; color: #fff; cursor: pointer; }
a { color: #1d4ed8; }
.muted { color: #4b5563; font-size: 0.95rem; }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(page.title)}</h1>
${page.body}
</main>
</body>
</html>`;
  return reply.status(status).type('text/html; charset=utf-8').send(html);
}
