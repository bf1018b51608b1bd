/**
 * A streaming CSV reader (RFC 4180: commas, double-quoted fields with "" escapes, CRLF or LF), so an
 * upload is parsed chunk by chunk and never held whole in memory. Each record comes with the line it
 * starts on, for error messages that name the line.
 */

/** A record longer than this is not a bank transaction: refuse rather than buffer without end. */
const MAX_RECORD_CHARS = 64 * 1024;

export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

const COMMA = 44;
const QUOTE = 34;
const CR = 13;
const LF = 10;

export class CsvStreamReader {
  /** Text of a record that has not ended yet (carried into the next chunk). */
  private pending = '';
  /** Line the pending text starts on. */
  private line = 1;
  private started = false;

  constructor(private readonly onRecord: (fields: string[], line: number) => void) {}

  /** Feeds decoded text; whole records are emitted, the tail is kept for the next call. */
  push(text: string): void {
    if (!this.started && text.length > 0) {
      this.started = true;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    const data = this.pending + text;
    const consumed = this.parse(data, false);
    this.pending = data.slice(consumed);
    if (this.pending.length > MAX_RECORD_CHARS) throw new CsvSyntaxError(this.line, 'a record is longer than 64 KB; is this a CSV file?');
  }

  /** The file ended: the last record may lack its line break. */
  end(): void {
    if (this.pending.length > 0) this.parse(this.pending, true);
    this.pending = '';
  }

  /** Parses whole records from `data`; answers how many characters were consumed. */
  private parse(data: string, final: boolean): number {
    const n = data.length;
    let pos = 0;
    while (pos < n) {
      const start = pos;
      const startLine = this.line;
      let lines = 0;
      const fields: string[] = [];
      let complete = false;
      for (;;) {
        if (pos < n && data.charCodeAt(pos) === QUOTE) {
          // Quoted field: up to the quote not followed by another quote.
          let value = '';
          let from = pos + 1;
          let closed = -1;
          for (;;) {
            const q = data.indexOf('"', from);
            if (q === -1) break;
            if (q + 1 < n && data.charCodeAt(q + 1) === QUOTE) {
              value += data.slice(from, q + 1);
              from = q + 2;
              continue;
            }
            if (q + 1 >= n && !final) break; // the escape's second quote may be in the next chunk
            value += data.slice(from, q);
            closed = q;
            break;
          }
          if (closed === -1) {
            if (!final) return start;
            throw new CsvSyntaxError(startLine, 'a quoted field is never closed');
          }
          for (let i = pos; i < closed; i++) if (data.charCodeAt(i) === LF) lines++;
          fields.push(value);
          pos = closed + 1;
          const c = pos < n ? data.charCodeAt(pos) : -1;
          if (c !== COMMA && c !== CR && c !== LF && c !== -1) {
            throw new CsvSyntaxError(startLine + lines, 'a closing quote must be followed by a comma or the end of the line');
          }
        } else {
          let i = pos;
          while (i < n) {
            const c = data.charCodeAt(i);
            if (c === COMMA || c === CR || c === LF) break;
            if (c === QUOTE) throw new CsvSyntaxError(startLine, 'a quote inside an unquoted field; quote the whole field and double the quote');
            i++;
          }
          fields.push(data.slice(pos, i));
          pos = i;
        }
        if (pos >= n) {
          if (!final) return start;
          complete = true;
          break;
        }
        const c = data.charCodeAt(pos);
        if (c === COMMA) {
          pos++;
          continue;
        }
        // End of record: CRLF, LF or a lone CR.
        if (c === CR) {
          if (pos + 1 >= n && !final) return start;
          pos += pos + 1 < n && data.charCodeAt(pos + 1) === LF ? 2 : 1;
        } else pos++;
        lines++;
        complete = true;
        break;
      }
      this.line = startLine + lines;
      if (complete) this.onRecord(fields, startLine);
    }
    return pos;
  }
}
