/**
 * Every widget with the keyboard alone (issue 8): no mouse, no `click()`, no `fill()`. Focus
 * moves with Tab and Shift+Tab only; controls are worked with Enter, Space, the arrow keys,
 * Home, End and Escape, and text is typed into a field that Tab reached. To start near a
 * widget, a test follows the link to its heading (as a reader does from the table of
 * contents): the next Tab goes to the first control after it. What is asserted is what the
 * reader sees or hears: text, live regions, pressed and checked states.
 *
 * Covered: the hand replay, the declarer quiz, the score quiz, the score pad, Auction against
 * Contract, the honour counter and the rule-set picker on /reference/widgets/, the gallery
 * filters on /hands/, and in the Hand Lab what tests/e2e/lab.spec.ts does with the mouse:
 * dealing cards one by one from the card grid, bidding from the box, playing cards, claiming,
 * and reaching a problem in pasted text.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { hydrateAll } from './helpers.ts';

const WIDGETS = 'reference/widgets/';

/** Whether `target` has the focus (one element; a miss is false, not an error). */
const focused = (target: Locator): Promise<boolean> => target.evaluate((el) => el === document.activeElement).catch(() => false);

/**
 * Presses Tab (Shift+Tab when `back`) until `target` has the focus: the way a keyboard user
 * gets there. Fails after `max` presses.
 */
const tabTo = async (page: Page, target: Locator, { back = false, max = 120 } = {}): Promise<void> => {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await focused(target)) return;
  }
  await expect(target, `not reached in ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}`).toBeFocused({ timeout: 1 });
};

/**
 * Opens the page with every island hydrated (each scrolled into view in turn: they wake when
 * seen), then follows the link to `fragment`, which is where the next Tab starts from.
 */
const openAt = async (page: Page, path: string, fragment: string): Promise<void> => {
  await page.goto(path, { waitUntil: 'load' });
  await hydrateAll(page);
  await page.evaluate((f) => {
    window.location.hash = f;
  }, fragment);
  await expect(page.locator(`#${fragment}`)).toBeInViewport();
};

test.beforeEach(async ({ context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseURL!).origin });
});

test('hand replay: the arrow keys, Home and End, the step buttons, a trick, and a link to the step @base', async ({ page }) => {
  await openAt(page, WIDGETS, 'the-hand-replay');
  const replay = page.getByRole('group', { name: /^Hand replay: Drawing trumps first/ });
  const counter = replay.getByText(/^Step \d+ of \d+$/);
  const live = replay.getByRole('status');
  await tabTo(page, replay, { max: 3 });
  await expect(counter).toHaveText(/^Step 0 of \d+$/);
  const total = Number((await counter.textContent())!.match(/of (\d+)/)![1]);

  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText(`Step 1 of ${total}`);
  await expect(live).not.toHaveText('');
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText(`Step 2 of ${total}`);
  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText(`Step 1 of ${total}`);
  await page.keyboard.press('End');
  await expect(counter).toHaveText(`Step ${total} of ${total}`);
  await expect(replay.getByRole('button', { name: 'Next step' })).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Home');
  await expect(counter).toHaveText(`Step 0 of ${total}`);

  // The buttons, with Enter and Space.
  await tabTo(page, replay.getByRole('button', { name: 'Next step' }));
  await page.keyboard.press('Enter');
  await expect(counter).toHaveText(`Step 1 of ${total}`);
  await page.keyboard.press('Space');
  await expect(counter).toHaveText(`Step 2 of ${total}`);
  await tabTo(page, replay.getByRole('button', { name: 'Last step' }));
  await page.keyboard.press('Enter');
  await expect(counter).toHaveText(`Step ${total} of ${total}`);
  await tabTo(page, replay.getByRole('button', { name: 'Previous step' }), { back: true });
  await page.keyboard.press('Enter');
  await expect(counter).toHaveText(`Step ${total - 1} of ${total}`);
  await tabTo(page, replay.getByRole('button', { name: 'First step' }), { back: true });
  await page.keyboard.press('Enter');
  await expect(counter).toHaveText(`Step 0 of ${total}`);

  // Go to trick: the arrow keys in the closed list choose the next trick.
  const trick = replay.getByRole('combobox', { name: 'Go to trick' });
  await tabTo(page, trick);
  await page.keyboard.press('ArrowDown');
  await expect(trick).toHaveValue('1');
  await expect(live).toHaveText(/leads/);
  const atTrick1 = Number((await counter.textContent())!.match(/Step (\d+)/)![1]);
  expect(atTrick1).toBeGreaterThan(0);
  await page.keyboard.press('ArrowDown');
  await expect(trick).toHaveValue('2');
  await expect(counter).not.toHaveText(`Step ${atTrick1} of ${total}`);

  // Copy link to this step: the address of this very step, on the clipboard.
  await tabTo(page, replay.getByRole('button', { name: 'Copy link to this step' }));
  await page.keyboard.press('Enter');
  await expect(live).toHaveText('Link copied');
  const step = (await counter.textContent())!.match(/Step (\d+)/)![1];
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(new RegExp(`#hand-drawing-trumps=${step}$`));
});

test('declarer quiz: pick a seat, check, read the hint, pick again, read the explanation', async ({ page }) => {
  await openAt(page, WIDGETS, 'the-declarer-quiz');
  const quiz = page.getByRole('group', { name: 'Declarer quiz' }).first();
  const feedback = quiz.locator('[aria-live="polite"]');
  // Checking with no seat chosen asks for one.
  await tabTo(page, quiz.getByRole('button', { name: 'Check answer' }));
  await page.keyboard.press('Enter');
  await expect(feedback).toHaveText('Choose a seat first.');
  // A wrong pick first (North bid four hearts, South named hearts first), with Shift+Tab and Space.
  await tabTo(page, quiz.getByRole('button', { name: 'North' }), { back: true, max: 6 });
  await page.keyboard.press('Space');
  await expect(quiz.getByRole('button', { name: 'North' })).toHaveAttribute('aria-pressed', 'true');
  await tabTo(page, quiz.getByRole('button', { name: 'Check answer' }), { max: 4 });
  await page.keyboard.press('Enter');
  await expect(feedback).toContainText('Not yet: North is not the declarer.');
  await expect(feedback).toContainText('Hint: North made the final bid');
  await expect(feedback).not.toContainText('South');
  // Another try, right.
  await tabTo(page, quiz.getByRole('button', { name: 'South' }), { back: true, max: 4 });
  await page.keyboard.press('Enter');
  await expect(quiz.getByRole('button', { name: 'South' })).toHaveAttribute('aria-pressed', 'true');
  await expect(quiz.getByRole('button', { name: 'North' })).toHaveAttribute('aria-pressed', 'false');
  await tabTo(page, quiz.getByRole('button', { name: 'Check answer' }), { max: 3 });
  await page.keyboard.press('Enter');
  await expect(feedback).toContainText('Right, at the second try: South is the declarer.');
  await expect(feedback).toContainText('South named hearts first');
  // Over: nothing left to press but the seats, which are locked.
  await expect(quiz.getByRole('button', { name: /Check answer|Try again|Show answer/ })).toHaveCount(0);
});

test('score quiz: type the points, check, read the hints, correct, read the breakdown, next question', async ({ page }) => {
  await openAt(page, WIDGETS, 'the-score-quiz');
  // Four hearts doubled by South, eleven tricks, A K Q and J split: the page's Score text says
  // 80 below and 140 above (1926 laws). One answer wrong on purpose.
  const quiz = page.locator('#quiz-fixed');
  const status = quiz.locator('.ab-quiz__status');
  await tabTo(page, quiz.getByLabel('North–South, above the line'));
  await page.keyboard.type('130');
  await tabTo(page, quiz.getByLabel('North–South, below the line'), { max: 3 });
  await page.keyboard.type('80');
  await page.keyboard.press('Enter');
  await expect(status).toHaveText(/^3 of 4 right\. Not yet/);
  await expect(quiz.getByText(/Too low\. North–South score above the line for: /)).toBeVisible();
  await expect(quiz).not.toContainText('140');
  await expect(quiz.getByText('How the score is made up')).toBeHidden();
  // Back to the wrong box, correct it, and check with the button.
  await tabTo(page, quiz.getByLabel('North–South, above the line'), { back: true, max: 3 });
  await page.keyboard.press('Control+A');
  await page.keyboard.type('140');
  await tabTo(page, quiz.getByRole('button', { name: 'Check' }), { max: 4 });
  await page.keyboard.press('Space');
  await expect(status).toHaveText('All 4 right, at the second try.');
  await expect(quiz.getByText('How the score is made up')).toBeVisible();

  // The practice quiz: Next question.
  const practice = page.locator('#quiz-practice');
  await tabTo(page, practice.getByRole('button', { name: 'Next question' }));
  await page.keyboard.press('Enter');
  await expect(practice.getByText('Score quiz: Question 2')).toBeVisible();
  await expect(practice.locator('[aria-live="polite"]').first()).toHaveText(/^Question 2: /);
});

test('score pad: each entry shows its reason when it has the focus; the deal buttons step through the rubber', async ({ page }) => {
  await openAt(page, WIDGETS, 'the-score-pad');
  const pad = page.getByRole('region', { name: /^Milton Work’s sample rubber|^Milton Work's sample rubber/ });
  const entries = pad.getByRole('list', { name: 'We, above the line' }).getByRole('listitem');
  await tabTo(page, entries.first());
  await expect(entries.first().getByText(/^Deal 1: Honours/)).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(entries.nth(1)).toBeFocused();
  await expect(entries.first().getByText(/^Deal 1: Honours/)).toBeHidden();
  await expect(entries.nth(1).locator('.ab-pad__tip')).toBeVisible();

  const status = pad.locator('[aria-live="polite"]');
  // The controls are above the sheet now: back from the entries.
  await tabTo(page, pad.getByRole('button', { name: 'First deal' }), { back: true });
  await page.keyboard.press('Enter');
  await expect(status).toHaveText(/^Deal 1 of 13: two hearts by South/);
  await expect(pad.getByRole('button', { name: 'Previous deal' })).toHaveAttribute('aria-disabled', 'true');
  await tabTo(page, pad.getByRole('button', { name: 'Next deal' }), { max: 2 });
  await page.keyboard.press('Enter');
  await expect(status).toHaveText(/^Deal 2 of 13: /);
  await page.keyboard.press('Space');
  await expect(status).toHaveText(/^Deal 3 of 13: /);
  await tabTo(page, pad.getByRole('button', { name: 'Last deal' }), { max: 2 });
  await page.keyboard.press('Enter');
  await expect(status).toHaveText(/win the rubber\.$/);
  await expect(pad.getByText(/^We win the rubber, 2 games to 1/)).toBeVisible();
});

test('Auction against Contract: the level, the tricks and vulnerability change the three scores', async ({ page }) => {
  await openAt(page, WIDGETS, 'auction-against-contract');
  const compare = page.locator('section.ab-compare').first();
  const live = compare.locator('[aria-live="polite"]');
  const duplicate = compare.getByRole('region', { name: 'Contract Bridge (duplicate)' });
  await tabTo(page, compare.getByLabel('Level'));
  await page.keyboard.press('ArrowDown');
  await expect(compare.getByLabel('Level')).toHaveValue('2');
  await expect(live).toHaveText(/^two hearts by South, 12 tricks: Auction \d+, Contract rubber \d+, Contract duplicate \d+/);
  const tricks = compare.getByLabel('Tricks won by declarer’s side');
  await tabTo(page, tricks, { max: 6 });
  await page.keyboard.press('End');
  await expect(live).toHaveText(/^two hearts by South, 13 tricks: /);
  await page.keyboard.press('Home');
  await expect(live).toHaveText(/^two hearts by South, 0 tricks: /);
  // Eight down: vulnerable, the penalty doubles under Contract.
  const before = await duplicate.textContent();
  const vulnerable = compare.getByRole('checkbox', { name: 'Declarer’s side vulnerable (Contract only)' });
  await tabTo(page, vulnerable, { max: 20 });
  await page.keyboard.press('Space');
  await expect(vulnerable).toBeChecked();
  await expect(duplicate).not.toHaveText(before!);
});

test('honour counter: deal again, name another trump with the arrow keys, count, check', async ({ page }) => {
  await openAt(page, WIDGETS, 'the-honour-counter');
  const counter = page.locator('section.ab-honours').first();
  const live = counter.locator('[aria-live="polite"]');
  await tabTo(page, counter.getByRole('button', { name: 'Deal again' }));
  await page.keyboard.press('Enter');
  await expect(live).toHaveText('Deal 2, hearts: count the honours.');
  await expect(counter.getByRole('figure', { name: /The four hands, dealer East/ })).toBeVisible();
  const trumps = counter.getByRole('group', { name: 'Trumps' });
  await tabTo(page, trumps.getByRole('radio', { checked: true }), { max: 4 });
  await expect(trumps.getByRole('radio', { name: 'Hearts' })).toBeChecked();
  await page.keyboard.press('ArrowRight');
  await expect(trumps.getByRole('radio', { name: 'Hearts' })).not.toBeChecked();
  await expect(live).not.toHaveText(/^Deal 2, hearts: /);
  await expect(live).toHaveText(/^Deal 2, /);
  // Count: a wrong guess first (a side cannot score 999), then Show answer marks the honours.
  await tabTo(page, counter.getByRole('spinbutton', { name: 'North–South score' }), { max: 8 });
  await page.keyboard.type('999');
  await page.keyboard.press('Enter');
  await expect(live).toHaveText(/^Not yet\. Hint: /);
  await expect(counter.locator('.ab-honours__marked')).toHaveCount(0);
  await tabTo(page, counter.getByRole('button', { name: 'Show answer' }), { max: 4 });
  await page.keyboard.press('Enter');
  await expect(counter.locator('.ab-honours__marked')).toBeVisible();
});

test('rule-set picker: another code chosen with the arrow keys rescores the widgets below', async ({ page }) => {
  await openAt(page, WIDGETS, 'rules-and-colours');
  const select = page.locator('ab-rule-set-picker').first().getByRole('combobox', { name: 'Rule set' });
  const pad = page.getByRole('region', { name: 'A short rubber under the chosen rules' });
  const counter = page.locator('section.ab-honours').first();
  await expect(pad).toContainText('Scored under Whist Club Laws 1926.');
  await tabTo(page, select, { max: 3 });
  await page.keyboard.press('ArrowDown');
  await expect(select).not.toHaveValue('whist-club-1926');
  const chosen = (await select.locator('option:checked').textContent())!.replace(/\s*\([^)]*\)\s*$/, '').trim();
  expect(chosen).not.toBe('Whist Club Laws 1926');
  await expect(pad).toContainText(`Scored under ${chosen}.`);
  await expect(counter).toContainText(`Scored under ${chosen}.`);
});

test('hand gallery: filter by topic and by rule set, then show every hand again', async ({ page }) => {
  await page.goto('hands/', { waitUntil: 'load' });
  const filters = page.getByRole('form', { name: 'Filter the hands' });
  const count = page.locator('[data-ab-gallery-count]');
  const cards = page.locator('[data-ab-gallery-card]:visible');
  await expect(count).toHaveText(/Showing all (\d+) hands\./);
  const all = await cards.count();
  const topic = filters.getByRole('combobox', { name: 'Topic' });
  await tabTo(page, topic);
  await page.keyboard.press('ArrowDown');
  await expect(topic).toHaveValue('cards-and-the-deal');
  await expect(cards).toHaveCount(1);
  await expect(count).not.toHaveText(/Showing all/);
  await expect(page).toHaveURL(/\?topic=cards-and-the-deal/);
  await page.keyboard.press('End');
  const lastTopic = await topic.inputValue();
  expect(lastTopic).not.toBe('cards-and-the-deal');
  const rules = filters.getByRole('combobox', { name: 'Rule set' });
  await tabTo(page, rules, { max: 2 });
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/rules=/);
  await tabTo(page, filters.getByRole('button', { name: 'Show all hands' }), { max: 2 });
  await page.keyboard.press('Enter');
  await expect(count).toHaveText(`Showing all ${all} hands.`);
  await expect(cards).toHaveCount(all);
  await expect(topic).toHaveValue('');
});

test('Hand Lab: deal from the card grid, bid from the box, play and claim, all by keyboard', async ({ page }) => {
  await page.goto('lab/', { waitUntil: 'load' });
  await expect(page.locator('.ab-lab[data-ready="true"][data-readers="true"]')).toBeVisible();
  const notice = page.locator('.ab-lab__panel--build .ab-lab__notice[role="status"]');

  // The card grid: one tab stop, arrows between cards, Enter and Space give a card to North.
  const cards = page.getByRole('group', { name: 'The 52 cards' });
  await tabTo(page, cards.getByRole('button', { name: 'the ace of spades, not dealt' }));
  await page.keyboard.press('Enter');
  await expect(cards.getByRole('button', { name: 'the ace of spades, held by North' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await expect(cards.getByRole('button', { name: 'the king of spades, held by North' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await expect(cards.getByRole('button', { name: 'the two of hearts, held by North' })).toBeFocused();
  await expect(page.getByRole('radio', { name: 'North (3 of 13)' })).toBeChecked();
  // Another seat, with the arrow keys in the radio group.
  await tabTo(page, page.getByRole('radio', { name: 'North (3 of 13)' }), { back: true, max: 3 });
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'East (0 of 13)' })).toBeChecked();
  await tabTo(page, cards.getByRole('button', { name: 'the two of hearts, held by North' }), { max: 3 });
  await page.keyboard.press('Home');
  await page.keyboard.press('Enter');
  await expect(cards.getByRole('button', { name: 'the ace of hearts, held by East' })).toBeFocused();
  await expect(page.getByRole('radio', { name: 'East (1 of 13)' })).toBeChecked();

  // A seeded deal instead: typed into the field, dealt with the button.
  await tabTo(page, page.getByLabel('Seed for a random deal'), { back: true, max: 12 });
  await page.keyboard.type('lab-e2e');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Deal', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('radio', { name: /North \(13 of 13\)/ })).toBeVisible();

  // The bidding box: the tab stop is on the cheapest legal bid; the arrows reach one spade.
  const box = page.getByRole('group', { name: 'Bidding box' });
  await tabTo(page, box.getByRole('button', { name: 'one club' }));
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await expect(box.getByRole('button', { name: 'one spade' })).toBeFocused();
  await page.keyboard.press('Enter');
  // The bid is made before the focus moves on: one spade is no longer a legal bid.
  await expect(box.getByRole('button', { name: 'one spade' })).toHaveAttribute('aria-disabled', 'true');
  await tabTo(page, box.getByRole('button', { name: 'Pass' }), { back: true, max: 4 });
  for (let i = 0; i < 3; i++) await page.keyboard.press('Enter');
  await expect(notice).toContainText('The auction is over');

  // The play: Enter plays the focused card, and the focus stays in the cards of the next player.
  const hand = page.getByRole('group', { name: /^Cards of / });
  // The hand is one tab stop: the first legal card.
  await tabTo(page, hand.locator('button[tabindex="0"]'));
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('Enter');
    await expect(hand.locator('button:focus')).toHaveCount(1);
  }
  // Three cards on the table, three players named.
  await expect(page.locator('p', { hasText: /^On the table:/ })).toHaveText(/^On the table: \w+ .*, \w+ .*, \w+ /);

  // The claim: typed into the field Tab reaches, sent with Enter.
  const claim = page.getByLabel(/^Claim:/);
  await tabTo(page, claim, { max: 4 });
  await page.keyboard.press('Control+A');
  await page.keyboard.type('8');
  await page.keyboard.press('Enter');
  await expect(notice).toContainText('claims 8 tricks');
});

test('Hand Lab: paste a broken file, go to a problem from its link, and clear the text only after confirming', async ({ page }) => {
  const BROKEN = [
    '[Event "Broken"]',
    '[Dealer "N"]',
    '[Deal "N:K84.Q952.A73.J82 752.863.864.QT96 A6.AKJT4.K52.K73 QJT93.7.QJT9.A54"]',
    '[Auction "N"]',
    '1S 1H Pass Pass',
  ].join('\n');
  await page.goto('lab/', { waitUntil: 'load' });
  await expect(page.locator('.ab-lab[data-ready="true"][data-readers="true"]')).toBeVisible();
  const text = page.getByLabel('PBN, LIN or a link');
  await tabTo(page, text);
  // What a paste does: the whole text at once, into the focused field.
  await page.keyboard.insertText(BROKEN);
  const problem = page.locator('.ab-lab__problem').filter({ hasText: 'Line 5' });
  await expect(problem).toContainText('not enough');
  await tabTo(page, problem.getByRole('link'), { max: 10 });
  await page.keyboard.press('Enter');
  await expect(page.locator('#lab-line-5')).toBeFocused();

  // Clear asks first; Escape and "Keep it" withdraw the question, and the focus comes back.
  const clear = page.getByRole('button', { name: 'Clear the text' });
  await tabTo(page, clear, { back: true, max: 10 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(clear).toBeFocused();
  await expect(text).toHaveValue(BROKEN);
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(clear).toBeFocused();
  await expect(text).toHaveValue(BROKEN);
  await page.keyboard.press('Enter');
  // The question is asked (its safe answer has the focus) before Shift+Tab goes back to the other.
  await expect(page.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Yes, clear' }), { back: true, max: 2 });
  await page.keyboard.press('Enter');
  await expect(text).toHaveValue('');
});
