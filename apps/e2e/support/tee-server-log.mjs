// Preloaded into the e2e server (`node --import`): copies everything the server writes to
// stdout and stderr into the file named by LOOKOUT_E2E_SERVER_LOG, so tests can read the links
// of the mails the server keeps in its outbox. Running inside the server process keeps signals
// (Playwright's SIGTERM to the process group) going straight to the server.
import { appendFileSync } from 'node:fs';

const logFile = process.env.LOOKOUT_E2E_SERVER_LOG;

if (logFile) {
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream);
    stream.write = (chunk, ...rest) => {
      try {
        appendFileSync(logFile, chunk);
      } catch {
        // A log the tests cannot read is their problem; the server keeps running.
      }
      return write(chunk, ...rest);
    };
  }
}
