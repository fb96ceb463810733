import fs from 'node:fs';
import path from 'node:path';

/** A site's message catalogue (messages/*.json), read from the file: the words a journey expects each site to show. */
type Messages = typeof import('../messages/da.json');

const read = (locale: string): Messages => JSON.parse(fs.readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8')) as Messages;

export const MESSAGES = { da: read('da'), no: read('no'), sv: read('sv') } as const;
