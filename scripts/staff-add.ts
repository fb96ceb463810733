/**
 * `npm run staff:add -- <name>`: adds a staff user who may sign in to the
 * inbox (`/staff`), or gives one that exists a new password, a new
 * authenticator secret and new recovery codes (and ends their sessions).
 * The password is asked for (typed twice, not shown), or read from
 * `STAFF_PASSWORD` for a script. Shows once, and never stores: the
 * `otpauth://` link for the authenticator app (a QR code of it, or its secret
 * typed in) and ten recovery codes. On the shop's database (DATABASE_URL,
 * else the embedded one: stop the shop first, the embedded database has one
 * user at a time).
 */
import { createInterface } from 'node:readline';
import { bootstrapDatabase } from '@/server/db';
import { passwordProblem, setStaffUser, STAFF_NAME } from '@/server/modules/staff/credentials';

/** A line typed at the terminal without echoing it. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const terminal = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const output = terminal as unknown as { _writeToOutput: (text: string) => void };
    let asked = false;
    output._writeToOutput = (text: string) => {
      if (!asked) process.stdout.write(text);
      asked = true;
    };
    terminal.question(question, (answer) => {
      terminal.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

async function passwordOf(): Promise<string> {
  const given = process.env.STAFF_PASSWORD;
  if (given !== undefined) return given;
  if (!process.stdin.isTTY) throw new Error('set STAFF_PASSWORD, or run the command in a terminal to type the password');
  const first = await askHidden('Password (12 characters or more): ');
  const second = await askHidden('The same password again: ');
  if (first !== second) throw new Error('the two passwords differ');
  return first;
}

const name = process.argv[2] ?? '';
if (!STAFF_NAME.test(name)) {
  console.error('Usage: npm run staff:add -- <name>   (letters, digits and ._@-, at most 64; the password from a prompt or STAFF_PASSWORD)');
  process.exit(2);
}
let password: string;
try {
  password = await passwordOf();
} catch (error) {
  console.error(`Not added: ${(error as Error).message}.`);
  process.exit(2);
}
const problem = passwordProblem(password);
if (problem) {
  console.error(`Not added: ${problem}.`);
  process.exit(2);
}

const handle = await bootstrapDatabase(process.env, undefined);
try {
  const secrets = await setStaffUser(handle.db, name, password, new Date());
  console.log(`Staff user "${name}" can sign in at /staff/sign-in with the password and a code of an authenticator app.`);
  console.log('\nAdd this to the authenticator app (as a QR code, or type the secret in):');
  console.log(`  ${secrets.otpauthUri}`);
  console.log(`  secret: ${secrets.secret}`);
  console.log('\nRecovery codes, each good for one sign-in without the app. Keep them somewhere safe; they are not shown again:');
  for (const code of secrets.recoveryCodes) console.log(`  ${code}`);
} finally {
  await handle.close();
}
