import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';

/** How the server prints a mail it keeps in its outbox (apps/server/src/mail/mailer.ts). */
const mailHeader = '[mail outbox] To: ';

/** The server's log file, set up by playwright.config.ts. */
function serverLogPath(): string {
  const file = process.env.LOOKOUT_E2E_SERVER_LOG;
  if (!file) throw new Error('LOOKOUT_E2E_SERVER_LOG is not set: run the tests through Playwright');
  return file;
}

/** One outbox mail as the log shows it: the recipient line, then the text. */
interface LoggedMail {
  to: string;
  text: string;
}

/** Every outbox mail in the server log, oldest first. */
export async function loggedMails(): Promise<LoggedMail[]> {
  const log = await readFile(serverLogPath(), 'utf8').catch(() => '');
  return log
    .split(mailHeader)
    .slice(1)
    .map((block) => {
      const newline = block.indexOf('\n');
      const headerLine = newline === -1 ? block : block.slice(0, newline);
      return {
        to: (headerLine.split(' — ')[0] ?? '').trim(),
        text: newline === -1 ? '' : block.slice(newline + 1),
      };
    });
}

/** The links to `pathname` (such as '/verify-email') in the mails sent to `email`, oldest first. */
export async function mailLinks(email: string, pathname: string): Promise<string[]> {
  const links: string[] = [];
  for (const mail of await loggedMails()) {
    if (mail.to.toLowerCase() !== email.toLowerCase()) continue;
    for (const match of mail.text.matchAll(/https?:\/\/\S+/g)) {
      const url = new URL(match[0]);
      if (url.pathname === pathname) links.push(url.href);
    }
  }
  return links;
}

/**
 * The newest link to `pathname` mailed to `email`, waiting up to `timeoutMs` for it. With
 * `newerThan` (an earlier result of {@link mailLinks}), only a link sent since then counts.
 *
 * @example
 * const link = await latestMailLink('ada@example.com', '/verify-email');
 * await page.goto(link);
 */
export async function latestMailLink(
  email: string,
  pathname: string,
  options: { newerThan?: readonly string[]; timeoutMs?: number } = {},
): Promise<string> {
  const { newerThan = [], timeoutMs = 10_000 } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const links = await mailLinks(email, pathname);
    if (links.length > newerThan.length) {
      const newest = links.at(-1);
      if (newest) return newest;
    }
    if (Date.now() > deadline) {
      throw new Error(
        `No new mail to ${email} with a ${pathname} link within ${timeoutMs} ms (found ${links.length}).`,
      );
    }
    await sleep(200);
  }
}
