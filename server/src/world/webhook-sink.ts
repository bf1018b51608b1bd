export interface SinkDelivery {
  id: string;
  receivedAt: number;
  method: string;
  headers: Record<string, string>;
  body: Buffer;
  answeredStatus: number;
}

export interface SinkConfig {
  status: number;
  delayMs: number;
}

interface Receiver {
  config: SinkConfig;
  /** Oldest first; listed newest first. */
  deliveries: SinkDelivery[];
}

/**
 * Kept per receiver, and receivers per world: a sink is for watching deliveries, not for storage. Enough
 * for a month's payout of the demo world paid at once (up to ~2,000 CASHBACK_PAID_TO_PUBLISHER messages).
 */
const MAX_DELIVERIES = 5_000;
const MAX_RECEIVERS = 100;

/** Named receivers that keep whatever arrives, byte for byte, and answer as configured. */
export class WebhookSink {
  private readonly receivers = new Map<string, Receiver>();
  private seq = 0;

  private receiver(name: string): Receiver {
    let found = this.receivers.get(name);
    if (!found) {
      if (this.receivers.size >= MAX_RECEIVERS) this.receivers.delete(this.receivers.keys().next().value!);
      found = { config: { status: 200, delayMs: 0 }, deliveries: [] };
      this.receivers.set(name, found);
    }
    return found;
  }

  config(name: string): SinkConfig {
    return { ...(this.receivers.get(name)?.config ?? { status: 200, delayMs: 0 }) };
  }

  configure(name: string, change: Partial<SinkConfig>): SinkConfig {
    const receiver = this.receiver(name);
    receiver.config = { ...receiver.config, ...change };
    return { ...receiver.config };
  }

  receive(name: string, delivery: Omit<SinkDelivery, 'id' | 'answeredStatus'>): SinkDelivery {
    const receiver = this.receiver(name);
    this.seq += 1;
    const kept = { ...delivery, id: `whd_${this.seq}`, answeredStatus: receiver.config.status };
    receiver.deliveries.push(kept);
    if (receiver.deliveries.length > MAX_DELIVERIES) receiver.deliveries.shift();
    return kept;
  }

  list(name: string): SinkDelivery[] {
    return [...(this.receivers.get(name)?.deliveries ?? [])].reverse();
  }

  /** Every receiver with its settings and deliveries (oldest first), for a session bundle. */
  exportReceivers(): { name: string; config: SinkConfig; deliveries: SinkDelivery[] }[] {
    return [...this.receivers].map(([name, r]) => ({ name, config: { ...r.config }, deliveries: [...r.deliveries] }));
  }

  /** Replaces the receivers with a bundle's; new deliveries number on after the last of them. */
  importReceivers(receivers: readonly { name: string; config: SinkConfig; deliveries: SinkDelivery[] }[]): void {
    this.receivers.clear();
    this.seq = 0;
    for (const { name, config, deliveries } of receivers.slice(-MAX_RECEIVERS)) {
      this.receivers.set(name, { config: { ...config }, deliveries: deliveries.slice(-MAX_DELIVERIES) });
      for (const d of deliveries) this.seq = Math.max(this.seq, Number(/^whd_(\d+)$/.exec(d.id)?.[1] ?? 0));
    }
  }

  clear(name: string): number {
    const receiver = this.receivers.get(name);
    if (!receiver) return 0;
    const removed = receiver.deliveries.length;
    receiver.deliveries = [];
    return removed;
  }
}
