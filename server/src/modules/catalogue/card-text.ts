/**
 * A stored catalogue card (migration 0013) with its `offers` cut to some of them, written by cutting the card's
 * text instead of parsing and writing it again: on a type-filtered catalogue page most cards lose an offer, and
 * `JSON.parse` plus `JSON.stringify` of ~1 KB cards was about half of such a page's CPU (decision 0014, fifth
 * pass). The cards are written by SQLite's json_object in the keys' order, the text a page answers as is when
 * nothing is cut; cutting the array's elements out of it leaves every other byte as stored.
 */

/**
 * Where the card's top-level `offers` array is, and where each of its elements (JSON strings) starts and ends,
 * or null when the text is not as expected (the caller then parses it). `,"offers":[` cannot occur inside a JSON
 * string (a quote there is escaped) nor as another key before the channels' objects, which come after it.
 */
function offersOf(card: string): { open: number; close: number; starts: number[]; ends: number[] } | null {
  const key = card.indexOf(',"offers":[');
  if (key < 0) return null;
  const open = key + 10; // the '['
  const starts: number[] = [];
  const ends: number[] = [];
  let at = open + 1;
  if (card[at] === ']') return { open, close: at, starts, ends };
  for (;;) {
    if (card[at] !== '"') return null;
    const start = at;
    at++;
    for (;;) {
      const c = card.charCodeAt(at);
      // An escape: JSON.stringify might write the id another way (\/, \u0041): leave such a card to the parser.
      if (c === 92 || Number.isNaN(c)) return null;
      at++;
      if (c === 34) break;
    }
    starts.push(start);
    ends.push(at);
    if (card[at] === ']') return { open, close: at, starts, ends };
    if (card[at] !== ',') return null;
    at++;
  }
}

/**
 * The card's text with only the offers whose letter (`offerTypes`, one per offer, in the card's order) is in
 * `letters`; null when the card is not as expected (the caller parses it instead).
 */
export function cardWithOffersOf(card: string, offerTypes: string, letters: ReadonlySet<string>): string | null {
  const offers = offersOf(card);
  if (!offers || offers.starts.length !== offerTypes.length) return null;
  let kept = '';
  for (let k = 0; k < offers.starts.length; k++) {
    if (!letters.has(offerTypes[k]!)) continue;
    kept += `${kept === '' ? '' : ','}${card.slice(offers.starts[k], offers.ends[k])}`;
  }
  return `${card.slice(0, offers.open + 1)}${kept}${card.slice(offers.close)}`;
}
