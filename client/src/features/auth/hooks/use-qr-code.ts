import { useEffect, useState } from 'react';

/**
 * A PNG data URL of the QR code for `text` (the set-up link), drawn in the browser; null until ready.
 * The encoder loads on first use: only first sign-ins need it, so the sign-in route stays small.
 */
export function useQrCode(text: string | null): string | null {
  const [image, setImage] = useState<{ text: string; url: string } | null>(null);
  useEffect(() => {
    if (!text) return;
    let current = true;
    import('qrcode')
      // qrcode is CommonJS: its functions sit on `default` or on the namespace, depending on the bundler.
      .then((module) => (module.default ?? module).toDataURL(text, { margin: 1, width: 360, errorCorrectionLevel: 'M' }))
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
