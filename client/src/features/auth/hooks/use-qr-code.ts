import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** A PNG data URL of the QR code for `text` (the set-up link), drawn in the browser; null until ready. */
export function useQrCode(text: string | null): string | null {
  const [image, setImage] = useState<{ text: string; url: string } | null>(null);
  useEffect(() => {
    if (!text) return;
    let current = true;
    QRCode.toDataURL(text, { margin: 1, width: 360, errorCorrectionLevel: 'M' })
      .then((url) => {
        if (current) setImage({ text, url });
      })
      // A link too long for a QR code still leaves the manual code to type.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [text]);
  return image && image.text === text ? image.url : null;
}
