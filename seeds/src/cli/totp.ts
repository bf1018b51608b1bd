/**
 * Usage: tsx seeds/src/cli/totp.ts <email> [--at <epoch ms>]
 * Prints the current 6-digit TOTP code of a demo account; --at gives the code for the mock's
 * virtual clock when it is frozen or moved.
 */
import { demoTotpCode } from '../lib/totp';

const email = process.argv[2];
const atIndex = process.argv.indexOf('--at');
// The CLI stands in for a phone authenticator, so the wall clock is the right default here.
const at = atIndex > 0 ? Number(process.argv[atIndex + 1]) : Date.now();
if (!email || email.startsWith('--') || !Number.isFinite(at)) {
  console.error('usage: totp <email> [--at <epoch ms>]');
  process.exit(2);
}
try {
  console.log(demoTotpCode(email, at));
  // On stderr, so scripts can read the code alone from stdout.
  console.error(`valid for ${30 - Math.floor((at / 1000) % 30)} more seconds; codes are single use`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
