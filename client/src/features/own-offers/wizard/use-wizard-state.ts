import { useCallback, useState } from 'react';
import type { RuleDraft } from '../utils/rule-draft';
import { emptyRule } from '../utils/rule-draft';
import { emptyOfferInfo, type EnrichmentView, type NewRetailerDraft, type OfferInfoDraft, type RetailerRef, type WizardState } from './wizard-model';
import type { WizardStep } from './wizard-steps';

export const initialWizardState = (): WizardState => ({
  current: 'RETAILER',
  checked: [],
  retailer: null,
  retailerPicked: false,
  newRetailer: null,
  description: '',
  enrichment: null,
  obAnswer: null,
  channelCount: 0,
  info: emptyOfferInfo(),
  rules: [emptyRule()],
});

const withChecks = (checked: WizardStep[], ...steps: WizardStep[]): WizardStep[] => [...new Set([...checked, ...steps])];

/** The wizard's state and the moves of spec 2 §4. */
export function useWizardState(initial: () => WizardState = initialWizardState) {
  const [state, setState] = useState<WizardState>(initial);

  const goTo = useCallback((step: WizardStep) => setState((s) => ({ ...s, current: step })), []);
  /** Marks the current step done and opens `next`. */
  const advance = useCallback((next: WizardStep) => setState((s) => ({ ...s, checked: withChecks(s.checked, s.current), current: next })), []);

  /**
   * Picking an existing retailer checks RETAILER and stays there, so its open banking card is seen (spec 2
   * §2.2); only an open banking compatible one also checks TRANSACTION, whose test the others still take.
   */
  const pickRetailer = useCallback(
    (retailer: RetailerRef) =>
      setState((s) => ({
        ...s,
        retailer,
        retailerPicked: true,
        newRetailer: null,
        description: '',
        enrichment: null,
        obAnswer: null,
        channelCount: 0,
        info: { ...s.info, selectedChannelIds: [] },
        checked: retailer.obCompatible === true ? withChecks([], 'RETAILER', 'TRANSACTION') : withChecks([], 'RETAILER'),
      })),
    [],
  );

  /** Saving the create form checks RETAILER only (the user moves on); the retailer is created when TRANSACTION is left. */
  const saveNewRetailer = useCallback(
    (draft: NewRetailerDraft) =>
      setState((s) => ({
        ...s,
        retailer: null,
        retailerPicked: false,
        newRetailer: draft,
        enrichment: null,
        obAnswer: null,
        channelCount: 0,
        checked: withChecks(s.checked.filter((c) => c === 'RETAILER'), 'RETAILER'),
      })),
    [],
  );

  const retailerCreated = useCallback(
    (retailer: RetailerRef) =>
      setState((s) => ({ ...s, retailer, checked: withChecks(s.checked, 'TRANSACTION'), current: 'CHANNEL' })),
    [],
  );

  const setDescription = useCallback((description: string) => setState((s) => ({ ...s, description })), []);
  const setEnrichment = useCallback((enrichment: EnrichmentView | null) => setState((s) => ({ ...s, enrichment })), []);
  const setObAnswer = useCallback((obAnswer: boolean) => setState((s) => ({ ...s, obAnswer })), []);
  const setChannelCount = useCallback((channelCount: number) => setState((s) => (s.channelCount === channelCount ? s : { ...s, channelCount })), []);
  const patchInfo = useCallback((patch: Partial<OfferInfoDraft>) => setState((s) => ({ ...s, info: { ...s.info, ...patch } })), []);
  const setRules = useCallback((rules: RuleDraft[]) => setState((s) => ({ ...s, rules })), []);

  return { state, goTo, advance, pickRetailer, saveNewRetailer, retailerCreated, setDescription, setEnrichment, setObAnswer, setChannelCount, patchInfo, setRules };
}

export type WizardApi = ReturnType<typeof useWizardState>;
