/**
 * The package's plain control-plane types against the dashboard's contract (type-checked by `pnpm typecheck`,
 * never run): an answer the server sends must fit the package's type with the same fields, and what the
 * package lets a test send must be what the contract accepts. A contract change that breaks either fails here.
 */
import type { z } from 'zod';
import type { MOCK_SESSION_HEADER, MOCK_SESSION_QUERY, mockSessionSchema, snapshotSchema } from '@cashloop/shared/contracts/mock-sessions';
import type { clockStateSchema, mockEndpoints, outboxEmailSchema } from '@cashloop/shared/contracts/mock';
import type { faultRuleInput, faultRuleSchema } from '@cashloop/shared/contracts/mock-faults';
import type { journalEntrySchema, mockJournalEndpoints } from '@cashloop/shared/contracts/mock-journal';
import type { sinkConfigSchema, sinkDeliverySchema } from '@cashloop/shared/contracts/mock-webhook-sink';
import type { domainFaultInput, domainFaultRuleSchema } from '@cashloop/shared/contracts/mock-domain-faults';
import type { causedDeliverySchema, causedEmailSchema, causedEventSchema, effectsSchema, mockSimulateEndpoints } from '@cashloop/shared/contracts/mock-simulate';
import type { timelineItemSchema } from '@cashloop/shared/contracts/mock-timeline';
import type { stubInput, stubSchema } from '@cashloop/shared/contracts/mock-stubs';
import type * as P from '../src/index.js';
import type { JournalFilter } from '../src/mock-journal.js';
import type { SESSION_HEADER, SESSION_QUERY } from '../src/mock-session.js';

type Keys<T> = keyof T & string;
/** True when an answer of type C fits the package's A and both name the same fields. */
type Answer<C, A> = [C] extends [A] ? ([Exclude<Keys<C>, Keys<A>>, Exclude<Keys<A>, Keys<C>>] extends [never, never] ? true : { fieldsDiffer: [Exclude<Keys<C>, Keys<A>>, Exclude<Keys<A>, Keys<C>>] }) : { doesNotFit: C };
/** True when everything the package's I lets a test send, the contract's C accepts, with the same fields. */
type Input<I, C> = [I] extends [C] ? ([Exclude<Keys<C>, Keys<I>>] extends [never] ? true : { packageLacks: Exclude<Keys<C>, Keys<I>> }) : { refused: I };
const ok = <T extends true>(): T => true as T;

ok<Answer<z.infer<typeof mockSessionSchema>, P.SessionInfo>>();
ok<Answer<z.infer<typeof snapshotSchema>, P.Snapshot>>();
ok<Answer<z.infer<typeof clockStateSchema>, P.ClockState>>();
ok<Answer<z.infer<typeof mockEndpoints.setClock.response>, P.ClockStep>>();
ok<Answer<z.infer<typeof outboxEmailSchema>, P.OutboxEmail>>();
ok<Answer<z.infer<typeof mockEndpoints.reset.response>, P.ResetAnswer>>();
ok<Input<P.ResetInput, NonNullable<z.input<typeof mockEndpoints.reset.body>>>>();
ok<Answer<z.infer<typeof mockEndpoints.pendingApprovals.response>[number], P.PendingApproval>>();
ok<Answer<z.infer<typeof mockEndpoints.decideApproval.response>, P.ApprovalDecision>>();
ok<Input<P.FaultRuleInput, z.input<typeof faultRuleInput>>>();
ok<Answer<z.infer<typeof faultRuleSchema>, P.FaultRule>>();
ok<Answer<z.infer<typeof journalEntrySchema>, P.JournalEntry>>();
ok<Input<JournalFilter, Omit<z.input<typeof mockJournalEndpoints.countJournal.query>, never>>>();
ok<Answer<z.infer<typeof mockJournalEndpoints.countJournal.response>, { count: number }>>();
ok<Answer<z.infer<typeof sinkDeliverySchema>, P.SinkDelivery>>();
ok<Answer<z.infer<typeof sinkConfigSchema>, P.SinkConfig>>();
ok<Input<P.DomainFaultInput, z.input<typeof domainFaultInput>>>();
ok<Answer<z.infer<typeof domainFaultRuleSchema>, P.DomainFault>>();
ok<Answer<z.infer<typeof causedEventSchema>, P.CausedEvent>>();
ok<Answer<z.infer<typeof causedDeliverySchema>, P.CausedDelivery>>();
ok<Answer<z.infer<typeof causedEmailSchema>, P.CausedEmail>>();
ok<Answer<z.infer<typeof effectsSchema>, P.Effects>>();
ok<Answer<z.infer<typeof mockSimulateEndpoints.moveCashback.response>, P.Simulated<P.CashbackStatus> & { payoutId: string | null }>>();
ok<Answer<z.infer<typeof mockSimulateEndpoints.completeUpload.response>, P.UploadOutcome>>();
ok<Answer<z.infer<typeof mockSimulateEndpoints.deliverWebhookEvent.response>, P.Simulated<P.WebhookEventState>>>();
ok<Answer<z.infer<typeof timelineItemSchema>, P.TimelineItem>>();
ok<Input<P.StubInput, z.input<typeof stubInput>>>();
ok<Answer<z.infer<typeof stubSchema>, P.Stub>>();

// The header and query names, spelled out in the package, are the contract's.
const header: typeof MOCK_SESSION_HEADER = '' as typeof SESSION_HEADER;
const query: typeof MOCK_SESSION_QUERY = '' as typeof SESSION_QUERY;
void header;
void query;
