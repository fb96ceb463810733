import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * The W3C Nu HTML Checker (the `vnu-jar` package, run offline with the
 * machine's Java; `.ci/run` installs Java where it is missing) over pages as
 * the server sent them: each error as "address: message (extract)".
 */
const VNU = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar');
const run = promisify(execFile);

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
}

export async function htmlErrors(pages: { address: string; html: string }[]): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-html-'));
  try {
    const files = new Map<string, string>();
    for (const [index, { address, html }] of pages.entries()) {
      const file = path.join(dir, `page-${index}.html`);
      fs.writeFileSync(file, html);
      files.set(file, address);
    }
    // The checker exits 1 when it finds errors; its JSON report is on stderr either way.
    const { stderr } = await run('java', ['-jar', VNU, '--errors-only', '--format', 'json', ...files.keys()], { maxBuffer: 20_000_000 }).catch((failure: { stderr?: string }) => ({
      stderr: failure.stderr ?? '',
    }));
    const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
    return messages
      .filter((message) => message.type === 'error')
      .map((message) => `${files.get(message.url.replace(/^file:/, '')) ?? message.url}: ${message.message} (${message.extract ?? ''})`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
