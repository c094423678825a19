import type { CompanyCtx } from '../../lib/context.ts';

/**
 * The records that keep a client base from being deleted (409 with the reason). Nothing refers to a
 * client base yet: the courses feature adds its check here ("コースの配送先で使われている…").
 */
export async function assertClientBaseUnused(_ctx: CompanyCtx, _clientBaseId: string): Promise<void> {}
