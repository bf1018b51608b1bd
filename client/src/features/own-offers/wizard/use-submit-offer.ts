import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { applyOwnOffer } from '../api/apply-own-offer';
import { createOffer } from '../api/create-offer';
import { editOffer } from '../api/edit-offer';
import { getChannelIds } from '../api/get-channel-ids';
import { ownOfferKeys } from '../api/own-offer-keys';
import { uploadOfferImage } from '../api/upload-offer-image';
import { offerPayload } from '../utils/offer-payload';
import type { WizardState } from './wizard-model';

/** The submit steps, named in the failure message. */
export const submitStepLabels = {
  channels: "loading the retailer's channels",
  save: 'saving the offer',
  logo: 'uploading the offer logo',
  apply: 'applying for approval',
} as const;
export type SubmitStep = keyof typeof submitStepLabels;

export interface SubmitFailure {
  step: SubmitStep;
  error: unknown;
}

interface Progress {
  offerId: string | null;
  retailerId: string | null;
  logoUploaded: boolean;
  applied: boolean;
}

/**
 * Spec 2 §4 submit sequence: save the offer (ALL_CHANNELS takes every channel id of the retailer),
 * upload the logo (skipped when it is already hosted), apply with the default split, then open the
 * offer page. Each step runs only if the previous one succeeded; a retry resumes where it stopped,
 * so a created offer is never created twice.
 */
export function useSubmitOffer(mode: { editOfferId: string | null }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const progress = useRef<Progress>({ offerId: mode.editOfferId, retailerId: null, logoUploaded: false, applied: false });
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<SubmitFailure | null>(null);
  const [created, setCreated] = useState(false);

  const offerPath = () => `/retailer/${progress.current.retailerId}/offer/${progress.current.offerId}`;

  async function run(state: WizardState): Promise<void> {
    const retailer = state.retailer;
    if (!retailer || pending) return;
    const p = progress.current;
    setPending(true);
    setFailure(null);
    let step: SubmitStep = 'channels';
    try {
      // A new offer is saved once; an edit is saved on every press.
      if (mode.editOfferId !== null || p.offerId === null) {
        const channelIds = state.info.matchAgainst === 'ALL_CHANNELS' ? await getChannelIds(retailer.id) : state.info.selectedChannelIds;
        step = 'save';
        const body = offerPayload(state, retailer.id, channelIds);
        if (mode.editOfferId) {
          const saved = await editOffer(mode.editOfferId, body);
          // An own offer that is not in the programme yet (or was removed) is applied for again.
          p.applied = saved.programmeOffer !== null;
          p.retailerId = saved.retailer.id;
          p.logoUploaded = false;
        } else {
          const made = await createOffer(body);
          p.offerId = made.id;
          p.retailerId = made.retailer.id;
          setCreated(true);
        }
      }
      if (state.info.logoFile && !p.logoUploaded) {
        step = 'logo';
        await uploadOfferImage(p.offerId!, state.info.logoFile);
        p.logoUploaded = true;
      }
      if (!p.applied) {
        step = 'apply';
        await applyOwnOffer(p.offerId!);
        p.applied = true;
      }
      await Promise.all(['catalogue', 'programme', ownOfferKeys.all[0]].map((k) => client.invalidateQueries({ queryKey: [k] })));
      navigate(offerPath());
    } catch (error) {
      setFailure({ step, error });
    } finally {
      setPending(false);
    }
  }

  /** 'View offer' once the offer exists, whatever failed after it. */
  const view = () => navigate(offerPath());

  return { run, view, pending, failure, created, offerId: progress.current.offerId };
}
