import { BANK_SEARCH_LIMIT, type Bank, type BankBranch, type ListResponse } from '@rikuun/contract';
import { notFound } from '../../lib/http/errors.ts';
import { foldForSearch, type Searchable, searchEntries } from './search-fold.ts';

/**
 * Banks and branches from the zengin-code package (about 1,150 institutions and 29,000 branches, a
 * 5 MB module): loaded on the first search, not at start; the bank list is indexed once then, each
 * bank's branches on the first search in that bank.
 */
type Entry = Bank & Searchable;
type ZenginData = typeof import('zengin-code')['default'];
type Index = { data: ZenginData; banks: Entry[]; branches: Map<string, Entry[]> };

let loading: Promise<Index> | undefined;

function loadIndex(): Promise<Index> {
  loading ??= import('zengin-code').then(({ default: data }) => ({
    data,
    banks: Object.values(data)
      .map((bank) => entry(bank.code, bankName(bank.code, bank.name), bank.kana, bank.roma, bank.name))
      .sort(byCode),
    branches: new Map(),
  }));
  return loading;
}

const byCode = (a: Entry, b: Entry) => (a.code < b.code ? -1 : 1);

function entry(code: string, name: string, kana: string, roma: string, ...otherNames: string[]): Entry {
  // The data writes the long vowel as a full-width hyphen (ミツビシユ－エフジエイ).
  const shownKana = kana.normalize('NFKC').replace(/-/g, 'ー');
  const keys = [name, ...otherNames, kana, roma].map(foldForSearch);
  return { code, name, kana: shownKana, keys: [...new Set(keys)] };
}

/**
 * The data names banks without 銀行 (みずほ, 三菱ＵＦＪ); forms and transfer slips write it. Codes
 * 0001–0199, 0288–0999 and 9900 (ゆうちょ) are banks; foreign ones named …バンク keep their name.
 */
export function bankName(code: string, name: string): string {
  const n = Number(code);
  const isBank = (n >= 1 && n <= 199) || (n >= 288 && n <= 999) || n === 9900;
  const plain = name.normalize('NFKC');
  return isBank && !/バンク|銀行$/.test(plain) ? `${plain}銀行` : plain;
}

const shown = ({ code, name, kana }: Entry) => ({ code, name, kana });

export async function searchBanks(q: string | null | undefined): Promise<ListResponse<Bank>> {
  const { banks } = await loadIndex();
  const found = searchEntries(banks, q, BANK_SEARCH_LIMIT);
  return { data: found.data.map(shown), total: found.total };
}

export async function searchBranches(
  bankCode: string,
  q: string | null | undefined,
): Promise<ListResponse<BankBranch>> {
  const index = await loadIndex();
  const bank = index.data[bankCode];
  if (!bank) throw notFound('金融機関');
  let branches = index.branches.get(bankCode);
  if (!branches) {
    branches = Object.values(bank.branches)
      .map((b) => entry(b.code, b.name.normalize('NFKC'), b.kana, b.roma))
      .sort(byCode);
    index.branches.set(bankCode, branches);
  }
  const found = searchEntries(branches, q, BANK_SEARCH_LIMIT);
  return { data: found.data.map(shown), total: found.total };
}
