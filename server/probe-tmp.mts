import { freshCode, totp } from '/work/main/client/e2e/fixtures/totp.ts';
const s = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const t0 = Date.now();
const codes = [];
for (let i = 0; i < 4; i++) codes.push(await freshCode(s));
console.log(codes, new Set(codes).size, 'waited ms', Date.now() - t0, 'msLeft at start', 30000 - (t0 % 30000), totp(s,0));
