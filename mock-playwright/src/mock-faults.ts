import type { FaultRule, FaultRuleInput } from './control-types.js';
import type { ControlCall } from './mock-call.js';

/** What to arm: `{match: {method?, path?, endpointId?}, status?, delayMs?, jitterMs?, kind?, times?, probability?, seed?}`. */
export type { FaultRule, FaultRuleInput };

/** Fault and latency rules of the session (/__mock/faults); they hit API calls of this session only. */
export function faultHelpers(call: ControlCall) {
  return {
    arm: (rule: FaultRuleInput) => call<FaultRule>('POST', '/__mock/faults', { data: rule }),
    list: () => call<FaultRule[]>('GET', '/__mock/faults'),
    remove: (id: string) => call<{ id: string; removed: true }>('DELETE', `/__mock/faults/${encodeURIComponent(id)}`),
    clear: () => call<{ removed: number }>('DELETE', '/__mock/faults'),
  };
}

export type FaultHelpers = ReturnType<typeof faultHelpers>;
