import { sessionsPaths } from '@gazda/contracts/paths';
import { userWithId } from '../account/fixtures';
import { as, expectStatus } from '../helpers/calendar-fixtures';
import { latestMailTo, linksIn } from '../helpers/outbox';
import { api, PASSWORD, registerUser, uniqueEmail, type TestUser } from '../helpers/test-app';
import { registerAdmin } from '../listings/fixtures';
import type { Route } from './authz-world';
import { socialSignIn } from './mass-social';
import { db, LONG_AGO, out, userRow, type Case, type Forbidden } from './mass-common';

/** Mass assignment on the account's own rows: sign-up, sign-in, settings, payouts, ID review. */
export function accountCases({ v, users, payout }: Forbidden): Record<Route, Case> {
  const register = async (extras: object) => {
    const email = uniqueEmail();
    const body = {
      first_name: 'Mass',
      last_name: 'Assign',
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    };
    const answer = await api('POST', '/api/register', { body: { ...body, ...extras } });
    // 202 whether or not an account was made (issue #10 item 6): the row is found by address.
    const rows = await (
      await db()
    )
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email)
      .execute();
    return out(answer, rows);
  };
  const asUser =
    (run: (u: TestUser, extras: object) => Promise<{ status: number; text: string }>) =>
    async (extras: object) => {
      const u = await registerUser();
      const answer = await run(u, extras);
      return out(answer, await userRow(u.id));
    };
  return {
    'POST /api/push-subscriptions': {
      extras: { id: 999_999, user_id: v.user.id, created_at: LONG_AGO, failed_at: LONG_AGO },
      run: async (extras) => {
        const u = await registerUser();
        const token = `mass-${u.id}`;
        const answer = await as(u, 'POST', '/api/push-subscriptions', {
          kind: 'app',
          platform: 'ios',
          token,
          ...extras,
        });
        const rows = await (
          await db()
        )
          .selectFrom('push_subscriptions')
          .selectAll()
          .where('token', '=', token)
          .execute();
        return out(answer, rows);
      },
    },
    'POST /api/register': { extras: users, run: register },
    'POST /api/login': {
      extras: users,
      run: async (extras) => {
        const u = await registerUser();
        const answer = await api('POST', '/api/login', {
          body: { email: u.email, password: PASSWORD, ...extras },
        });
        const me = await api('GET', '/api/me', { token: answer.body?.token });
        if (me.body?.data?.id !== u.id && me.body?.id !== u.id && me.body?.user?.id !== u.id)
          throw new Error(`the token is not the caller's: ${me.text.slice(0, 200)}`);
        return out(answer, await userRow(u.id));
      },
    },
    'POST /api/forgot-password': {
      extras: users,
      run: asUser((u, extras) =>
        api('POST', '/api/forgot-password', { body: { email: u.email, ...extras } }),
      ),
    },
    'POST /api/reset-password': {
      extras: users,
      run: asUser(async (u, extras) => {
        await api('POST', '/api/forgot-password', { body: { email: u.email } });
        const link = linksIn((await latestMailTo(u.email, '/reset-password?')).text).find((l) =>
          l.includes('/reset-password?'),
        )!;
        const token = new URL(link).searchParams.get('token');
        const body = {
          token,
          email: u.email,
          password: 'secret-456',
          password_confirmation: 'secret-456',
        };
        return api('POST', '/api/reset-password', { body: { ...body, ...extras } });
      }),
    },
    'POST /api/user-settings/update-settings': {
      extras: users,
      run: asUser((u, extras) =>
        as(u, 'POST', '/api/user-settings/update-settings', {
          lang: 'en',
          notifications: false,
          ...extras,
        }),
      ),
    },
    'POST /api/user-settings/change-password': {
      extras: users,
      run: asUser((u, extras) =>
        as(u, 'POST', '/api/user-settings/change-password', {
          current_password: PASSWORD,
          password: 'secret-456',
          password_confirmation: 'secret-456',
          ...extras,
        }),
      ),
    },
    'PUT /api/user-settings/account': {
      extras: users,
      run: asUser((u, extras) =>
        as(u, 'PUT', '/api/user-settings/account', {
          first_name: 'Novo',
          last_name: 'Ime',
          email: u.email,
          phone: '+381601234567',
          account_type: 'individual',
          current_password: PASSWORD,
          ...extras,
        }),
      ),
    },
    'POST /api/delete-account': {
      extras: users,
      run: asUser((u, extras) =>
        as(u, 'POST', '/api/delete-account', { password: PASSWORD, ...extras }),
      ),
    },
    // Ending logins (the password typed again): the user's row takes none of the extras.
    'DELETE /api/user-settings/sessions/{id}': {
      extras: users,
      run: asUser(async (u, extras) => {
        const sessions = await as(u, 'GET', sessionsPaths.list);
        const current = (sessions.body.data as { id: number }[])[0]!.id;
        return as(u, 'DELETE', sessionsPaths.one(current), {
          current_password: PASSWORD,
          ...extras,
        });
      }),
    },
    'POST /api/user-settings/sessions/logout-others': {
      extras: users,
      run: asUser((u, extras) =>
        as(u, 'POST', sessionsPaths.logoutOthers, { current_password: PASSWORD, ...extras }),
      ),
    },
    'POST /api/user-settings/payouts': {
      extras: payout,
      run: async (extras) => {
        const u = await registerUser();
        const answer = await as(u, 'POST', '/api/user-settings/payouts', {
          type: 'domestic',
          account_number: '260-56010016113-79',
          ...extras,
        });
        const rows = await (
          await db()
        )
          .selectFrom('payout_methods')
          .selectAll()
          .where('id', '=', answer.body?.data?.id ?? 0)
          .execute();
        return out(answer, rows);
      },
    },
    'PUT /api/user-settings/payouts/{id}': {
      extras: payout,
      run: async (extras) => {
        const u = await registerUser();
        const id = expectStatus(
          await as(u, 'POST', '/api/user-settings/payouts', {
            type: 'domestic',
            account_number: '260-56010016113-79',
          }),
          201,
        ).body.data.id;
        const answer = await as(u, 'PUT', `/api/user-settings/payouts/${id}`, {
          type: 'iban',
          account_number: 'RS35 2600 0560 1001 6113 79',
          swift: 'AIKBRS22',
          bank_name: 'Banka',
          address: 'Ulica 1',
          full_name: 'Mass Assign',
          ...extras,
        });
        return out(
          answer,
          await (
            await db()
          )
            .selectFrom('payout_methods')
            .selectAll()
            .where('id', '=', id)
            .execute(),
        );
      },
    },
    'POST /api/broadcasting/auth': {
      extras: { user_id: v.user.id, id: v.user.id, roles: ['Admin'] },
      run: async (extras) => {
        const u = await registerUser();
        const answer = await as(u, 'POST', '/api/broadcasting/auth', {
          channel_name: `users.${u.id}`,
          ...extras,
        });
        // Nothing is stored: the caller's own row is read to show the extras went nowhere.
        return out(answer, await userRow(u.id));
      },
    },
    'POST /api/sociallogin/{provider}': {
      // The victim's e-mail and id: a sign-in must never land in (or link to) their account.
      extras: { ...users, id: 987_654, email: v.user.email, subject: 'forged' },
      run: socialSignIn,
    },
    'POST /api/admin/government-ids/{userId}/reject': {
      extras: {
        status: 'verified',
        reviewer_id: v.user.id,
        reviewed_at: LONG_AGO,
        uploaded_at: LONG_AGO,
        front_path: 'x',
        user_id: v.user.id,
      },
      run: async (extras) => {
        const { user } = await userWithId();
        const admin = await registerAdmin();
        const answer = await as(admin, 'POST', `/api/admin/government-ids/${user.id}/reject`, {
          reason: 'Nejasna fotografija',
          ...extras,
        });
        const rows = await (
          await db()
        )
          .selectFrom('government_ids')
          .selectAll()
          .where('user_id', 'in', [user.id, v.user.id])
          .execute();
        return out(answer, rows);
      },
    },
  };
}
