import { type CampaignSlot, type CreateCampaign, imageSizeProblem, slotNeedsImage } from '@cashloop/shared/contracts/campaigns';

export interface ChosenAudience { id: string; name: string; size: number }
export interface ChosenOffer { id: string; retailerName: string; logo: string; cashback: string }

export interface CampaignDraft {
  name: string;
  startDate: Date | null;
  endDate: Date | null;
  slot: CampaignSlot;
  image: File | null;
  audiences: ChosenAudience[];
  offer: ChosenOffer | null;
}

export const emptyCampaignDraft = (): CampaignDraft => ({ name: '', startDate: null, endDate: null, slot: 'TAKEOVER', image: null, audiences: [], offer: null });

/**
 * Spec 2 §5 "Campaign": a name, start and end dates, at least one audience, an offer, and an image for
 * Takeover and Featured (Promoted needs none). The end after the start is the server's rule too.
 */
export function campaignProblems(d: CampaignDraft): string[] {
  const problems: string[] = [];
  if (d.name.trim() === '') problems.push('Enter a campaign name');
  if (!d.startDate || !d.endDate) problems.push('Choose the start and end dates');
  else if (d.endDate.getTime() <= d.startDate.getTime()) problems.push('The end date must be after the start date');
  if (slotNeedsImage(d.slot) && !d.image) problems.push('Upload the campaign image');
  if (d.audiences.length === 0) problems.push('Select at least one audience');
  if (!d.offer) problems.push('Select an offer');
  return problems;
}

/** The create body without its assetLink (which comes from the upload). */
export function toCreateCampaign(d: CampaignDraft): Omit<CreateCampaign, 'assetLink'> {
  return {
    name: d.name.trim(),
    slot: d.slot,
    startDate: d.startDate!.getTime(),
    endDate: d.endDate!.getTime(),
    associatedAudiences: d.audiences.map((a) => a.id),
    programId: d.offer!.id,
  };
}

/** Reads a png's pixel size in the browser. */
export async function readImageSize(file: File): Promise<{ width: number; height: number }> {
  const bitmap = await createImageBitmap(file);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}

/** Spec 2 §5: png only, and the slot's exact size; answers the message to show, or null when the image fits. */
export async function imageProblem(file: File, slot: CampaignSlot): Promise<string | null> {
  if (!slotNeedsImage(slot)) return null;
  if (file.type !== 'image/png' && !file.name.toLowerCase().endsWith('.png')) return 'The image must be a .png file.';
  try {
    const { width, height } = await readImageSize(file);
    return imageSizeProblem(slot, width, height);
  } catch {
    return 'The image must be a .png file.';
  }
}
