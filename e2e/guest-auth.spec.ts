import { expect, test } from '@playwright/test';
import { text } from './support/i18n';
import { latestMailTo, linkIn, mailsTo } from './support/outbox';
import { fillLogin, logOut, storedToken } from './support/panel';
import { PASSWORD, registerByApi, uniqueEmail } from './support/users';
import { expectAccessible } from './support/a11y';

test('[GUEST][AUTH] a person registers, opens the link from the outbox, lands logged in, switches to English and logs out', async ({
  page,
  request,
}) => {
  const email = uniqueEmail();
  const submit = async (password: string) => {
    await page.getByRole('textbox', { name: text('sr', 'auth.field.first_name'), exact: true }).fill('Milica');
    await page.getByRole('textbox', { name: text('sr', 'auth.field.last_name'), exact: true }).fill('Jovanović');
    await page.getByRole('textbox', { name: text('sr', 'auth.field.email'), exact: true }).fill(email);
    await page.getByRole('textbox', { name: text('sr', 'auth.field.password'), exact: true }).fill(password);
    await page.getByRole('textbox', { name: text('sr', 'auth.field.password_confirmation'), exact: true })
      .fill(password);
    await page.getByRole('button', { name: text('sr', 'auth.register.submit') }).click();
  };
  const register = async () => {
    await submit(PASSWORD);
    // The same answer for any address (issue #10 item 6): check your e-mail, nobody logged in.
    await expect(page.getByRole('heading', { name: text('sr', 'auth.register.sent_title') })).toBeVisible();
    await expect(page.getByText(text('sr', 'auth.register.check_email', { email }))).toBeVisible();
    await expect(page.getByText(text('sr', 'auth.register.sent_to', { email }))).toBeVisible();
    await expect(page.getByText(text('sr', 'auth.register.spam_hint'))).toBeVisible();
    await expect(page.getByRole('link', { name: text('sr', 'auth.register.back_to_login') })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(await storedToken(page)).toBeNull();
  };
  await page.goto('/register');
  await expectAccessible(page, 'register sr');
  // A guessable password (the person's name with digits) is refused under its field: no mail.
  await submit('Milica2025');
  // Above the form, as every refused form, and under the field.
  await expect(page.getByText(text('sr', 'validation.password_guessable'))).toHaveCount(2);
  await expect(page.getByRole('textbox', { name: text('sr', 'auth.field.password'), exact: true })).toHaveAccessibleDescription(
    new RegExp(text('sr', 'validation.password_guessable').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  );
  await expectAccessible(page, 'register refused sr');
  expect(await mailsTo(email)).toHaveLength(0);
  await register();
  await expectAccessible(page, 'check your e-mail sr');
  await expect.poll(async () => (await mailsTo(email)).length).toBe(1);

  // The first mail got lost: registering again sends the link again.
  await page.goto('/register');
  await register();
  await expect.poll(async () => (await mailsTo(email)).length).toBe(2);
  const mail = await latestMailTo(email);
  await page.goto(linkIn(mail, '/email/verify/'));
  await expect(page.getByText(text('sr', 'auth.verify.success'))).toBeVisible();
  await expectAccessible(page, 'e-mail verified sr');
  // The link logged in: the token is kept as a login keeps it.
  expect(await storedToken(page)).not.toBeNull();
  // docs/rules/product.md §2: to the panel after 3 seconds.
  await expect(page).toHaveURL(/\/$/, { timeout: 8_000 });
  await expect(page.getByRole('heading', { name: text('sr', 'dashboard.title', { name: 'Milica' }) })).toBeVisible();
  await expect(page.getByText(text('sr', 'auth.verification.prompt', { email }))).toHaveCount(0);
  await expectAccessible(page, 'dashboard sr');

  // The link works once: opened again, it says the address is already verified (the session stays).
  await page.goto(linkIn(mail, '/email/verify/'));
  await expect(page.getByText(text('sr', 'auth.verify.already_verified'))).toBeVisible();
  await page.goto('/');

  await logOut(page, 'sr');
  expect(await storedToken(page)).toBeNull();
  await expectAccessible(page, 'login sr');

  await fillLogin(page, 'sr', email, PASSWORD);
  await expect(page).toHaveURL(/\/user-settings\/account$/);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: text('sr', 'dashboard.title', { name: 'Milica' }) })).toBeVisible();

  await page.getByRole('button', { name: text('sr', 'nav.language_menu', { language: 'Srpski' }) }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: text('en', 'dashboard.title', { name: 'Milica' }) })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectAccessible(page, 'dashboard en');

  // The choice is saved on the account, not only in this browser.
  const token = await storedToken(page);
  await expect
    .poll(async () => {
      const me = await request.get('/api/me', { headers: { Authorization: `Bearer ${token}` } });
      return ((await me.json()) as { data: { settings: { lang: string } } }).data.settings.lang;
    })
    .toBe('en');

  await logOut(page, 'en');
  expect(await storedToken(page)).toBeNull();
  await expectAccessible(page, 'login en');
  const afterLogout = await request.get('/api/me', { headers: { Authorization: `Bearer ${token}` } });
  expect(afterLogout.status()).toBe(401);
});

test('[GUEST][AUTH] a protected route sends you to /login and back after logging in', async ({ page, request }) => {
  const user = await registerByApi(request);
  await page.goto('/user-settings/change-password');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await fillLogin(page, 'sr', user.email, user.password);
  await expect(page).toHaveURL(/\/user-settings\/change-password$/);

  // And the other way round: a logged-in person opening /login goes to the panel.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
});

test('[GUEST][AUTH] repeated wrong passwords show the throttle message', async ({ page, request }) => {
  const user = await registerByApi(request);
  await page.goto('/login');
  for (let attempt = 1; attempt <= 5; attempt++) {
    await fillLogin(page, 'sr', user.email, 'pogresna-lozinka');
    await expect(page.getByText(text('sr', 'validation.credentials')).first()).toBeVisible();
    if (attempt === 1) await expectAccessible(page, 'login with a wrong password sr');
  }
  await fillLogin(page, 'sr', user.email, 'pogresna-lozinka');
  await expect(page.getByText(text('sr', 'errors.too_many_attempts')).first()).toBeVisible();
  // Even the right password waits out the minute.
  await fillLogin(page, 'sr', user.email, user.password);
  await expect(page.getByText(text('sr', 'errors.too_many_attempts')).first()).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('[GUEST][AUTH] an expired or revoked token logs the panel out', async ({ page, request }) => {
  const user = await registerByApi(request);
  await page.addInitScript((token) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('access_token', JSON.stringify(token));
      sessionStorage.setItem('seeded', '1');
    }
  }, user.token);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: text('sr', 'dashboard.title', { name: 'Milica' }) })).toBeVisible();

  // The token stops being valid on the server (as at expiry); the panel's next call gets a 401.
  const revoked = await request.post('/api/logout', { headers: { Authorization: `Bearer ${user.token}` } });
  expect(revoked.status()).toBe(204);
  await page.reload();
  await expect(page).toHaveURL(/\/login/);
  expect(await storedToken(page)).toBeNull();
});
