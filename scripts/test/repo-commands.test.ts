import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = fileURLToPath(new URL('../../', import.meta.url));
const read = (file: string) => readFileSync(root + file, 'utf8');

interface ComposeService {
  build?: { target?: string };
  command?: string[];
  healthcheck?: { test?: string[] };
  depends_on?: Record<string, { condition?: string }>;
  environment?: Record<string, string>;
  volumes?: string[];
  ports?: string[];
}

const compose = parse(read('docker-compose.yml')) as { services: Record<string, ComposeService> };
const pkg = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
const readme = read('README.md');
/** The README's two commands: the first two fenced shell lines. */
const readmeCommands = [...readme.matchAll(/```(?:sh|bash)\n([^\n]+)\n```/g)].map((m) => m[1]!.trim()).slice(0, 2);

describe('repository commands', () => {
  it('README starts with one command that starts the app and one that runs every test', () => {
    expect(readmeCommands).toEqual(['npx -y pnpm@10 install && npx -y pnpm@10 start', 'npx -y pnpm@10 install && npx -y pnpm@10 test:all']);
    expect(pkg.scripts.start).toBeDefined();
    expect(pkg.scripts['test:all']).toBeDefined();
  });

  it('CI runs the README test command', () => {
    expect(read('.ci/run')).toContain(readmeCommands[1]!.replace('install', 'install --frozen-lockfile'));
  });

  it('compose app service starts with the same script as the README and is health-checked on /healthz', () => {
    const app = compose.services.app!;
    expect(app.command?.join(' ')).toBe(pkg.scripts.start);
    expect(readmeCommands[0]).toContain('pnpm@10 start');
    expect(app.healthcheck?.test?.join(' ')).toContain('/healthz');
    expect(app.environment?.PORT).toBe('3000');
  });

  it('compose e2e service runs the Playwright script of the test command against the healthy app', () => {
    const e2e = compose.services.e2e!;
    expect(e2e.command).toEqual(['pnpm', 'test:e2e']);
    expect(pkg.scripts['test:all']).toContain('pnpm test:e2e');
    expect(e2e.depends_on?.app?.condition).toBe('service_healthy');
    expect(e2e.environment?.BASE_URL).toBe('http://app:3000');
  });

  it('every way of starting the server runs plain node: no V8 flags, no malloc settings', () => {
    const server = JSON.parse(read('server/package.json')) as { scripts: Record<string, string> };
    expect(server.scripts.start).toBe('node --import tsx src/server.ts');
    expect(read('scripts/start.mjs')).toContain("spawn(process.execPath, ['dist/server.mjs'],");
    // pnpm start and the image, the e2e web server, the benchmarks' servers, and the server itself.
    const tuning = /GLIBC_TUNABLES|MALLOC_|setFlagsFromString|--(single-threaded-gc|initial-old-space-size|page-promotion-threshold|heap-growing-percent|max-old-space-size|max-semi-space-size|expose-gc)/;
    for (const file of ['scripts/start.mjs', 'client/playwright.config.ts', 'scripts/lib/spawn-server.ts', 'server/src/server.ts', 'Dockerfile', 'docker-compose.yml']) {
      expect(read(file), file).not.toMatch(tuning);
    }
  });

  it('the image builds once and starts the way `pnpm start` does', () => {
    const dockerfile = read('Dockerfile');
    expect(dockerfile).toMatch(/^RUN .*pnpm build$/m);
    expect(pkg.scripts.build).toBe(`${pkg.scripts.start} --build`);
    const cmd = /^CMD (\[.+\])$/m.exec(dockerfile.split(/^FROM .+ AS e2e$/m)[0]!)?.[1];
    expect((JSON.parse(cmd!) as string[]).join(' ')).toBe(pkg.scripts.start);
  });

  it("the README's compose command answers the suite's exit code and stops the app when it ends", () => {
    const shell = [...readme.matchAll(/```(?:sh|bash)\n([\s\S]*?)```/g)].map((m) => m[1]!);
    const up = shell.flatMap((block) => block.split('\n')).find((line) => line.startsWith('docker compose up'));
    // --exit-code-from implies --abort-on-container-exit: every container stops when e2e does.
    expect(up).toMatch(/--exit-code-from e2e\b/);
    expect(Object.keys(compose.services)).toContain('e2e');
  });

  it('compose keeps the Playwright report and failure bundles on a host folder', async () => {
    const e2e = compose.services.e2e!;
    const resultsDir = e2e.environment?.E2E_RESULTS_DIR;
    expect(resultsDir).toBeDefined();
    const mount = e2e.volumes?.find((v) => v.endsWith(`:${resultsDir}`));
    expect(mount, 'a bind mount of E2E_RESULTS_DIR').toMatch(/^\.\//);
    // The config as Playwright reads it, with the variable compose sets.
    process.env.E2E_RESULTS_DIR = resultsDir;
    const config = (await import(`${root}client/playwright.config.ts?results`)).default as {
      outputDir?: string;
      reporter: [string, { outputFolder?: string; outputFile?: string }?][];
    };
    delete process.env.E2E_RESULTS_DIR;
    // Attachments (the failure bundles) are written under outputDir and copied into the HTML report.
    expect(config.outputDir?.startsWith(`${resultsDir}/`)).toBe(true);
    const html = config.reporter.find(([name]) => name === 'html');
    expect(html?.[1]?.outputFolder?.startsWith(`${resultsDir}/`)).toBe(true);
  });

  it('compose waits for a healthy app, checked with the image\'s node on IPv4 loopback, and publishes it on loopback only', () => {
    const app = compose.services.app!;
    const check = app.healthcheck?.test ?? [];
    expect(check.slice(0, 3)).toEqual(['CMD', 'node', '-e']);
    expect(check[3]).toContain("fetch('http://127.0.0.1:3000/healthz')");
    expect(check.join(' ')).not.toMatch(/\bcurl\b/);
    expect(compose.services.e2e!.depends_on?.app?.condition).toBe('service_healthy');
    expect(app.ports).toEqual(['127.0.0.1:3000:3000']);
  });

  it('the image listens on every interface; outside a container the server keeps to loopback', () => {
    const appStage = read('Dockerfile').split(/^FROM .+ AS e2e$/m)[0]!;
    expect(appStage).toMatch(/^ENV .*\bHOST=0\.0\.0\.0\b/m);
    expect(read('server/src/config/env.ts')).toMatch(/HOST: z\.string\(\)\.min\(1\)\.default\('127\.0\.0\.1'\)/);
  });

  it('the e2e image, ensure-chromium and both Playwright configs agree on the browser: Debian\'s headless shell', () => {
    const shell = '/usr/lib/chromium/chromium-headless-shell';
    for (const config of ['client/playwright.config.ts', 'examples/qa-suite/playwright.config.ts']) {
      expect(read(config), config).toContain(`executablePath: process.env.CHROMIUM_PATH ?? '${shell}'`);
    }
    expect(read('scripts/ensure-chromium.mjs')).toContain(`'${shell}': 'chromium-headless-shell'`);
    const e2eStage = read('Dockerfile').split(/^FROM .+ AS e2e$/m)[1]!;
    expect(e2eStage).toMatch(/apt-get install -y --no-install-recommends chromium-headless-shell\b/);
  });

  it('the Dockerfile builds both compose targets', () => {
    const dockerfile = read('Dockerfile');
    for (const service of Object.values(compose.services)) {
      expect(dockerfile).toMatch(new RegExp(`^FROM .+ AS ${service.build?.target}$`, 'm'));
    }
  });
});
