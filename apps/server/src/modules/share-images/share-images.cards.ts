import { SEAT_COUNT_DEFAULT } from '@zetelpoule/shared/constants';
import { categoryInfo, type ElectionCategory } from '@zetelpoule/shared/rules/election-category';
import { hemicycleLayout } from '@zetelpoule/shared/hemicycle/layout';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from '@zetelpoule/shared/contract/share-images';
import { formatDeadline } from '@zetelpoule/shared/rules/deadline-format';

/*
 * The three cards the server draws (decision 033), as the element trees satori lays
 * out. Pure: data in, tree out, so a test can read what a card says without reading pixels.
 * Every text is Dutch ("je"); every value is drawn as glyphs, never markup.
 */

/** What satori reads: a React-element-shaped tree of divs, texts and images. */
export type CardElement = {
  type: 'div' | 'img';
  props: {
    style?: Record<string, string | number>;
    src?: string;
    width?: number;
    height?: number;
    children?: CardChild | CardChild[];
  };
};
type CardChild = CardElement | string;

// The web app's palette (apps/web/src/index.css).
const NAVY_950 = '#091233';
const NAVY_700 = '#253f94';
const NAVY_200 = '#c7d3f4';
const NAVY_100 = '#e2e8fa';
const ORANJE_500 = '#ff7a00';
const ORANJE_400 = '#ff9433';
const WHITE = '#ffffff';
/** A seat nobody was given. */
const EMPTY_SEAT = '#e2e8fa';

function div(
  style: Record<string, string | number>,
  children?: CardChild | CardChild[],
): CardElement {
  return { type: 'div', props: { style: { display: 'flex', ...style }, children } };
}

/** One line of text; a text too long for `lines` lines ends in an ellipsis. */
function text(value: string, style: Record<string, string | number>, lines = 1): CardElement {
  return {
    type: 'div',
    props: { style: { display: 'block', lineClamp: lines, ...style }, children: value },
  };
}

function svgImage(svg: string, width: number, height: number): CardElement {
  const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  return { type: 'img', props: { src, width, height } };
}

/**
 * The hemicycle of `seatCount` seats with each seat's colour, drawn by the same layout as the
 * web app's seat chart (packages/shared/src/hemicycle/layout.ts). Colours are `#rrggbb` (the
 * parties table checks them), so nothing but numbers and those colours enters the SVG.
 */
export function hemicycleSvg(seatCount: number, colourOfSeat: (seat: number) => string): string {
  const layout = hemicycleLayout(seatCount);
  const circles = layout.seats
    .map(
      (seat) =>
        `<circle cx="${seat.x.toFixed(1)}" cy="${seat.y.toFixed(1)}" r="${layout.seatRadius}" fill="${colourOfSeat(seat.number)}"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${layout.width.toFixed(1)} ${layout.height.toFixed(1)}">${circles}</svg>`;
}

/** The hemicycle scaled to `width`, with its own aspect ratio. */
function hemicycle(seatCount: number, colourOfSeat: (seat: number) => string, width: number) {
  const layout = hemicycleLayout(seatCount);
  const height = Math.round((width * layout.height) / layout.width);
  return svgImage(hemicycleSvg(seatCount, colourOfSeat), width, height);
}

// A decorative chamber for the landing and invite cards, in wedges of the brand's colours; the
// shares are invented, as on the landing page's illustration.
const WEDGES: [share: number, colour: string][] = [
  [0.22, ORANJE_500],
  [0.18, '#7391de'],
  [0.16, '#ffb066'],
  [0.14, '#3152b4'],
  [0.12, '#38bdf8'],
  [0.1, '#9fb3ea'],
  [0.08, '#ffd0a1'],
];
function decorativeColours(seatCount: number) {
  return (seat: number): string => {
    let from = 0;
    for (const [share, colour] of WEDGES) {
      from += share * seatCount;
      if (seat < from) return colour;
    }
    return NAVY_200;
  };
}

/** The favicon's mark (apps/web/src/components/ui/logo.tsx). */
const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#0f1f4b"/>' +
  '<g fill="#ff7a00"><circle cx="12" cy="46" r="4"/><circle cx="15" cy="32" r="4"/><circle cx="23" cy="21" r="4"/><circle cx="32" cy="17" r="4"/></g>' +
  '<g fill="#ffffff"><circle cx="41" cy="21" r="4"/><circle cx="49" cy="32" r="4"/><circle cx="52" cy="46" r="4"/></g>' +
  '<g fill="#7f9ff0"><circle cx="22" cy="46" r="3.5"/><circle cx="25" cy="35" r="3.5"/><circle cx="32" cy="30" r="3.5"/><circle cx="39" cy="35" r="3.5"/><circle cx="42" cy="46" r="3.5"/></g></svg>';

/** The width inside the frame's padding. */
const INNER_WIDTH = SHARE_IMAGE_WIDTH - 2 * 64;

/** The frame every card shares: the brand at the top, the site's address at the bottom. */
function frame(host: string, body: CardElement): CardElement {
  return div(
    {
      width: SHARE_IMAGE_WIDTH,
      height: SHARE_IMAGE_HEIGHT,
      flexDirection: 'column',
      padding: '48px 64px',
      // A flat colour: a gradient made the PNG half as large again and slower to encode.
      backgroundColor: NAVY_950,
      color: WHITE,
      fontFamily: 'Inter',
    },
    [
      div({ height: 64, alignItems: 'center', gap: 18 }, [
        svgImage(LOGO_SVG, 64, 64),
        text('Zetelpoule', { fontSize: 40, fontWeight: 800, letterSpacing: -1 }),
      ]),
      // Fixed heights: 64 + 24 + 390 + 16 + 40 fill the 534 pixels inside the padding.
      div({ width: INNER_WIDTH, height: 390, marginTop: 24, marginBottom: 16 }, body),
      div(
        { width: INNER_WIDTH, height: 40, justifyContent: 'space-between', alignItems: 'center' },
        [
          div({ width: 120, height: 8, borderRadius: 4, backgroundColor: ORANJE_500 }),
          text(host, { fontSize: 26, color: NAVY_200 }),
        ],
      ),
    ],
  );
}

function heading(value: string, lines: number, size = 64): CardElement {
  return text(
    value,
    { fontSize: size, fontWeight: 800, lineHeight: 1.1, letterSpacing: -1.5 },
    lines,
  );
}

function label(value: string): CardElement {
  return text(value, {
    fontSize: 26,
    fontWeight: 700,
    color: ORANJE_400,
    textTransform: 'uppercase',
    letterSpacing: 2,
  });
}

/** The landing page's card: what the game is, for the election being played (or none). */
export function landingCard(host: string, category: ElectionCategory | null): CardElement {
  const info = category ? categoryInfo(category) : null;
  const seatCount = info?.defaultSeatCount ?? SEAT_COUNT_DEFAULT;
  return frame(
    host,
    div({ width: '100%', alignItems: 'center', gap: 48 }, [
      div({ flexDirection: 'column', width: 560, gap: 20 }, [
        heading(info ? `Voorspel de ${info.election}` : 'Voorspel de verkiezingen', 3, 60),
        text(
          info
            ? `Verdeel de zetels van de ${info.chamber}, kies je top 3 en strijd met je vrienden in je eigen subpoule.`
            : 'Verdeel de zetels, kies je top 3 en strijd met je vrienden in je eigen subpoule.',
          { fontSize: 30, color: NAVY_100, lineHeight: 1.35 },
          3,
        ),
      ]),
      hemicycle(seatCount, decorativeColours(seatCount), 460),
    ]),
  );
}

/** Everything an invite card shows; also its cache key. */
export interface InviteCardData {
  host: string;
  name: string;
  creatorUsername: string;
  memberCount: number;
  electionName: string | null;
  /** ISO 8601, or null without an active election. */
  predictionsDeadline: string | null;
}

export function inviteCardTexts(data: InviteCardData) {
  const members = data.memberCount === 1 ? '1 lid' : `${data.memberCount} leden`;
  return {
    label: 'Uitnodiging',
    title: `Doe mee met ${data.name}`,
    invitation: `${data.creatorUsername} nodigt je uit · ${members}`,
    deadline:
      data.electionName && data.predictionsDeadline
        ? `Voorspellen kan tot ${formatDeadline(data.predictionsDeadline)}`
        : 'Voorspel de verkiezingen',
  };
}

/** An invite link's card: the sub-league, who invites, how many play, until when. */
export function inviteCard(data: InviteCardData): CardElement {
  const texts = inviteCardTexts(data);
  return frame(
    data.host,
    div({ width: '100%', alignItems: 'center', gap: 40 }, [
      div({ flexDirection: 'column', width: 640, gap: 16 }, [
        label(texts.label),
        heading(texts.title, 2, 60),
        text(texts.invitation, { fontSize: 30, color: NAVY_100, marginTop: 8 }),
        text(texts.deadline, { fontSize: 28, color: NAVY_200 }, 2),
      ]),
      hemicycle(SEAT_COUNT_DEFAULT, decorativeColours(SEAT_COUNT_DEFAULT), 390),
    ]),
  );
}

/** One party of the player's top 3. */
export interface TopParty {
  name: string;
  hexcolor: string;
  seats: number;
}

/** Everything a prediction card shows; also its cache key. */
export interface PredictionCardData {
  host: string;
  username: string;
  electionName: string;
  seatCount: number;
  /** The party colour of every seat, by seat number; null for a seat nobody was given. */
  seatColours: (string | null)[];
  topThree: TopParty[];
  isLocked: boolean;
  /** The stored total once scored (only after the deadline); null before. */
  points: number | null;
}

export function predictionCardTexts(data: PredictionCardData) {
  const assigned = data.seatColours.filter((colour) => colour !== null).length;
  return {
    label: 'Mijn voorspelling',
    username: data.username,
    electionName: data.electionName,
    topThreeTitle: 'Top 3',
    topThree: data.topThree.map((party, index) => ({
      position: String(index + 1),
      name: party.name,
      seats: party.seats === 1 ? '1 zetel' : `${party.seats} zetels`,
    })),
    noTopThree: 'Nog geen zetels verdeeld',
    status:
      data.points !== null
        ? `${data.points} ${data.points === 1 ? 'punt' : 'punten'}`
        : data.isLocked
          ? 'Voorspelling staat vast'
          : `${assigned} van ${data.seatCount} zetels verdeeld`,
  };
}

/** "Deel je voorspelling": the player's hemicycle, top 3 and name; points once scored. */
export function predictionCard(data: PredictionCardData): CardElement {
  const texts = predictionCardTexts(data);
  const rows = texts.topThree.map((row, index) =>
    div({ alignItems: 'center', gap: 16, height: 46 }, [
      text(row.position, { fontSize: 28, fontWeight: 800, color: ORANJE_400, width: 28 }),
      div({
        width: 28,
        height: 28,
        borderRadius: 14,
        backgroundColor: data.topThree[index]!.hexcolor,
        border: `3px solid ${WHITE}`,
      }),
      text(row.name, { fontSize: 30, fontWeight: 700, width: 270 }),
      text(row.seats, { fontSize: 28, color: NAVY_200, whiteSpace: 'nowrap' }),
    ]),
  );
  return frame(
    data.host,
    div({ width: '100%', alignItems: 'center', gap: 32 }, [
      div({ flexDirection: 'column', width: 520, gap: 6 }, [
        label(texts.label),
        heading(texts.username, 1, 54),
        text(texts.electionName, { fontSize: 26, color: NAVY_200 }),
        div(
          { flexDirection: 'column', marginTop: 10 },
          rows.length > 0 ? rows : text(texts.noTopThree, { fontSize: 28, color: NAVY_100 }),
        ),
        div({ marginTop: 10 }, [
          text(texts.status, {
            fontSize: 30,
            fontWeight: 800,
            color: data.points !== null ? NAVY_950 : WHITE,
            backgroundColor: data.points !== null ? ORANJE_500 : NAVY_700,
            borderRadius: 16,
            padding: '10px 22px',
          }),
        ]),
      ]),
      div({ backgroundColor: WHITE, borderRadius: 28, padding: 20 }, [
        hemicycle(data.seatCount, (seat) => data.seatColours[seat] ?? EMPTY_SEAT, 480),
      ]),
    ]),
  );
}
