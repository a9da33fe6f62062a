import { randomBytes } from 'node:crypto';
import {
  chooseCookies,
  createPlayer,
  expect,
  expectNoAxeViolations,
  logIn,
  moveDeadline,
  screenshot,
  sql,
  test,
  VIEWPORTS,
  watchConsole,
} from './fixtures';
import { linkInMail, mailCount } from './mail';

// Reminders (decision 032) on a phone: the creator of a sub-league gives an unfinished member a
// nudge; the member unsubscribes from nudges with the mail's one-click link (no sign-in), and finds
// the same switch off on the profile (docs/decisions/032-reminder-emails.md).

test.use({ viewport: VIEWPORTS.phone, hasTouch: true, isMobile: true });

test('a nudge, its one-click unsubscribe and the profile switch', async ({ page, browser }) => {
  const errors = watchConsole(page);
  const [election] = await sql<{ predictions_deadline: Date }>(
    'select predictions_deadline from elections where is_active',
  );
  const restoreDeadline =
    election!.predictions_deadline.getTime() < Date.now() + 3_600_000
      ? election!.predictions_deadline
      : undefined;
  if (restoreDeadline) await moveDeadline(new Date(Date.now() + 2 * 86_400_000));

  const [creator, member] = await Promise.all([createPlayer(), createPlayer()]);
  const name = `Duwclub ${randomBytes(2).toString('hex')}`;
  const [league] = await sql<{ id: number }>(
    'insert into subleagues (name, creator_id, invite_code) values ($1, $2, $3) returning id',
    [name, creator.id, randomBytes(18).toString('base64url')],
  );
  await sql('insert into subleague_members (subleague_id, user_id) values ($1, $2), ($1, $3)', [
    league!.id,
    creator.id,
    member.id,
  ]);

  try {
    await chooseCookies(page);
    await logIn(page, creator);
    await page.goto('/league?tab=subpoules');
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
    await card.getByRole('button', { name: `${name} beheren` }).tap();
    const dialog = page.getByRole('dialog', { name: `${name} beheren` });
    const nudge = dialog.getByRole('button', {
      name: `Geef ${member.username} een duwtje om de voorspelling af te maken`,
    });
    await expect(nudge).toBeVisible();
    await expectNoAxeViolations(page, 'manage dialog with nudge');
    await screenshot(page, 'nudge-phone');

    const before = await mailCount(member.email);
    await nudge.tap();
    await expect(dialog.getByText(`${member.username} heeft een duwtje gekregen.`)).toBeVisible();
    const unsubscribe = await linkInMail(
      member.email,
      /(http:\/\/localhost:\d+\/api\/mail\/unsubscribe\/[0-9]+\.nudges\.[A-Za-z0-9_-]+\/)/,
      before,
    );
    // Once a day: the second tap gets the server's answer.
    await nudge.tap();
    await expect(dialog.getByText(/vandaag al een duwtje gegeven/)).toBeVisible();

    // The link from the mail, in a browser without a session: a page with one button.
    const visitor = await browser.newContext({ viewport: VIEWPORTS.phone, hasTouch: true });
    const open = await visitor.newPage();
    await open.goto(unsubscribe);
    await expect(open.getByRole('heading', { name: 'Afmelden' })).toBeVisible();
    await expect(
      open.getByText('Wil je geen duwtjes van je subpoule meer ontvangen?'),
    ).toBeVisible();
    await expectNoAxeViolations(open, 'unsubscribe page');
    await open.getByRole('button', { name: 'Afmelden' }).tap();
    await expect(open.getByRole('heading', { name: 'Afgemeld' })).toBeVisible();
    await expect(
      open.getByText('Je bent afgemeld: je krijgt geen duwtjes van je subpoule meer.'),
    ).toBeVisible();
    await visitor.close();

    // The member sees the switch off on the profile and turns it on again.
    const memberContext = await browser.newContext({ viewport: VIEWPORTS.phone, hasTouch: true });
    const memberPage = await memberContext.newPage();
    await chooseCookies(memberPage);
    await logIn(memberPage, member);
    await memberPage.goto('/profile');
    const nudges = memberPage.getByRole('switch', { name: 'Duwtjes van je subpoule' });
    await expect(nudges).toHaveAttribute('aria-checked', 'false');
    await expect(
      memberPage.getByRole('switch', { name: 'Herinneringen voor de deadline' }),
    ).toHaveAttribute('aria-checked', 'true');
    await expectNoAxeViolations(memberPage, 'profile mail settings');
    await nudges.tap();
    await expect(memberPage.getByText('Duwtjes van je subpoule: aan.')).toBeVisible();
    await expect(nudges).toHaveAttribute('aria-checked', 'true');
    await screenshot(memberPage, 'profile-mail-settings-phone');
    await memberContext.close();
    // The one refusal the journey asks for: the second nudge of the day (409).
    expect(errors.filter((e) => !e.includes('status of 409'))).toEqual([]);
  } finally {
    await sql('delete from subleagues where id = $1', [league!.id]);
    if (restoreDeadline) await moveDeadline(restoreDeadline);
  }
});
