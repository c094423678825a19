import type { RollCallMethod } from '@rikuun/contract';

const KEY = 'rikuun.rollCall';

/** Who did the 点呼 and how, as last entered on this phone (usually the same 運行管理者 every day). */
export function rememberedRollCall(): { checkedBy: string | null; method: RollCallMethod | null } {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? '{}') as { checkedBy?: unknown; method?: unknown };
    return {
      checkedBy: typeof saved.checkedBy === 'string' && saved.checkedBy ? saved.checkedBy : null,
      method: saved.method === 'in_person' || saved.method === 'remote' ? saved.method : null,
    };
  } catch {
    return { checkedBy: null, method: null };
  }
}

export function rememberRollCall(values: { checkedBy: string | null; method: RollCallMethod | null }) {
  try {
    localStorage.setItem(KEY, JSON.stringify(values));
  } catch {
    // Private mode or a full storage: the form simply starts empty next time.
  }
}
