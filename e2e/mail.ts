import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';

// The server under test has no SMTP_URL, so it writes each mail as an .eml file to its outbox.
const OUTBOX = path.join(process.env.E2E_DATA_DIR!, 'outbox');

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** Every mail to `email` so far, oldest first, decoded. */
async function mailsTo(email: string): Promise<string[]> {
  const names = (await readdir(OUTBOX).catch(() => [] as string[]))
    .filter((n) => n.endsWith('.eml'))
    .sort();
  const mails = await Promise.all(names.map((n) => readFile(path.join(OUTBOX, n), 'utf8')));
  return mails
    .filter((m) => m.toLowerCase().includes(`to: ${email.toLowerCase()}`))
    .map(decodeQuotedPrintable);
}

export async function mailCount(email: string): Promise<number> {
  return (await mailsTo(email)).length;
}

/**
 * The first group of `pattern` in the newest mail to `email`, once more than `after` mails have
 * arrived (a mail is written a moment after the request that sends it). HTML entities in the
 * link are decoded.
 */
export async function linkInMail(email: string, pattern: RegExp, after = 0): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mine = await mailsTo(email);
    const match = mine.length > after ? pattern.exec(mine.at(-1)!) : null;
    if (match?.[1] !== undefined) return match[1].replace(/&amp;/g, '&');
    if (Date.now() > deadline) throw new Error(`no mail matching ${pattern} for ${email}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
