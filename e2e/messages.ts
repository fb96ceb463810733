import fs from 'node:fs';
import path from 'node:path';

/** A site's message catalogue (messages/*.json), read from the file: the words a journey expects each site to show. */
type Messages = typeof import('../messages/da.json');

const read = (locale: string): Messages => JSON.parse(fs.readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8')) as Messages;

export const MESSAGES = { da: read('da'), no: read('no'), sv: read('sv') } as const;

/** A message that follows the sport (`{sport, select, race {…} other {…}}`) as a match's trip reads it; any other message as it is. */
export function matchWords(message: string): string {
  return /^\{sport, select, race \{.*\} other \{(.*)\}\}$/s.exec(message)?.[1] ?? message;
}

/** A message that follows a travel document's number (`{kind, select, hotel_voucher {…} other {…}}`) as several tickets read it; any other message as it is. */
export function severalWords(message: string): string {
  return /^\{kind, select, hotel_voucher \{.*?\} other \{(.*)\}\}$/s.exec(message)?.[1] ?? message;
}
