// The benchmarks' concurrent load, in a process of its own (decision 0024): plain node (no tsx and its loader
// thread), raw keep-alive sockets with each URL's request written once as bytes, and answers read by counting
// their bytes, not decoding them. The in-process generator it replaces (node:http, every body decoded to a
// string, under tsx) stalled its own event loop 8-34 ms per figure, and every call in flight then waited too, so
// those stalls were in the server's p99; it also topped out at 7,700-13,300 hello-JSON answers a second, so
// bare Fastify, the yardstick of every ratio, measured the generator more than Fastify.
//
// Forked once by lib/load.ts and kept for the whole benchmark, so its code is compiled after the first figures and
// V8's compiler is not at work on the load core in every figure. Each `concurrentGet` sends it a job,
// { type: 'job', job: { host, port, paths, headers, concurrency, warmup, requests } }, on connections of its own.
// It runs the warm-up, sends { type: 'warm', result }, waits for { type: 'go' } (the parent reads the server's CPU
// in between), runs the measured part and sends { type: 'done', result }. A result is { times, seconds, stallMs }:
// every call's time from writing its request to its answer's last byte (ms), the wall time of the part, and this
// process's own longest event-loop stall in it (monitorEventLoopDelay). Any answer other than 200 ends the job
// with { type: 'error', message } naming the URL, the status and the start of the body.
// BENCH_LOAD_TRACE=<file>: every part appends a JSON line of [sent at (ms into the part), time (ms), socket] per
// call, to tell a burst (every socket slow at once: a stall somewhere) from one slow URL or connection.
import { appendFileSync } from 'node:fs';
import { connect } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const CRLF2 = Buffer.from('\r\n\r\n');

/** An HTTP/1.1 answer read off one socket, a byte at a time where it must (chunked), by length where it can. */
class AnswerReader {
  constructor() {
    this.reset();
  }
  reset() {
    this.head = null; // bytes of the head until its blank line arrives
    this.status = 0;
    this.remaining = -1; // body bytes still to come (content-length), or -1 while chunked or in the head
    this.chunked = false;
    this.chunkState = 0; // 0: size line, 1: data, 2: CRLF after data, 3: trailer lines
    this.line = '';
    this.kept = []; // body bytes, kept only for an error's message
  }
  /** Feeds bytes; answers -1 while the answer is incomplete, else how many bytes came after its end. */
  feed(buf) {
    let at = 0;
    if (this.remaining < 0 && !this.chunked) {
      const joined = this.head ? Buffer.concat([this.head, buf]) : buf;
      const end = joined.indexOf(CRLF2);
      if (end < 0) {
        this.head = joined;
        return -1;
      }
      const head = joined.toString('latin1', 0, end);
      this.status = Number(head.slice(9, 12));
      const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
      this.chunked = !length && /\r\ntransfer-encoding:\s*chunked/i.test(head);
      if (!length && !this.chunked) throw new Error(`an answer with neither content-length nor chunked transfer: ${head.slice(0, 200)}`);
      this.remaining = length ? Number(length[1]) : -1;
      this.head = null;
      buf = joined;
      at = end + 4;
    }
    if (!this.chunked) {
      const end = this.takeBody(buf, at);
      return this.remaining === 0 ? buf.length - end : -1;
    }
    while (at < buf.length) {
      if (this.chunkState === 1) {
        at = this.takeBody(buf, at);
        if (this.remaining === 0) this.chunkState = 2;
        continue;
      }
      const byte = buf[at++];
      if (byte !== 10) {
        if (byte !== 13) this.line += String.fromCharCode(byte);
        continue;
      }
      const line = this.line;
      this.line = '';
      if (this.chunkState === 0) {
        this.remaining = parseInt(line, 16);
        this.chunkState = this.remaining === 0 ? 3 : 1;
      } else if (this.chunkState === 2) {
        this.chunkState = 0;
      } else if (line === '') {
        return buf.length - at; // the blank line after the last chunk (and any trailers)
      }
    }
    return -1;
  }
  /** Body bytes from `at`, as many as remain to come (kept only for an error's message); answers where it stopped. */
  takeBody(buf, at) {
    const take = Math.min(this.remaining, buf.length - at);
    if (this.status !== 200) this.kept.push(buf.subarray(at, at + take));
    this.remaining -= take;
    return at + take;
  }
  body() {
    return Buffer.concat(this.kept).toString('utf8', 0, 200);
  }
}

function requestBytes(host, port, path, headers) {
  const lines = [`GET ${path} HTTP/1.1`, `host: ${host}:${port}`, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
  return Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
}

/** `count` calls over `sockets`, taking URLs from `next()`; resolves with every call's time. */
function runPart(sockets, count, next) {
  const times = new Float64Array(count);
  let done = 0;
  let started = 0;
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  const t0 = performance.now();
  const trace = process.env.BENCH_LOAD_TRACE ? [] : null;
  return new Promise((resolve, reject) => {
    const finish = () => {
      loop.disable();
      if (trace) appendFileSync(process.env.BENCH_LOAD_TRACE, `${JSON.stringify(trace)}\n`);
      resolve({ times: Array.from(times), seconds: (performance.now() - t0) / 1000, stallMs: loop.max / 1e6 });
    };
    const send = (s) => {
      if (started >= count) {
        s.idle = true;
        if (done === count) finish(); // every call started has answered, so every socket is idle
        return;
      }
      started++;
      const { bytes, path } = next();
      s.path = path;
      s.reader.reset();
      s.sentAt = performance.now();
      s.socket.write(bytes);
    };
    for (const s of sockets) {
      s.idle = false;
      s.onAnswer = () => {
        const ms = performance.now() - s.sentAt;
        if (s.reader.status !== 200) return reject(new Error(`${s.path}: ${s.reader.status} ${s.reader.body()}`));
        if (trace) trace.push([+(s.sentAt - t0).toFixed(2), +ms.toFixed(2), s.n]);
        times[done++] = ms;
        send(s);
      };
      s.onError = reject;
    }
    if (count === 0) return finish();
    for (const s of sockets) send(s);
  });
}

let nextSocket = 0;
/** `n` connected sockets, each put in `into` as it is made, so a failed job still closes those that connected. */
function open(host, port, n, into) {
  return Promise.all(
    Array.from(
      { length: n },
      () =>
        new Promise((resolve, reject) => {
          const s = { n: nextSocket++, socket: connect({ host, port }), reader: new AnswerReader(), idle: true, onAnswer: null, onError: null };
          into.push(s);
          s.socket.setNoDelay(true);
          s.socket.on('data', (buf) => {
            try {
              const after = s.reader.feed(buf);
              if (after < 0) return;
              if (after > 0) throw new Error(`${s.path}: bytes after a whole answer (no call was pipelined)`);
              s.onAnswer();
            } catch (error) {
              s.onError?.(error);
            }
          });
          s.socket.on('error', (error) => (s.onError ?? reject)(error));
          s.socket.on('close', () => s.idle || s.onError?.(new Error(`${s.path}: the server closed the connection`)));
          s.socket.once('connect', () => resolve(s));
        }),
    ),
  );
}

let go = null;
process.on('message', (m) => {
  if (m.type === 'go') go?.();
  else if (m.type === 'job') void runJob(m.job);
});

async function runJob({ host, port, paths, headers = {}, concurrency, warmup = 0, requests }) {
  const sockets = [];
  try {
    const bytes = paths.map((path) => requestBytes(host, port, path, headers));
    let i = 0;
    const next = () => {
      const k = i++ % paths.length;
      return { path: paths[k], bytes: bytes[k] };
    };
    await open(host, port, concurrency, sockets);
    const warm = await runPart(sockets, warmup, next);
    process.send({ type: 'warm', result: warm });
    await new Promise((resolve) => (go = resolve));
    go = null;
    process.send({ type: 'done', result: await runPart(sockets, requests, next) });
  } catch (error) {
    process.send({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  } finally {
    for (const s of sockets) s.socket.destroy();
  }
}
