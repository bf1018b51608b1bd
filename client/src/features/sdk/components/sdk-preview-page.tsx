import { sdkColourNames, type SdkColours } from '@cashloop/shared/contracts/sdk';
import { useLocation } from 'react-router-dom';
import { ErrorState } from '@/components/error-state';
import { PageLoader } from '@/components/page-loader';
import { errorMessage } from '@/lib/api-error';
import { useSdkColours } from '../api/get-sdk-colours';
import { coloursValid } from './colour-pickers';
import { OffersSdk } from './offers-sdk';
import { PhoneFrame } from './phone-frame';

/** Colours handed over by the manager's Preview button (unsaved edits), if any. */
function handedOver(state: unknown): SdkColours | null {
  const colours = (state as { colours?: Partial<SdkColours> } | null)?.colours;
  if (!colours || !sdkColourNames.every((n) => typeof colours[n] === 'string')) return null;
  return coloursValid(colours as SdkColours) ? (colours as SdkColours) : null;
}

/** /sdk-preview (spec 2 §2.11): only the phone frame, in the colours being edited or else the saved ones. */
export function SdkPreviewPage() {
  const location = useLocation();
  const edited = handedOver(location.state);
  const saved = useSdkColours();
  if (edited) return <PhoneFrame><OffersSdk colours={edited} /></PhoneFrame>;
  if (saved.isError && !saved.data) {
    return <ErrorState title="Could not load the SDK colours" message={errorMessage(saved.error)} onRetry={() => void saved.refetch()} />;
  }
  if (!saved.data) return <PageLoader />;
  return (
    <PhoneFrame>
      <OffersSdk colours={saved.data} />
    </PhoneFrame>
  );
}
