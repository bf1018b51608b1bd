import { useSearchParams } from 'react-router-dom';
import { useVirtualNow } from '@/lib/virtual-now';
import { defaultWindow, readWindow, type SpendWindow } from '../utils/spend-window';

/** The window in the URL (?start&end), else the default one on the server's clock; null while that clock is asked. */
export function useSpendWindow(): { window: SpendWindow | null; setWindow: (w: SpendWindow) => void } {
  const [params, setParams] = useSearchParams();
  const fromUrl = readWindow(params);
  const now = useVirtualNow(fromUrl === null);
  const window = fromUrl ?? (now.data === undefined ? null : defaultWindow(now.data));
  const setWindow = (w: SpendWindow) => {
    const next = new URLSearchParams(params);
    next.set('start', w.startDate);
    next.set('end', w.endDate);
    setParams(next);
  };
  return { window, setWindow };
}
