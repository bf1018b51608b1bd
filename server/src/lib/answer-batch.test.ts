import { describe, expect, it } from 'vitest';
import { AnswerBatch, type Send } from './answer-batch';

/** A batch on a hand-turned loop: `checkPhase()` runs what the batch booked for the loop's check phase. */
function handTurned() {
  let due: (() => void)[] = [];
  const batch = new AnswerBatch((run) => due.push(run));
  const written: unknown[] = [];
  const send: Send = (error, payload) => written.push(error ?? payload);
  const checkPhase = () => {
    const now = due;
    due = [];
    for (const run of now) run();
  };
  return { batch, written, send, checkPhase, booked: () => due.length };
}

describe('answer batch', () => {
  it('holds answers until it is flushed, then writes them in the order they were made', () => {
    const { batch, written, send } = handTurned();
    batch.hold(send, 'a');
    batch.hold(send, 'b');
    expect(written).toEqual([]);
    expect(batch.length).toBe(2);
    batch.flush();
    expect(written).toEqual(['a', 'b']);
    expect(batch.length).toBe(0);
    batch.flush();
    expect(written).toEqual(['a', 'b']);
  });

  it('writes answers nobody flushed on the check phase it booked, booking one check phase at a time', () => {
    const { batch, written, send, checkPhase, booked } = handTurned();
    batch.hold(send, 'a');
    batch.hold(send, 'b');
    expect(booked()).toBe(1);
    checkPhase();
    expect(written).toEqual(['a', 'b']);
    // An answer made after that books a check phase again.
    batch.hold(send, 'c');
    expect(booked()).toBe(1);
    checkPhase();
    expect(written).toEqual(['a', 'b', 'c']);
    // A booked check phase after an early flush finds nothing to write.
    batch.hold(send, 'd');
    batch.flush();
    checkPhase();
    expect(written).toEqual(['a', 'b', 'c', 'd']);
  });

  it('writes an answer made while the batch is being written with the next batch, not in the middle of this one', () => {
    const { batch, written, send, checkPhase } = handTurned();
    batch.hold((error, payload) => {
      send(error, payload);
      batch.hold(send, 'late');
    }, 'a');
    batch.hold(send, 'b');
    batch.flush();
    expect(written).toEqual(['a', 'b']);
    checkPhase();
    expect(written).toEqual(['a', 'b', 'late']);
  });

  it("gives a write that throws its error, as Fastify's hook runner would, and still writes the others", () => {
    const { batch, written, send } = handTurned();
    let calls = 0;
    batch.hold((error, payload) => {
      calls++;
      if (error === null) throw new Error(`cannot write ${String(payload)}`);
      written.push(error.message);
    }, 'a');
    batch.hold(send, 'b');
    batch.flush();
    expect(calls).toBe(2);
    expect(written).toEqual(['cannot write a', 'b']);
  });
});
