/** Offline logos: a rounded square with initials, as a compact SVG data URL (no network, no files). */
const PALETTE = [
  '#e4572e', '#17bebb', '#2e282a', '#76b041', '#ffc914', '#3f88c5', '#d7263d', '#1b998b',
  '#6a4c93', '#f46036', '#2d3047', '#00a6a6', '#c2185b', '#5e548e', '#ef8354', '#0b6e4f',
];

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

export function initials(name: string): string {
  const words = name.replace(/[^A-Za-z0-9 ]/g, ' ').split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? words[0]![0]! + words[1]![0]! : (words[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}

/** The colour follows the name, so the same brand always gets the same logo. */
export function logoDataUrl(name: string, colour?: string): string {
  const fill = colour ?? PALETTE[hash(name) % PALETTE.length]!;
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'><rect width='64' height='64' rx='12' fill='${fill}'/>` +
    `<text x='32' y='41' font-family='Arial,sans-serif' font-size='24' font-weight='700' fill='#fff' text-anchor='middle'>${initials(name)}</text></svg>`;
  return `data:image/svg+xml,${svg.replace(/</g, '%3C').replace(/>/g, '%3E').replace(/#/g, '%23')}`;
}

/** A banner placeholder for campaign images of a given size. */
export function bannerDataUrl(title: string, width: number, height: number): string {
  const fill = PALETTE[hash(title) % PALETTE.length]!;
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${width} ${height}'><rect width='${width}' height='${height}' fill='${fill}'/>` +
    `<text x='50%' y='50%' font-family='Arial,sans-serif' font-size='${Math.round(height / 10)}' fill='#fff' text-anchor='middle'>${title.replace(/[<>&'"]/g, '')}</text></svg>`;
  return `data:image/svg+xml,${svg.replace(/</g, '%3C').replace(/>/g, '%3E').replace(/#/g, '%23')}`;
}
