/**
 * Reads the `curl` examples of a Markdown section so a test can run them (readme-control-plane.test.ts): the
 * README's examples are the first thing a QA team copies, and one that no longer works costs them an afternoon.
 * Only the part of curl and of the shell that examples need is understood; anything else is an error naming the
 * line, so an example is never skipped silently.
 */

/** One example as curl would send it. */
export interface CurlExample {
  /** 1-based line of the Markdown file where it starts. */
  line: number;
  text: string;
  method: string;
  /** Path and query, without scheme and host. */
  url: string;
  /** Names in lower case. */
  headers: Record<string, string>;
  /** Text to send, or the name of a file an earlier example wrote with `-o` (`--data-binary @name`). */
  body?: { text: string } | { file: string };
  /** `-o name`: keep the answer's bytes for a later example of the same block. */
  output?: string;
  /** From a trailing comment such as `# → 409`; without one any 2xx is expected. */
  expectedStatus?: number;
}

/** A fenced block (```, ```sh, ```bash, ```shell or ```console) of a section, with the line of its first line. */
export interface CodeBlock {
  line: number;
  lines: string[];
}

const SHELL_FENCE = /^```(sh|bash|shell|console)?\s*$/;

/** The fenced shell blocks between heading `heading` (e.g. '## Control plane') and the next heading of its level. */
export function sectionBlocks(markdown: string, heading: string): CodeBlock[] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((l) => l.trim() === heading);
  if (start < 0) throw new Error(`No '${heading}' heading`);
  const level = heading.split(' ')[0]!;
  const blocks: CodeBlock[] = [];
  let open: CodeBlock | null = null;
  let other = false;
  for (let i = start + 1; i < lines.length; i += 1) {
    const text = lines[i]!;
    if (open === null && !other && text.startsWith(`${level} `)) break;
    if (open !== null) {
      if (text.trim() === '```') {
        blocks.push(open);
        open = null;
      } else open.lines.push(text);
    } else if (other) {
      if (text.trim() === '```') other = false;
    } else if (SHELL_FENCE.test(text.trim())) open = { line: i + 2, lines: [] };
    else if (text.trim().startsWith('```')) other = true; // a JSON or TypeScript block: not run
  }
  return blocks;
}

/** The block's commands: lines joined where one ends in `\`, blank and comment-only lines left out. */
export function commandsOf(block: CodeBlock): { line: number; text: string }[] {
  const out: { line: number; text: string }[] = [];
  let current: { line: number; text: string } | null = null;
  block.lines.forEach((raw, i) => {
    const continued = /\\\s*$/.test(raw);
    const part = continued ? raw.replace(/\\\s*$/, ' ') : raw;
    if (current === null) current = { line: block.line + i, text: part };
    else current.text += part;
    if (!continued) {
      const text = current.text.trim().replace(/^\$\s+/, ''); // a `$ ` prompt, as console blocks show
      if (text !== '' && !text.startsWith('#')) out.push({ line: current.line, text });
      current = null;
    }
  });
  return out;
}

/** Shell words of a command, with `$NAME` / `${NAME}` taken from `vars` outside single quotes; the trailing comment apart. */
export function shellWords(command: string, vars: Record<string, string>): { words: string[]; comment: string } {
  const words: string[] = [];
  let word: string | null = null;
  let quote: "'" | '"' | null = null;
  const add = (s: string) => (word = (word ?? '') + s);
  const variable = (at: number): [string, number] => {
    const m = /^\$(?:\{([A-Za-z_][A-Za-z0-9_]*)\}|([A-Za-z_][A-Za-z0-9_]*))/.exec(command.slice(at));
    if (!m) {
      if (command[at + 1] === '(') throw new Error('Command substitution $(...) is not run by the README test: write the value out');
      return ['$', 1];
    }
    const name = (m[1] ?? m[2])!;
    if (!(name in vars)) throw new Error(`Unknown variable $${name}; the README test knows ${Object.keys(vars).map((v) => `$${v}`).join(', ')}`);
    return [vars[name]!, m[0].length];
  };
  for (let i = 0; i < command.length; ) {
    const c = command[i]!;
    if (quote === "'") {
      if (c === "'") quote = null;
      else add(c);
      i += 1;
    } else if (quote === '"') {
      if (c === '"') {
        quote = null;
        i += 1;
      } else if (c === '\\' && '"\\$`'.includes(command[i + 1] ?? '')) {
        add(command[i + 1]!);
        i += 2;
      } else if (c === '$') {
        const [value, used] = variable(i);
        add(value);
        i += used;
      } else {
        add(c);
        i += 1;
      }
    } else if (/\s/.test(c)) {
      if (word !== null) words.push(word);
      word = null;
      i += 1;
    } else if (c === '#' && word === null) {
      return { words, comment: command.slice(i + 1).trim() };
    } else if (c === '|' || c === '>') {
      // What the shell does with the answer (`| jq`, `> file`) is not the example's call.
      if (word !== null) words.push(word);
      const hash = command.indexOf('#', i);
      return { words, comment: hash < 0 ? '' : command.slice(hash + 1).trim() };
    } else if (c === ';' || c === '&' || c === '`') {
      throw new Error(`One curl call per line: '${c}' joins commands, which the README test does not run`);
    } else if (c === "'" || c === '"') {
      quote = c;
      add('');
      i += 1;
    } else if (c === '\\') {
      add(command[i + 1] ?? '');
      i += 2;
    } else if (c === '$') {
      const [value, used] = variable(i);
      add(value);
      i += used;
    } else {
      add(c);
      i += 1;
    }
  }
  if (quote !== null) throw new Error(`Unclosed ${quote} quote`);
  if (word !== null) words.push(word);
  return { words, comment: '' };
}

/** Options that change nothing the server sees. */
const QUIET_FLAGS = new Set(['-s', '--silent', '-S', '--show-error', '-f', '--fail', '--fail-with-body', '-i', '--include', '-v', '--verbose', '-L', '--location', '--compressed', '-N', '--no-buffer']);

/** A command as curl would send it; throws on anything it does not understand. */
export function parseCurl(line: number, text: string, vars: Record<string, string>): CurlExample {
  const { words, comment } = shellWords(text, vars);
  if (words[0] !== 'curl') throw new Error('Not a curl call');
  let method: string | undefined;
  let get = false;
  let json = false;
  let output: string | undefined;
  let file: string | undefined;
  const headers: Record<string, string> = {};
  const data: string[] = [];
  const urls: string[] = [];
  for (let i = 1; i < words.length; i += 1) {
    const word = words[i]!;
    const value = () => {
      const v = words[(i += 1)];
      if (v === undefined) throw new Error(`${word} needs a value`);
      return v;
    };
    if (word === '-X' || word === '--request') method = value().toUpperCase();
    else if (word === '-H' || word === '--header') {
      const h = value();
      const colon = h.indexOf(':');
      if (colon < 1) throw new Error(`A header is 'name: value', not '${h}'`);
      headers[h.slice(0, colon).trim().toLowerCase()] = h.slice(colon + 1).trim();
    } else if (['-d', '--data', '--data-ascii', '--data-binary', '--data-raw'].includes(word)) {
      const d = value();
      if (d.startsWith('@') && word !== '--data-raw') file = d.slice(1);
      else data.push(word === '--data-binary' || word === '--data-raw' ? d : d.replace(/[\r\n]/g, ''));
    } else if (word === '--data-urlencode') {
      const d = value();
      const eq = d.indexOf('=');
      data.push(eq < 0 ? encodeURIComponent(d) : `${d.slice(0, eq)}${eq > 0 ? '=' : ''}${encodeURIComponent(d.slice(eq + 1))}`);
    } else if (word === '--json') {
      data.push(value());
      json = true;
    } else if (word === '-G' || word === '--get') get = true;
    else if (word === '-I' || word === '--head') method = 'HEAD';
    else if (word === '-o' || word === '--output') output = value();
    else if (QUIET_FLAGS.has(word) || /^-[sSfiLvN]{2,}$/.test(word)) continue;
    else if (word.startsWith('-')) throw new Error(`curl option ${word} is not understood by the README test (curl-examples-test-support.ts)`);
    else urls.push(word);
  }
  if (urls.length !== 1) throw new Error(`One URL per example, found ${urls.length}`);
  const raw = urls[0]!;
  const parsed = new URL(/^https?:\/\//.test(raw) ? raw : `http://${raw}`);
  let url = parsed.pathname + parsed.search;
  const hasBody = data.length > 0 || file !== undefined;
  if (get && data.length > 0) url += (parsed.search ? '&' : '?') + data.join('&');
  if (json) {
    headers['content-type'] ??= 'application/json';
    headers.accept ??= 'application/json';
  } else if (hasBody && !get) headers['content-type'] ??= 'application/x-www-form-urlencoded';
  const expected = /(?:→|->)\s*(\d{3})\b/.exec(comment);
  return {
    line,
    text,
    method: method ?? (get ? 'GET' : hasBody ? 'POST' : 'GET'),
    url,
    headers,
    ...(get || !hasBody ? {} : file !== undefined ? { body: { file } } : { body: { text: data.join('&') } }),
    ...(output ? { output } : {}),
    ...(expected ? { expectedStatus: Number(expected[1]) } : {}),
  };
}
