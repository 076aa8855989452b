/**
 * Areas a business covers: UK postcode districts (SW11) or whole postcode areas (BS). Full
 * postcodes are accepted and reduced to their district. The `postcode` library validates the
 * shape; the area letters must also be one of the real UK postcode areas, since the shape alone
 * accepts districts such as "XX9" that no one can live in.
 */
import { isValid, toOutcode, validOutcode } from 'postcode';

// Royal Mail's postcode areas, with the Crown Dependencies that share the system.
const POSTCODE_AREAS = new Set(
  (
    'AB AL B BA BB BD BH BL BN BR BS BT CA CB CF CH CM CO CR CT CV CW DA DD DE DG DH DL DN DT DY ' +
    'E EC EH EN EX FK FY G GL GU GY HA HD HG HP HR HS HU HX IG IM IP IV JE KA KT KW KY L LA LD LE ' +
    'LL LN LS LU M ME MK ML N NE NG NN NP NR NW OL OX PA PE PH PL PO PR RG RH RM S SA SE SG SK SL ' +
    'SM SN SO SP SR SS ST SW SY TA TD TF TN TQ TR TS TW UB W WA WC WD WF WN WR WS WV YO ZE'
  ).split(' '),
);

const areaOf = (outcode: string): string => /^[A-Z]+/.exec(outcode)?.[0] ?? '';

/** The district or area `input` names, upper case; undefined when it names no UK postcode area. */
export function toCoveredArea(input: string): string | undefined {
  const compact = input.replace(/\s+/g, ' ').trim().toUpperCase();
  if (POSTCODE_AREAS.has(compact)) return compact;
  if (validOutcode(compact)) return POSTCODE_AREAS.has(areaOf(compact)) ? compact : undefined;
  if (isValid(compact)) {
    const outcode = toOutcode(compact);
    return outcode && POSTCODE_AREAS.has(areaOf(outcode)) ? outcode : undefined;
  }
  return undefined;
}

/** The district and area a postcode or district falls in, for matching against covered areas. */
export function coveringAreas(input: string): string[] | undefined {
  const area = toCoveredArea(input);
  if (!area) return undefined;
  const letters = areaOf(area);
  return area === letters ? [area] : [area, letters];
}
