const PREFECTURE = /^(東京都|北海道|京都府|大阪府|.{2,3}県)/;
const CITY = /^(.+?郡.+?[町村]|.+?市.+?区|.+?[市区町村])/;

/** 都道府県＋市区町村 of an address: enough to judge a course without its customers' details. */
export function areaOf(address: string | null): string | null {
  if (!address) return null;
  const pref = PREFECTURE.exec(address)?.[1] ?? '';
  const city = CITY.exec(address.slice(pref.length))?.[1] ?? '';
  return pref + city || address.slice(0, 10);
}
