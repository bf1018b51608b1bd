import type { ScenarioName } from '@cashloop/shared';
import type { AppConfig } from '../config/env';
import type { DataStore } from './data-store';
import { Clock } from './clock';
import { DemoLinks } from './demo-links';
import { FaultRules } from './faults';
import { Journal } from './journal';
import { Snapshots } from './snapshots';
import { StubRules } from './stubs';
import { WebhookSink } from './webhook-sink';

/** One world's collaborators (the default world's or a session's), handed to services as `deps`. */
export interface AppDeps {
  config: AppConfig;
  clock: Clock;
  data: DataStore;
  world: World;
}

/**
 * One isolated world: its database, virtual clock, outbox (a table of the database), request journal,
 * fault rules, stubs, webhook sink and snapshots. The default world serves calls without `x-mock-session`;
 * every session is another World. Services only ever see a world through `deps`.
 */
export class World {
  readonly deps: AppDeps;
  readonly journal: Journal;
  readonly faults = new FaultRules();
  /** Answers tests supply in place of the engine's (POST /__mock/stubs); kept across a reset, as faults are. */
  readonly stubs = new StubRules();
  readonly sink = new WebhookSink();
  readonly snapshots = new Snapshots();
  /** One-time sign-in links into this world (POST /__mock/sessions with a persona). */
  readonly demoLinks = new DemoLinks();
  /** Wall time, for idle expiry and least-recently-used eviction. */
  lastUsedAt: number;
  readonly createdAt: number;

  constructor(
    /** 'default' or the session id. */
    readonly id: string,
    config: AppConfig,
    readonly data: DataStore,
    readonly clock: Clock,
    public scenario: ScenarioName,
    public seed: number,
  ) {
    this.journal = new Journal(config.journalSize);
    this.deps = { config, clock, data, world: this };
    // Wall time on purpose: a session's life (idle expiry, eviction) follows real time, not its own clock.
    this.createdAt = Date.now();
    this.lastUsedAt = this.createdAt;
  }

  get isDefault(): boolean {
    return this.id === 'default';
  }

  close(): Promise<void> {
    this.data.close();
    this.snapshots.close();
    return Promise.resolve();
  }
}
